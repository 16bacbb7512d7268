package dev.singletable.runtime;

import dev.singletable.runtime.internal.exec.AsyncCalls;
import dev.singletable.runtime.internal.batch.GetBatch;
import dev.singletable.runtime.internal.batch.NodeBatches;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.ConditionalOperations;
import dev.singletable.runtime.internal.request.NodeOperations;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.request.UpdateSpec;
import dev.singletable.runtime.internal.batch.WriteBatch;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link NodeRepository} over a {@code DynamoDbAsyncClient}: the same operations, the same checks, the
 * same counter and version rules. Methods return at once and never throw: a refusal fails the returned
 * future with nothing sent, a lost version race fails it with {@link VersionConflictException}, and
 * nothing here waits for a response. Batches are refused, and fail with {@link
 * BatchIncompleteException}, as {@link NodeRepository}'s do. Thread-safe.
 *
 * @param <N> the node record
 */
public abstract class AsyncNodeRepository<N> extends AsyncItemRepository<N, NodeMapper<N>> {
  /** For generated subclasses only; see {@link NodeRepository#NodeRepository(Wiring)}. */
  protected AsyncNodeRepository(Wiring wiring) {
    super(wiring);
  }

  /** As {@link NodeRepository#create}; the future holds true if this call created the node. */
  public final CompletableFuture<Boolean> create(N node) {
    return AsyncCalls.future(() -> context.async().execute(
        NodeOperations.create(context.tableName(), mapper.toItem(item(node, ".create")), mapper)));
  }

  /** As {@link NodeRepository#put}; the future holds the node as stored now. */
  public final CompletableFuture<N> put(N node) {
    return AsyncCalls.future(() -> context.async().execute(NodeOperations.put(context.tableName(),
        mapper.toItem(item(node, ".put")), mapper.version(node), mapper, entity, mapper.id(node))));
  }

  /** As {@link NodeRepository#delete(Object)}; the future holds true if the node existed. */
  public final CompletableFuture<Boolean> delete(N node) {
    Supplier<Map<String, AttributeValue>> key = () -> mapper.primaryKey(key(node, ".delete"));
    return mapper.versionAttribute() == null || node == null ? deleteByKey(key)
        : deleteByKey(key, mapper.id(node), mapper.version(node));
  }

  /** As {@link NodeRepository#put(Object, Condition)}; the future fails where that throws. */
  public final CompletableFuture<N> put(N node, Condition<N> condition) {
    return AsyncCalls.future(() -> {
      Expr expr = Condition.expr(condition, owner.concat(".put"));
      return context.async().execute(NodeOperations.put(context.tableName(), mapper.toItem(item(node, ".put")),
          mapper.version(node), mapper, entity, mapper.id(node), expr));
    });
  }

  /** As {@link NodeRepository#delete(Object, Condition)}; the future fails where that throws. */
  public final CompletableFuture<Boolean> delete(N node, Condition<N> condition) {
    Supplier<Map<String, AttributeValue>> key = () -> mapper.primaryKey(key(node, ".delete"));
    return mapper.versionAttribute() == null || node == null ? deleteByKey(key, condition)
        : deleteByKey(key, mapper.id(node), mapper.version(node), condition);
  }

  /** As {@link NodeRepository#putAll}; the future fails where that throws. */
  public final CompletableFuture<Void> putAll(Collection<N> nodes) {
    return writeAll(() -> {
      NodeBatches.refusePutAll(mapper, owner.concat(".putAll"), entity);
      return puts(nodes, ".putAll");
    });
  }

  /** As {@link NodeRepository#importAll}: the nodes written as given; the future fails where that throws. */
  public final CompletableFuture<Void> importAll(Collection<N> nodes) {
    String method = owner.concat(".importAll");
    return writeAll(() -> NodeBatches.imports(puts(nodes, ".importAll"), nodes, mapper, method, plural));
  }

  /** As {@link NodeRepository#getAllByKeys}. For generated subclasses only. */
  protected final <K> CompletableFuture<List<Optional<N>>> getAllByKeys(List<K> ids,
      Function<? super K, Map<String, AttributeValue>> keyOf, ReadConsistency consistency) {
    return readAll(() -> GetBatch.ofIds(ids, keyOf, owner.concat(".getAll"), "ids", entity), consistency);
  }

  /** As {@link NodeRepository#deleteAllByKeys}. For generated subclasses of unversioned nodes only. */
  protected final <K> CompletableFuture<Void> deleteAllByKeys(Collection<K> ids,
      Function<? super K, Map<String, AttributeValue>> keyOf) {
    return writeAll(() -> new WriteBatch().deleteAllIds(ids, keyOf, owner.concat(".deleteAll"), "ids", entity));
  }

  /**
   * UpdateItem of the key {@code key} makes, with {@code update}, if the stored version is {@code version},
   * storing the next one. For generated subclasses of versioned nodes only.
   */
  protected final CompletableFuture<N> updateByKey(Supplier<Map<String, AttributeValue>> key, Object id,
      long version, ItemUpdate update) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      String method = owner.concat(".update");
      UpdateSpec spec = ItemUpdate.checked(update, method, entity);
      ItemUpdate.checkVersion(version, method, entity);
      return applyUpdate(itemKey, spec, mapper.versionAttribute(), id, version);
    });
  }

  /** As {@link NodeRepository#updateByKey(Map, Object, long, ItemUpdate, Condition)}. For versioned nodes only. */
  protected final CompletableFuture<N> updateByKey(Supplier<Map<String, AttributeValue>> key, Object id,
      long version, ItemUpdate update, Condition<N> condition) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      String method = owner.concat(".update");
      UpdateSpec spec = ItemUpdate.checked(update, method, entity);
      ItemUpdate.checkVersion(version, method, entity);
      return applyUpdate(itemKey, spec, mapper.versionAttribute(), id, version, Condition.expr(condition, method));
    });
  }

  /** DeleteItem of the key {@code key} makes, if it meets {@code condition}. For unversioned nodes only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key,
      Condition<N> condition) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      return context.async().execute(ConditionalOperations.delete(context.tableName(), itemKey,
          Condition.expr(condition, owner.concat(".delete")), entity));
    });
  }

  /**
   * DeleteItem of the key {@code key} makes, if its version is {@code version} and it meets {@code
   * condition}. For versioned nodes only.
   */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key, Object id,
      long version, Condition<N> condition) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      Expr expr = Condition.expr(condition, owner.concat(".delete"));
      return context.async().execute(NodeOperations.deleteAtVersion(context.tableName(), itemKey,
          mapper.versionAttribute(), version, entity, id, expr));
    });
  }

  /** DeleteItem of the key {@code key} makes, unconditional. For unversioned nodes only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key) {
    return AsyncCalls.future(() -> context.async().execute(Operations.delete(context.tableName(), key.get())));
  }

  /** DeleteItem of the key {@code key} makes, if its version is {@code version}. For versioned nodes only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key, Object id,
      long version) {
    return AsyncCalls.future(() -> context.async().execute(
        NodeOperations.deleteAtVersion(context.tableName(), key.get(), mapper.versionAttribute(), version, entity, id)));
  }

  /**
   * As {@link NodeRepository#collection(String, Function, String)}, in the partition {@code partition}
   * makes when a read starts, so that a bad id fails the read's future. For generated subclasses only.
   */
  protected final <P extends CollectionPage> AsyncItemCollection<P> collection(Supplier<String> partition,
      Function<Wiring, P> pages, String method) {
    return new AsyncItemCollection<>(context, wiring.collection(), partition, pages, owner, method);
  }
}
