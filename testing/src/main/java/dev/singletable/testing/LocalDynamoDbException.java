package dev.singletable.testing;

/**
 * Thrown when a {@link LocalDynamoDb} cannot be started: Node.js or dynalite is missing, the
 * process exited early, or the server never answered. The message says what was missing, where
 * it was looked for, and how to fix it; when the process had started, it also carries what the
 * process wrote to its standard error.
 */
public final class LocalDynamoDbException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  LocalDynamoDbException(String message) {
    super(message);
  }

  LocalDynamoDbException(String message, Throwable cause) {
    super(message, cause);
  }
}
