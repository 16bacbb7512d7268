package dev.singletable.runtime;

/**
 * A transaction was sent {@link BatchSettings#maxAttempts()} times and each time DynamoDB cancelled it
 * for a conflict with another write of the same items ({@code TransactionConflict}) or answered that
 * an earlier attempt with the same token was still in progress. After a conflict nothing was
 * applied; after "in progress" the earlier attempt may still commit. Either way the transaction is
 * applied at most once: every attempt carried the same {@link #clientRequestToken()}, and DynamoDB
 * applies one token once within 10 minutes.
 *
 * <p>The items are contended: retry later, or allow more attempts with {@link
 * BatchSettings#maxAttempts(int)}. A read transaction ({@code social.read()}) is resent alike after a
 * {@code TransactionConflict}; it has no token, so {@link #clientRequestToken()} is null for it.
 */
public final class TransactionRetriesExhaustedException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the ClientRequestToken every attempt carried */
  private final String clientRequestToken;
  /** @serial how many requests were sent */
  private final int attempts;

  /**
   * @param message what happened and what to do
   * @param clientRequestToken the token every attempt carried; null for a read transaction
   * @param attempts how many requests were sent
   * @param cause the last answer of DynamoDB, or the interruption of a wait
   */
  public TransactionRetriesExhaustedException(String message, String clientRequestToken, int attempts,
      Throwable cause) {
    super(message, cause);
    this.clientRequestToken = clientRequestToken;
    this.attempts = attempts;
  }

  /** The ClientRequestToken that every attempt of the transaction carried. */
  public String clientRequestToken() {
    return clientRequestToken;
  }

  /** How many requests were sent. */
  public int attempts() {
    return attempts;
  }
}
