package dev.singletable.runtime;

import dev.singletable.runtime.internal.Arguments;
import java.util.Objects;
import java.util.Optional;

/**
 * How to list one partition: page size, sort order, where to resume and whether to read consistently.
 * Immutable; each wither returns a new instance. Start from {@link #defaults()}, and pass a page's
 * cursor to get the page after it:
 *
 * <pre>{@code
 * ListOptions first = ListOptions.defaults().pageSize(20).descending();
 * ListOptions second = first.after(page.nextCursor().orElseThrow());
 * }</pre>
 */
public final class ListOptions {
  private static final ListOptions DEFAULTS =
      new ListOptions(100, SortOrder.ASCENDING, null, false);

  private final int pageSize;
  private final SortOrder order;
  private final String cursor;
  private final boolean consistentRead;

  private ListOptions(int pageSize, SortOrder order, String cursor, boolean consistentRead) {
    this.pageSize = pageSize;
    this.order = order;
    this.cursor = cursor;
    this.consistentRead = consistentRead;
  }

  /** 100 items per page, ascending, from the start, eventually consistent. */
  public static ListOptions defaults() {
    return DEFAULTS;
  }

  /**
   * Returns options with at most {@code pageSize} items per page.
   *
   * @throws InvalidRequestException if {@code pageSize} is below 1
   */
  public ListOptions pageSize(int pageSize) {
    if (pageSize < 1) {
      throw new InvalidRequestException("pageSize is " + pageSize
          + " but a page holds at least one item. Pass a pageSize of 1 or more.");
    }
    return new ListOptions(pageSize, order, cursor, consistentRead);
  }

  /**
   * Returns options that list in the given order.
   *
   * @throws InvalidRequestException if {@code order} is null
   */
  public ListOptions order(SortOrder order) {
    return new ListOptions(pageSize, Arguments.requireOrder(order, "ListOptions.order", "order"), cursor,
        consistentRead);
  }

  /** Returns options that list largest sort key first. */
  public ListOptions descending() {
    return order(SortOrder.DESCENDING);
  }

  /**
   * Returns options that resume after the page that returned {@code cursor}.
   *
   * @param cursor a value of {@link Page#nextCursor()} from the same listing, or null to start at the
   *     beginning
   * @throws InvalidCursorException if {@code cursor} is empty
   */
  public ListOptions after(String cursor) {
    if (cursor != null && cursor.isEmpty()) {
      throw new InvalidCursorException("The cursor passed to ListOptions.after is empty. Pass a cursor"
          + " from nextCursor() of the same listing, or null to start at the beginning.");
    }
    return new ListOptions(pageSize, order, cursor, consistentRead);
  }

  /**
   * Returns options with strongly consistent ({@code true}) or eventually consistent reads. Listings
   * over a global secondary index refuse {@code true}.
   */
  public ListOptions consistentRead(boolean consistentRead) {
    return new ListOptions(pageSize, order, cursor, consistentRead);
  }

  /** The largest number of items in one page. */
  public int pageSize() {
    return pageSize;
  }

  /** The sort order. */
  public SortOrder order() {
    return order;
  }

  /** The cursor to resume after, or empty to start at the beginning. */
  public Optional<String> cursor() {
    return Optional.ofNullable(cursor);
  }

  /** Whether reads are strongly consistent. */
  public boolean consistentRead() {
    return consistentRead;
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (!(other instanceof ListOptions)) {
      return false;
    }
    ListOptions that = (ListOptions) other;
    return pageSize == that.pageSize && order == that.order
        && Objects.equals(cursor, that.cursor) && consistentRead == that.consistentRead;
  }

  @Override
  public int hashCode() {
    return Objects.hash(pageSize, order, cursor, consistentRead);
  }

  @Override
  public String toString() {
    return "ListOptions[pageSize=" + pageSize + ", order=" + order + ", cursor=" + cursor
        + ", consistentRead=" + consistentRead + "]";
  }
}
