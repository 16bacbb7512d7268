package dev.singletable.runtime;

import java.util.List;
import java.util.Optional;

/**
 * What a read transaction read: one element per get, in the order of the gets, each the record as
 * stored at one moment (the same for every get) or empty when no item has its key. Immutable.
 */
public final class ReadResult {
  private final Object read;
  private final List<Optional<Object>> items;

  ReadResult(Object read, List<Optional<Object>> items) {
    this.read = read;
    this.items = List.copyOf(items);
  }

  /**
   * The item {@code get} read, typed by its record.
   *
   * @throws InvalidRequestException if {@code get} is null or a get of another read
   */
  @SuppressWarnings("unchecked")
  public <T> Optional<T> get(TransactionGet<T> get) {
    if (get == null || get.read() != read) {
      throw new InvalidRequestException("ReadResult.get: " + (get == null ? "the get is null"
          : "get " + get.position() + " is of another read") + ". Pass a handle that this result's read returned.");
    }
    return (Optional<T>) items.get(get.position());
  }

  /** Every item, in the order of the gets. */
  public List<Optional<Object>> items() {
    return items;
  }
}
