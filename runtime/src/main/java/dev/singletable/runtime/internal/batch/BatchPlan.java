package dev.singletable.runtime.internal.batch;

import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * A batch and its resends, as a {@link Plan}. The batch is a list of calls sent one after the other;
 * each call is resent, with only what DynamoDB left unprocessed, after a backoff wait, until nothing
 * is left or the attempts run out. A throttling error counts as an attempt that processed nothing;
 * any other error ends the batch as it is.
 *
 * @param <E> one write or one key
 * @param <Q> the request
 * @param <S> the response
 */
final class BatchPlan<E, Q, S> extends Plan<Void> {
  /** One kind of batch call: what a request holds and how to read its response. */
  interface Requests<E, Q, S> {
    /** The API call. */
    Call<Q, S> call();

    Q request(List<E> pending);

    /** Reads the response (keeping any items it returned) and gives back what it left unprocessed. */
    List<E> unprocessed(List<E> pending, S response);
  }

  /** Builds the exception for what is left: the entries, the attempts made, the last throttling. */
  interface Incomplete<E> {
    BatchIncompleteException of(List<E> left, int attempts, Throwable cause);
  }

  private final Deque<List<E>> calls;
  private final Requests<E, Q, S> requests;
  private final Backoff backoff;
  private final Incomplete<E> incomplete;
  private List<E> pending;
  private int attempts;
  /** The wait after the last answer (zero once a call is done), or null before the next request. */
  private Duration wait;

  BatchPlan(List<List<E>> calls, Requests<E, Q, S> requests, Backoff backoff, Incomplete<E> incomplete) {
    this.calls = new ArrayDeque<>(calls);
    this.requests = requests;
    this.backoff = backoff;
    this.incomplete = incomplete;
    this.pending = this.calls.isEmpty() ? List.of() : this.calls.poll();
  }

  @Override
  public Step step() {
    if (wait != null) {
      return new Wait(wait, backoff);
    }
    return pending.isEmpty() ? Done.DONE : new Send<>(requests.call(), requests.request(pending));
  }

  @Override
  @SuppressWarnings("unchecked")
  public void answered(Object response) {
    wait = answered(requests.unprocessed(pending, (S) response));
  }

  /**
   * A failed request: resent whole after a wait if it was throttled.
   *
   * @throws RuntimeException the failure itself if it is not throttling
   * @throws BatchIncompleteException if this was the last attempt
   */
  @Override
  public void failed(RuntimeException failure) {
    if (!(failure instanceof AwsServiceException service && service.isThrottlingException())) {
      throw failure;
    }
    attempts++;
    wait = retryOrGiveUp(failure);
  }

  @Override
  public void waited() {
    wait = null;
  }

  /** The exception for everything not done, when a wait was interrupted. */
  @Override
  public RuntimeException interrupted(InterruptedException e) {
    return incomplete.of(left(), attempts, e);
  }

  @Override
  public Void result() {
    return null;
  }

  /**
   * After a response that left {@code unprocessed}: the wait before the next request (zero when
   * the call is finished).
   *
   * @throws BatchIncompleteException if something is left and this was the last attempt
   */
  private Duration answered(List<E> unprocessed) {
    attempts++;
    if (unprocessed.isEmpty()) {
      attempts = 0;
      pending = calls.isEmpty() ? List.of() : calls.poll();
      return Duration.ZERO;
    }
    pending = List.copyOf(unprocessed);
    return retryOrGiveUp(null);
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
