package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * The batch operations: per repository {@code getAll}, {@code putAll} and {@code deleteAll}; per
 * table a {@code BatchWrite} that mixes puts and deletes of all its records. They build a runtime
 * {@code WriteBatch} or {@code GetBatch}, which checks every record before sending anything.
 */
final class BatchMethods {
  private static final ClassName WRITE_BATCH = ClassName.get("dev.singletable.runtime.internal", "WriteBatch");
  private static final ClassName GET_BATCH = ClassName.get("dev.singletable.runtime.internal", "GetBatch");
  private static final ClassName SETTINGS = ClassName.get("dev.singletable.runtime", "BatchSettings");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName COLLECTION = ClassName.get("java.util", "Collection");
  private static final String BATCH_WRITE = "BatchWrite";
  private static final String ERRORS = "@throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part\n"
      + "    of the batch unprocessed after the last attempt; it lists what was not done\n";

  private BatchMethods() {}

  /** Adds getAll, putAll and deleteAll to a repository. */
  static void addTo(TypeSpec.Builder repository, EdgeModel edge) {
    repository.addMethod(getAll(edge)).addMethod(getAllEventually(edge)).addMethod(putAll(edge))
        .addMethod(deleteAll(edge));
  }

  /** Adds {@code batchWrite()} and its {@code BatchWrite} class to a table. */
  static void addTo(TypeSpec.Builder tableClass, TableModel table) {
    ClassName batch = table.className().nestedClass(BATCH_WRITE);
    tableClass.addMethod(MethodSpec.methodBuilder("batchWrite")
            .addModifiers(Modifier.PUBLIC)
            .returns(batch)
            .addJavadoc("A new batch of puts and deletes of this table's records; see {@link $T}.\n", batch)
            .addStatement("return new $T()", batch)
            .build())
        .addType(batchWrite(table, batch));
  }

