package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;
import java.util.Objects;
import java.util.Optional;

/**
 * How to list one partition: page size, sort order, where to start or resume and the {@link
 * ReadConsistency}. Immutable; each wither returns a new instance. Start from {@link #defaults()},
 * and pass a page's cursor to get the page after it:
 *
 * <pre>{@code
 * ListOptions first = ListOptions.defaults().pageSize(20).descending();
 * ListOptions second = first.after(page.nextCursor().orElseThrow());
 * ListOptions strong = ListOptions.defaults().consistency(ReadConsistency.STRONG);
 * ListOptions fromM = ListOptions.defaults().startingAt("m");   // followers from m onwards
 * }</pre>
 */
public final class ListOptions {
  private static final ListOptions DEFAULTS =
      new ListOptions(100, SortOrder.ASCENDING, null, ReadConsistency.EVENTUAL, null);

  private final int pageSize;
  private final SortOrder order;
  private final String cursor;
  private final ReadConsistency consistency;
  private final StartingPoint start;

  /**
   * Where a listing starts when it has no cursor: at the item whose sort id is {@code id}, or just
   * after it, in the listing's order; the item need not exist.
   *
   * @param id the id in the listing's sort key as text: see {@link ListOptions#startingAt(String)}
   * @param inclusive whether the item with {@code id} itself is listed
   */
  public record StartingPoint(String id, boolean inclusive) {}

  private ListOptions(int pageSize, SortOrder order, String cursor, ReadConsistency consistency,
      StartingPoint start) {
    this.pageSize = pageSize;
    this.order = order;
    this.cursor = cursor;
    this.consistency = consistency;
    this.start = start;
  }

  /** 100 items per page, ascending, from the start, {@link ReadConsistency#EVENTUAL}. */
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
    return new ListOptions(pageSize, order, cursor, consistency, start);
  }

  /**
   * Returns options that list in the given order.
   *
   * @throws InvalidRequestException if {@code order} is null
   */
  public ListOptions order(SortOrder order) {
    return new ListOptions(pageSize, Arguments.requireOrder(order, "ListOptions.order", "order"), cursor,
        consistency, start);
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
    return new ListOptions(pageSize, order, cursor, consistency, start);
  }

  /**
   * Returns options that start at the item whose sort id is {@code id} (or where it would be), in
   * the listing's order: ascending, {@code id} and the ids after it; descending, {@code id} and the
   * ids before it. A cursor, when given, takes precedence: the starting point places the first page,
   * and is not read when a cursor is given. The listing reads {@code id} as an id of its sort id's
   * type and encodes it as its keys are stored: a String id as it is ({@code %} and {@code #}
   * escaped); an int or long id as a decimal number ({@code "5"}, {@code "-12"}: pass {@code
   * Long.toString(id)}), stored fixed width so that the range is numeric; a UUID id in its
   * 36-character form ({@code uuid.toString()}, either case); an enum id as a constant's name
   * ({@code name()}).
   *
   * <p>Every bad starting point is an {@link InvalidRequestException} that names the option, the text
   * and the fix, and nothing is sent: a null or empty id here, at once; when listing or counting, text
   * that is no id of the listing's type ({@code "abc"} for a long id) and text that no sort key can
   * hold (an unpaired surrogate, or a key over DynamoDB's 1,024 UTF-8 bytes). Starting points are
   * options of a request, not keys of a record, so they are never an {@link InvalidKeyException}.
   *
   * @throws InvalidRequestException if {@code id} is null or empty; when listing or counting, if it is
   *     no id of the listing's sort id type or no sort key can hold it
   */
  public ListOptions startingAt(String id) {
    return new ListOptions(pageSize, order, cursor, consistency, startingPoint(id, true, "startingAt"));
  }

  /**
   * As {@link #startingAt(String)}, without the item whose sort id is {@code id} itself (for an int
   * or long id, {@code startingAfter("5")} starts at 6).
   *
   * @throws InvalidRequestException as {@link #startingAt(String)} says
   */
  public ListOptions startingAfter(String id) {
    return new ListOptions(pageSize, order, cursor, consistency, startingPoint(id, false, "startingAfter"));
  }

  /**
   * Returns options that read with the given consistency. Listings over a global secondary index
   * refuse {@link ReadConsistency#STRONG}; those of the base table and of a local secondary index
   * take it.
   *
   * @throws InvalidRequestException if {@code consistency} is null
   */
  public ListOptions consistency(ReadConsistency consistency) {
    return new ListOptions(pageSize, order, cursor,
        Arguments.requireConsistency(consistency, "ListOptions.consistency", "consistency"), start);
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

  /** The read consistency. */
  public ReadConsistency consistency() {
    return consistency;
  }

  /** Where the first page starts, or empty to start at the beginning. */
  public Optional<StartingPoint> startingPoint() {
    return Optional.ofNullable(start);
  }

  private static StartingPoint startingPoint(String id, boolean inclusive, String method) {
    if (id == null || id.isEmpty()) {
      throw new InvalidRequestException("ListOptions." + method + ": id is " + (id == null ? "null" : "empty")
          + " but ids are never empty. Pass the id to start from, or leave " + method + " out to start"
          + " at the beginning.");
    }
    return new StartingPoint(id, inclusive);
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
        && Objects.equals(cursor, that.cursor) && consistency == that.consistency
        && Objects.equals(start, that.start);
  }

  @Override
  public int hashCode() {
    return Objects.hash(pageSize, order, cursor, consistency, start);
  }

  @Override
  public String toString() {
    return "ListOptions[pageSize=" + pageSize + ", order=" + order + ", cursor=" + cursor
        + ", consistency=" + consistency + (start == null ? "" : ", startingPoint=" + start) + "]";
  }
}
