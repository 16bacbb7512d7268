package dev.singletable.runtime.internal.batch;

import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.AsyncExecutor;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Puts and deletes collected in order, then sent with BatchWriteItem. Each record is mapped and
 * checked when it is added, so a bad one is refused before any request. Sending cuts the writes into
 * calls of at most 25, in order, starting a new call where a key comes back a second time (DynamoDB
 * refuses two writes of one key in a call); calls go one after the other, so the later write of a key
 * wins, as with sequential writes. Not thread-safe; generated code makes one per batch.
 */
public final class WriteBatch {
  static final int MAX_WRITES_PER_CALL = 25;

  /** One write: the caller's record, and the request made of it. */
  record Write(Object record, WriteRequest request, List<String> id) {
    boolean put() {
      return request.putRequest() != null;
    }
  }

  private final List<Write> writes = new ArrayList<>();

  /** Adds a put of {@code record}; {@code label} names it in errors ({@code "follow"}, {@code "follows[3]"}). */
  public <T> WriteBatch put(T record, ItemMapper<T> mapper, String method, String label, String entity) {
    Arguments.requireItem(record, method, label, entity);
    Map<String, AttributeValue> item = BatchEntries.at(method, label, () -> mapper.toItem(record));
    writes.add(new Write(record, WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build(),
        BatchEntries.id(item)));
    return this;
  }

  /** Adds a delete of the item whose key {@code mapper} makes of {@code record}. */
  public <T> WriteBatch delete(T record, ItemMapper<T> mapper, String method,
      String label, String entity) {
    Arguments.requireKey(record, method, label, entity);
    deleteKey(record, BatchEntries.at(method, label, () -> mapper.primaryKey(record)));
    return this;
  }

  private void deleteKey(Object asked, Map<String, AttributeValue> key) {
    writes.add(new Write(asked,
        WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build(), BatchEntries.id(key)));
  }

  /** Adds a put of each record, in iteration order; {@code records[i]} names one in errors. */
  public <T> WriteBatch putAll(Collection<T> records, ItemMapper<T> mapper, String method, String parameter,
      String entity) {
    int index = 0;
    for (T record : BatchEntries.requireRecords(records, method, parameter, entity)) {
      put(record, mapper, method, parameter + "[" + index++ + "]", entity);
    }
    return this;
  }

  /** Adds a delete of each record's key, in iteration order. */
  public <T> WriteBatch deleteAll(Collection<T> records, ItemMapper<T> mapper,
      String method, String parameter, String entity) {
    int index = 0;
    for (T record : BatchEntries.requireRecords(records, method, parameter, entity)) {
      delete(record, mapper, method, parameter + "[" + index++ + "]", entity);
    }
    return this;
  }

  /**
   * Adds a delete of the item whose key {@code keyOf} makes of each id, in iteration order;
   * {@code parameter[i]} names an id in errors, and {@link BatchIncompleteException#notDeleted()} lists ids.
   */
  public <K> WriteBatch deleteAllIds(Collection<K> ids, Function<? super K, Map<String, AttributeValue>> keyOf,
      String method, String parameter, String entity) {
    BatchEntries.forEachId(ids, keyOf, method, parameter, entity, this::deleteKey);
    return this;
  }

  /**
   * Sends every write; returns when all are done.
   *
   * @throws dev.singletable.runtime.InvalidRequestException if {@code settings} is null
   * @throws BatchIncompleteException if DynamoDB left some undone after the last attempt
   */
  public void execute(DynamoDbClient client, String table, BatchSettings settings) {
    execute(client, table, Backoff.of(BatchEntries.requireSettings(settings)));
  }

  /** As {@link #execute(DynamoDbClient, String, BatchSettings)}, without blocking. */
  public CompletableFuture<Void> executeAsync(DynamoDbAsyncClient client, String table, BatchSettings settings) {
    return executeAsync(client, table, Backoff.of(BatchEntries.requireSettings(settings)));
  }

