package dev.singletable.runtime;

/**
 * An item read from the table does not fit the record it is mapped to: a required attribute is
 * missing, an attribute has the wrong DynamoDB type or an unparsable value, {@code _type} names
 * another entity, a key lacks the expected prefix, or a node's sort key is not its fixed one
 * ({@code #User}). Usually the item was written by other code. A null item passed to
 * {@link ItemMapper#fromItem} is refused the same way, with the entity as the attribute.
 */
public final class MalformedItemException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the attribute at fault */
  private final String attribute;

  /**
   * @param attribute the attribute that does not fit
   * @param message what was found, what was expected and how to fix it
   */
  public MalformedItemException(String attribute, String message) {
    super(message);
    this.attribute = attribute;
  }

  /** The attribute that does not fit the record, or the entity name when the item is null. */
  public String attribute() {
    return attribute;
  }
}
