package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.NodeModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What a repository needs the ids' types for: get, exists and delete by ids, each one call of the
 * base with the key made of the ids (asynchronously made inside the future, so that a bad id fails
 * it), and the key of the ids for a read transaction's get (made at once: it is no request). A
 * versioned node's delete takes the version read.
 */
final class KeyedMethods {

  private KeyedMethods() {}

  // get(follower, followee, consistency), get(follower, followee), exists(...) x2,
  // public boolean delete(String follower, String followee) { return deleteByKey(FollowKeys.primaryKey(follower, followee)); }
  static void addTo(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    NameAllocator names = RepositoryNames.of(edge);
    addReads(type, edge, names, "edge", flavor);
    type.addMethod(byIds(edge, names, "delete", flavor.result(TypeName.BOOLEAN))
        .addJavadoc("Deletes the edge; true if it existed.\n")
        .addStatement("return $N($L)", "deleteByKey", key(edge, names, flavor))
        .build());
    if (!edge.stored().isEmpty()) {
      type.addMethod(byIds(edge, names, "delete", flavor.result(TypeName.BOOLEAN))
          .addParameter(condition(edge), names.get("condition"))
          .addJavadoc(conditionalDelete(edge, "edge", names, flavor))
          .addStatement("return $N($L, $N)", "deleteByKey", key(edge, names, flavor), names.get("condition"))
          .build());
    }
  }

  // public boolean delete(String follower, String followee, Condition<Follow> condition) {
  //   return deleteByKey(FollowKeys.primaryKey(follower, followee), condition);
  // }
  // (a versioned node: delete(String id, long version, Condition<User> condition), deleteByKey(key, id, version, condition))
  private static CodeBlock conditionalDelete(ItemTypeModel item, String kind, NameAllocator names, Flavor flavor) {
    CodeBlock.Builder javadoc = CodeBlock.builder().add("$L", JavadocText.wrap("Deletes the " + kind
        + " only if it meets {@code " + names.get("condition") + "}, made with {@link "
        + item.conditionClass().simpleName() + "}; true if it existed and was deleted, false if none was stored."));
    if (flavor == Flavor.ASYNC) {
      return javadoc.add("The future fails as the synchronous repository's {@code delete} throws.\n").build();
    }
    return javadoc.add("\n$L", JavadocText.wrap("@throws dev.singletable.runtime.ConditionFailedException if the"
        + " stored " + kind + " does not meet it; nothing was deleted", "    ")).build();
  }

  /** {@code Condition<User>}. */
  static TypeName condition(ItemTypeModel item) {
    return ParameterizedTypeName.get(RuntimeTypes.CONDITION, item.record());
  }

  // public boolean delete(String id, long version) { return deleteByKey(UserKeys.primaryKey(id), id, version); }
  // (a node without a version: return deleteByKey(UserKeys.primaryKey(id));)
  static void addTo(TypeSpec.Builder type, NodeModel node, Flavor flavor) {
    NameAllocator names = RepositoryNames.of(node);
    addReads(type, node, names, "node", flavor);
    MethodSpec.Builder delete = byIds(node, names, "delete", flavor.result(TypeName.BOOLEAN));
    MethodSpec.Builder conditional = byIds(node, names, "delete", flavor.result(TypeName.BOOLEAN));
    if (node.version().isEmpty()) {
      type.addMethod(delete.addJavadoc("Deletes the node; true if it existed.\n")
          .addStatement("return $N($L)", "deleteByKey", key(node, names, flavor))
          .build());
      if (!node.stored().isEmpty()) {
        type.addMethod(conditional.addParameter(condition(node), names.get("condition"))
            .addJavadoc(conditionalDelete(node, "node", names, flavor))
            .addStatement("return $N($L, $N)", "deleteByKey", key(node, names, flavor), names.get("condition"))
            .build());
      }
      return;
    }
    type.addMethod(delete.addParameter(TypeName.LONG, names.get("version"))
        .addJavadoc("Deletes the node if it is at {@code $N}; true if it existed.\n", names.get("version"))
        .addStatement("return $N($L, $N, $N)", "deleteByKey", key(node, names, flavor), names.get(node.id()),
            names.get("version"))
        .build());
    type.addMethod(conditional.addParameter(TypeName.LONG, names.get("version"))
        .addParameter(condition(node), names.get("condition"))
        .addJavadoc(conditionalDelete(node, "node at {@code " + names.get("version") + "}", names, flavor))
        .addStatement("return $N($L, $N, $N, $N)", "deleteByKey", key(node, names, flavor), names.get(node.id()),
            names.get("version"), names.get("condition"))
        .build());
  }

