package dev.singletable.runtime.internal.plan;

/**
 * A read of one page as a value that knows the read of the next: {@link #plan()} reads this page,
 * {@link #next} makes the read of the page after it. The executors run it page after page, as a
 * stream or a publisher.
 *
 * @param <R> the page
 */
public interface Resumable<R> {

  /** A new plan that reads this page. */
  Plan<R> plan();

  /** The read of the page after {@code page}, which this read gave, or null if {@code page} was the last. */
  Resumable<R> next(R page);
}
