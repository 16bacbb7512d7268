package dev.singletable.runtime;

/**
 * An update found no item to change: a typed update changes an existing item and never creates one.
 * Nothing was written. Create the record first ({@code create} or {@code put}), or check the ids.
 * {@link #partitionKey()} and {@link #sortKey()} are the key looked for.
 */
public final class ItemNotFoundException extends WriteNotAppliedException {
  private static final long serialVersionUID = 2L;

  /**
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item looked for, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value, e.g. {@code "#User"}
   */
  public ItemNotFoundException(String entity, String partitionKey, String sortKey) {
    super("No " + entity + " item with PK '" + partitionKey + "' and SK '" + sortKey + "' exists: an update"
        + " changes an existing item and never creates one. Nothing was written. Create the " + entity
        + " first (create or put), or check its ids.", entity, partitionKey, sortKey);
  }
}
