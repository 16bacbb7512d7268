package dev.singletable.runtime;

import dev.singletable.runtime.internal.query.PageItems;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of a listing. A page holds {@link ListOptions#pageSize()} items unless it is the last one;
 * the last page never has a next cursor, so {@link #hasNext()} is exact.
 *
 * @param <T> the record type
 */
public final class Page<T> {
  private final List<T> items;
  private final String nextCursor;

  /**
   * @param items the items of this page, in listing order; copied (unless the runtime made the list,
   *     which nothing else can change), must not contain null
   * @param nextCursorOrNull the cursor of the following page, or null when this is the last page
   */
  public Page(List<T> items, String nextCursorOrNull) {
    this.items = items instanceof PageItems ? items : List.copyOf(items);
    this.nextCursor = nextCursorOrNull;
  }

  /** The items of this page, in listing order; unmodifiable. */
  public List<T> items() {
    return items;
  }

  /** The cursor to pass to {@link ListOptions#after(String)} for the following page; empty on the last page. */
  public Optional<String> nextCursor() {
    return Optional.ofNullable(nextCursor);
  }

  /** Whether another page follows. */
  public boolean hasNext() {
    return nextCursor != null;
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (!(other instanceof Page)) {
      return false;
    }
    Page<?> that = (Page<?>) other;
    return items.equals(that.items) && Objects.equals(nextCursor, that.nextCursor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(items, nextCursor);
  }

  @Override
  public String toString() {
    return "Page[items=" + items + ", nextCursor=" + nextCursor + "]";
  }
}
