package dev.singletable.runtime.internal.exec;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.IntFunction;
import software.amazon.awssdk.core.exception.AbortedException;

/**
 * One round of a sharded read run concurrently for a synchronous client: tasks {@code 0} to {@code
 * count - 1} (a Query or a count per shard) on lanes submitted to the user's executor and on the
 * caller's thread, which takes tasks like any lane and then waits until every task taken has ended.
 * Lanes take tasks in index order, one at a time, so at most {@code lanes} run at once.
 *
 * <p>Why the caller works too: a round never waits for a lane that has not started, so it finishes
 * even when the executor is busy (or is the pool the caller itself runs on), and a refused lane
 * leaves its tasks to the others. After a failure no task is taken any more; the round waits for
 * the tasks running, then throws the failure of the lowest task, the others suppressed in it: the
 * exception the sequential path would have thrown had the same shards failed, not wrapped.
 */
final class ShardRound<R> {
  private final IntFunction<R> task;
  private final Object[] results;
  private final Throwable[] failures;
  /** Guarded by this, as are the two below: tasks taken, from 0 up. */
  private int taken;
  private int ended;
  private boolean stopped;

  private ShardRound(int count, IntFunction<R> task) {
    this.task = task;
    this.results = new Object[count];
    this.failures = new Throwable[count];
  }

  /**
   * The results of the {@code count} tasks in index order, run at most {@code lanes} at once, the
   * caller's thread being one lane.
   *
   * @throws RuntimeException the lowest failed task's exception, as the task threw it
   * @throws AbortedException if the caller was interrupted while waiting (its flag is set again)
   */
  static <R> List<R> run(Executor executor, int lanes, int count, IntFunction<R> task) {
    ShardRound<R> round = new ShardRound<>(count, task);
    for (int lane = 1; lane < Math.min(lanes, count); lane++) {
      try {
        executor.execute(round::work);
      } catch (RejectedExecutionException refused) {
        break;
      }
    }
    round.work();
    round.awaitTaken();
    return round.results();
  }

  /** Runs tasks until none is left or one failed. */
  private void work() {
    for (int i = take(); i >= 0; i = take()) {
      try {
        R result = task.apply(i);
        end(i, result, null);
      } catch (Throwable failure) {
        end(i, null, failure);
      }
    }
  }

  private synchronized int take() {
    return stopped || taken == results.length ? -1 : taken++;
  }

  private synchronized void end(int i, R result, Throwable failure) {
    results[i] = result;
    failures[i] = failure;
    stopped |= failure != null;
    ended++;
    notifyAll();
  }

  /**
   * Waits for every task taken; an interrupt stops the taking but not the wait for those running. A
   * thread notified and interrupted at once may return from {@code wait()} normally with its flag
   * set (JLS 17.2.4), so the flag is read once more at the end: that interrupt counts too.
   */
  private synchronized void awaitTaken() {
    boolean interrupted = false;
    while (ended < taken) {
      try {
        wait();
      } catch (InterruptedException e) {
        interrupted = true;
        stopped = true;
      }
    }
    interrupted |= Thread.interrupted();
    if (interrupted) {
      Thread.currentThread().interrupt();
      throw AbortedException.builder().message("Interrupted while waiting for the shards' Queries").build();
    }
  }

  @SuppressWarnings("unchecked")
  private synchronized List<R> results() {
    Throwable first = null;
    for (Throwable failure : failures) {
      if (failure != null && first == null) {
        first = failure;
      } else if (failure != null && failure != first) {
        first.addSuppressed(failure);
      }
    }
    if (first instanceof Error error) {
      throw error;
    }
    if (first != null) {
      throw (RuntimeException) first;
    }
    return (List<R>) Arrays.asList(results);
  }
}
