package dev.singletable.runtime;

/**
 * A write of a node with a {@code @Version} component found another version stored than the one the
 * caller read: another writer changed or deleted the node since. Nothing was written. Read the node
 * again, reapply the change and write it with the version just read. {@link #partitionKey()} and
 * {@link #sortKey()} are the node item's key; {@link #id()} is the id it was written with.
 */
public final class VersionConflictException extends WriteNotAppliedException {
  private static final long serialVersionUID = 2L;

  /** @serial the node's id, as text */
  private final String id;
  /** @serial the version the write was conditioned on */
  private final long expectedVersion;

  /**
   * @param entity the node record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the node's item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value, e.g. {@code "#User"}
   * @param id the node's id
   * @param expectedVersion the version the caller read, which the write required
   */
  public VersionConflictException(String entity, String partitionKey, String sortKey, Object id,
      long expectedVersion) {
    super(entity + " '" + id + "' is no longer at version " + expectedVersion + (expectedVersion == 0
        ? " (not stored yet): another writer stored it first." : ": another writer changed or deleted it.")
        + " Nothing was written. Read " + entity + " '" + id + "' again, reapply the change and write it"
        + " with the version just read.", entity, partitionKey, sortKey);
    this.id = String.valueOf(id);
    this.expectedVersion = expectedVersion;
  }

  /** The node's id, as text. */
  public String id() {
    return id;
  }

  /** The version the write was conditioned on: the one the caller read. */
  public long expectedVersion() {
    return expectedVersion;
  }
}
