package dev.singletable.runtime;

/**
 * Base of every error the singletable runtime throws on purpose. Each subclass names the input that
 * was wrong and says how to fix it; errors about a call's arguments are thrown before any request is
 * sent to DynamoDB. Errors from DynamoDB itself reach the caller unchanged as SDK exceptions.
 *
 * <p>A null argument is refused by one rule everywhere, by what the argument stands for, so that it
 * gets the exception a wrong value in its place would get:
 *
 * <ul>
 *   <li>a record to store ({@code put(null)}, a transaction's or a batch's put) is an {@link
 *       InvalidItemException} whose {@code attribute()} is the entity;
 *   <li>a record that names an item ({@code get(null)}, {@code delete(null)}, a transaction's check, a
 *       read transaction's get), or an id, is an {@link InvalidKeyException} whose {@code component()}
 *       is the entity, or the id's component;
 *   <li>any other argument (a repository, a condition, an update, options, settings, a token, a
 *       key or get handle, a collection of records or ids, a client) is an {@link
 *       InvalidRequestException}.
 * </ul>
 *
 * <p>Each message starts with the call and names the parameter ({@code FollowRepository.put: follow
 * is null. Pass the Follow to write.}); in a composed transaction, a read transaction or a batch, also
 * the action's, get's or entry's position ({@code SocialTable.transaction.put: action 2 (put Follow):
 * follow is null. ...}).
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
