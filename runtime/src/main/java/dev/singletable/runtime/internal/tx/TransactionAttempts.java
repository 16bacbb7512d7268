package dev.singletable.runtime.internal.tx;

import dev.singletable.runtime.TransactionRetriesExhaustedException;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * One {@link WriteTransaction} and its resends, as a {@link Plan}: TransactWriteItems, resent with
 * the same token after a backoff wait when it must be. Reads each failure by DynamoDB's reason codes,
 * one per action in action order:
 *
 * <ul>
 *   <li>only {@code None}, {@code ConditionalCheckFailed} and {@code TransactionConflict}, with a
 *       failed condition: the outcome, each failed position read with its action's meaning;
 *   <li>only {@code None} and {@code TransactionConflict}, or {@code TransactionInProgressException}:
 *       resent after a full-jitter wait, until the attempts run out;
 *   <li>anything else (another reason code such as {@code ThrottlingError} or {@code ValidationError},
 *       or any other error): thrown as it came.
 * </ul>
 */
final class TransactionAttempts extends Plan<TransactionOutcome> {
  private static final String NONE = "None";
  private static final String CONDITION_FAILED = "ConditionalCheckFailed";
  static final String CONFLICT = "TransactionConflict";

  private final WriteTransaction transaction;
  private final Backoff backoff;
  private int attempts;
  private TransactionOutcome outcome;
  /** The wait before the next attempt, or null. */
  private Duration wait;

  TransactionAttempts(WriteTransaction transaction, Backoff backoff) {
    this.transaction = transaction;
    this.backoff = backoff;
  }

  @Override
  public Step step() {
    if (outcome != null) {
      return Done.DONE;
    }
    return wait != null ? new Wait(wait, backoff) : new Send<>(Call.Transactions.TRANSACT_WRITE_ITEMS, transaction.request());
  }

  @Override
  public void answered(Object response) {
    outcome = TransactionOutcome.COMMITTED;
  }

  /**
   * A failed attempt: the outcome it means, or the wait before resending.
   *
   * @throws RuntimeException the error itself when it is neither an outcome nor to be resent
   * @throws TransactionRetriesExhaustedException when it is to be resent and this was the last attempt
   */
  @Override
  public void failed(RuntimeException error) {
    attempts++;
    if (error instanceof TransactionInProgressException) {
      wait = retry(error, "an earlier attempt with the same token was still in progress");
      return;
    }
    if (error instanceof TransactionCanceledException cancelled && cancelled.hasCancellationReasons()) {
      List<CancellationReason> reasons = cancelled.cancellationReasons();
      if (only(reasons, CONDITION_FAILED) && has(reasons, CONDITION_FAILED)) {
        outcome = outcome(reasons);
        return;
      }
      if (only(reasons, null) && has(reasons, CONFLICT)) {
        wait = retry(error, "DynamoDB cancelled it for a TransactionConflict at actions " + conflicts(reasons)
            + ": another write was changing the same items");
        return;
      }
    }
    throw error;
  }

  @Override
  public void waited() {
    wait = null;
  }

  /** The exception for a wait that was interrupted. */
  @Override
  public RuntimeException interrupted(InterruptedException e) {
    return exhausted("the wait before resending was interrupted", e);
  }

  @Override
  public TransactionOutcome result() {
    return outcome;
  }

  private Duration retry(Throwable cause, String why) {
    if (attempts >= backoff.settings().maxAttempts()) {
      throw exhausted(why, cause);
    }
    return backoff.delay(attempts);
  }

  private TransactionRetriesExhaustedException exhausted(String why, Throwable cause) {
    return new TransactionRetriesExhaustedException(transaction.method() + ": the transaction is not known to"
        + " be committed after " + BatchEntries.plural(attempts, "attempt") + "; at the last, " + why
        + ". Every attempt carried ClientRequestToken " + transaction.clientRequestToken()
        + ", so it is applied at most once. Retry later, or allow more attempts with BatchSettings.maxAttempts.",
        transaction.clientRequestToken(), attempts, cause);
  }

  /** Whether every code is None, TransactionConflict or {@code extra}. */
  static boolean only(List<CancellationReason> reasons, String extra) {
    for (CancellationReason reason : reasons) {
      String code = reason.code();
      if (!NONE.equals(code) && !CONFLICT.equals(code) && !(extra != null && extra.equals(code))) {
        return false;
      }
    }
    return true;
  }

  static boolean has(List<CancellationReason> reasons, String code) {
    for (CancellationReason reason : reasons) {
      if (code.equals(reason.code())) {
        return true;
      }
    }
    return false;
  }

  private static List<Integer> conflicts(List<CancellationReason> reasons) {
    List<Integer> positions = new ArrayList<>();
    for (int i = 0; i < reasons.size(); i++) {
      if (CONFLICT.equals(reasons.get(i).code())) {
        positions.add(i);
      }
    }
    return positions;
  }

  /** Each failed condition, read at its position with the meaning of the action there. */
  private TransactionOutcome outcome(List<CancellationReason> reasons) {
    List<WriteTransaction.Action> actions = transaction.actions();
    List<TransactionOutcome.ConditionFailure> failures = new ArrayList<>();
    for (int i = 0; i < reasons.size() && i < actions.size(); i++) {
      CancellationReason reason = reasons.get(i);
      if (CONDITION_FAILED.equals(reason.code())) {
        WriteTransaction.Action action = actions.get(i);
        failures.add(new TransactionOutcome.ConditionFailure(i, action.ifConditionFails(), action.label(),
            reason.item()));
      }
    }
    return new TransactionOutcome(failures);
  }
}
