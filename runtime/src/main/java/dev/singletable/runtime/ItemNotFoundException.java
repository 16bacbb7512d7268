package dev.singletable.runtime;

/**
 * An update found no item to change: a typed update changes an existing item and never creates one.
 * Nothing was written. Create the record first ({@code create} or {@code put}), or check the ids.
 */
public final class ItemNotFoundException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the record's simple name */
  private final String entity;
  /** @serial the item's partition key value */
  private final String partitionKey;
  /** @serial the item's sort key value */
  private final String sortKey;

  /**
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item looked for, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value, e.g. {@code "#User"}
   */
  public ItemNotFoundException(String entity, String partitionKey, String sortKey) {
    super("No " + entity + " item with PK '" + partitionKey + "' and SK '" + sortKey + "' exists: an update"
        + " changes an existing item and never creates one. Nothing was written. Create the " + entity
        + " first (create or put), or check its ids.");
    this.entity = entity;
    this.partitionKey = partitionKey;
    this.sortKey = sortKey;
  }

  /** The record's simple name, e.g. {@code "User"}. */
  public String entity() {
    return entity;
  }

  /** The {@code PK} value of the item looked for. */
  public String partitionKey() {
    return partitionKey;
  }

  /** The {@code SK} value of the item looked for. */
  public String sortKey() {
    return sortKey;
  }
}