  /**
   * As {@link #execute(DynamoDbClient, String, BatchSettings)}, on a generated table's context; null
   * {@code settings} are refused naming {@code method} ({@code SocialTable.BatchWrite.execute}).
   */
  public void execute(TableContext context, BatchSettings settings, String method) {
    context.sync().run(plan(context.tableName(), Backoff.of(BatchEntries.requireSettings(settings, method))));
  }

  /** As {@link #execute(TableContext, BatchSettings, String)}, without blocking. */
  public CompletableFuture<Void> executeAsync(TableContext context, BatchSettings settings, String method) {
    return context.async().run(plan(context.tableName(), Backoff.of(BatchEntries.requireSettings(settings, method))));
  }

  void execute(DynamoDbClient client, String table, Backoff backoff) {
    new SyncExecutor(client).run(plan(table, backoff));
  }

  CompletableFuture<Void> executeAsync(DynamoDbAsyncClient client, String table, Backoff backoff) {
    return new AsyncExecutor(client).run(plan(table, backoff));
  }

  /** The writes cut into calls: at most 25 each, never one key twice in a call, in order. */
  List<List<Write>> calls() {
    List<List<Write>> calls = new ArrayList<>();
    List<Write> call = new ArrayList<>();
    Set<List<String>> ids = new HashSet<>();
    for (Write write : writes) {
      if (call.size() == MAX_WRITES_PER_CALL || !ids.add(write.id())) {
        calls.add(call);
        call = new ArrayList<>();
        ids.clear();
        ids.add(write.id());
      }
      call.add(write);
    }
    if (!call.isEmpty()) {
      calls.add(call);
    }
    return calls;
  }

  private BatchPlan<Write, BatchWriteItemRequest, BatchWriteItemResponse> plan(String table, Backoff backoff) {
    return new BatchPlan<>(calls(), new Requests(table), backoff,
        (left, attempts, cause) -> incomplete(table, left, attempts, cause));
  }

  private BatchIncompleteException incomplete(String table, List<Write> left, int attempts, Throwable cause) {
    List<Object> notPut = new ArrayList<>();
    List<Object> notDeleted = new ArrayList<>();
    left.forEach(write -> (write.put() ? notPut : notDeleted).add(write.record()));
    String why = cause == null ? "DynamoDB kept returning them as UnprocessedItems"
        : "the last request failed with " + cause.getClass().getSimpleName();
    return new BatchIncompleteException("BatchWriteItem on table " + table + ": "
        + BatchEntries.plural(left.size(), "write") + " of " + writes.size() + " not done ("
        + BatchEntries.plural(notPut.size(), "put") + ", " + BatchEntries.plural(notDeleted.size(), "delete")
        + ") after " + BatchEntries.plural(attempts, "attempt") + "; " + why
        + ". The others were done. The table lacks capacity for this rate: resend notPut() and notDeleted() later,"
        + " raise the table's capacity, or allow more attempts with BatchSettings.maxAttempts.",
        notPut, notDeleted, List.of(), attempts, cause);
  }

  /** BatchWriteItem of the pending writes; what comes back unprocessed is matched by key. */
  private record Requests(String table)
      implements BatchPlan.Requests<Write, BatchWriteItemRequest, BatchWriteItemResponse> {
    @Override
    public Call<BatchWriteItemRequest, BatchWriteItemResponse> call() {
      return Call.Batches.BATCH_WRITE_ITEM;
    }

    @Override
    public BatchWriteItemRequest request(List<Write> pending) {
      List<WriteRequest> requests = new ArrayList<>(pending.size());
      pending.forEach(write -> requests.add(write.request()));
      return BatchWriteItemRequest.builder().requestItems(Map.of(table, requests)).build();
    }

    @Override
    public List<Write> unprocessed(List<Write> pending, BatchWriteItemResponse response) {
      List<WriteRequest> unprocessed = response.unprocessedItems().getOrDefault(table, List.of());
      if (unprocessed.isEmpty()) {
        return List.of();
      }
      Set<List<String>> ids = new HashSet<>();
      for (WriteRequest request : unprocessed) {
        ids.add(BatchEntries.id(request.putRequest() != null
            ? request.putRequest().item() : request.deleteRequest().key()));
      }
      return pending.stream().filter(write -> ids.contains(write.id())).toList();
    }
  }
}
