package dev.singletable.runtime.internal.query;


/**
 * A page of a listing, as a value, that knows the next one.
 *
 * @param <Q> the query type itself
 * @param <R> the page it reads
 */
public interface Resumable<Q extends Resumable<Q, R>, R> {
  /** The page after {@code page}, which this query read, or null if {@code page} was the last. */
  Q next(R page);
}
