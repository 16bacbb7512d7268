package dev.singletable.runtime;

import dev.singletable.runtime.internal.exec.AsyncCalls;
import dev.singletable.runtime.internal.batch.GetBatch;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.ConditionalOperations;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.batch.WriteBatch;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link EdgeRepository} over a {@code DynamoDbAsyncClient}: the same operations, the same checks.
 * Methods return at once and never throw: a refusal fails the returned future (or is signalled to
 * the publisher's subscriber) with nothing sent, and nothing here waits for a response. Counted
 * edges are written and refused as {@link EdgeRepository} says. Thread-safe.
 *
 * @param <E> the edge record
 */
public abstract class AsyncEdgeRepository<E> extends AsyncItemRepository<E, ItemMapper<E>> {
  private final EdgeWrites writes;

  /** For generated subclasses only; see {@link EdgeRepository#EdgeRepository(Wiring)}. */
  protected AsyncEdgeRepository(Wiring wiring) {
    super(wiring);
    this.writes = new EdgeWrites(context, this.wiring.counting(), owner, entity);
  }

  /**
   * Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}); the future holds
   * true if this call created it. The future fails with {@link InvalidItemException} if {@code edge}
   * is null or a value cannot be stored, with {@link InvalidKeyException} if an id cannot be a key.
   */
  public final CompletableFuture<Boolean> create(E edge) {
    return AsyncCalls.future(() -> context.async().run(writes.create(mapper.toItem(item(edge, ".create")))));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys. The future fails as
   * {@link #create}'s does.
   */
  public final CompletableFuture<Void> put(E edge) {
    return AsyncCalls.future(() -> {
      writes.refusePut();
      return context.async().execute(Operations.put(context.tableName(), mapper.toItem(item(edge, ".put"))));
    });
  }

  /**
   * As {@link EdgeRepository#put(Object, Condition)}: the future fails where that throws, with
   * {@link ConditionFailedException} if the condition did not hold.
   */
  public final CompletableFuture<Void> put(E edge, Condition<E> condition) {
    return AsyncCalls.future(() -> {
      writes.refusePut();
      Expr expr = Condition.expr(condition, owner.concat(".put"));
      return context.async().execute(ConditionalOperations.put(context.tableName(),
          mapper.toItem(item(edge, ".put")), expr, entity));
    });
  }

  /**
   * As {@link EdgeRepository#delete(Object, Condition)}: the future holds true if the edge existed
   * and was deleted, and fails where that throws.
   */
  public final CompletableFuture<Boolean> delete(E edge, Condition<E> condition) {
    return deleteByKey(() -> mapper.primaryKey(key(edge, ".delete")), condition);
  }

  /**
   * Deletes the edge with the ids of {@code edge}; the future holds true if it existed. It fails with
   * {@link InvalidKeyException} if {@code edge} or one of its ids is null.
   */
  public final CompletableFuture<Boolean> delete(E edge) {
    return deleteByKey(() -> mapper.primaryKey(key(edge, ".delete")));
  }

  /**
   * As {@link EdgeRepository#getAll(List, ReadConsistency)}. The future fails with
   * {@link InvalidKeyException} if a record or one of its ids is null, or an id cannot be a key (before
   * any request), and with {@link BatchIncompleteException} if DynamoDB still left part of the batch
   * unprocessed after the last attempt.
   */
  public final CompletableFuture<List<Optional<E>>> getAll(List<E> edges, ReadConsistency consistency) {
    return readAll(() -> new GetBatch<>(edges, mapper, owner.concat(".getAll"), plural, entity), consistency);
  }

  /** As {@link #getAll(List, ReadConsistency)}, eventually consistent. */
  public final CompletableFuture<List<Optional<E>>> getAll(List<E> edges) {
    return getAll(edges, ReadConsistency.EVENTUAL);
  }

  /**
   * As {@link EdgeRepository#putAll(Collection)}. The future fails with {@link InvalidItemException} or
   * {@link InvalidKeyException} for a bad record (before any request), and with
   * {@link BatchIncompleteException} if DynamoDB still left part of the batch unprocessed after the last
   * attempt.
   */
  public final CompletableFuture<Void> putAll(Collection<E> edges) {
    return writeAll(() -> {
      writes.refusePutAll();
      return puts(edges, ".putAll");
    });
  }

  /**
   * As {@link EdgeRepository#importAll(Collection)}: the edges written in bulk, counters untouched, to
   * be recounted after the last import. The future fails as {@link #putAll}'s does.
   */
  public final CompletableFuture<Void> importAll(Collection<E> edges) {
    return writeAll(() -> puts(edges, ".importAll"));
  }

  /**
   * As {@link EdgeRepository#deleteAll(Collection)}. The future fails with {@link InvalidKeyException}
   * for a bad record (before any request), and with {@link BatchIncompleteException} if DynamoDB still
   * left part of the batch unprocessed after the last attempt.
   */
  public final CompletableFuture<Void> deleteAll(Collection<E> edges) {
    return writeAll(() -> {
      writes.refuseDeleteAll();
      return new WriteBatch().deleteAll(edges, mapper, owner.concat(".deleteAll"), plural, entity);
    });
  }

  /** DeleteItem of the key {@code key} makes. For generated subclasses only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key) {
    return AsyncCalls.future(() -> context.async().run(writes.delete(key.get())));
  }

  /** DeleteItem of the key {@code key} makes, if it meets {@code condition}. For generated subclasses only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key,
      Condition<E> condition) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      return context.async().run(writes.delete(itemKey, Condition.expr(condition, owner.concat(".delete"))));
    });
  }

  /**
   * As {@link EdgeRepository#recountByKey}: sets a counter to the number of edges in the partition
   * {@code partition} makes, and completes with it. For generated subclasses only.
   */
  protected final CompletableFuture<Long> recountByKey(int counter, Supplier<String> partition, String method) {
    return AsyncCalls.future(() -> writes.recount(counter, partition.get(), method).runAsync(context));
  }


  /**
   * The migration of this repository's stored edges on their inverted index {@code index} to {@code
   * shards} shards, on this repository's client; {@code method} names the caller in messages. For
   * generated subclasses only ({@code reshard()}, {@code reshard(int)}).
   *
   * @throws InvalidRequestException if {@code shards} is not 1 to 64
   */
  protected final Reshard reshardTo(String index, int shards, String method) {
    return Reshard.of(context, entity, index, shards, owner + "." + method);
  }

}
