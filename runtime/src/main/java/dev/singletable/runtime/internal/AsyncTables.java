package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * {@link Tables#createIfMissing} over an asynchronous client: the same {@link TableSetup} steps,
 * with the pauses between DescribeTable calls scheduled on
 * {@link CompletableFuture#delayedExecutor}, so no thread waits.
 */
final class AsyncTables {
  private AsyncTables() {}

  /** Creates the table unless it exists; the future completes when it and its indexes are ACTIVE. */
  static CompletableFuture<Void> createIfMissing(
      DynamoDbAsyncClient client, CreateTableRequest request) {
    return run(client, new TableSetup(request));
  }

  private static CompletableFuture<Void> run(DynamoDbAsyncClient client, TableSetup setup) {
    return switch (setup.step()) {
      case DESCRIBE -> describeOrNull(client, setup).thenCompose(table -> {
        setup.described(table);
        return run(client, setup);
      });
      case CREATE -> create(client, setup).thenCompose(created -> {
        setup.created();
        return run(client, setup);
      });
      case PAUSE -> CompletableFuture.runAsync(() -> { },
              CompletableFuture.delayedExecutor(setup.pauseMillis(), TimeUnit.MILLISECONDS))
          .thenCompose(paused -> {
            setup.paused();
            return run(client, setup);
          });
      case DONE -> CompletableFuture.completedFuture(null);
    };
  }

  /** CreateTable; a table another process created meanwhile is fine, and is checked next. */
  private static CompletableFuture<Void> create(DynamoDbAsyncClient client, TableSetup setup) {
    return client.createTable(setup.request()).handle((response, failure) -> {
      if (failure != null && !(AsyncCalls.cause(failure) instanceof ResourceInUseException)) {
        throw AsyncCalls.completion(failure);
      }
      return null;
    });
  }

  /** The table, or null while DescribeTable does not see it (it is eventually consistent). */
  private static CompletableFuture<TableDescription> describeOrNull(
      DynamoDbAsyncClient client, TableSetup setup) {
    return client.describeTable(setup.describe()).handle((response, failure) -> {
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
