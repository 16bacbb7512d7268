package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * Sends a transaction, blocking or as a chain of futures. What to do after each answer is
 * {@link TransactionAttempts}'s; here is only the sending and the waiting.
 */
final class TransactionRunner {
  private TransactionRunner() {}

  static TransactionOutcome run(DynamoDbClient client, TransactionAttempts attempts, Backoff backoff) {
    while (true) {
      TransactionAttempts.Next next;
      try {
        client.transactWriteItems(attempts.transaction().request());
        return TransactionOutcome.COMMITTED;
      } catch (RuntimeException e) {
        next = attempts.failed(e);
      }
      if (next.outcome() != null) {
        return next.outcome();
      }
      try {
        backoff.sleep(next.delay());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw attempts.interrupted(e);
      }
    }
  }

  /** Never blocks: each attempt starts when the wait after the previous one completes. */
  static CompletableFuture<TransactionOutcome> runAsync(DynamoDbAsyncClient client, TransactionAttempts attempts,
      Backoff backoff) {
    CompletableFuture<TransactWriteItemsResponse> sent;
    try {
      sent = client.transactWriteItems(attempts.transaction().request());
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    return sent
        .handle((response, error) -> error == null ? TransactionAttempts.Next.COMMITTED : attempts.failed(error))
        .thenCompose(next -> next.outcome() != null ? CompletableFuture.completedFuture(next.outcome())
            : backoff.after(next.delay()).thenCompose(ignored -> runAsync(client, attempts, backoff)));
  }
}
