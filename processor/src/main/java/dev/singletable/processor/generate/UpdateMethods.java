package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.NodeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The repositories' {@code update}: one call of the base's {@code updateByKey} with the key made of
 * the ids (asynchronously inside the future) and the generated {@code UserUpdate}. Only item types
 * with ordinary attributes that no index key is made of have one.
 */
final class UpdateMethods {
  private UpdateMethods() {}

  // public User update(String id, long version, UserUpdate update) {
  //   return updateByKey(UserKeys.primaryKey(id), id, version, update);
  // }
  static void addTo(TypeSpec.Builder type, NodeModel node, Flavor flavor) {
    if (node.updatable().isEmpty()) {
      return;
    }
    NameAllocator names = new NameAllocator();
    String id = names.newName(node.id().component().name());
    String version = names.newName("version");
    String update = names.newName("update");
    String condition = names.newName("condition");
    CodeBlock key = flavor.deferred(CodeBlock.of("$T.primaryKey($N)", node.keysClass(), id));
    MethodSpec.Builder method = method(node.record(), flavor)
        .addParameter(node.id().component().type(), id);
    MethodSpec.Builder conditional = method(node.record(), flavor)
        .addParameter(node.id().component().type(), id);
    if (node.version().isEmpty()) {
      type.addMethod(method.addParameter(node.updateClass(), update)
          .addJavadoc(javadoc(flavor, "node", update, CodeBlock.of("the node existing"), false))
          .addStatement("return updateByKey($L, $N)", key, update)
          .build());
      type.addMethod(conditional.addParameter(node.updateClass(), update)
          .addParameter(KeyedMethods.condition(node), condition)
          .addJavadoc(conditionalJavadoc(node.conditionClass(), condition))
          .addStatement("return updateByKey($L, $N, $N)", key, update, condition)
          .build());
      return;
    }
    type.addMethod(method.addParameter(TypeName.LONG, version).addParameter(node.updateClass(), update)
        .addJavadoc(javadoc(flavor, "node", update,
            CodeBlock.of("the node existing at {@code $N}, the version read; it stores the next version",
                version), true))
        .addStatement("return updateByKey($L, $N, $N, $N)", key, id, version, update)
        .build());
    type.addMethod(conditional.addParameter(TypeName.LONG, version).addParameter(node.updateClass(), update)
        .addParameter(KeyedMethods.condition(node), condition)
        .addJavadoc(conditionalJavadoc(node.conditionClass(), condition))
        .addStatement("return updateByKey($L, $N, $N, $N, $N)", key, id, version, update, condition)
        .build());
  }

  // As {@link #update(...)}, also conditioned on {@code condition}, made with {@link UserCondition} ...
  private static CodeBlock conditionalJavadoc(TypeName conditions, String condition) {
    return CodeBlock.of("As the {@code update} without a condition, applied only if {@code $N} (made with\n"
        + "{@link $T}) holds too; a failed one is a {@code ConditionFailedException} naming the\n"
        + "attributes whose part failed, with the update's own conditions.\n", condition, conditions);
  }

  // public Follow update(String follower, String followee, FollowUpdate update) {
  //   return updateByKey(FollowKeys.primaryKey(follower, followee), update);
  // }
  static void addTo(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    if (edge.updatable().isEmpty()) {
      return;
    }
    NameAllocator names = new NameAllocator();
    MethodSpec.Builder method = method(edge.record(), flavor);
    List<String> ids = new ArrayList<>();
    for (KeyModel id : edge.ids()) {
      ids.add(names.newName(id.component().name()));
      method.addParameter(id.component().type(), ids.get(ids.size() - 1));
    }
    String update = names.newName("update");
    String condition = names.newName("condition");
    CodeBlock key = flavor.deferred(CodeBlock.of("$T.primaryKey($L)", edge.keysClass(), String.join(", ", ids)));
    MethodSpec.Builder conditional = method.build().toBuilder();
    type.addMethod(method
        .addParameter(edge.updateClass(), update)
        .addJavadoc(javadoc(flavor, "edge", update,
            CodeBlock.of("the edge existing; counters are left as they are"), false))
        .addStatement("return updateByKey($L, $N)", key, update)
        .build());
    type.addMethod(conditional
        .addParameter(edge.updateClass(), update)
        .addParameter(KeyedMethods.condition(edge), condition)
        .addJavadoc(conditionalJavadoc(edge.conditionClass(), condition))
        .addStatement("return updateByKey($L, $N, $N)", key, update, condition)
        .build());
  }

  // public Follow update(   (async: public CompletableFuture<Follow> update()
  private static MethodSpec.Builder method(TypeName record, Flavor flavor) {
    return MethodSpec.methodBuilder("update").addModifiers(Modifier.PUBLIC).returns(flavor.result(record));
  }

  // Changes the node's attributes as {@code update} says, without reading it first: ... @throws ...
  private static CodeBlock javadoc(Flavor flavor, String kind, String update, CodeBlock condition, boolean versioned) {
    CodeBlock.Builder javadoc = CodeBlock.builder()
        .add("Changes the $L's attributes as {@code $N} says, without reading it first: one UpdateItem,\n"
            + "conditioned on $L.\n"
            + "The result is the $L as stored afterwards; nothing is written if a condition fails.\n",
            kind, update, condition, kind);
    if (flavor == Flavor.ASYNC) {
      return javadoc.add("The future fails as the synchronous repository's {@code update} throws.\n").build();
    }
    javadoc.add("\n@throws dev.singletable.runtime.ItemNotFoundException if there is no such $L\n", kind);
    if (versioned) {
      javadoc.add("@throws dev.singletable.runtime.VersionConflictException if another version is stored\n");
    }
    return javadoc
        .add("@throws dev.singletable.runtime.ConditionFailedException if a condition of {@code $N} does not hold\n",
            update)
        .add("@throws dev.singletable.runtime.InvalidRequestException if {@code $N} is null or changes nothing\n",
            update)
        .build();
  }
}
