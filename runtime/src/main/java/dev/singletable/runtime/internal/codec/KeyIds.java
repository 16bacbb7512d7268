package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;

/**
 * The id part of a key: escaping of string ids and the fixed-width text of numbers. Escaping turns
 * {@code %} into {@code %25} and {@code #} into {@code %23}, so an escaped id never contains the
 * delimiter and distinct ids never encode alike.
 */
public final class KeyIds {
  private static final int INT_DIGITS = 10;
  private static final int LONG_DIGITS = 19;
  private static final long INT_OFFSET = 1L << 31;

  private KeyIds() {}

  /** An unpaired surrogate has no UTF-8 form, so DynamoDB could not store the key. */
  static InvalidKeyException unpairedSurrogate(String component, int index) {
    return new InvalidKeyException(component, component + " contains an unpaired surrogate at char "
        + index + ", which has no UTF-8 form. Pass well-formed Unicode text.");
  }

  /** The id with {@code %} as {@code %25} and {@code #} as {@code %23}. */
  public static String escape(String id) {
    StringBuilder escaped = new StringBuilder(id.length() + 8);
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      if (c == '%') {
        escaped.append("%25");
      } else if (c == Layout.DELIMITER) {
        escaped.append("%23");
      } else {
        escaped.append(c);
      }
    }
    return escaped.toString();
  }

  /** Returns the id, or null when {@code text} is not the output of {@link #escape}. */
  static String unescape(String text) {
    if (text.indexOf('%') < 0 && text.indexOf(Layout.DELIMITER) < 0) {
      return text;
    }
    StringBuilder id = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == Layout.DELIMITER) {
        return null;
      }
      if (c == '%') {
        if (text.startsWith("25", i + 1)) {
          id.append('%');
        } else if (text.startsWith("23", i + 1)) {
          id.append(Layout.DELIMITER);
        } else {
          return null;
        }
        i += 2;
      } else {
        id.append(c);
      }
    }
    return id.toString();
  }

  /** Non-negative: 10 digits; negative: '-' and 10 digits of id + 2^31. String order = numeric order. */
  public static String ofInt(int id) {
    return id >= 0 ? digits(id, INT_DIGITS) : "-" + digits(id + INT_OFFSET, INT_DIGITS);
  }

  /** Non-negative: 19 digits; negative: '-' and 19 digits of id - Long.MIN_VALUE. */
  public static String ofLong(long id) {
    return id >= 0 ? digits(id, LONG_DIGITS) : "-" + digits(id - Long.MIN_VALUE, LONG_DIGITS);
  }

  static int parseInt(String text) {
    boolean negative = text.startsWith("-");
    long value = parseDigits(text, negative ? 1 : 0, INT_DIGITS);
    if (value > Integer.MAX_VALUE) {
      throw new NumberFormatException(text);
    }
    return (int) (negative ? value - INT_OFFSET : value);
  }

  static long parseLong(String text) {
    boolean negative = text.startsWith("-");
    long value = parseDigits(text, negative ? 1 : 0, LONG_DIGITS);
    return negative ? value + Long.MIN_VALUE : value;
  }

  private static String digits(long value, int width) {
    String digits = Long.toString(value);
    return "0".repeat(width - digits.length()) + digits;
  }

  private static long parseDigits(String text, int start, int width) {
    if (text.length() - start != width) {
      throw new NumberFormatException(text);
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        throw new NumberFormatException(text);
      }
    }
    return Long.parseLong(text, start, text.length(), 10);
  }
}
