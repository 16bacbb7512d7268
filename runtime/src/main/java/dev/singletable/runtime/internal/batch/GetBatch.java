package dev.singletable.runtime.internal.batch;

import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.AsyncExecutor;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * Reads items by key with BatchGetItem. Every key is made, and so checked, when the batch is built.
 * A key asked for twice is read once (DynamoDB refuses duplicates in a call); keys go 100 a call.
 * The result has one element per record asked for, in the caller's order: the stored record, or
 * empty when no item has that key.
 *
 * @param <T> the record type
 */
public final class GetBatch<T> {
  static final int MAX_KEYS_PER_CALL = 100;

  /** One distinct key, and the first record (or id) that asked for it. */
  record Key(Object record, Map<String, AttributeValue> key, List<String> id) {}

  private final List<List<String>> asked = new ArrayList<>();
  private final Map<List<String>, Key> keys = new LinkedHashMap<>();

  /**
   * @param records the records whose ids name the items, in the order the result will have
   * @param mapper makes the primary key of a record
   */
  public GetBatch(List<T> records, ItemMapper<T> mapper, String method,
      String parameter, String entity) {
    int index = 0;
    for (T record : BatchEntries.requireRecords(records, method, parameter, entity)) {
      String label = parameter + "[" + index++ + "]";
      Arguments.requireKey(record, method, label, entity);
      add(record, BatchEntries.at(method, label, () -> mapper.primaryKey(record)));
    }
  }

  private GetBatch() {}

  /**
   * A batch of the items whose keys {@code keyOf} makes of {@code ids}, in the order the result will
   * have; {@code parameter[i]} names an id in errors, and {@link BatchIncompleteException#notRead()}
   * lists ids.
   */
  public static <K, T> GetBatch<T> ofIds(List<K> ids, Function<? super K, Map<String, AttributeValue>> keyOf,
      String method, String parameter, String entity) {
    GetBatch<T> batch = new GetBatch<>();
    BatchEntries.forEachId(ids, keyOf, method, parameter, entity, batch::add);
    return batch;
  }

  private void add(Object record, Map<String, AttributeValue> key) {
    List<String> id = BatchEntries.id(key);
    asked.add(id);
    keys.putIfAbsent(id, new Key(record, key, id));
  }

  /**
   * Reads every key; one element per record asked for.
   *
   * @throws BatchIncompleteException if DynamoDB left keys unread after the last attempt
   */
  public List<Optional<T>> execute(DynamoDbClient client, String table, ItemMapper<T> mapper,
      ReadConsistency consistency, BatchSettings settings) {
    return execute(client, table, mapper, consistency, Backoff.of(BatchEntries.requireSettings(settings)));
  }

  /** As {@link #execute(DynamoDbClient, String, ItemMapper, ReadConsistency, BatchSettings)}, without blocking. */
  public CompletableFuture<List<Optional<T>>> executeAsync(DynamoDbAsyncClient client, String table,
      ItemMapper<T> mapper, ReadConsistency consistency, BatchSettings settings) {
    return executeAsync(client, table, mapper, consistency, Backoff.of(BatchEntries.requireSettings(settings)));
  }

  /** As {@link #execute(DynamoDbClient, String, ItemMapper, ReadConsistency, BatchSettings)}, on a generated table's context. */
  public List<Optional<T>> execute(TableContext context, ItemMapper<T> mapper,
      ReadConsistency consistency, BatchSettings settings) {
    return run(context.sync(), context.tableName(), mapper, consistency,
        Backoff.of(BatchEntries.requireSettings(settings)));
  }

  /** As {@link #executeAsync(DynamoDbAsyncClient, String, ItemMapper, ReadConsistency, BatchSettings)}, on a generated table's context. */
  public CompletableFuture<List<Optional<T>>> executeAsync(TableContext context, ItemMapper<T> mapper,
      ReadConsistency consistency, BatchSettings settings) {
    return runAsync(context.async(), context.tableName(), mapper, consistency,
        Backoff.of(BatchEntries.requireSettings(settings)));
  }

  List<Optional<T>> execute(DynamoDbClient client, String table, ItemMapper<T> mapper,
      ReadConsistency consistency, Backoff backoff) {
    return run(new SyncExecutor(client), table, mapper, consistency, backoff);
  }