  // get(ids, consistency), get(ids), exists(ids, consistency), exists(ids), key(ids)
  private static void addReads(TypeSpec.Builder type, ItemTypeModel item, NameAllocator names, String kind,
      Flavor flavor) {
    TypeName optional = flavor.result(ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, item.record()));
    TypeName exists = flavor.result(TypeName.BOOLEAN);
    type.addMethod(consistent(item, names, "get", "getByKey", optional, flavor)
            .addJavadoc("The $L, or empty when it does not exist: one GetItem.\n", kind).build())
        .addMethod(eventually(item, names, "get", optional))
        .addMethod(consistent(item, names, "exists", "existsByKey", exists, flavor)
            .addJavadoc("Whether the $L exists: one GetItem that fetches only the key.\n", kind).build())
        .addMethod(eventually(item, names, "exists", exists))
        .addMethod(itemKey(item, names, kind, flavor));
  }

  // public ItemKey<Follow> key(String follower, String followee) {
  //   return keyOf(FollowKeys.primaryKey(follower, followee));
  // }
  private static MethodSpec itemKey(ItemTypeModel item, NameAllocator names, String kind, Flavor flavor) {
    String read = flavor == Flavor.ASYNC ? "AsyncReadTransaction" : "ReadTransaction";
    return byIds(item, names, "key", ParameterizedTypeName.get(RuntimeTypes.ITEM_KEY, item.record()))
        .addJavadoc("The key of the $L with these ids, for a read transaction's get: {@code\n"
            + "read.get(table.$L().key(...))}. Sends nothing.\n\n"
            + "@throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key\n"
            + "@see dev.singletable.runtime.$L#get(dev.singletable.runtime.ItemKey)\n",
            kind, item.accessor(), read)
        .addStatement("return $N($T.primaryKey($L))", "keyOf", item.keysClass(), arguments(item, names))
        .build();
  }

  // public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
  //   return getByKey(FollowKeys.primaryKey(follower, followee), consistency);
  // }
  // (async: getByKey(() -> FollowKeys.primaryKey(follower, followee), consistency))
  private static MethodSpec.Builder consistent(ItemTypeModel item, NameAllocator names, String name, String base,
      TypeName returns, Flavor flavor) {
    return byIds(item, names, name, returns)
        .addParameter(RuntimeTypes.READ_CONSISTENCY, names.get("consistency"))
        .addStatement("return $N($L, $N)", base, key(item, names, flavor), names.get("consistency"));
  }

  // public boolean exists(String follower, String followee) { return exists(follower, followee, ReadConsistency.EVENTUAL); }
  private static MethodSpec eventually(ItemTypeModel item, NameAllocator names, String name, TypeName returns) {
    CodeBlock types = item.ids().stream().map(id -> CodeBlock.of("$T, ", id.component().type()))
        .collect(CodeBlock.joining(""));
    return byIds(item, names, name, returns)
        .addJavadoc("As {@link #$L($L$T)}, eventually consistent.\n", name, types, RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return $N($L, $T.EVENTUAL)", name, arguments(item, names), RuntimeTypes.READ_CONSISTENCY)
        .build();
  }

  // public Optional<Follow> get(String follower, String followee
  private static MethodSpec.Builder byIds(ItemTypeModel item, NameAllocator names, String name, TypeName returns) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
    for (KeyModel id : item.ids()) {
      method.addParameter(id.component().type(), names.get(id));
    }
    return method;
  }

  // FollowKeys.primaryKey(follower, followee), or asynchronously () -> FollowKeys.primaryKey(follower, followee)
  private static CodeBlock key(ItemTypeModel item, NameAllocator names, Flavor flavor) {
    return flavor.deferred(CodeBlock.of("$T.primaryKey($L)", item.keysClass(), arguments(item, names)));
  }

  // follower, followee
  private static CodeBlock arguments(ItemTypeModel item, NameAllocator names) {
    List<CodeBlock> ids = RepositoryNames.ids(item, names).stream().map(id -> CodeBlock.of("$N", id)).toList();
    return CodeBlock.join(ids, ", ");
  }
}
