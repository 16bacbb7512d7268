package dev.singletable.runtime.internal;

import dev.singletable.runtime.BatchIncompleteException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * The resend loop of a batch as a state machine, so that one set of rules drives both the blocking
 * loop and the future chain of {@link BatchRunner}. The batch is a list of calls sent one after the
 * other; each call is resent, with only what DynamoDB left unprocessed, until nothing is left or
 * the attempts run out. A throttling error counts as an attempt that processed nothing; any other
 * error ends the batch as it is.
 *
 * @param <E> one write or one key
 */
final class BatchRounds<E> {
  /** Builds the exception for what is left: the entries, the attempts made, the last throttling. */
  interface Incomplete<E> {
    BatchIncompleteException of(List<E> left, int attempts, Throwable cause);
  }

  private final Deque<List<E>> calls;
  private final Backoff backoff;
  private final Incomplete<E> incomplete;
  private List<E> pending;
  private int attempts;

  BatchRounds(List<List<E>> calls, Backoff backoff, Incomplete<E> incomplete) {
    this.calls = new ArrayDeque<>(calls);
    this.backoff = backoff;
    this.incomplete = incomplete;
    this.pending = this.calls.isEmpty() ? List.of() : this.calls.poll();
  }

  boolean done() {
    return pending.isEmpty();
  }

  /** What the next request carries. */
  List<E> pending() {
    return pending;
  }

  /**
   * After a response that left {@code unprocessed}: the wait before the next request (zero when
   * the call is finished).
   *
   * @throws BatchIncompleteException if something is left and this was the last attempt
   */
  Duration answered(List<E> unprocessed) {
    attempts++;
    if (unprocessed.isEmpty()) {
      attempts = 0;
      pending = calls.isEmpty() ? List.of() : calls.poll();
      return Duration.ZERO;
    }
    pending = List.copyOf(unprocessed);
    return retryOrGiveUp(null);
  }

  /**
   * After a failed request: the wait before resending it all if it was throttled.
   *
   * @throws RuntimeException the error itself if it is not throttling
   * @throws BatchIncompleteException if this was the last attempt
   */
  Duration failed(Throwable error) {
    Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
    if (!(cause instanceof AwsServiceException service && service.isThrottlingException())) {
      throw cause instanceof RuntimeException runtime ? runtime : new CompletionException(cause);
    }
    attempts++;
    return retryOrGiveUp(cause);
  }

  /** The exception for everything not done, when the wait itself was interrupted. */
  BatchIncompleteException interrupted(InterruptedException e) {
    return incomplete.of(left(), attempts, e);
  }

  private Duration retryOrGiveUp(Throwable cause) {
    if (attempts >= backoff.settings().maxAttempts()) {
      throw incomplete.of(left(), attempts, cause);
    }
    return backoff.delay(attempts);
  }

  private List<E> left() {
    List<E> left = new ArrayList<>(pending);
    calls.forEach(left::addAll);
    return left;
  }
}
