package dev.singletable.runtime;

import dev.singletable.runtime.internal.query.Listable;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.batch.GetBatch;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.request.UpdateOperations;
import dev.singletable.runtime.internal.request.UpdateSpec;
import dev.singletable.runtime.internal.batch.WriteBatch;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What {@link EdgeRepository} and {@link NodeRepository} share: reads by key, typed updates
 * ({@link ItemUpdate}) and the running of batches, over a {@code DynamoDbClient}. Not for other
 * subclasses. Thread-safe.
 *
 * @param <T> the record
 * @param <M> its mapper
 */
public abstract class ItemRepository<T, M extends ItemMapper<T>> {
  /**
   * A unique lookup's page: one item, which a Query asks for with {@code Limit 2} (a page asks for one
   * item beyond it), so that a second item shows as a next page.
   */
  static final ListOptions ONE = ListOptions.defaults().pageSize(1);
  final RepositoryWiring<T, M> wiring;
  final TableContext context;
  final M mapper;
  final String owner;
  final String entity;
  final String parameter;
  final String plural;

  ItemRepository(Wiring wiring) {
    this.wiring = RepositoryWiring.of(wiring);
    this.context = this.wiring.context();
    this.mapper = this.wiring.mapper();
    this.owner = this.wiring.owner();
    this.entity = this.wiring.entity();
    this.parameter = this.wiring.parameter();
    this.plural = this.wiring.plural();
  }

  /**
   * Listing number {@code listing} of the wiring in {@code partition} (the key of the listed end, or of
   * an index's partition); {@code method} names the caller in messages. Sends nothing. For generated
   * subclasses only.
   */
  protected final Listing<T> listing(int listing, String partition, String method) {
    return new Listing<>(context, wiring.listings().get(listing), partition, mapper, owner, method);
  }

  /**
   * As {@link #listing(int, String, String)}, the sort key starting with {@code sortPrefixOrNull} (the
   * constant prefix and the values of the leading sort components; null: the spec's constant prefix)
   * and the next component in {@code range} ({@link Range#all()}: every value; null is refused, as a
   * caller's null range). For generated subclasses only.
   */
  protected final Listing<T> listing(int listing, String partition, String sortPrefixOrNull, Range<?> range,
      String method) {
    return new Listing<>(context, wiring.listings().get(listing), partition, mapper, owner, method, sortPrefixOrNull,
        range);
  }

  /**
   * The migration that writes the keys of the indexes {@code indexes} ({@code @Index} names) of this
   * repository's stored items, on this repository's client. For generated subclasses only ({@code
   * backfill()}).
   */
  protected final Backfill backfillOf(String... indexes) {
    return Backfill.of(context, entity, mapper, List.of(indexes), List.of());
  }

  /**
   * As {@link #backfillOf(String...)}, for a record with local indexes: the global ones
   * {@code indexes} and the local ones {@code localIndexes} ({@code @Index(local = true)} names, whose
   * partition key is the item's own {@code PK}). For generated subclasses only ({@code backfill()}).
   */
  protected final Backfill backfillOf(List<String> indexes, List<String> localIndexes) {
    return Backfill.of(context, entity, mapper, List.copyOf(indexes), List.copyOf(localIndexes));
  }

  /**
   * The one item of listing number {@code listing} (an {@code @Index(unique = true)}) in {@code
   * partition}, or empty: one Query of at most two items. For generated subclasses only.
   *
   * @throws MalformedItemException if the partition holds two items of this record
   */
  protected final Optional<T> unique(int listing, String partition, String method) {
    return only(listing(listing, partition, method).page(ONE), wiring.listings().get(listing), owner, entity,
        partition, method);
  }

  /**
   * The one-item page's item, or empty; a next page (a second item) is a {@link MalformedItemException}
   * naming the index (and its partition when known): the writes broke the {@code unique} promise.
   */
  static <T> Optional<T> only(Page<T> page, Listable spec, String owner, String entity, String partitionOrNull,
      String method) {
    if (page.hasNext()) {
      String index = spec.listing().indexName();
      String key = Layout.indexPartitionKey(index);
      throw new MalformedItemException(key, owner + "." + method + ": index " + index + " holds more than one "
          + entity + (partitionOrNull == null ? " in one partition" : " whose " + key + " is '" + partitionOrNull + "'")
          + ", but its @Index says unique = true. Find the items with that key and remove the extra one, or drop"
          + " unique and list them.");
    }
    return page.items().isEmpty() ? Optional.empty() : Optional.of(page.items().get(0));
  }

  /**
   * The handle of the item with {@code key}, for a read transaction's {@link ReadTransaction#get(ItemKey)
   * get}. Sends nothing. For generated subclasses only ({@code key(ids...)}).
   */
  protected final ItemKey<T> keyOf(Map<String, AttributeValue> key) {
    return new ItemKey<>(wiring, key);
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

  /**
   * UpdateItem of {@code key} with {@code update}, conditioned on the item existing and on {@code
   * condition}. For generated subclasses only.
   */
  protected final T updateByKey(Map<String, AttributeValue> key, ItemUpdate update, Condition<T> condition) {
    String method = owner.concat(".update");
    UpdateSpec spec = ItemUpdate.checked(update, method, entity);
    return applyUpdate(key, spec, null, null, 0, Condition.expr(condition, method));
  }

  /** The update: one UpdateItem, whose failed condition carries the item that says which. */
  final T applyUpdate(Map<String, AttributeValue> key, UpdateSpec spec, String versionAttribute, Object id,
      long version) {
    return applyUpdate(key, spec, versionAttribute, id, version, null);
  }

  /** As {@link #applyUpdate(Map, UpdateSpec, String, Object, long)}, also conditioned on {@code conditionOrNull}. */
  final T applyUpdate(Map<String, AttributeValue> key, UpdateSpec spec, String versionAttribute, Object id,
      long version, Expr conditionOrNull) {
    return context.sync().execute(UpdateOperations.update(context.tableName(), key, spec, entity, id,
        versionAttribute, version, mapper, conditionOrNull));
  }

  /**
   * BatchGetItem of the batch {@code batch} makes, with the repository's {@link BatchSettings}, once
   * {@code consistency} is checked.
   */
  final List<Optional<T>> readAll(Supplier<GetBatch<T>> batch, ReadConsistency consistency) {
    consistency(consistency, ".getAll");
    return batch.get().execute(context, mapper, consistency, context.batchSettings());
  }

  /** BatchWriteItem of {@code batch} with the repository's {@link BatchSettings}. */
  final void writeAll(WriteBatch batch) {
    batch.execute(context, context.batchSettings(), owner);
  }

  /** A batch of puts of {@code records}, {@code plural[i]} naming one in errors. */
  final WriteBatch puts(Collection<T> records, String method) {
    return new WriteBatch().putAll(records, mapper, owner.concat(method), plural, entity);
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

  /** Refuses null options; {@code method} is the caller's name without the owner ({@code "followers"}). */
  final void options(ListOptions options, String method) {
    if (options == null) {
      Arguments.requireOptions(options, owner.concat(".").concat(method), "options");
    }
  }
}
