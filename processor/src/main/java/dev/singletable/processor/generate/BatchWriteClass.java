package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * The table's {@code batchWrite()} and its {@code BatchWrite} class: puts and deletes of all the
 * table's records in one runtime {@code WriteBatch}. Adding a record checks it at once in both flavors;
 * {@code execute} blocks, or in the async flavor returns a future.
 */
final class BatchWriteClass {
  private static final String BATCH_WRITE = "BatchWrite";
  private static final ClassName WRITE_BATCH = ClassName.get("dev.singletable.runtime.internal", "WriteBatch");

  private BatchWriteClass() {}

  /** Adds {@code batchWrite()} and its {@code BatchWrite} class to a table. */
  static void addTo(TypeSpec.Builder tableClass, TableModel table, Flavor flavor) {
    ClassName batch = flavor.table(table).nestedClass(BATCH_WRITE);
    tableClass.addMethod(MethodSpec.methodBuilder("batchWrite")
            .addModifiers(Modifier.PUBLIC)
            .returns(batch)
            .addJavadoc("A new batch of puts and deletes of this table's records; see {@link $T}.\n", batch)
            .addStatement("return new $T()", batch)
            .build())
        .addType(batchWrite(table, batch, flavor));
  }

  // public final class BatchWrite { put(Follow), delete(Follow), put(Mute), ..., execute(), execute(settings) }
  private static TypeSpec batchWrite(TableModel table, ClassName batch, Flavor flavor) {
    TypeSpec.Builder type = TypeSpec.classBuilder(BATCH_WRITE)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Puts and deletes of the $L table's records, sent with BatchWriteItem by {@link #execute()}:\n"
            + "25 writes a call, in the order they were added; a later write of the same key wins, as it would if\n"
            + "written one by one. Each record is checked when it is added, so a bad one is refused before\n"
            + "any request. Edges that nodes count have no methods here: a batch cannot change their counters,\n"
            + "so they are written one by one with their repository's create and delete. Not thread-safe.\n\n"
            + "<pre>{@code\ntable.batchWrite().put(follow).delete(mute).execute();\n}</pre>\n", table.name())
        .addField(FieldSpec.builder(WRITE_BATCH, "writes", Modifier.PRIVATE, Modifier.FINAL)
            .initializer("new $T()", WRITE_BATCH).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (EdgeModel edge : table.edges()) {
      if (table.countersOf(edge).isEmpty()) {
        type.addMethod(write(table, batch, edge, true, flavor)).addMethod(write(table, batch, edge, false, flavor));
      }
    }
    return type.addMethod(executeWithTableSettings(flavor)).addMethod(execute(flavor)).build();
  }

  // public void execute() { execute(context.batchSettings()); }
  private static MethodSpec executeWithTableSettings(Flavor flavor) {
    return MethodSpec.methodBuilder("execute")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addJavadoc("As {@link #execute($T)} with the table's settings (given to its constructor, else\n"
            + "{@link $T#defaults()}).\n", RuntimeTypes.BATCH_SETTINGS, RuntimeTypes.BATCH_SETTINGS)
        .addStatement(flavor == Flavor.SYNC ? "execute(context.batchSettings())" : "return execute(context.batchSettings())")
        .build();
  }

  // public void execute(BatchSettings settings) { writes.execute(context, settings); }
  // (async: return AsyncCalls.future(() -> writes.executeAsync(context, settings));)
  private static MethodSpec execute(Flavor flavor) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("execute")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addParameter(RuntimeTypes.BATCH_SETTINGS, "settings")
        .addJavadoc("Sends every write; $L. Writes DynamoDB leaves unprocessed, or\n"
            + "requests it throttles, are resent as {@code settings} says.\n\n",
            flavor == Flavor.SYNC ? "returns when all are done"
                : "the future completes when all are done,\nand no thread waits meanwhile")
        .addJavadoc(flavor.refusal("dev.singletable.runtime.InvalidRequestException", "if {@code settings} is null"))
        .addJavadoc(flavor.refusal("dev.singletable.runtime.BatchIncompleteException", "if DynamoDB still left part\n"
            + "    of the batch unprocessed after the last attempt; it lists what was not done"));
    if (flavor == Flavor.SYNC) {
      return method.addStatement("writes.execute(context, settings)").build();
    }
    return method.addStatement("return $T.future(() -> writes.executeAsync(context, settings))",
        RuntimeTypes.ASYNC_CALLS).build();
  }

  // public BatchWrite put(Follow follow) {
  //   writes.put(follow, FollowItemMapper.INSTANCE, "SocialTable.BatchWrite.put", "follow", "Follow");
  //   return this;
  // }
  private static MethodSpec write(TableModel table, ClassName batch, EdgeModel edge, boolean put, Flavor flavor) {
    NameAllocator names = new NameAllocator();
    names.newName("writes");
    names.newName("context");
    String record = names.newName(Names.decapitalize(edge.entityName()));
    String name = put ? "put" : "delete";
    String method = ArgumentChecks.method(flavor.table(table), BATCH_WRITE + "." + name);
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
          .addStatement("writes.delete($N, $T.INSTANCE, $S, $S, $S)", record, edge.mapperClass(), method, record,
              edge.entityName());
    }
    return builder.addStatement("return this").build();
  }
}
