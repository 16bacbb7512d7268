package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import javax.lang.model.element.Modifier;

/**
 * What a repository needs the ids' types for: the key of a record, which the base's record forms and
 * batches use, and get, exists and delete by ids, each one call of the base with the key made of the
 * ids (asynchronously made inside the future, so that a bad id fails it).
 */
final class KeyedMethods {

  private KeyedMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    TypeName optional = ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record());
    type.addMethod(keyed(edge, "get", "getByKey", true, flavor.result(optional), flavor)
            .addJavadoc("The edge, or empty when it does not exist: one GetItem.\n").build())
        .addMethod(eventually(edge, "get", flavor.result(optional)))
        .addMethod(keyed(edge, "exists", "existsByKey", true, flavor.result(TypeName.BOOLEAN), flavor)
            .addJavadoc("Whether the edge exists: one GetItem that fetches only the key.\n").build())
        .addMethod(eventually(edge, "exists", flavor.result(TypeName.BOOLEAN)))
        .addMethod(keyed(edge, "delete", "deleteByKey", false, flavor.result(TypeName.BOOLEAN), flavor)
            .addJavadoc("Deletes the edge; true if it existed.\n").build());
  }

  // public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
  //   return getByKey(FollowKeys.primaryKey(follower, followee), consistency);
  // }
  // (async: getByKey(() -> FollowKeys.primaryKey(follower, followee), consistency))
  private static MethodSpec.Builder keyed(EdgeModel edge, String name, String base, boolean withConsistency,
      TypeName returns, Flavor flavor) {
    NameAllocator names = EdgeRepositoryGenerator.names(edge);
    MethodSpec.Builder method = ids(edge, name, names).returns(returns);
    CodeBlock key = flavor.deferred(
        CodeBlock.of("$T.primaryKey($N, $N)", edge.keysClass(), names.get("source"), names.get("target")));
    if (withConsistency) {
      method.addParameter(RuntimeTypes.READ_CONSISTENCY, names.get("consistency"));
      return method.addStatement("return $N($L, $N)", base, key, names.get("consistency"));
    }
    return method.addStatement("return $N($L)", base, key);
  }

  // public boolean exists(String follower, String followee) { return exists(follower, followee, ReadConsistency.EVENTUAL); }
  private static MethodSpec eventually(EdgeModel edge, String name, TypeName returns) {
    NameAllocator names = EdgeRepositoryGenerator.names(edge);
    return ids(edge, name, names)
        .returns(returns)
        .addJavadoc("As {@link #$L($T, $T, $T)}, eventually consistent.\n", name,
            edge.source().component().type(), edge.target().component().type(), RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return $N($N, $N, $T.EVENTUAL)", name, names.get("source"), names.get("target"),
            RuntimeTypes.READ_CONSISTENCY)
        .build();
  }

  private static MethodSpec.Builder ids(EdgeModel edge, String name, NameAllocator names) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(edge.source().component().type(), names.get("source"))
        .addParameter(edge.target().component().type(), names.get("target"));
  }
}
