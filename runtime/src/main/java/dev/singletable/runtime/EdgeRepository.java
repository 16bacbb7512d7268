package dev.singletable.runtime;

import dev.singletable.runtime.internal.batch.GetBatch;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.ConditionalOperations;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.batch.WriteBatch;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every generated repository of one edge record does, over a {@code DynamoDbClient}: the
 * generated subclass ({@code FollowRepository}) adds the forms that take the ids, and the listings.
 * Every read is a GetItem or a Query on a known key, never a Scan. Bad input, null arguments
 * included, is refused with a {@link SingleTableException} before any request is sent. Batches
 * resend what DynamoDB leaves unprocessed as the repository's {@link BatchSettings} say (given to its
 * constructor, else {@link BatchSettings#defaults()}). Thread-safe.
 *
 * <p>An edge counted by a node's {@code @Counter} is <em>counted</em>: {@link #create} and
 * {@link #delete} write it and {@code ADD} +1 or -1 to each counting node in one TransactWriteItems
 * whose conditions make a repeat change nothing, resent with the same ClientRequestToken on a
 * {@code TransactionConflict} as the {@link BatchSettings} say. Such a write fails with
 * {@link MissingNodeException}, and writes nothing, when a counting node does not exist. Writes that
 * could not keep the counters right ({@link #put}, {@link #putAll}, {@link #deleteAll}) are refused
 * for counted edges with an {@link InvalidRequestException}, before any request. To load many counted
 * edges at once, {@link #importAll} writes them without their counters, and a recount of each node
 * they touch then sets the counters from the edges.
 *
 * @param <E> the edge record
 */
public abstract class EdgeRepository<E> extends ItemRepository<E, ItemMapper<E>> {
  private final EdgeWrites writes;

  /**
   * For generated subclasses only: {@code wiring} is what the generated constructor builds (the table,
   * the mapper, the names messages use, the listings and counters; see {@link Wiring}).
   */
  protected EdgeRepository(Wiring wiring) {
    super(wiring);
    this.writes = new EdgeWrites(context, this.wiring.counting(), owner, entity);
  }

  /**
   * Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}). Repeating it is
   * harmless: the stored item is left as it was. A counted edge is written with its counters in one
   * transaction; a repeat changes no counter either.
   *
   * @return true if this call created the edge, false if it already existed
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   * @throws MissingNodeException if the edge is counted and a counting node does not exist; nothing
   *     was written
   * @throws TransactionRetriesExhaustedException if a counted edge's transaction kept conflicting
   */
  public final boolean create(E edge) {
    return context.sync().run(writes.create(mapper.toItem(item(edge, ".create"))));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys.
   *
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   * @throws InvalidRequestException if the edge is counted: use {@link #create}
   */
  public final void put(E edge) {
    writes.refusePut();
    context.sync().execute(Operations.put(context.tableName(), mapper.toItem(item(edge, ".put"))));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys, only if {@code condition} holds on
   * the stored item (on no item, every attribute is missing): one PutItem with the condition.
   *
   * @throws ConditionFailedException if the condition did not hold; it names the attributes whose
   *     part failed, told from the item as it was. Nothing was written
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   * @throws InvalidRequestException if {@code condition} is null, or the edge is counted: use {@link #create}
   */
  public final void put(E edge, Condition<E> condition) {
    writes.refusePut();
    Expr expr = Condition.expr(condition, owner.concat(".put"));
    context.sync().execute(ConditionalOperations.put(context.tableName(), mapper.toItem(item(edge, ".put")), expr,
        entity));
  }

  /**
   * Deletes the edge with the ids of {@code edge} only if it meets {@code condition}; its other
   * components are ignored. A counted edge's transaction carries the condition on the edge's delete.
   *
   * @return true if it existed and was deleted, false if no edge was stored
   * @throws ConditionFailedException if the stored edge does not meet the condition; it names the
   *     attributes whose part failed. Nothing was deleted, and no counter changed
   * @throws InvalidKeyException if {@code edge} or one of its ids is null
   * @throws InvalidRequestException if {@code condition} is null
   * @throws MissingNodeException if the edge is counted and a counting node does not exist; nothing
   *     was deleted
   */
  public final boolean delete(E edge, Condition<E> condition) {
    return deleteByKey(mapper.primaryKey(key(edge, ".delete")), condition);
  }

  /**
   * Deletes the edge with the ids of {@code edge}; its other components are ignored.
   *
   * @return true if it existed
   * @throws InvalidKeyException if {@code edge} or one of its ids is null
   * @throws MissingNodeException if the edge is counted and a counting node does not exist; nothing
   *     was deleted
   */
  public final boolean delete(E edge) {
    return deleteByKey(mapper.primaryKey(key(edge, ".delete")));
  }

  /**
   * The edges with the ids of {@code edges}, one element per record in the same order: the stored
   * edge, or empty when it does not exist. BatchGetItem, 100 keys a call; a key asked for twice is read
   * once. The records' other components are ignored.
   *
   * @throws InvalidKeyException if a record or one of its ids is null, or an id cannot be a key,
   *     before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   */
  public final List<Optional<E>> getAll(List<E> edges, ReadConsistency consistency) {
    return readAll(() -> new GetBatch<>(edges, mapper, owner.concat(".getAll"), plural, entity), consistency);
  }

  /** As {@link #getAll(List, ReadConsistency)}, eventually consistent. */
  public final List<Optional<E>> getAll(List<E> edges) {
    return getAll(edges, ReadConsistency.EVENTUAL);
  }

  /**
   * Writes every edge of {@code edges}, replacing stored items with the same keys: BatchWriteItem, 25 a
   * call, in iteration order; when an edge comes twice the later one is stored.
   *
   * @throws InvalidItemException if a record is null or a value cannot be stored, before any request
   * @throws InvalidKeyException if an id cannot be a key, before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   * @throws InvalidRequestException if the edge is counted: call {@link #create} for each, or
   *     {@link #importAll} then recount
   */
  public final void putAll(Collection<E> edges) {
    writes.refusePutAll();
    writeAll(puts(edges, ".putAll"));
  }

  /**
   * Imports edges in bulk, their counters untouched: BatchWriteItem, 25 a call, as {@link #putAll}
   * writes them (an edge that exists is overwritten; when one comes twice the later is stored). Then
   * recount every counter of every node the edges touch (the generated {@code recount} methods of this
   * repository, or of the node's), once the last import is done and while no edge of those nodes is
   * created or deleted: the recount sets each counter to the number of edges, so an edge imported twice
   * or one that already existed is never counted twice. Until then the counters lag the edges. It
   * creates no node and does not check that nodes exist; a recount of a node that does not exist fails
   * with {@link MissingNodeException}. For an edge no node counts, it is {@link #putAll}.
   *
   * @throws InvalidItemException if a record is null or a value cannot be stored, before any request
   * @throws InvalidKeyException if an id cannot be a key, before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   */
  public final void importAll(Collection<E> edges) {
    writeAll(puts(edges, ".importAll"));
  }

  /**
   * Deletes the edges with the ids of {@code edges} (their other components are ignored):
   * BatchWriteItem, 25 a call. Deleting an edge that does not exist is not an error.
   *
   * @throws InvalidKeyException if a record or one of its ids is null, or an id cannot be a key,
   *     before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   * @throws InvalidRequestException if the edge is counted: call {@link #delete} for each
   */
  public final void deleteAll(Collection<E> edges) {
    writes.refuseDeleteAll();
    writeAll(new WriteBatch().deleteAll(edges, mapper, owner.concat(".deleteAll"), plural, entity));
  }

  /** DeleteItem of {@code key}. For generated subclasses only. */
  protected final boolean deleteByKey(Map<String, AttributeValue> key) {
    return context.sync().run(writes.delete(key));
  }

  /** DeleteItem of {@code key} if it meets {@code condition}. For generated subclasses only. */
  protected final boolean deleteByKey(Map<String, AttributeValue> key, Condition<E> condition) {
    return context.sync().run(writes.delete(key, Condition.expr(condition, owner.concat(".delete"))));
  }

  /**
   * Sets counter number {@code counter} of the counting to the number of edges in {@code partition},
   * the edge key of the node's end, and returns it ({@link dev.singletable.runtime.internal.tx.Recount}).
   * For generated subclasses only.
   */
  protected final long recountByKey(int counter, String partition, String method) {
    return writes.recount(counter, partition, method).run(context);
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
