package dev.singletable.runtime.internal;

/** A page of a listing that knows the next one: the same listing after a cursor. */
interface Resumable<Q> {
  /** The next page: the same listing after {@code cursor}. */
  Q after(String cursor);
}
