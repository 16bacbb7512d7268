package dev.singletable.runtime;

/**
 * A key component cannot become a DynamoDB key: it is null or empty, it is not valid Unicode, or the
 * key it produces is longer than DynamoDB allows. A null record passed to name an item (as in
 * {@code get(follow)}) is refused the same way, with the entity as the component (the rule for null
 * arguments is {@link SingleTableException}'s). Thrown before any
 * request is sent. A listing's starting point is an option of the request, not a key of a record: one
 * that no key can hold is an {@link InvalidRequestException}.
 */
public final class InvalidKeyException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the record component that holds the refused id */
  private final String component;

  /**
   * @param component the record component that holds the id, for example {@code "Follow.follower"}
   * @param message what is wrong with the value and how to fix it
   */
  public InvalidKeyException(String component, String message) {
    super(message);
    this.component = component;
  }

  /**
   * The record component that holds the refused id, for example {@code "Follow.follower"}, or the
   * entity ({@code "Follow"}) when the whole record is null.
   */
  public String component() {
    return component;
  }
}
