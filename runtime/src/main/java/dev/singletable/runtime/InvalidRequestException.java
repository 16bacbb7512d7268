package dev.singletable.runtime;

/**
 * An argument of a call is invalid: a page size below 1, a {@link ReadConsistency#STRONG} read on a global secondary
 * index, any null argument but a record or an id (a null {@link ListOptions}, {@link ReadConsistency}, {@link
 * SortOrder}, {@link Condition}, {@link ItemUpdate}, {@link BatchSettings}, repository or handle: the rule is
 * {@link SingleTableException}'s), a condition DynamoDB would refuse, a starting point
 * ({@link ListOptions#startingAt}) that is empty, no id of the listing's type or that no sort key can
 * hold, or a null client or null or blank table name given to a generated class; a composed
 * transaction that breaks DynamoDB's rules (over 100 actions, two on one item, over 4 MB). Thrown
 * before any request is sent, but for one: a transaction's ClientRequestToken that DynamoDB saw with
 * other actions (IdempotentParameterMismatch), whose cause is the SDK's exception. A cursor from another listing is an
 * {@link InvalidCursorException} instead.
 */
public final class InvalidRequestException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @param message which option is wrong and how to fix it */
  public InvalidRequestException(String message) {
    super(message);
  }

  /**
   * @param message what is wrong and how to fix it
   * @param cause DynamoDB's refusal that showed it
   */
  public InvalidRequestException(String message, Throwable cause) {
    super(message, cause);
  }
}
