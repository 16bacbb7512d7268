package dev.singletable.runtime;

/**
 * A value cannot be stored in DynamoDB: a null record to store (the rule for null arguments is {@link
 * SingleTableException}'s), a NaN or infinite number, a number outside DynamoDB's range or precision, a
 * null element in a set, a string that is not valid Unicode (an unpaired surrogate), an {@code Instant}
 * or {@code LocalDate} outside the years 0000 to 9999 (whose text would not sort as time), or an item
 * larger than 400 KB. Thrown before any request is sent.
 */
public final class InvalidItemException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the attribute at fault */
  private final String attribute;

  /**
   * @param attribute the attribute that cannot be stored, or the entity when the whole item is at fault
   * @param message what is wrong with the value and how to fix it
   */
  public InvalidItemException(String attribute, String message) {
    super(message);
    this.attribute = attribute;
  }

  /** The attribute that cannot be stored, or the entity name when the whole record is null or too large. */
  public String attribute() {
    return attribute;
  }
}
