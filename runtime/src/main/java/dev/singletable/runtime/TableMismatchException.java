package dev.singletable.runtime;

/**
 * An existing table does not fit the generated code: another primary key, a missing inverted index
 * (say, one added to a record after the table was created), an index that projects less than ALL,
 * or a key attribute declared as a number or binary. The message lists every difference and its
 * fix. Thrown by {@code createIfMissing()}, {@code verify()} (also for a missing table, or one not
 * ACTIVE yet) and {@code addMissingIndexes()} before any item is read or written.
 */
public final class TableMismatchException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  private final String table;

  public TableMismatchException(String table, String message) {
    super(message);
    this.table = table;
  }

  /** The physical table name. */
  public String table() {
    return table;
  }
}
