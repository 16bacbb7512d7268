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
 * The repository's single-item operations: create, put, get, exists, delete. Reads and deletes take
 * the ids, and in an overload next to each form the record itself ({@link RecordOverloads}).
 */
final class WriteMethods {

  private WriteMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge) {
    TypeName optional = ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record());
    type.addMethod(create(edge))
        .addMethod(put(edge))
        .addMethod(get(edge))
        .addMethod(eventually(edge, "get", optional))
        .addMethod(RecordOverloads.of(edge, "get", optional, true))
        .addMethod(RecordOverloads.of(edge, "get", optional, false))
        .addMethod(exists(edge))
        .addMethod(eventually(edge, "exists", TypeName.BOOLEAN))
        .addMethod(RecordOverloads.of(edge, "exists", TypeName.BOOLEAN, true))
        .addMethod(RecordOverloads.of(edge, "exists", TypeName.BOOLEAN, false))
        .addMethod(delete(edge))
        .addMethod(RecordOverloads.of(edge, "delete", TypeName.BOOLEAN, false));
  }

  // public boolean create(Follow follow) {
  //   Arguments.requireItem(follow, "FollowRepository.create", "follow", "Follow");
  //   return Operations.putIfAbsent(client, tableName, FollowItemMapper.INSTANCE.toItem(follow));
  // }
  private static MethodSpec create(EdgeModel edge) {
    String value = RepositoryGenerator.names(edge).get("value");
    return MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC)
        .returns(boolean.class)
        .addParameter(edge.record(), value)
        .addJavadoc("Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}).\n"
            + "Repeating it is harmless: the stored item is left as it was.\n\n"
            + "@return true if this call created the edge, false if it already existed\n")
        .addStatement(ArgumentChecks.item(edge, ArgumentChecks.method(edge.repositoryClass(), "create"), value))
        .addStatement("return $T.putIfAbsent(client, tableName,$W$T.INSTANCE.toItem($N))",
            RuntimeTypes.OPERATIONS, edge.mapperClass(), value)
        .build();
  }

  // public void put(Follow follow) {
  //   Arguments.requireItem(follow, "FollowRepository.put", "follow", "Follow");
  //   Operations.put(client, tableName, FollowItemMapper.INSTANCE.toItem(follow));
  // }
  private static MethodSpec put(EdgeModel edge) {
    String value = RepositoryGenerator.names(edge).get("value");
    return MethodSpec.methodBuilder("put")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(edge.record(), value)
        .addJavadoc("Writes the edge, replacing any stored item with the same keys.\n")
        .addStatement(ArgumentChecks.item(edge, ArgumentChecks.method(edge.repositoryClass(), "put"), value))
        .addStatement("$T.put(client, tableName, $T.INSTANCE.toItem($N))",
            RuntimeTypes.OPERATIONS, edge.mapperClass(), value)
        .build();
  }

  // public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
  //   Arguments.requireConsistency(consistency, "FollowRepository.get", "consistency");
  //   Map<String, AttributeValue> item = Operations.get(client, tableName, FollowKeys.primaryKey(...), consistency);
  //   return item == null ? Optional.empty() : Optional.of(FollowItemMapper.INSTANCE.fromItem(item));
  // }
  private static MethodSpec get(EdgeModel edge) {
    NameAllocator names = RepositoryGenerator.names(edge);
    String item = names.newName("item");
    return keyed(edge, "get", true, names)
        .returns(ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record()))
        .addJavadoc("The edge, or empty when it does not exist: one GetItem.\n")
        .addStatement(consistencyCheck(edge, "get", names))
        .addStatement("$T $N = $T.get(client, tableName,$W$T.primaryKey($N, $N),$W$N)", RuntimeTypes.ITEM, item,
            RuntimeTypes.OPERATIONS, edge.keysClass(), names.get("source"), names.get("target"),
            names.get("consistency"))
        .addStatement("return $N == null ? $T.empty() : $T.of($T.INSTANCE.fromItem($N))", item,
            RuntimeTypes.OPTIONAL, RuntimeTypes.OPTIONAL, edge.mapperClass(), item)
        .build();
  }

  // public boolean exists(String follower, String followee, ReadConsistency consistency) {
  //   Arguments.requireConsistency(consistency, "FollowRepository.exists", "consistency");
  //   return Operations.exists(client, tableName, FollowKeys.primaryKey(follower, followee), consistency);
  // }
  private static MethodSpec exists(EdgeModel edge) {
    NameAllocator names = RepositoryGenerator.names(edge);
    return keyed(edge, "exists", true, names)
        .returns(boolean.class)
        .addJavadoc("Whether the edge exists: one GetItem that fetches only the key.\n")
        .addStatement(consistencyCheck(edge, "exists", names))
        .addStatement("return $T.exists(client, tableName,$W$T.primaryKey($N, $N),$W$N)", RuntimeTypes.OPERATIONS,
            edge.keysClass(), names.get("source"), names.get("target"), names.get("consistency"))
        .build();
  }

  // public boolean exists(String follower, String followee) { return exists(follower, followee, ReadConsistency.EVENTUAL); }
  private static MethodSpec eventually(EdgeModel edge, String name, TypeName returns) {
    NameAllocator names = RepositoryGenerator.names(edge);
    return keyed(edge, name, false, names)
        .returns(returns)
        .addJavadoc("As {@link #$L($T, $T, $T)}, eventually consistent.\n", name,
            edge.source().component().type(), edge.target().component().type(), RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return $N($N, $N, $T.EVENTUAL)", name, names.get("source"), names.get("target"),
            RuntimeTypes.READ_CONSISTENCY)
        .build();
  }

  // public boolean delete(String follower, String followee) { return Operations.delete(...); }
  private static MethodSpec delete(EdgeModel edge) {
    NameAllocator names = RepositoryGenerator.names(edge);
    return keyed(edge, "delete", false, names)
        .returns(boolean.class)
        .addJavadoc("Deletes the edge.\n\n@return true if it existed\n")
        .addStatement("return $T.delete(client, tableName, $T.primaryKey($N, $N))", RuntimeTypes.OPERATIONS,
            edge.keysClass(), names.get("source"), names.get("target"))
        .build();
  }

  private static CodeBlock consistencyCheck(EdgeModel edge, String name, NameAllocator names) {
    return ArgumentChecks.consistency(ArgumentChecks.method(edge.repositoryClass(), name), names.get("consistency"));
  }

  private static MethodSpec.Builder keyed(EdgeModel edge, String name, boolean withConsistency, NameAllocator names) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(edge.source().component().type(), names.get("source"))
        .addParameter(edge.target().component().type(), names.get("target"));
    if (withConsistency) {
      method.addParameter(RuntimeTypes.READ_CONSISTENCY, names.get("consistency"));
    }
    return method;
  }
}
