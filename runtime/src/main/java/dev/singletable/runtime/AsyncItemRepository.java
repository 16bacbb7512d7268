package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.AsyncCalls;
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
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link ItemRepository} over a {@code DynamoDbAsyncClient}: what {@link AsyncEdgeRepository} and
 * {@link AsyncNodeRepository} share, reads by key, typed updates and the running of batches. Methods
 * return at once and never throw: a refusal fails the returned future with nothing sent. Not for
 * other subclasses. Thread-safe.
 *
 * @param <T> the record
 * @param <M> its mapper
 */
public abstract class AsyncItemRepository<T, M extends ItemMapper<T>> {
  final RepositoryWiring<T, M> wiring;
  final TableContext context;
  final M mapper;
  final String owner;
  final String entity;
  final String parameter;
  final String plural;

  AsyncItemRepository(Wiring wiring) {
    this.wiring = RepositoryWiring.of(wiring);
    this.context = this.wiring.context();
    this.mapper = this.wiring.mapper();
    this.owner = this.wiring.owner();
    this.entity = this.wiring.entity();
    this.parameter = this.wiring.parameter();
    this.plural = this.wiring.plural();
  }

  /**
   * As {@link ItemRepository#listing(int, String, String)}, the partition made by {@code partition}
   * when a read starts, so that a bad id fails the read's future. For generated subclasses only.
   */
  protected final AsyncListing<T> listing(int listing, Supplier<String> partition, String method) {
    return new AsyncListing<>(context, wiring.listings().get(listing), partition, mapper, owner, method);
  }

  /**
   * As {@link ItemRepository#listing(int, String, String, Range, String)}, the partition and sort
   * prefix made when a read starts. For generated subclasses only.
   */
  protected final AsyncListing<T> listing(int listing, Supplier<String> partition,
      Supplier<String> sortPrefixOrNull, Range<?> range, String method) {
    return new AsyncListing<>(context, wiring.listings().get(listing), partition, mapper, owner, method,
        sortPrefixOrNull, range);
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
   * As {@link ItemRepository#unique}, the partition made when the read starts. For generated subclasses
   * only.
   */
  protected final CompletableFuture<Optional<T>> unique(int listing, Supplier<String> partition, String method) {
    return listing(listing, partition, method).page(ItemRepository.ONE).thenApply(page ->
        ItemRepository.only(page, wiring.listings().get(listing), owner, entity, null, method));
  }

  /**
   * The handle of the item with {@code key}, for a read transaction's {@link
   * AsyncReadTransaction#get(ItemKey) get}. Sends nothing. For generated subclasses only ({@code key(ids...)}).
   */
  protected final ItemKey<T> keyOf(Map<String, AttributeValue> key) {
    return new ItemKey<>(wiring, key);
  }

  /** The physical table name. */
  public final String tableName() {
    return context.tableName();
  }

  /**
   * The stored record with the key of {@code record}, or empty: one GetItem. The future fails with
   * {@link InvalidKeyException} if {@code record} or one of its ids is null.
   */
  public final CompletableFuture<Optional<T>> get(T record, ReadConsistency consistency) {
    return getByKey(() -> mapper.primaryKey(key(record, ".get")), consistency);
  }

  /** As {@link #get(Object, ReadConsistency)}, eventually consistent. */
  public final CompletableFuture<Optional<T>> get(T record) {
    return get(record, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether a record with the key of {@code record} exists: one GetItem that fetches only the key. The
   * future fails with {@link InvalidKeyException} if {@code record} or one of its ids is null.
   */
  public final CompletableFuture<Boolean> exists(T record, ReadConsistency consistency) {
    return existsByKey(() -> mapper.primaryKey(key(record, ".exists")), consistency);
  }

  /** As {@link #exists(Object, ReadConsistency)}, eventually consistent. */
  public final CompletableFuture<Boolean> exists(T record) {
    return exists(record, ReadConsistency.EVENTUAL);
  }

  /** GetItem of the key {@code key} makes; a refusal fails the future. For generated subclasses only. */
  protected final CompletableFuture<Optional<T>> getByKey(
      Supplier<Map<String, AttributeValue>> key, ReadConsistency consistency) {
    return AsyncCalls.future(() -> {
      consistency(consistency, ".get");
      return context.async().execute(Operations.get(context.tableName(), key.get(), consistency, mapper));
    });
  }

  /** GetItem of the partition key only. For generated subclasses only. */
  protected final CompletableFuture<Boolean> existsByKey(
      Supplier<Map<String, AttributeValue>> key, ReadConsistency consistency) {
    return AsyncCalls.future(() -> {
      consistency(consistency, ".exists");
      return context.async().execute(Operations.exists(context.tableName(), key.get(), consistency));
    });
  }

  /**
   * UpdateItem of the key {@code key} makes, with {@code update}, conditioned only on the item existing;
   * a refusal fails the future. For generated subclasses only.
   */
  protected final CompletableFuture<T> updateByKey(Supplier<Map<String, AttributeValue>> key, ItemUpdate update) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      return applyUpdate(itemKey, ItemUpdate.checked(update, owner.concat(".update"), entity), null, null, 0);
    });
  }

  /**
   * As {@link ItemRepository#updateByKey(Map, ItemUpdate, Condition)}; a refusal fails the future. For
   * generated subclasses only.
   */
  protected final CompletableFuture<T> updateByKey(Supplier<Map<String, AttributeValue>> key, ItemUpdate update,
      Condition<T> condition) {
    return AsyncCalls.future(() -> {
      Map<String, AttributeValue> itemKey = key.get();
      String method = owner.concat(".update");
      UpdateSpec spec = ItemUpdate.checked(update, method, entity);
      return applyUpdate(itemKey, spec, null, null, 0, Condition.expr(condition, method));
    });
  }

  /** The update: one UpdateItem, whose failed condition carries the item that says which. */
  final CompletableFuture<T> applyUpdate(Map<String, AttributeValue> key, UpdateSpec spec,
      String versionAttribute, Object id, long version) {
    return applyUpdate(key, spec, versionAttribute, id, version, null);
  }

  /** As {@link #applyUpdate(Map, UpdateSpec, String, Object, long)}, also conditioned on {@code conditionOrNull}. */
  final CompletableFuture<T> applyUpdate(Map<String, AttributeValue> key, UpdateSpec spec,
      String versionAttribute, Object id, long version, Expr conditionOrNull) {
    return context.async().execute(UpdateOperations.update(context.tableName(), key, spec, entity, id,
        versionAttribute, version, mapper, conditionOrNull));
  }

  /**
   * BatchGetItem of the batch {@code batch} makes, with the repository's {@link BatchSettings}, once
   * {@code consistency} is checked; a refusal fails the future.
   */
  final CompletableFuture<List<Optional<T>>> readAll(Supplier<GetBatch<T>> batch, ReadConsistency consistency) {
    return AsyncCalls.future(() -> {
      consistency(consistency, ".getAll");
      return batch.get().executeAsync(context, mapper, consistency, context.batchSettings());
    });
  }

  /** BatchWriteItem of the batch {@code batch} makes, with the repository's {@link BatchSettings}. */
  final CompletableFuture<Void> writeAll(Supplier<WriteBatch> batch) {
    return AsyncCalls.future(() -> batch.get().executeAsync(context, context.batchSettings(), owner));
  }

  /** A batch of puts of {@code records}, {@code plural[i]} naming one in errors. */
  final WriteBatch puts(Collection<T> records, String method) {
    return new WriteBatch().putAll(records, mapper, owner.concat(method), plural, entity);
  }

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