  CompletableFuture<List<Optional<T>>> executeAsync(DynamoDbAsyncClient client, String table,
      ItemMapper<T> mapper, ReadConsistency consistency, Backoff backoff) {
    return runAsync(new AsyncExecutor(client), table, mapper, consistency, backoff);
  }

  private List<Optional<T>> run(SyncExecutor executor, String table, ItemMapper<T> mapper,
      ReadConsistency consistency, Backoff backoff) {
    Requests requests = new Requests(table, consistency == ReadConsistency.STRONG);
    executor.run(plan(table, requests, backoff));
    return results(requests.found, mapper);
  }

  private CompletableFuture<List<Optional<T>>> runAsync(AsyncExecutor executor, String table,
      ItemMapper<T> mapper, ReadConsistency consistency, Backoff backoff) {
    Requests requests = new Requests(table, consistency == ReadConsistency.STRONG);
    return executor.run(plan(table, requests, backoff)).thenApply(done -> results(requests.found, mapper));
  }

  /** The distinct keys cut into calls of at most 100. */
  List<List<Key>> calls() {
    List<Key> distinct = new ArrayList<>(keys.values());
    List<List<Key>> calls = new ArrayList<>();
    for (int from = 0; from < distinct.size(); from += MAX_KEYS_PER_CALL) {
      calls.add(distinct.subList(from, Math.min(distinct.size(), from + MAX_KEYS_PER_CALL)));
    }
    return calls;
  }

  private List<Optional<T>> results(Map<List<String>, Map<String, AttributeValue>> found, ItemMapper<T> mapper) {
    Map<List<String>, T> records = new HashMap<>();
    found.forEach((id, item) -> records.put(id, mapper.fromItem(item)));
    List<Optional<T>> results = new ArrayList<>(asked.size());
    asked.forEach(id -> results.add(Optional.ofNullable(records.get(id))));
    return results;
  }

  private BatchPlan<Key, BatchGetItemRequest, BatchGetItemResponse> plan(String table, Requests requests,
      Backoff backoff) {
    return new BatchPlan<>(calls(), requests, backoff, (left, attempts, cause) -> {
      String why = cause == null ? "DynamoDB kept returning them as UnprocessedKeys"
          : "the last request failed with " + cause.getClass().getSimpleName();
      return new BatchIncompleteException("BatchGetItem on table " + table + ": "
          + BatchEntries.plural(left.size(), "key") + " of " + keys.size() + " not read after "
          + BatchEntries.plural(attempts, "attempt") + "; " + why
          + ". The table lacks capacity for this rate: read notRead() again later,"
          + " raise the table's capacity, or allow more attempts with BatchSettings.maxAttempts.",
          List.of(), List.of(), left.stream().map(Key::record).toList(), attempts, cause);
    });
  }

  /** BatchGetItem of the pending keys; keeps the items returned, gives back the keys left. */
  private static final class Requests implements BatchPlan.Requests<Key, BatchGetItemRequest, BatchGetItemResponse> {
    private final String table;
    private final boolean consistent;
    final Map<List<String>, Map<String, AttributeValue>> found = new HashMap<>();

    Requests(String table, boolean consistent) {
      this.table = table;
      this.consistent = consistent;
    }

    @Override
    public Call<BatchGetItemRequest, BatchGetItemResponse> call() {
      return Call.Batches.BATCH_GET_ITEM;
    }

    @Override
    public BatchGetItemRequest request(List<Key> pending) {
      KeysAndAttributes.Builder keys = KeysAndAttributes.builder().keys(pending.stream().map(Key::key).toList());
      if (consistent) {
        keys.consistentRead(true);
      }
      return BatchGetItemRequest.builder().requestItems(Map.of(table, keys.build())).build();
    }

    @Override
    public List<Key> unprocessed(List<Key> pending, BatchGetItemResponse response) {
      response.responses().getOrDefault(table, List.of()).forEach(item -> found.put(BatchEntries.id(item), item));
      KeysAndAttributes left = response.unprocessedKeys().get(table);
      if (left == null || left.keys().isEmpty()) {
        return List.of();
      }
      Set<List<String>> ids = left.keys().stream().map(BatchEntries::id).collect(Collectors.toSet());
      return pending.stream().filter(key -> ids.contains(key.id())).toList();
    }
  }
}
