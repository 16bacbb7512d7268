package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.SortId;

/**
 * A {@link Range} of a listing's sort component as sort keys: DynamoDB allows one condition on the
 * sort key, so the range is one {@code BETWEEN} from {@link #low()} to {@link #high()} (the listing's
 * prefix, or the text just above it, where the range is open), and an exclusive bound's items, whose
 * sort key is the bound's key exactly, are dropped by the pager (or subtracted from a count). A bound
 * outside what a key of the component's type holds (an instant before the year 0000) leaves the range
 * open at that end, or empty. When the component is the last of the sort key, the items whose
 * component is the bound have exactly that key; when others follow it ({@link ListingSpec#followed()}),
 * their keys extend it with {@code #}, so the bound moves just above them instead and nothing is dropped.
 *
 * @param low the lowest sort key of the range
 * @param high the highest sort key of the range
 * @param skippedLow the key whose items are left out at the low end (an exclusive lower bound), or null
 * @param skippedHigh the key whose items are left out at the high end (an exclusive upper bound), or null
 * @param text what cursors are bound to: the prefix and the bounds as keys
 */
public record SortRange(String low, String high, String skippedLow, String skippedHigh, String text) {

  /**
   * The range {@code range} of {@code listing}'s sort component, after its sort prefix.
   *
   * @param method the listing method, for messages
   * @throws dev.singletable.runtime.InvalidRequestException if {@code range} is null (a caller's: the
   *     generated methods pass {@code Range.all()}), a bound is not of the component's type, or no sort
   *     key can hold it
   */
  public static SortRange of(ListingSpec listing, Range<?> range, String method) {
    if (range == null) {
      throw new InvalidRequestException(method + ": the range is null. Pass Range.all() for every value, or"
          + " call the overload without a range.");
    }
    String prefix = listing.sortPrefix();
    String end = end(prefix);
    SortId sortId = listing.sortId();
    String low = prefix;
    String skippedLow = null;
    boolean followed = listing.followed();
    if (range.lower() != null) {
      String key = sortId.boundKey(prefix, range.lower(), method, listing.entity());
      // Followed by further components, the bound's items have keys "<key>#...": above <key>, below
      // the key with its delimiter raised.
      low = key == null ? (SortId.below(range.lower()) ? prefix : end)
          : followed && !range.lowerInclusive() ? above(key) : key;
      skippedLow = key != null && !followed && !range.lowerInclusive() ? key : null;
    }
    String high = end;
    String skippedHigh = null;
    if (range.upper() != null) {
      String key = sortId.boundKey(prefix, range.upper(), method, listing.entity());
      high = key == null ? (SortId.below(range.upper()) ? prefix : end)
          : followed && range.upperInclusive() ? above(key) : key;
      skippedHigh = key != null && !followed && !range.upperInclusive() ? key : null;
    }
    if (low.compareTo(high) > 0) {
      low = high;
    }
    return new SortRange(low, high, skippedLow, skippedHigh,
        (skippedLow != null ? "(" : "[") + low + "\u0000" + high + (skippedHigh != null ? ")" : "]"));
  }

  /** The text just above every key that extends {@code key} with {@code #}. */
  static String above(String key) {
    return key + (char) (Layout.DELIMITER + 1);
  }

  /** The text just above every key with {@code prefix}: the prefix with its delimiter raised by one. */
  static String end(String prefix) {
    return prefix.substring(0, prefix.length() - 1) + (char) (Layout.DELIMITER + 1);
  }

  /**
   * This range from {@code sortKey} on, in {@code order}: the part a listing resumed after the item
   * with that key still reads (that item too, which the caller drops). The text stays this range's.
   */
  SortRange resumedAt(String sortKey, SortOrder order) {
    return order == SortOrder.ASCENDING
        ? new SortRange(sortKey, high, skippedLow, skippedHigh, text)
        : new SortRange(low, sortKey, skippedLow, skippedHigh, text);
  }

  /** Whether an item with sort key {@code sortKey} is dropped: an exclusive bound's. */
  boolean skips(String sortKey) {
    return sortKey.equals(skippedLow) || sortKey.equals(skippedHigh);
  }
}
