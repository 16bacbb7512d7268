package dev.singletable.runtime;

/**
 * Base of every error the singletable runtime throws on purpose. Each subclass names the input that
 * was wrong and says how to fix it; errors about a call's arguments are thrown before any request is
 * sent to DynamoDB. Errors from DynamoDB itself reach the caller unchanged as SDK exceptions.
 */
public abstract class SingleTableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Creates an exception with a message that names the wrong input and the fix. */
  protected SingleTableException(String message) {
    super(message);
  }

  /** Creates an exception with a message that names the wrong input and the fix, and its cause. */
  protected SingleTableException(String message, Throwable cause) {
    super(message, cause);
  }
}
