package dev.singletable.runtime;

/**
 * An existing table lacks a key or an index that the generated code needs, for example an inverted
 * index added to a record after the table was created. Thrown by {@code createIfMissing()} before
 * any item is read or written.
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
