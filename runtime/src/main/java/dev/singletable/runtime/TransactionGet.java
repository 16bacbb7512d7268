package dev.singletable.runtime;

/**
 * The handle of one get of a read transaction ({@link ReadTransaction#get}, {@link
 * AsyncReadTransaction#get}), typed by its record: hand it to the {@link ReadResult} of that read to
 * have its item. Immutable.
 *
 * @param <T> the record the get reads
 */
public final class TransactionGet<T> {
  private final Object read;
  private final int position;

  TransactionGet(Object read, int position) {
    this.read = read;
    this.position = position;
  }

  /** Its position in the read, from 0. */
  public int position() {
    return position;
  }

  Object read() {
    return read;
  }
}
