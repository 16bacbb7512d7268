package dev.singletable.runtime.internal.tx;

import dev.singletable.runtime.TransactionRetriesExhaustedException;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A read transaction and its resends, as a {@link Plan}: TransactGetItems, sent again after a
 * full-jitter wait when DynamoDB cancelled it for a {@code TransactionConflict} (a write transaction
 * was changing one of its items; its reasons are then only {@code None} and {@code
 * TransactionConflict}), until the table's {@code BatchSettings.maxAttempts} run out. A read writes
 * nothing, so resending it is always safe. Any other failure is thrown as it came.
 */
final class ReadAttempts extends Plan<List<Optional<Object>>> {
  private final TransactGetItemsRequest request;
  private final Function<TransactGetItemsResponse, List<Optional<Object>>> reader;
  private final Backoff backoff;
  private final String method;
  private int attempts;
  private List<Optional<Object>> result;
  /** The wait before the next attempt, or null. */
  private Duration wait;

  ReadAttempts(TransactGetItemsRequest request, Function<TransactGetItemsResponse, List<Optional<Object>>> reader,
      Backoff backoff, String method) {
    this.request = request;
    this.reader = reader;
    this.backoff = backoff;
    this.method = method;
  }

  @Override
  public Step step() {
    if (result != null) {
      return Done.DONE;
    }
    return wait != null ? new Wait(wait, backoff) : new Send<>(Call.Transactions.TRANSACT_GET_ITEMS, request);
  }

  @Override
  public void answered(Object response) {
    result = reader.apply((TransactGetItemsResponse) response);
  }

  /**
   * A cancelled attempt for a conflict: the wait before resending.
   *
   * @throws RuntimeException the error itself when it is not a conflict
   * @throws TransactionRetriesExhaustedException when this was the last attempt
   */
  @Override
  public void failed(RuntimeException error) {
    attempts++;
    if (!(error instanceof TransactionCanceledException cancelled) || !conflictOnly(cancelled)) {
      throw error;
    }
    if (attempts >= backoff.settings().maxAttempts()) {
      throw exhausted("DynamoDB cancelled it for a TransactionConflict: a write transaction was changing one of"
          + " its items", error);
    }
    wait = backoff.delay(attempts);
  }

  @Override
  public void waited() {
    wait = null;
  }

  @Override
  public RuntimeException interrupted(InterruptedException e) {
    return exhausted("the wait before reading again was interrupted", e);
  }

  @Override
  public List<Optional<Object>> result() {
    return result;
  }

  private TransactionRetriesExhaustedException exhausted(String why, Throwable cause) {
    return new TransactionRetriesExhaustedException(method + ": the read transaction was not answered after "
        + BatchEntries.plural(attempts, "attempt") + "; at the last, " + why + ". Read again later, or allow more"
        + " attempts with BatchSettings.maxAttempts.", null, attempts, cause);
  }

  /** Cancelled for a conflict and nothing else: the reasons are only None and TransactionConflict. */
  private static boolean conflictOnly(TransactionCanceledException cancelled) {
    return cancelled.hasCancellationReasons() && TransactionAttempts.only(cancelled.cancellationReasons(), null)
        && TransactionAttempts.has(cancelled.cancellationReasons(), TransactionAttempts.CONFLICT);
  }
}
