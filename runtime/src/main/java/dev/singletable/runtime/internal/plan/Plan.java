package dev.singletable.runtime.internal.plan;

import java.time.Duration;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A read or write of several requests (a page, a count, a batch, a transaction, a table set-up, a
 * recount, a re-shard step), as a state machine that sends nothing and never waits. A driver, {@code
 * SyncExecutor.run} or {@code AsyncExecutor.run} and nothing else, asks {@link #step()} what to do,
 * does it and reports back: the answer or failure of a {@link Send}, the answers of a {@link Round},
 * the end of a {@link Wait}; at {@link Done} it takes {@link #result()}. So the decisions exist once,
 * and the sync driver blocks where the async one chains futures. A plan serves one run, one step at
 * a time, from whichever thread the driver is on.
 *
 * <p>Public only so that the runtime's public base classes can hand plans to the executors: its
 * steps and methods are this package's, so no other code can make or drive one.
 *
 * @param <R> the result
 */
public abstract class Plan<R> {

  /** What the driver does next. */
  public sealed interface Step permits Send, Round, Wait, Done {}

  /** Sends {@code request}, then reports its response to {@link #answered} or its failure to {@link #failed}. */
  public record Send<Q, S>(Call<Q, S> call, Q request) implements Step {}

  /**
   * Sends the Queries of one round of a sharded read together (at most {@link #MAX_IN_FLIGHT} at
   * once; the sync driver one after another unless it has a shard read executor), then reports their
   * responses, in request order, to {@link #answeredAll}. The first failure ends the run.
   */
  public record Round(List<QueryRequest> queries) implements Step {}

  /** Waits {@code delay} through {@code waits} (a seam tests replace), then calls {@link #waited}. */
  public record Wait(Duration delay, Backoff waits) implements Step {}

  /** The plan is complete: {@link #result()} holds its result. */
  public enum Done implements Step { DONE }

  /** The most Queries one round has in flight at once. */
  public static final int MAX_IN_FLIGHT = 16;

  public Plan() {}

  /**
   * {@code operation} as a one-request plan, for code that runs plans of either kind. (Here, not on
   * {@link Operation}, so that code sending single operations never loads the plan classes.)
   */
  public static <Q, S, R> Plan<R> of(Operation<Q, S, R> operation) {
    return new OperationPlan<>(operation);
  }

  /** The next step. */
  public abstract Step step();

  /** The response to the last {@link Send}. */
  public void answered(Object response) {
    throw new IllegalStateException(getClass().getSimpleName() + " sends nothing");
  }

  /**
   * The failure of the last {@link Send}, unwrapped from the future's wrappers. By default it ends
   * the run as it came; a plan for which a failure is an answer (a throttle, a lost race) overrides it.
   */
  public void failed(RuntimeException failure) {
    throw failure;
  }

  /** The responses to the last {@link Round}, in its order. */
  public void answeredAll(List<QueryResponse> responses) {
    throw new IllegalStateException(getClass().getSimpleName() + " sends no rounds");
  }

  /** The last {@link Wait} is over. */
  public void waited() {}

  /** The exception to throw when a blocking {@link Wait} was interrupted; the driver sets the flag again. */
  public RuntimeException interrupted(InterruptedException e) {
    return new IllegalStateException("interrupted while waiting", e);
  }

  /** The result, once {@link #step()} said {@link Done}. */
  public abstract R result();
}
