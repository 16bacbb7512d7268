package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import javax.lang.model.element.Modifier;

/** The repository's single-item operations: create, put, get, exists, delete. */
final class WriteMethods {

  private WriteMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge) {
    type.addMethod(create(edge))
        .addMethod(put(edge))
        .addMethod(get(edge, false))
        .addMethod(get(edge, true))
        .addMethod(exists(edge, false))
        .addMethod(exists(edge, true))
        .addMethod(delete(edge));
  }

  // public boolean create(Follow follow) { return Operations.putIfAbsent(client, tableName, FollowItemMapper.INSTANCE.toItem(follow)); }
  private static MethodSpec create(EdgeModel edge) {
    String value = RepositoryGenerator.names(edge).get("value");
    return MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC)
        .returns(boolean.class)
        .addParameter(edge.record(), value)
        .addJavadoc("Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}).\n"
            + "Repeating it is harmless: the stored item is left as it was.\n\n"
            + "@return true if this call created the edge, false if it already existed\n")
        .addStatement("return $T.putIfAbsent(client, tableName, $T.INSTANCE.toItem($N))",
            RuntimeTypes.OPERATIONS, edge.mapperClass(), value)
        .build();
  }

  // public void put(Follow follow) { Operations.put(client, tableName, FollowItemMapper.INSTANCE.toItem(follow)); }
  private static MethodSpec put(EdgeModel edge) {
    String value = RepositoryGenerator.names(edge).get("value");
    return MethodSpec.methodBuilder("put")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(edge.record(), value)
        .addJavadoc("Writes the edge, replacing any stored item with the same keys.\n")
        .addStatement("$T.put(client, tableName, $T.INSTANCE.toItem($N))",
            RuntimeTypes.OPERATIONS, edge.mapperClass(), value)
        .build();
  }

  // public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) { ... }
  private static MethodSpec get(EdgeModel edge, boolean withConsistency) {
    NameAllocator names = RepositoryGenerator.names(edge);
    String item = names.newName("item");
    MethodSpec.Builder method = keyed(edge, "get", withConsistency, names)
        .returns(ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record()))
        .addJavadoc("The edge, or empty when it does not exist (one GetItem$L).\n",
            withConsistency ? "" : ", eventually consistent");
    return method
        .addStatement("$T $N = $T.get(client, tableName, $T.primaryKey($N, $N), $L)", RuntimeTypes.ITEM, item,
            RuntimeTypes.OPERATIONS, edge.keysClass(), names.get("source"), names.get("target"),
            consistency(names, withConsistency))
        .addStatement("return $N == null ? $T.empty() : $T.of($T.INSTANCE.fromItem($N))", item,
            RuntimeTypes.OPTIONAL, RuntimeTypes.OPTIONAL, edge.mapperClass(), item)
        .build();
  }

  // public boolean exists(String follower, String followee) { return Operations.exists(...); }
  private static MethodSpec exists(EdgeModel edge, boolean withConsistency) {
    NameAllocator names = RepositoryGenerator.names(edge);
    return keyed(edge, "exists", withConsistency, names)
        .returns(boolean.class)
        .addJavadoc("Whether the edge exists: one GetItem that fetches only the key$L.\n",
            withConsistency ? "" : ", eventually consistent")
        .addStatement("return $T.exists(client, tableName, $T.primaryKey($N, $N), $L)", RuntimeTypes.OPERATIONS,
            edge.keysClass(), names.get("source"), names.get("target"), consistency(names, withConsistency))
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

  private static Object consistency(NameAllocator names, boolean withConsistency) {
    return withConsistency
        ? names.get("consistency")
        : CodeBlock.of("$T.EVENTUAL", RuntimeTypes.READ_CONSISTENCY);
  }
}
