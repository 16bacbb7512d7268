package dev.singletable.runtime;

/**
 * A write to one item was not applied because of what the table holds for it: no item to update
 * ({@link ItemNotFoundException}), another version than the one read ({@link
 * VersionConflictException}), or an update's own condition that does not hold ({@link
 * ConditionFailedException}). Nothing was written, so catching this type and reading the item again
 * is always safe; the subclass says what to decide next. The item is named by its record and its key,
 * never by the values it holds.
 */
public abstract sealed class WriteNotAppliedException extends SingleTableException
    permits ConditionFailedException, ItemNotFoundException, VersionConflictException {
  private static final long serialVersionUID = 1L;

  /** @serial the record's simple name */
  private final String entity;
  /** @serial the item's partition key value */
  private final String partitionKey;
  /** @serial the item's sort key value */
  private final String sortKey;

  WriteNotAppliedException(String message, String entity, String partitionKey, String sortKey) {
    super(message);
    this.entity = entity;
    this.partitionKey = partitionKey;
    this.sortKey = sortKey;
  }

  /** The record's simple name, e.g. {@code "User"}. */
  public final String entity() {
    return entity;
  }

  /** The {@code PK} value of the item, e.g. {@code "USER#alice"}. */
  public final String partitionKey() {
    return partitionKey;
  }

  /** The {@code SK} value of the item, e.g. {@code "#User"}. */
  public final String sortKey() {
    return sortKey;
  }
}
