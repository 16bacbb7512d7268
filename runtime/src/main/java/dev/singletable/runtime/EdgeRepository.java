package dev.singletable.runtime;

import dev.singletable.runtime.internal.Arguments;
import dev.singletable.runtime.internal.GetBatch;
import dev.singletable.runtime.internal.Listing;
import dev.singletable.runtime.internal.Operations;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.runtime.internal.WriteBatch;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every generated repository of one edge record does, over a {@code DynamoDbClient}: the
 * generated subclass ({@code FollowRepository}) adds the forms that take the ids, and the listings.
 * Every read is a GetItem or a Query on a known key, never a Scan. Bad input, null arguments
 * included, is refused with a {@link SingleTableException} before any request is sent. Batches
 * resend what DynamoDB leaves unprocessed as the repository's {@link BatchSettings} say (given to its
 * constructor, else {@link BatchSettings#defaults()}). Thread-safe.
 *
 * @param <E> the edge record
 */
public abstract class EdgeRepository<E> {
  private final TableContext context;
  private final ItemMapper<E> mapper;
  private final String owner;
  private final String entity;
  private final String parameter;
  private final String plural;

  /**
   * For generated subclasses only.
   *
   * @param owner the subclass's simple name, for messages
   * @param entity the record's simple name
   * @param parameter how messages name one record ({@code follow})
   * @param plural how messages name a collection of them ({@code follows})
   */
  protected EdgeRepository(TableContext context, ItemMapper<E> mapper, String owner, String entity,
      String parameter, String plural) {
    this.context = context;
    this.mapper = mapper;
    this.owner = owner;
    this.entity = entity;
    this.parameter = parameter;
    this.plural = plural;
  }

  /** The physical table name. */
  public final String tableName() {
    return context.tableName();
  }

  /**
   * Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}). Repeating it is
   * harmless: the stored item is left as it was.
   *
   * @return true if this call created the edge, false if it already existed
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   */
  public final boolean create(E edge) {
    return context.sync().execute(Operations.putIfAbsent(context.tableName(), mapper.toItem(item(edge, ".create"))));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys.
   *
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   */
  public final void put(E edge) {
    context.sync().execute(Operations.put(context.tableName(), mapper.toItem(item(edge, ".put"))));
  }

  /**
   * The stored edge with the ids of {@code edge}, or empty: one GetItem. Its other components are
   * ignored.
   *
   * @throws InvalidKeyException if {@code edge} or one of its ids is null
   */
  public final Optional<E> get(E edge, ReadConsistency consistency) {
    return getByKey(mapper.primaryKey(key(edge, ".get")), consistency);
  }

  /** As {@link #get(Object, ReadConsistency)}, eventually consistent. */
  public final Optional<E> get(E edge) {
    return get(edge, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether an edge with the ids of {@code edge} exists: one GetItem that fetches only the key.
   *
   * @throws InvalidKeyException if {@code edge} or one of its ids is null
   */
  public final boolean exists(E edge, ReadConsistency consistency) {
    return existsByKey(mapper.primaryKey(key(edge, ".exists")), consistency);
  }

  /** As {@link #exists(Object, ReadConsistency)}, eventually consistent. */
  public final boolean exists(E edge) {
    return exists(edge, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the edge with the ids of {@code edge}; its other components are ignored.
   *
   * @return true if it existed
   * @throws InvalidKeyException if {@code edge} or one of its ids is null
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
    consistency(consistency, ".getAll");
    return new GetBatch<>(edges, mapper, owner.concat(".getAll"), plural, entity)
        .execute(context, mapper, consistency, context.batchSettings());
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
   */
  public final void putAll(Collection<E> edges) {
    new WriteBatch().putAll(edges, mapper, owner.concat(".putAll"), plural, entity)
        .execute(context, context.batchSettings());
  }

  /**
   * Deletes the edges with the ids of {@code edges} (their other components are ignored):
   * BatchWriteItem, 25 a call. Deleting an edge that does not exist is not an error.
   *
   * @throws InvalidKeyException if a record or one of its ids is null, or an id cannot be a key,
   *     before any request
   * @throws BatchIncompleteException if DynamoDB still left part of the batch unprocessed after the
   *     last attempt; it lists what was not done
   */
  public final void deleteAll(Collection<E> edges) {
    new WriteBatch().deleteAll(edges, mapper, owner.concat(".deleteAll"), plural, entity)
        .execute(context, context.batchSettings());
  }

  /** GetItem of {@code key}. For generated subclasses only. */
  protected final Optional<E> getByKey(Map<String, AttributeValue> key, ReadConsistency consistency) {
    consistency(consistency, ".get");
    return context.sync().execute(Operations.get(context.tableName(), key, consistency, mapper));
  }

  /** GetItem of {@code key}'s partition key only. For generated subclasses only. */
  protected final boolean existsByKey(Map<String, AttributeValue> key, ReadConsistency consistency) {
    consistency(consistency, ".exists");
    return context.sync().execute(Operations.exists(context.tableName(), key, consistency));
  }

  /** DeleteItem of {@code key}. For generated subclasses only. */
  protected final boolean deleteByKey(Map<String, AttributeValue> key) {
    return context.sync().execute(Operations.delete(context.tableName(), key));
  }

  /** One page of {@code listing} in {@code partition}; {@code method} names the caller. For generated subclasses only. */
  protected final Page<E> pageOf(Listing listing, String partition, ListOptions options, String method) {
    options(options, method);
    return context.sync().page(Operations.list(context, listing, partition, options, mapper));
  }

  /** Page after page of {@code listing} in {@code partition}. For generated subclasses only. */
  protected final Stream<E> streamOf(Listing listing, String partition, ListOptions options, String method) {
    options(options, method);
    return context.sync().stream(Operations.list(context, listing, partition, options, mapper));
  }

  // The checks name the method only when they refuse, so that a call builds no message text.

  private E item(E edge, String method) {
    return edge != null ? edge : Arguments.requireItem(edge, owner.concat(method), parameter, entity);
  }

  private E key(E edge, String method) {
    return edge != null ? edge : Arguments.requireKey(edge, owner.concat(method), parameter, entity);
  }

  private void consistency(ReadConsistency consistency, String method) {
    if (consistency == null) {
      Arguments.requireConsistency(consistency, owner.concat(method), "consistency");
    }
  }

  private void options(ListOptions options, String method) {
    if (options == null) {
      Arguments.requireOptions(options, owner.concat(".").concat(method), "options");
    }
  }
}
