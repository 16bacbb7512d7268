package dev.singletable.runtime;

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
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every generated repository of one {@code @Node} record does, over a {@code DynamoDbClient}: the
 * generated subclass ({@code UserRepository}) adds the forms that take the id.
 *
 * <p>Counters belong to the counted edges: {@link #create} stores them as 0 and {@link #put} never
 * writes them, so a profile edit never resets a follower count. A node with a {@code @Version}
 * component is locked optimistically: create stores version 1; put, update ({@link ItemUpdate}) and
 * delete are conditioned on the version the caller read (the record's, or update's {@code version};
 * 0 for a node not stored yet), put and update store the next one, and a lost race throws {@link
 * VersionConflictException} with nothing written. Counter changes never change the version. Without
 * {@code @Version}, put and delete are unconditional. Bad input, null arguments included, is refused
 * with a {@link SingleTableException} before any request is sent. Thread-safe.
 *
 * <p>Batches (the generated {@code getAll} and {@code deleteAll} take ids; {@link #putAll} and
 * {@link #importAll} take records) go 100 keys or 25 writes a call and resend what DynamoDB leaves
 * unprocessed as the repository's {@link BatchSettings} say. BatchWriteItem takes no condition, so
 * the writes that could not keep the rules above are not offered: {@link #putAll} of a node with a
 * version or counters is refused with an {@link InvalidRequestException} before any request, and a
 * versioned node's repository has no {@code deleteAll}. {@link #importAll} writes nodes as given,
 * counters and version included: the way to load many nodes at once.
 *
 * @param <N> the node record
 */
public abstract class NodeRepository<N> extends ItemRepository<N, NodeMapper<N>> {
  /**
   * For generated subclasses only: {@code wiring} is what the generated constructor builds (the table,
   * the mapper, the names messages use, the item collection; see {@link Wiring}).
   */
  protected NodeRepository(Wiring wiring) {
    super(wiring);
  }

  /**
   * Writes the node unless one with its id exists (PutItem with {@code attribute_not_exists(PK)}), with
   * every counter 0 and the version 1, whatever {@code node} holds: counters are the edges' to change.
   *
   * @return true if this call created the node, false if it already existed (it is left as it was)
   * @throws InvalidItemException if {@code node} is null or a value cannot be stored
   * @throws InvalidKeyException if the id cannot be a key
   */
  public final boolean create(N node) {
    return context.sync().execute(NodeOperations.create(context.tableName(), mapper.toItem(item(node, ".create")), mapper));
  }

  /**
   * Writes the node's ordinary attributes (UpdateItem: SET of the non-null ones, REMOVE of the null
   * ones) and never its counters, which keep their stored values (0 if this creates the node). A
   * versioned node is written only if the stored version is {@code node}'s (for version 0, only if
   * none is stored), and gets the next version.
   *
   * @return the node as stored now: its counters as kept, its new version
   * @throws InvalidItemException if {@code node} is null or a value cannot be stored
   * @throws InvalidKeyException if the id cannot be a key
   * @throws VersionConflictException if another version is stored, or none is for a version of 1 or
   *     more (the node read at that version was deleted); nothing was written
   */
  public final N put(N node) {
    return context.sync().execute(NodeOperations.put(context.tableName(), mapper.toItem(item(node, ".put")),
        mapper.version(node), mapper, entity, mapper.id(node)));
  }

  /**
   * As {@link #put(Object)}, only if {@code condition} holds on the stored node (on no node, every
   * attribute is missing), as well as the version condition of a versioned node: one UpdateItem.
   *
   * @return the node as stored now
   * @throws ConditionFailedException if the condition did not hold; it names the attributes whose
   *     part failed, told from the item as it was. Nothing was written
   * @throws VersionConflictException as {@link #put(Object)}'s, which wins over the condition
   * @throws InvalidItemException if {@code node} is null or a value cannot be stored
   * @throws InvalidKeyException if the id cannot be a key
   * @throws InvalidRequestException if {@code condition} is null
   */
  public final N put(N node, Condition<N> condition) {
    Expr expr = Condition.expr(condition, owner.concat(".put"));
    return context.sync().execute(NodeOperations.put(context.tableName(), mapper.toItem(item(node, ".put")),
        mapper.version(node), mapper, entity, mapper.id(node), expr));
  }

  /**
   * As {@link #delete(Object)}, only if the stored node meets {@code condition}.
   *
   * @return true if it existed and was deleted; false if no node is stored
   * @throws ConditionFailedException if the stored node does not meet the condition; it names the
   *     attributes whose part failed. Nothing was deleted
   * @throws VersionConflictException if another version is stored, which wins over the condition
   * @throws InvalidKeyException if {@code node} or its id is null
   * @throws InvalidRequestException if {@code condition} is null
   */
  public final boolean delete(N node, Condition<N> condition) {
    Map<String, AttributeValue> key = mapper.primaryKey(key(node, ".delete"));
    return mapper.versionAttribute() == null ? deleteByKey(key, condition)
        : deleteByKey(key, mapper.id(node), mapper.version(node), condition);
  }

  /**
   * Deletes the node with the id of {@code node}; a versioned node only if its stored version is
   * {@code node}'s. Its edges are not deleted.
   *
   * @return true if it existed; false if no node is stored, whatever the version (nothing to
   *     conflict with)
   * @throws InvalidKeyException if {@code node} or its id is null
   * @throws VersionConflictException if another version is stored; nothing was deleted
   */
  public final boolean delete(N node) {
    Map<String, AttributeValue> key = mapper.primaryKey(key(node, ".delete"));
    return mapper.versionAttribute() == null ? deleteByKey(key)
        : deleteByKey(key, mapper.id(node), mapper.version(node));
  }

  /**
   * Writes every node of {@code nodes}, replacing stored items with the same id: BatchWriteItem, 25 a
   * call, in iteration order; when a node comes twice the later one is stored. Only for a node with
   * neither a version nor counters, for which it is {@link #importAll}.
   *
   * @throws InvalidRequestException if the node has a version or counters, which a batch write would
   *     not keep: call {@link #put} for each, or load them with {@link #importAll}
   * @throws InvalidItemException if a record is null or a value cannot be stored, before any request
   * @throws InvalidKeyException if an id cannot be a key, before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   */
  public final void putAll(Collection<N> nodes) {
    NodeBatches.refusePutAll(mapper, owner.concat(".putAll"), entity);
    writeAll(puts(nodes, ".putAll"));
  }

  /**
   * Imports nodes in bulk, written as given, counters and version included: BatchWriteItem, 25 a call,
   * as {@link #putAll} writes them (a node that exists is overwritten, with no version check; when one
   * comes twice the later is stored). For nodes new to the table, give counters 0 and version 1 (what
   * {@link #create} stores); if their edges are imported too, recount the nodes after the last edge
   * import (see the edge repository's {@code importAll}), as counters given here are not checked
   * against the edges.
   *
   * @throws InvalidItemException if a record is null, a value cannot be stored, or a version is below
   *     1 (no stored node has one), before any request
   * @throws InvalidKeyException if an id cannot be a key, before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   */
  public final void importAll(Collection<N> nodes) {
    String method = owner.concat(".importAll");
    writeAll(NodeBatches.imports(puts(nodes, ".importAll"), nodes, mapper, method, plural));
  }

  /**
   * BatchGetItem of the keys {@code keyOf} makes of {@code ids}: one element per id, in order. For
   * generated subclasses only.
   */
  protected final <K> List<Optional<N>> getAllByKeys(List<K> ids,
      Function<? super K, Map<String, AttributeValue>> keyOf, ReadConsistency consistency) {
    return readAll(() -> GetBatch.ofIds(ids, keyOf, owner.concat(".getAll"), "ids", entity), consistency);
  }

  /**
   * BatchWriteItem of deletes of the keys {@code keyOf} makes of {@code ids}, unconditional. For
   * generated subclasses of unversioned nodes only.
   */
  protected final <K> void deleteAllByKeys(Collection<K> ids, Function<? super K, Map<String, AttributeValue>> keyOf) {
    writeAll(new WriteBatch().deleteAllIds(ids, keyOf, owner.concat(".deleteAll"), "ids", entity));
  }

  /**
   * UpdateItem of {@code key} with {@code update} if the stored version is {@code version}, storing the
   * next one. For generated subclasses of versioned nodes only.
   */
  protected final N updateByKey(Map<String, AttributeValue> key, Object id, long version, ItemUpdate update) {
    String method = owner.concat(".update");
    UpdateSpec spec = ItemUpdate.checked(update, method, entity);
    ItemUpdate.checkVersion(version, method, entity);
    return applyUpdate(key, spec, mapper.versionAttribute(), id, version);
  }

  /**
   * As {@link #updateByKey(Map, Object, long, ItemUpdate)}, also conditioned on {@code condition}. For
   * generated subclasses of versioned nodes only.
   */
  protected final N updateByKey(Map<String, AttributeValue> key, Object id, long version, ItemUpdate update,
      Condition<N> condition) {
    String method = owner.concat(".update");
    UpdateSpec spec = ItemUpdate.checked(update, method, entity);
    ItemUpdate.checkVersion(version, method, entity);
    return applyUpdate(key, spec, mapper.versionAttribute(), id, version, Condition.expr(condition, method));
  }

  /**
   * DeleteItem of {@code key} if it meets {@code condition}. For generated subclasses of unversioned
   * nodes only.
   */
  protected final boolean deleteByKey(Map<String, AttributeValue> key, Condition<N> condition) {
    return context.sync().execute(ConditionalOperations.delete(context.tableName(), key,
        Condition.expr(condition, owner.concat(".delete")), entity));
  }

  /**
   * DeleteItem of {@code key} if its version is {@code version} and it meets {@code condition}. For
   * generated subclasses of versioned nodes only.
   */
  protected final boolean deleteByKey(Map<String, AttributeValue> key, Object id, long version,
      Condition<N> condition) {
    Expr expr = Condition.expr(condition, owner.concat(".delete"));
    return context.sync().execute(NodeOperations.deleteAtVersion(context.tableName(), key, mapper.versionAttribute(),
        version, entity, id, expr));
  }

  /** DeleteItem of {@code key}, unconditional. For generated subclasses of unversioned nodes only. */
  protected final boolean deleteByKey(Map<String, AttributeValue> key) {
    return context.sync().execute(Operations.delete(context.tableName(), key));
  }

  /**
   * DeleteItem of {@code key} if its version is {@code version}. For generated subclasses of
   * versioned nodes only.
   */
  protected final boolean deleteByKey(Map<String, AttributeValue> key, Object id, long version) {
    return context.sync().execute(
        NodeOperations.deleteAtVersion(context.tableName(), key, mapper.versionAttribute(), version, entity, id));
  }

  /**
   * The wiring's item collection in {@code partition} (the node's key), each page made by {@code
   * pages} (the generated page's constructor); {@code method} names the caller in messages. Sends
   * nothing. For generated subclasses only.
   */
  protected final <P extends CollectionPage> ItemCollection<P> collection(String partition,
      Function<Wiring, P> pages, String method) {
    return new ItemCollection<>(context, wiring.collection(), partition, pages, owner, method);
  }
}
