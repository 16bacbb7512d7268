package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.Wiring;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * One page of an item collection, sorted by type: one list per record type of the {@link
 * CollectionSpec}, in its order (the node's first), each in the order read. What a generated {@code
 * UserCollectionPage} holds. Immutable.
 */
public final class CollectionItems implements Wiring {
  private final List<List<Object>> lists;
  private final int skipped;
  private final String nextCursor;

  /** {@code lists} must not be shared. */
  CollectionItems(List<List<Object>> lists, int skipped, String nextCursorOrNull) {
    this.lists = lists;
    this.skipped = skipped;
    this.nextCursor = nextCursorOrNull;
  }

  /** The records of the {@code type}-th record type, in the order read; unmodifiable. */
  @SuppressWarnings("unchecked")
  public <T> List<T> list(int type) {
    return Collections.unmodifiableList((List<T>) lists.get(type));
  }

  /** How many items of the page were of no type of the collection, and were skipped. */
  public int skipped() {
    return skipped;
  }

  /** The cursor of the following page; empty on the last page. */
  public Optional<String> nextCursor() {
    return Optional.ofNullable(nextCursor);
  }

  @Override
  public String toString() {
    return "items=" + lists + ", skipped=" + skipped + ", nextCursor=" + nextCursor;
  }
}
