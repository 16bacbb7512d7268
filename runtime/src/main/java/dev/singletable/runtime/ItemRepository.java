package dev.singletable.runtime;

import dev.singletable.runtime.internal.Arguments;
import dev.singletable.runtime.internal.Operations;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.runtime.internal.UpdateOperations;
import dev.singletable.runtime.internal.UpdateSpec;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What {@link EdgeRepository} and {@link NodeRepository} share: reads by key and typed updates
 * ({@link ItemUpdate}), over a {@code DynamoDbClient}. Not for other subclasses. Thread-safe.
 *
 * @param <T> the record
 * @param <M> its mapper
 */
public abstract class ItemRepository<T, M extends ItemMapper<T>> {
  final TableContext context;
  final M mapper;
  final String owner;
  final String entity;
  final String parameter;

  ItemRepository(TableContext context, M mapper, String owner, String entity, String parameter) {
    this.context = context;
    this.mapper = mapper;
    this.owner = owner;
    this.entity = entity;
    this.parameter = parameter;
  }

  /** The physical table name. */
  public final String tableName() {
    return context.tableName();
  }

  /**
   * The stored record with the key of {@code record}, or empty: one GetItem. Its components other
   * than the ids are ignored.
   *
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   */
  public final Optional<T> get(T record, ReadConsistency consistency) {
    return getByKey(mapper.primaryKey(key(record, ".get")), consistency);
  }

  /** As {@link #get(Object, ReadConsistency)}, eventually consistent. */
  public final Optional<T> get(T record) {
    return get(record, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether a record with the key of {@code record} exists: one GetItem that fetches only the key.
   *
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   */
  public final boolean exists(T record, ReadConsistency consistency) {
    return existsByKey(mapper.primaryKey(key(record, ".exists")), consistency);
  }

  /** As {@link #exists(Object, ReadConsistency)}, eventually consistent. */
  public final boolean exists(T record) {
    return exists(record, ReadConsistency.EVENTUAL);
  }

  /** GetItem of {@code key}. For generated subclasses only. */
  protected final Optional<T> getByKey(Map<String, AttributeValue> key, ReadConsistency consistency) {
    consistency(consistency, ".get");
    return context.sync().execute(Operations.get(context.tableName(), key, consistency, mapper));
  }

  /** GetItem of {@code key}'s partition key only. For generated subclasses only. */
  protected final boolean existsByKey(Map<String, AttributeValue> key, ReadConsistency consistency) {
    consistency(consistency, ".exists");
    return context.sync().execute(Operations.exists(context.tableName(), key, consistency));
  }

  /**
   * UpdateItem of {@code key} with {@code update}, conditioned only on the item existing. For generated
   * subclasses only.
   */
  protected final T updateByKey(Map<String, AttributeValue> key, ItemUpdate update) {
    return applyUpdate(key, ItemUpdate.checked(update, owner.concat(".update"), entity), null, null, 0);
  }

  /** The update: one UpdateItem, whose failed condition carries the item that says which. */
  final T applyUpdate(Map<String, AttributeValue> key, UpdateSpec spec, String versionAttribute, Object id,
      long version) {
    return context.sync().execute(
        UpdateOperations.update(context.tableName(), key, spec, entity, id, versionAttribute, version, mapper));
  }

  // The checks name the method only when they refuse, so that a call builds no message text.

  final T item(T record, String method) {
    return record != null ? record : Arguments.requireItem(record, owner.concat(method), parameter, entity);
  }

  final T key(T record, String method) {
    return record != null ? record : Arguments.requireKey(record, owner.concat(method), parameter, entity);
  }

  final void consistency(ReadConsistency consistency, String method) {
    if (consistency == null) {
      Arguments.requireConsistency(consistency, owner.concat(method), "consistency");
    }
  }
}
