package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * The table's {@code batchWrite()} and its {@code BatchWrite} class: puts and deletes of the table's
 * edges and nodes in one runtime {@code WriteBatch}. Adding a record checks it at once in both flavors;
 * {@code execute} blocks, or in the async flavor returns a future.
 *
 * <p>BatchWriteItem takes no condition, so a write that would break a rule kept by conditions or
 * transactions gets no method, and such a batch does not compile: a counted edge has neither put nor
 * delete (its counters would not change), a node with a version or counters has no put (it would skip
 * the version check, or overwrite the counters), and a versioned node has no delete. These are the
 * rules of the repositories' batches, where {@code putAll} refuses at run time and {@code deleteAll} is
 * left out.
 */
final class BatchWriteClass {
  private static final String BATCH_WRITE = "BatchWrite";
  private static final ClassName WRITE_BATCH = ClassName.get("dev.singletable.runtime.internal.batch", "WriteBatch");

  private BatchWriteClass() {}

  // public BatchWrite batchWrite() { return new BatchWrite(); }
  // public final class BatchWrite { ... }
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

  // public final class BatchWrite { put(Mute), delete(Mute), put(Tag), delete(Tag), ..., execute(), execute(settings) }
  private static TypeSpec batchWrite(TableModel table, ClassName batch, Flavor flavor) {
    TypeSpec.Builder type = TypeSpec.classBuilder(BATCH_WRITE)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Puts and deletes of the $L table's records, sent with BatchWriteItem by {@link #execute()}:\n"
            + "25 writes a call, in the order they were added; a later write of the same key wins, as it would if\n"
            + "written one by one. Each record is checked when it is added, so a bad one is refused before\n"
            + "any request. A batch write has no condition, so what needs one has no method here: edges that\n"
            + "nodes count (a batch cannot change their counters; use their repository's create and delete),\n"
            + "puts of nodes with a version or counters (use put, or importAll for a bulk load) and deletes of\n"
            + "nodes with a version (use delete with the version). Not thread-safe.\n\n"
            + "<pre>{@code\ntable.batchWrite().put(follow).delete(mute).execute();\n}</pre>\n", table.name())
        .addField(FieldSpec.builder(WRITE_BATCH, "writes", Modifier.PRIVATE, Modifier.FINAL)
            .initializer("new $T()", WRITE_BATCH).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (ItemTypeModel item : table.items()) {
      if (mayPut(table, item)) {
        type.addMethod(write(table, batch, item, true, flavor));
      }
      if (mayDelete(table, item)) {
        type.addMethod(write(table, batch, item, false, flavor));
      }
    }
    return type.addMethod(executeWithTableSettings(flavor)).addMethod(execute(table, flavor)).build();
  }

  /** An edge no node counts, or a node with neither version nor counters: as the repositories' putAll allows. */
  private static boolean mayPut(TableModel table, ItemTypeModel item) {
    return item instanceof NodeModel node
        ? node.version().isEmpty() && node.counters().isEmpty()
        : table.countersOf((EdgeModel) item).isEmpty();
  }

  /** An edge no node counts, or a node without a version: the items whose repositories have deleteAll. */
  private static boolean mayDelete(TableModel table, ItemTypeModel item) {
    return item instanceof NodeModel node ? node.version().isEmpty() : table.countersOf((EdgeModel) item).isEmpty();
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

  // public void execute(BatchSettings settings) { writes.execute(context, settings, "SocialTable.BatchWrite.execute"); }
  // (async: return AsyncCalls.future(() -> writes.executeAsync(context, settings, "SocialAsyncTable.BatchWrite.execute"));)
  private static MethodSpec execute(TableModel table, Flavor flavor) {
    String name = ArgumentChecks.method(flavor.table(table), BATCH_WRITE + ".execute");
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
      return method.addStatement("writes.execute(context, settings, $S)", name).build();
    }
    return method.addStatement("return $T.future(() -> writes.executeAsync(context, settings, $S))",
        RuntimeTypes.ASYNC_CALLS, name).build();
  }

  // public BatchWrite put(Follow follow) {
  //   writes.put(follow, FollowMapper.INSTANCE, "SocialTable.BatchWrite.put", "follow", "Follow");
  //   return this;
  // }
  // (a node: "replacing any stored Tag with its id", "the Tag with the id of {@code tag}")
  private static MethodSpec write(TableModel table, ClassName batch, ItemTypeModel item, boolean put, Flavor flavor) {
    NameAllocator names = new NameAllocator();
    names.newName("writes");
    names.newName("context");
    String record = names.newName(Names.decapitalize(item.entity()));
    boolean node = item instanceof NodeModel;
    String stored = node ? item.entity() : "edge";
    String keys = node ? "id" : "ids";
    String edgesStay = node ? "\nIts edges are not deleted, and deleting one that does not exist is not an error." : "";
    String name = put ? "put" : "delete";
    String method = ArgumentChecks.method(flavor.table(table), BATCH_WRITE + "." + name);
    MethodSpec.Builder builder = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(batch)
        .addParameter(item.record(), record);
    if (put) {
      builder.addJavadoc("Adds a put of {@code $N}, replacing any stored $L with its $L.\n\n"
              + "@throws dev.singletable.runtime.InvalidItemException if {@code $N} is null or a value cannot be stored\n"
              + "@throws dev.singletable.runtime.InvalidKeyException if an id cannot be a key\n",
              record, stored, node ? "id" : "keys", record)
          .addStatement("writes.put($N, $T.INSTANCE, $S, $S, $S)", record, item.mapperClass(), method, record,
              item.entity());
    } else {
      builder.addJavadoc("Adds a delete of the $L with the $L of {@code $N}; its other components are ignored.$L\n\n"
              + "@throws dev.singletable.runtime.InvalidKeyException if {@code $N} or $L is null\n",
              stored, keys, record, edgesStay, record, node ? "its id" : "one of its ids")
          .addStatement("writes.delete($N, $T.INSTANCE, $S, $S, $S)", record, item.mapperClass(), method, record,
              item.entity());
    }
    return builder.addStatement("return this").build();
  }
}
