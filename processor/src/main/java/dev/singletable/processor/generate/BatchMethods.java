package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
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
 * The repository's batch operations: {@code getAll}, {@code putAll} and {@code deleteAll}. They build a
 * runtime {@code WriteBatch} or {@code GetBatch}, which checks every record before sending anything,
 * and run it with the flavor's {@code execute} or {@code executeAsync}. The table's batch of mixed
 * writes is {@link BatchWriteClass}.
 */
final class BatchMethods {
  static final ClassName WRITE_BATCH = ClassName.get("dev.singletable.runtime.internal", "WriteBatch");
  static final ClassName SETTINGS = ClassName.get("dev.singletable.runtime", "BatchSettings");
  private static final ClassName GET_BATCH = ClassName.get("dev.singletable.runtime.internal", "GetBatch");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName COLLECTION = ClassName.get("java.util", "Collection");

  private BatchMethods() {}

  /** Adds getAll, putAll and deleteAll to a repository. */
  static void addTo(TypeSpec.Builder repository, EdgeModel edge, Flavor flavor) {
    repository.addMethod(getAll(edge, flavor)).addMethod(getAllEventually(edge, flavor))
        .addMethod(putAll(edge, flavor)).addMethod(deleteAll(edge, flavor));
  }

  /** What a batch fails with when DynamoDB leaves part of it undone: a {@code @throws} clause or its async form. */
  static String incomplete(Flavor flavor) {
    return flavor.refusal("dev.singletable.runtime.BatchIncompleteException", "if DynamoDB still left part\n"
        + "    of the batch unprocessed after the last attempt; it lists what was not done");
  }

  /** The repository's names: the plural for a collection, the singular for one record. */
  static NameAllocator names(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    names.newName("context", "context");
    names.newName("consistency", "consistency");
    names.newName("settings", "settings");
    names.newName(edge.plural(), "records");
    names.newName(edge.entityName().substring(0, 1).toLowerCase(java.util.Locale.ROOT)
        + edge.entityName().substring(1), "record");
    return names;
  }

  // follow -> FollowKeys.primaryKey(follow.follower(), follow.followee())
  static CodeBlock keyOf(EdgeModel edge, String record) {
    return CodeBlock.of("$N -> $T.primaryKey($N.$N(), $N.$N())", record, edge.keysClass(), record,
        edge.source().component().name(), record, edge.target().component().name());
  }

