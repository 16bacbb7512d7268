package dev.singletable.runtime;

/**
 * A write of a node with a {@code @Version} component found another version stored than the one the
 * caller read: another writer changed or deleted the node since. Nothing was written. Read the node
 * again, reapply the change and write it with the version just read.
 */
public final class VersionConflictException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the node record's simple name */
  private final String entity;
  /** @serial the node's id, as text */
  private final String id;
  /** @serial the version the write was conditioned on */
  private final long expectedVersion;

  /**
   * @param entity the node record's simple name, e.g. {@code "User"}
   * @param id the node's id
   * @param expectedVersion the version the caller read, which the write required
   */
  public VersionConflictException(String entity, Object id, long expectedVersion) {
    super(entity + " '" + id + "' is no longer at version " + expectedVersion + (expectedVersion == 0
        ? " (not stored yet): another writer stored it first." : ": another writer changed or deleted it.")
        + " Nothing was written. Read " + entity + " '" + id + "' again, reapply the change and write it"
        + " with the version just read.");
    this.entity = entity;
    this.id = String.valueOf(id);
    this.expectedVersion = expectedVersion;
  }

  /** The node record's simple name, e.g. {@code "User"}. */
  public String entity() {
    return entity;
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
