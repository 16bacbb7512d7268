package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The repository's single-item operations: create, put, get, exists, delete. Reads and deletes take
 * the ids, and in an overload next to each form the record itself ({@link RecordOverloads}). Each
 * method builds one runtime {@code Operation} and hands it to the flavor's executor.
 */
final class WriteMethods {

  private WriteMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    TypeName optional = ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record());
    type.addMethod(create(edge, flavor))
        .addMethod(put(edge, flavor))
        .addMethod(get(edge, flavor))
        .addMethod(eventually(edge, "get", flavor.result(optional)))
        .addMethod(RecordOverloads.of(edge, "get", optional, true, flavor))
        .addMethod(RecordOverloads.of(edge, "get", optional, false, flavor))
        .addMethod(exists(edge, flavor))
        .addMethod(eventually(edge, "exists", flavor.result(TypeName.BOOLEAN)))
        .addMethod(RecordOverloads.of(edge, "exists", TypeName.BOOLEAN, true, flavor))
        .addMethod(RecordOverloads.of(edge, "exists", TypeName.BOOLEAN, false, flavor))
        .addMethod(delete(edge, flavor))
        .addMethod(RecordOverloads.of(edge, "delete", TypeName.BOOLEAN, false, flavor));
  }

  // public boolean create(Follow follow) {
  //   Arguments.requireItem(follow, "FollowRepository.create", "follow", "Follow");
  //   return context.sync().execute(Operations.putIfAbsent(context.tableName(), FollowItemMapper.INSTANCE.toItem(follow)));
  // }
  private static MethodSpec create(EdgeModel edge, Flavor flavor) {
    String value = RepositoryGenerator.names(edge).get("value");
    MethodSpec.Builder method = MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.BOOLEAN))
        .addParameter(edge.record(), value)
        .addJavadoc("Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}).\n"
            + "Repeating it is harmless: the stored item is left as it was.\n\n"
            + "@return true if this call created the edge, false if it already existed\n");
    return flavor.body(method,
        List.of(ArgumentChecks.item(edge, ArgumentChecks.method(flavor.repository(edge), "create"), value)),
        flavor.run("execute", CodeBlock.of("$T.putIfAbsent(context.tableName(),$W$T.INSTANCE.toItem($N))",
            RuntimeTypes.OPERATIONS, edge.mapperClass(), value)), true).build();
  }

  // public void put(Follow follow) {
  //   Arguments.requireItem(follow, "FollowRepository.put", "follow", "Follow");
  //   context.sync().execute(Operations.put(context.tableName(), FollowItemMapper.INSTANCE.toItem(follow)));
  // }
  private static MethodSpec put(EdgeModel edge, Flavor flavor) {
    String value = RepositoryGenerator.names(edge).get("value");
    MethodSpec.Builder method = MethodSpec.methodBuilder("put")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addParameter(edge.record(), value)
        .addJavadoc("Writes the edge, replacing any stored item with the same keys.\n");
    return flavor.body(method,
        List.of(ArgumentChecks.item(edge, ArgumentChecks.method(flavor.repository(edge), "put"), value)),
        flavor.run("execute", CodeBlock.of("$T.put(context.tableName(),$W$T.INSTANCE.toItem($N))",
            RuntimeTypes.OPERATIONS, edge.mapperClass(), value)), false).build();
  }

  // public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
  //   Arguments.requireConsistency(consistency, "FollowRepository.get", "consistency");
  //   return context.sync().execute(Operations.get(context.tableName(), FollowKeys.primaryKey(follower, followee),
  //       consistency, FollowItemMapper.INSTANCE));
  // }
  private static MethodSpec get(EdgeModel edge, Flavor flavor) {
    NameAllocator names = RepositoryGenerator.names(edge);
    MethodSpec.Builder method = keyed(edge, "get", true, names)
        .returns(flavor.result(ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record())))
        .addJavadoc("The edge, or empty when it does not exist: one GetItem.\n");
    return flavor.body(method, List.of(consistencyCheck(edge, "get", names, flavor)),
        flavor.run("execute", CodeBlock.of("$T.get(context.tableName(),$W$L,$W$N,$W$T.INSTANCE)",
            RuntimeTypes.OPERATIONS, primaryKey(edge, names), names.get("consistency"), edge.mapperClass())),
        true).build();
  }

  // public boolean exists(String follower, String followee, ReadConsistency consistency) {
  //   Arguments.requireConsistency(consistency, "FollowRepository.exists", "consistency");
  //   return context.sync().execute(Operations.exists(context.tableName(), FollowKeys.primaryKey(...), consistency));
  // }
  private static MethodSpec exists(EdgeModel edge, Flavor flavor) {
    NameAllocator names = RepositoryGenerator.names(edge);
    MethodSpec.Builder method = keyed(edge, "exists", true, names)
        .returns(flavor.result(TypeName.BOOLEAN))
        .addJavadoc("Whether the edge exists: one GetItem that fetches only the key.\n");
    return flavor.body(method, List.of(consistencyCheck(edge, "exists", names, flavor)),
        flavor.run("execute", CodeBlock.of("$T.exists(context.tableName(),$W$L,$W$N)", RuntimeTypes.OPERATIONS,
            primaryKey(edge, names), names.get("consistency"))), true).build();
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

  // public boolean delete(String follower, String followee) {
  //   return context.sync().execute(Operations.delete(context.tableName(), FollowKeys.primaryKey(follower, followee)));
  // }
  private static MethodSpec delete(EdgeModel edge, Flavor flavor) {
    NameAllocator names = RepositoryGenerator.names(edge);
    MethodSpec.Builder method = keyed(edge, "delete", false, names)
        .returns(flavor.result(TypeName.BOOLEAN))
        .addJavadoc("Deletes the edge.\n\n@return true if it existed\n");
    return flavor.body(method, List.of(), flavor.run("execute", CodeBlock.of("$T.delete(context.tableName(),$W$L)",
        RuntimeTypes.OPERATIONS, primaryKey(edge, names))), true).build();
  }

  // FollowKeys.primaryKey(follower, followee)
  private static CodeBlock primaryKey(EdgeModel edge, NameAllocator names) {
    return CodeBlock.of("$T.primaryKey($N, $N)", edge.keysClass(), names.get("source"), names.get("target"));
  }

  private static CodeBlock consistencyCheck(EdgeModel edge, String name, NameAllocator names, Flavor flavor) {
    return ArgumentChecks.consistency(ArgumentChecks.method(flavor.repository(edge), name), names.get("consistency"));
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
