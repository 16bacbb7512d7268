package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.MalformedItemException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * The text of an {@link Instant} attribute or key: fixed-width UTC {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ},
 * so that string order equals time order. Only the years 0000 to 9999 have that form; writers refuse
 * other instants ({@link #fixedWidth}), since {@link Instant#toString()} of one ({@code
 * +10000-01-01T00:00:00Z}, {@code -0001-01-01T00:00:00Z}) sorts out of time order.
 *
 * <p>Written and read by hand rather than through {@code DateTimeFormatter}, which on JDK 17 builds a
 * {@code ZonedDateTime}, boxes every field and formats the fraction through {@code BigDecimal}
 * (about 200 ns and 950 bytes an instant). Here a write allocates only the 30 bytes and the string,
 * and a read allocates only the {@code Instant}. Text in any other ISO-8601 form still parses, through
 * {@link Instant#parse}.
 */
public final class InstantText {
  /** The length of the fixed-width form. */
  static final int LENGTH = 30;

  private static final long SECONDS_PER_DAY = 86_400;
  /** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
  private static final long DAYS_0000_TO_1970 = 719_468;
  private static final long DAYS_PER_ERA = 146_097;
  private static final long FIRST_SECOND = -62_167_219_200L; // 0000-01-01T00:00:00Z
  private static final long LAST_SECOND = 253_402_300_799L; // 9999-12-31T23:59:59Z

  private InstantText() {}

  /** Whether {@code instant} is in the years 0000 to 9999, where {@link #format} is fixed width. */
  public static boolean fixedWidth(Instant instant) {
    long seconds = instant.getEpochSecond();
    return seconds >= FIRST_SECOND && seconds <= LAST_SECOND;
  }

  /**
   * The fixed-width text of {@code instant}.
   *
   * @throws IllegalArgumentException if it is outside the years 0000 to 9999: a caller's bug, since
   *     writers check {@link #fixedWidth} first and name the attribute
   */
  public static String format(Instant instant) {
    long seconds = instant.getEpochSecond();
    if (seconds < FIRST_SECOND || seconds > LAST_SECOND) {
      throw new IllegalArgumentException(instant + " is outside the years 0000 to 9999");
    }
    long days = Math.floorDiv(seconds, SECONDS_PER_DAY);
    int secondOfDay = (int) Math.floorMod(seconds, SECONDS_PER_DAY);
    // Civil date from days since 1970-01-01 (H. Hinnant's days_from_civil, inverted), in eras of
    // 400 years that start on March 1st so that the leap day is the last day of a year.
    long shifted = days + DAYS_0000_TO_1970;
    long era = Math.floorDiv(shifted, DAYS_PER_ERA);
    int dayOfEra = (int) (shifted - era * DAYS_PER_ERA);
    int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int monthFromMarch = (5 * dayOfYear + 2) / 153;
    int day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1;
    int month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
    int year = (int) (era * 400) + yearOfEra + (month <= 2 ? 1 : 0);

    byte[] text = new byte[LENGTH];
    digits(text, 0, year, 4);
    text[4] = '-';
    digits(text, 5, month, 2);
    text[7] = '-';
    digits(text, 8, day, 2);
    text[10] = 'T';
    digits(text, 11, secondOfDay / 3600, 2);
    text[13] = ':';
    digits(text, 14, secondOfDay / 60 % 60, 2);
    text[16] = ':';
    digits(text, 17, secondOfDay % 60, 2);
    text[19] = '.';
    digits(text, 20, instant.getNano(), 9);
    text[29] = 'Z';
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /**
   * The instant of {@code text} as written by {@link #format}, or in any form {@link Instant#parse}
   * accepts (as earlier versions stored an instant outside the years 0000 to 9999).
   *
   * @throws MalformedItemException naming {@code attribute} if it is not an ISO-8601 instant
   */
  public static Instant parse(String text, String attribute) {
    Instant fixedWidth = parseFixedWidth(text);
    if (fixedWidth != null) {
      return fixedWidth;
    }
    try {
      return Instant.parse(text);
    } catch (DateTimeParseException e) {
      throw new MalformedItemException(attribute, "Attribute " + attribute + " is "
          + Attributes.quote(text) + ", which is not an ISO-8601 instant. " + Attributes.FIX);
    }
  }

  /** The instant of exactly the fixed-width form with valid fields, else {@code null}. */
  static Instant parseFixedWidth(String text) {
    if (text.length() != LENGTH || text.charAt(4) != '-' || text.charAt(7) != '-'
        || text.charAt(10) != 'T' || text.charAt(13) != ':' || text.charAt(16) != ':'
        || text.charAt(19) != '.' || text.charAt(29) != 'Z') {
      return null;
    }
    int year = number(text, 0, 4);
    int month = number(text, 5, 2);
    int day = number(text, 8, 2);
    int hour = number(text, 11, 2);
    int minute = number(text, 14, 2);
    int second = number(text, 17, 2);
    int nano = number(text, 20, 9);
    if (year < 0 || month < 1 || month > 12 || day < 1 || day > lengthOfMonth(year, month)
        || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59
        || nano < 0) {
      return null;
    }
    long days = daysSinceEpoch(year, month, day);
    return Instant.ofEpochSecond(
        days * SECONDS_PER_DAY + hour * 3600L + minute * 60L + second, nano);
  }

  private static long daysSinceEpoch(int year, int month, int day) {
    int yearFromMarch = month <= 2 ? year - 1 : year;
    long era = Math.floorDiv(yearFromMarch, 400);
    int yearOfEra = (int) (yearFromMarch - era * 400);
    int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * DAYS_PER_ERA + dayOfEra - DAYS_0000_TO_1970;
  }

  private static int lengthOfMonth(int year, int month) {
    if (month == 2) {
      boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
      return leap ? 29 : 28;
    }
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }

  private static void digits(byte[] text, int start, int value, int width) {
    for (int i = start + width - 1; i >= start; i--) {
      text[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }

  /** The decimal number in {@code text[start, start + width)}, or -1 if a character is no digit. */
  private static int number(String text, int start, int width) {
    int value = 0;
    for (int i = start; i < start + width; i++) {
      int digit = text.charAt(i) - '0';
      if (digit < 0 || digit > 9) {
        return -1;
      }
      value = value * 10 + digit;
    }
    return value;
  }
}
