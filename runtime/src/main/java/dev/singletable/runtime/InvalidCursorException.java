package dev.singletable.runtime;

/**
 * A cursor passed to {@link ListOptions#after(String)} was not made by {@link Page#nextCursor()} of
 * the same listing (same entity, index, partition and sort order), or was damaged on the way. Thrown
 * before any request is sent.
 */
public final class InvalidCursorException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @param message why the cursor was refused and how to fix the call */
  public InvalidCursorException(String message) {
    super(message);
  }
}
