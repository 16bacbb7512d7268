package dev.singletable.runtime;

/**
 * A cursor passed to {@link ListOptions#after(String)} was not made by {@link Page#nextCursor()} of
 * the same listing (same entity, index, partition, sort order and shard count) with a key this
 * application holds, or was damaged on the way. Thrown before any request is sent.
 */
public final class InvalidCursorException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** Why a cursor was refused. */
  public enum Reason {
    /** Not a cursor: not base64url, too short, or its content does not fit the listing. */
    MALFORMED,
    /** Longer than any cursor of the listing; refused before it is decoded. */
    TOO_LONG,
    /** Made by another version of the cursor format, such as an older release's. */
    UNSUPPORTED_VERSION,
    /**
     * Its signature or hash does not match: changed, made for another listing, or signed with a key
     * that is not configured (or signed when no key is configured, or the other way round).
     */
    NOT_VERIFIED
  }

  private final Reason reason;

  /** @param message why the cursor was refused and how to fix the call */
  public InvalidCursorException(String message) {
    this(Reason.MALFORMED, message);
  }

  /**
   * @param reason why the cursor was refused
   * @param message why the cursor was refused and how to fix the call
   */
  public InvalidCursorException(Reason reason, String message) {
    super(message);
    this.reason = reason;
  }

  /** Why the cursor was refused. */
  public Reason reason() {
    return reason;
  }
}
