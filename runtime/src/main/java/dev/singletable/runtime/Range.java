package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;

/**
 * A range of values of one sort component of a listing, for the generated listing methods that take
 * one ({@code orders.ordersOfProduct("p1", Range.between(monday, friday))}): the listing holds only the
 * items whose component is in the range, in the listing's order, with exact pages, cursors bound to
 * the range and counts of it. The value type is the component's ({@code Range<Instant>} for an {@code
 * Instant} component), so a range of the wrong type does not compile. Immutable.
 *
 * <p>Bounds are compared as the component's type orders them: numbers numerically, instants and dates
 * in time, UUIDs and strings by their text (UTF-8 bytes, as DynamoDB orders keys), enum constants by
 * their names. A null bound is refused with an {@link InvalidRequestException}, as is {@code between}
 * with {@code from} above {@code to}.
 *
 * @param <T> the component's type
 */
public final class Range<T> {
  private static final Range<?> ALL = new Range<>(null, true, null, true);

  private final T lower;
  private final boolean lowerInclusive;
  private final T upper;
  private final boolean upperInclusive;

  private Range(T lower, boolean lowerInclusive, T upper, boolean upperInclusive) {
    this.lower = lower;
    this.lowerInclusive = lowerInclusive;
    this.upper = upper;
    this.upperInclusive = upperInclusive;
  }

  /** Every value: the listing of the whole partition. */
  @SuppressWarnings("unchecked")
  public static <T> Range<T> all() {
    return (Range<T>) ALL;
  }

  /**
   * The values from {@code from} to {@code to}, both included ({@code BETWEEN}).
   *
   * @throws InvalidRequestException if a bound is null, or {@code from} is above {@code to}
   */
  public static <T> Range<T> between(T from, T to) {
    Arguments.requireBound(from, "Range.between", "from");
    Arguments.requireBound(to, "Range.between", "to");
    if (from instanceof Comparable<?> && from.getClass() == to.getClass() && compare(from, to) > 0) {
      throw new InvalidRequestException("Range.between: from (" + from + ") is above to (" + to
          + "). Pass the lower bound first.");
    }
    return new Range<>(from, true, to, true);
  }

  /** The values at or above {@code from}. */
  public static <T> Range<T> from(T from) {
    return new Range<>(Arguments.requireBound(from, "Range.from", "from"), true, null, true);
  }

  /** The values above {@code after}, which is left out. */
  public static <T> Range<T> after(T after) {
    return new Range<>(Arguments.requireBound(after, "Range.after", "after"), false, null, true);
  }

  /** The values at or below {@code to}. */
  public static <T> Range<T> until(T to) {
    return new Range<>(null, true, Arguments.requireBound(to, "Range.until", "to"), true);
  }

  /** The values below {@code before}, which is left out. */
  public static <T> Range<T> before(T before) {
    return new Range<>(null, true, Arguments.requireBound(before, "Range.before", "before"), false);
  }

  /** The lower bound, or null when the range has none. */
  public T lower() {
    return lower;
  }

  /** Whether the lower bound is in the range. */
  public boolean lowerInclusive() {
    return lowerInclusive;
  }

  /** The upper bound, or null when the range has none. */
  public T upper() {
    return upper;
  }

  /** Whether the upper bound is in the range. */
  public boolean upperInclusive() {
    return upperInclusive;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int compare(Object a, Object b) {
    return ((Comparable) a).compareTo(b);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Range<?> range && java.util.Objects.equals(lower, range.lower)
        && lowerInclusive == range.lowerInclusive && java.util.Objects.equals(upper, range.upper)
        && upperInclusive == range.upperInclusive;
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(lower, lowerInclusive, upper, upperInclusive);
  }

  /** {@code [a, b]}, {@code (a, ...)}, {@code (..., b)}: brackets include, parentheses leave out. */
  @Override
  public String toString() {
    return (lower == null ? "(..." : (lowerInclusive ? "[" : "(") + lower) + ", "
        + (upper == null ? "...)" : upper + (upperInclusive ? "]" : ")"));
  }
}