  /** The repository's names: the plural for a collection, the singular for one record. */
  private static NameAllocator names(EdgeModel edge) {
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
  private static CodeBlock keyOf(EdgeModel edge, String record) {
    return CodeBlock.of("$N -> $T.primaryKey($N.$N(), $N.$N())", record, edge.keysClass(), record,
        edge.source().component().name(), record, edge.target().component().name());
  }

  // public List<Optional<Follow>> getAll(List<Follow> follows, ReadConsistency consistency) {
  //   Arguments.requireConsistency(consistency, "FollowRepository.getAll", "consistency");
  //   return new GetBatch<>(follows, follow -> FollowKeys.primaryKey(...), "FollowRepository.getAll", "follows",
  //       "Follow").execute(context, FollowItemMapper.INSTANCE, consistency, BatchSettings.defaults());
  // }
  private static MethodSpec getAll(EdgeModel edge) {
    NameAllocator names = names(edge);
    String method = ArgumentChecks.method(edge.repositoryClass(), "getAll");
    return MethodSpec.methodBuilder("getAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(listOfOptional(edge))
        .addParameter(ParameterizedTypeName.get(LIST, edge.record()), names.get("records"))
        .addParameter(RuntimeTypes.READ_CONSISTENCY, names.get("consistency"))
        .addJavadoc("The edges with the ids of {@code $N}, one element per record in the same order: the\n"
            + "stored edge, or empty when it does not exist. BatchGetItem, 100 keys a call; a key asked for\n"
            + "twice is read once. Keys DynamoDB leaves unprocessed are resent with backoff\n"
            + "({@link $T#defaults()}). The records' other components are ignored.\n\n"
            + "@throws dev.singletable.runtime.InvalidKeyException if a record or one of its ids is null, or an\n"
            + "    id cannot be a key, before any request\n" + ERRORS, names.get("records"), SETTINGS)
        .addStatement(ArgumentChecks.consistency(method, names.get("consistency")))
        .addStatement("return new $T<>($N,$W$L,$W$S, $S, $S)$Z.execute(context, $T.INSTANCE, $N,$W$T.defaults())",
            GET_BATCH, names.get("records"), keyOf(edge, names.get("record")), method, names.get("records"),
            edge.entityName(), edge.mapperClass(), names.get("consistency"), SETTINGS)
        .build();
  }

  // public List<Optional<Follow>> getAll(List<Follow> follows) { return getAll(follows, ReadConsistency.EVENTUAL); }
  private static MethodSpec getAllEventually(EdgeModel edge) {
    NameAllocator names = names(edge);
    return MethodSpec.methodBuilder("getAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(listOfOptional(edge))
        .addParameter(ParameterizedTypeName.get(LIST, edge.record()), names.get("records"))
        .addJavadoc("As {@link #getAll($T, $T)}, eventually consistent.\n", LIST, RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return getAll($N, $T.EVENTUAL)", names.get("records"), RuntimeTypes.READ_CONSISTENCY)
        .build();
  }

  // public void putAll(Collection<Follow> follows) {
  //   new WriteBatch().putAll(follows, FollowItemMapper.INSTANCE, "FollowRepository.putAll", "follows", "Follow")
  //       .execute(context, BatchSettings.defaults());
  // }
  private static MethodSpec putAll(EdgeModel edge) {
    NameAllocator names = names(edge);
    return MethodSpec.methodBuilder("putAll")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(ParameterizedTypeName.get(COLLECTION, edge.record()), names.get("records"))
        .addJavadoc("Writes every edge of {@code $N}, replacing stored items with the same keys: BatchWriteItem,\n"
            + "25 a call, in iteration order; when an edge comes twice the later one is stored. Writes DynamoDB\n"
            + "leaves unprocessed are resent with backoff ({@link $T#defaults()}).\n\n"
            + "@throws dev.singletable.runtime.InvalidItemException if a record is null or a value cannot be\n"
            + "    stored, before any request\n"
            + "@throws dev.singletable.runtime.InvalidKeyException if an id cannot be a key, before any request\n"
            + ERRORS, names.get("records"), SETTINGS)
        .addStatement("new $T().putAll($N, $T.INSTANCE,$W$S, $S, $S)$Z.execute(context, $T.defaults())",
            WRITE_BATCH, names.get("records"), edge.mapperClass(),
            ArgumentChecks.method(edge.repositoryClass(), "putAll"), names.get("records"), edge.entityName(), SETTINGS)
        .build();
  }

  // public void deleteAll(Collection<Follow> follows) {
  //   new WriteBatch().deleteAll(follows, follow -> FollowKeys.primaryKey(...), "FollowRepository.deleteAll",
  //       "follows", "Follow").execute(context, BatchSettings.defaults());
  // }
  private static MethodSpec deleteAll(EdgeModel edge) {
    NameAllocator names = names(edge);
    return MethodSpec.methodBuilder("deleteAll")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(ParameterizedTypeName.get(COLLECTION, edge.record()), names.get("records"))
        .addJavadoc("Deletes the edges with the ids of {@code $N} (their other components are ignored):\n"
            + "BatchWriteItem, 25 a call. Deleting an edge that does not exist is not an error. Writes DynamoDB\n"
            + "leaves unprocessed are resent with backoff ({@link $T#defaults()}).\n\n"
            + "@throws dev.singletable.runtime.InvalidKeyException if a record or one of its ids is null, or an\n"
            + "    id cannot be a key, before any request\n" + ERRORS, names.get("records"), SETTINGS)
        .addStatement("new $T().deleteAll($N,$W$L,$W$S, $S, $S)$Z.execute(context, $T.defaults())",
            WRITE_BATCH, names.get("records"), keyOf(edge, names.get("record")),
            ArgumentChecks.method(edge.repositoryClass(), "deleteAll"), names.get("records"), edge.entityName(),
            SETTINGS)
        .build();
  }

  private static TypeName listOfOptional(EdgeModel edge) {
    return ParameterizedTypeName.get(LIST, ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, edge.record()));
  }

  // public final class BatchWrite { put(Follow), delete(Follow), put(Mute), ..., execute(), execute(settings) }
  private static TypeSpec batchWrite(TableModel table, ClassName batch) {
    TypeSpec.Builder type = TypeSpec.classBuilder(BATCH_WRITE)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Puts and deletes of the $L table's records, sent with BatchWriteItem by {@link #execute()}:\n"
            + "25 writes a call, in the order they were added; a later write of the same key wins, as it would if\n"
            + "written one by one. Each record is checked when it is added, so a bad one is refused before\n"
            + "any request. Not thread-safe.\n\n"
            + "<pre>{@code\ntable.batchWrite().put(follow).delete(mute).execute();\n}</pre>\n", table.name())
        .addField(FieldSpec.builder(WRITE_BATCH, "writes", Modifier.PRIVATE, Modifier.FINAL)
            .initializer("new $T()", WRITE_BATCH).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (EdgeModel edge : table.edges()) {
      type.addMethod(write(table, batch, edge, true)).addMethod(write(table, batch, edge, false));
    }
    return type
        .addMethod(MethodSpec.methodBuilder("execute")
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("As {@link #execute($T)} with {@link $T#defaults()}.\n", SETTINGS, SETTINGS)
            .addStatement("execute($T.defaults())", SETTINGS)
            .build())
        .addMethod(MethodSpec.methodBuilder("execute")
            .addModifiers(Modifier.PUBLIC)
            .addParameter(SETTINGS, "settings")
            .addJavadoc("Sends every write; returns when all are done. Writes DynamoDB leaves unprocessed, or\n"
                + "requests it throttles, are resent as {@code settings} says.\n\n"
                + "@throws dev.singletable.runtime.InvalidRequestException if {@code settings} is null\n" + ERRORS)
            .addStatement("writes.execute(context, $N)", "settings")
            .build())
        .build();
  }

  // public BatchWrite put(Follow follow) {
  //   writes.put(follow, FollowItemMapper.INSTANCE, "SocialTable.BatchWrite.put", "follow", "Follow");
  //   return this;
  // }
  private static MethodSpec write(TableModel table, ClassName batch, EdgeModel edge, boolean put) {
    NameAllocator names = names(edge);
    String record = names.get("record");
    String name = put ? "put" : "delete";
    String method = ArgumentChecks.method(table.className(), BATCH_WRITE + "." + name);
    MethodSpec.Builder builder = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(batch)
        .addParameter(edge.record(), record);
    if (put) {
      builder.addJavadoc("Adds a put of {@code $N}, replacing any stored edge with its keys.\n\n"
              + "@throws dev.singletable.runtime.InvalidItemException if {@code $N} is null or a value cannot be stored\n"
              + "@throws dev.singletable.runtime.InvalidKeyException if an id cannot be a key\n", record, record)
          .addStatement("writes.put($N, $T.INSTANCE, $S, $S, $S)", record, edge.mapperClass(), method, record,
              edge.entityName());
    } else {
      builder.addJavadoc("Adds a delete of the edge with the ids of {@code $N}; its other components are ignored.\n\n"
              + "@throws dev.singletable.runtime.InvalidKeyException if {@code $N} or one of its ids is null\n",
              record, record)
          .addStatement("writes.delete($N,$W$L,$W$S, $S, $S)", record, keyOf(edge, names.newName("edge")),
              method, record, edge.entityName());
    }
    return builder.addStatement("return this").build();
  }
}
