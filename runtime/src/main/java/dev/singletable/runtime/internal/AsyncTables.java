package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * {@link Tables#createIfMissing} over an asynchronous client, with the same steps, checks and
 * back-off; the pauses between DescribeTable calls are scheduled with
 * {@link CompletableFuture#delayedExecutor}, so no thread waits.
 */
final class AsyncTables {
  private AsyncTables() {}

  /** Creates the table unless it exists; the future completes when it and its indexes are ACTIVE. */
  static CompletableFuture<Void> createIfMissing(DynamoDbAsyncClient client, CreateTableRequest request) {
    DescribeTableRequest describe = DescribeTableRequest.builder().tableName(request.tableName()).build();
    long deadline = System.nanoTime() + Tables.WAIT_LIMIT.toNanos();
    return describeOrNull(client, describe).thenCompose(table -> {
      if (table == null) {
        return create(client, request)
            .thenCompose(created -> awaitActive(client, describe, Tables.FIRST_PAUSE_MILLIS, deadline))
            .thenAccept(active -> TableCheck.check(active, request));
      }
      TableCheck.check(table, request);
      return Tables.isActive(table)
          ? CompletableFuture.<Void>completedFuture(null)
          : awaitActive(client, describe, Tables.FIRST_PAUSE_MILLIS, deadline).thenAccept(active -> {});
    });
  }

  /** CreateTable; a table another process created meanwhile is fine, and is checked afterwards. */
  private static CompletableFuture<Void> create(DynamoDbAsyncClient client, CreateTableRequest request) {
    return client.createTable(request).handle((response, failure) -> {
      if (failure != null && !(AsyncCalls.cause(failure) instanceof ResourceInUseException)) {
        throw AsyncCalls.completion(failure);
      }
      return null;
    });
  }

  private static CompletableFuture<TableDescription> awaitActive(DynamoDbAsyncClient client,
      DescribeTableRequest describe, long pauseMillis, long deadline) {
    return describeOrNull(client, describe).thenCompose(table -> {
      if (table != null && Tables.isActive(table)) {
        return CompletableFuture.completedFuture(table);
      }
      if (System.nanoTime() > deadline) {
        throw Tables.notActive(describe);
      }
      return CompletableFuture.runAsync(() -> {},
              CompletableFuture.delayedExecutor(pauseMillis, TimeUnit.MILLISECONDS))
          .thenCompose(paused -> awaitActive(client, describe,
              Math.min(pauseMillis * 2, Tables.LONGEST_PAUSE_MILLIS), deadline));
    });
  }

  /** The table, or null while DescribeTable does not see it (it is eventually consistent). */
  private static CompletableFuture<TableDescription> describeOrNull(DynamoDbAsyncClient client,
      DescribeTableRequest describe) {
    return client.describeTable(describe).handle((response, failure) -> {
      if (failure == null) {
        return response.table();
      }
      if (AsyncCalls.cause(failure) instanceof ResourceNotFoundException) {
        return null;
      }
      throw AsyncCalls.completion(failure);
    });
  }
}
