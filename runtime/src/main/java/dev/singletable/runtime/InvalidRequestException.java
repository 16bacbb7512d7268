package dev.singletable.runtime;

/**
 * The options of a call are invalid, for example a page size below 1 or a consistent read on a global
 * secondary index. Thrown before any request is sent. A cursor from another listing is an
 * {@link InvalidCursorException} instead.
 */
public final class InvalidRequestException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @param message which option is wrong and how to fix it */
  public InvalidRequestException(String message) {
    super(message);
  }
}