  // public List<Optional<Follow>> getAll(List<Follow> follows, ReadConsistency consistency) {
  //   Arguments.requireConsistency(consistency, "FollowRepository.getAll", "consistency");
  //   return new GetBatch<>(follows, follow -> FollowKeys.primaryKey(...), "FollowRepository.getAll", "follows",
  //       "Follow").execute(context, FollowItemMapper.INSTANCE, consistency, BatchSettings.defaults());
  // }
  // (async: the same in AsyncCalls.future(() -> { ... }), with executeAsync)
  private static MethodSpec getAll(EdgeModel edge, Flavor flavor) {
    NameAllocator names = names(edge);
    String method = ArgumentChecks.method(flavor.repository(edge), "getAll");
    MethodSpec.Builder builder = MethodSpec.methodBuilder("getAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(listOfOptional(edge)))
        .addParameter(ParameterizedTypeName.get(LIST, edge.record()), names.get("records"))
        .addParameter(RuntimeTypes.READ_CONSISTENCY, names.get("consistency"))
        .addJavadoc("The edges with the ids of {@code $N}, one element per record in the same order: the\n"
            + "stored edge, or empty when it does not exist. BatchGetItem, 100 keys a call; a key asked for\n"
            + "twice is read once. Keys DynamoDB leaves unprocessed are resent with backoff\n"
            + "({@link $T#defaults()}). The records' other components are ignored.\n\n",
            names.get("records"), SETTINGS)
        .addJavadoc(flavor.refusal("dev.singletable.runtime.InvalidKeyException", "if a record or one of its ids "
            + "is null, or an\n    id cannot be a key, before any request"))
        .addJavadoc(incomplete(flavor));
    CodeBlock read = CodeBlock.of("new $T<>($N,$W$L,$W$S, $S, $S)$Z.$L(context, $T.INSTANCE, $N,$W$T.defaults())",
        GET_BATCH, names.get("records"), keyOf(edge, names.get("record")), method, names.get("records"),
        edge.entityName(), flavor.runBatch(), edge.mapperClass(), names.get("consistency"), SETTINGS);
    return flavor.body(builder, List.of(ArgumentChecks.consistency(method, names.get("consistency"))), read, true)
        .build();
  }

  // public List<Optional<Follow>> getAll(List<Follow> follows) { return getAll(follows, ReadConsistency.EVENTUAL); }
  private static MethodSpec getAllEventually(EdgeModel edge, Flavor flavor) {
    NameAllocator names = names(edge);
    return MethodSpec.methodBuilder("getAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(listOfOptional(edge)))
        .addParameter(ParameterizedTypeName.get(LIST, edge.record()), names.get("records"))
        .addJavadoc("As {@link #getAll($T, $T)}, eventually consistent.\n", LIST, RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return getAll($N, $T.EVENTUAL)", names.get("records"), RuntimeTypes.READ_CONSISTENCY)
        .build();
  }

  // public void putAll(Collection<Follow> follows) {
  //   new WriteBatch().putAll(follows, FollowItemMapper.INSTANCE, "FollowRepository.putAll", "follows", "Follow")
  //       .execute(context, BatchSettings.defaults());
  // }
  // (async: return AsyncCalls.future(() -> new WriteBatch()...executeAsync(context, BatchSettings.defaults()));)
  private static MethodSpec putAll(EdgeModel edge, Flavor flavor) {
    NameAllocator names = names(edge);
    MethodSpec.Builder builder = MethodSpec.methodBuilder("putAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addParameter(ParameterizedTypeName.get(COLLECTION, edge.record()), names.get("records"))
        .addJavadoc("Writes every edge of {@code $N}, replacing stored items with the same keys: BatchWriteItem,\n"
            + "25 a call, in iteration order; when an edge comes twice the later one is stored. Writes DynamoDB\n"
            + "leaves unprocessed are resent with backoff ({@link $T#defaults()}).\n\n", names.get("records"), SETTINGS)
        .addJavadoc(flavor.refusal("dev.singletable.runtime.InvalidItemException", "if a record is null or a value "
            + "cannot be\n    stored, before any request"))
        .addJavadoc(flavor.refusal("dev.singletable.runtime.InvalidKeyException",
            "if an id cannot be a key, before any request"))
        .addJavadoc(incomplete(flavor));
    CodeBlock write = CodeBlock.of("new $T().putAll($N, $T.INSTANCE,$W$S, $S, $S)$Z.$L(context, $T.defaults())",
        WRITE_BATCH, names.get("records"), edge.mapperClass(),
        ArgumentChecks.method(flavor.repository(edge), "putAll"), names.get("records"), edge.entityName(),
        flavor.runBatch(), SETTINGS);
    return flavor.body(builder, List.of(), write, false).build();
  }

  // public void deleteAll(Collection<Follow> follows) {
  //   new WriteBatch().deleteAll(follows, follow -> FollowKeys.primaryKey(...), "FollowRepository.deleteAll",
  //       "follows", "Follow").execute(context, BatchSettings.defaults());
  // }
  private static MethodSpec deleteAll(EdgeModel edge, Flavor flavor) {
    NameAllocator names = names(edge);
    MethodSpec.Builder builder = MethodSpec.methodBuilder("deleteAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addParameter(ParameterizedTypeName.get(COLLECTION, edge.record()), names.get("records"))
        .addJavadoc("Deletes the edges with the ids of {@code $N} (their other components are ignored):\n"
            + "BatchWriteItem, 25 a call. Deleting an edge that does not exist is not an error. Writes DynamoDB\n"
            + "leaves unprocessed are resent with backoff ({@link $T#defaults()}).\n\n", names.get("records"), SETTINGS)
        .addJavadoc(flavor.refusal("dev.singletable.runtime.InvalidKeyException", "if a record or one of its ids "
            + "is null, or an\n    id cannot be a key, before any request"))
        .addJavadoc(incomplete(flavor));
    CodeBlock delete = CodeBlock.of("new $T().deleteAll($N,$W$L,$W$S, $S, $S)$Z.$L(context, $T.defaults())",
        WRITE_BATCH, names.get("records"), keyOf(edge, names.get("record")),
        ArgumentChecks.method(flavor.repository(edge), "deleteAll"), names.get("records"), edge.entityName(),
        flavor.runBatch(), SETTINGS);
    return flavor.body(builder, List.of(), delete, false).build();
  }

  private static TypeName listOfOptional(EdgeModel edge) {
    return ParameterizedTypeName.get(LIST, ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record()));
  }
}
