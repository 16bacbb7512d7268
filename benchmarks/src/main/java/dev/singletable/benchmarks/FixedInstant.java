package dev.singletable.benchmarks;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * The generated code's Instant text ({@code uuuu-MM-ddTHH:mm:ss.nnnnnnnnnZ}, the years 0000 to 9999;
 * other instants are refused, as the generated code refuses them), written the way a performance-minded engineer would: digits
 * into a byte array, civil dates from epoch days by arithmetic, no formatter. Parsing takes the
 * fixed-width text directly and hands anything else to {@link Instant#parse}, which also reports
 * errors.
 */
public final class FixedInstant {
  private static final long FIRST_SECOND = -62167219200L;
  private static final long LAST_SECOND = 253402300799L;
  private static final int LENGTH = 30;
  private static final int SECONDS_PER_DAY = 86400;

  private FixedInstant() {}

  /**
   * The fixed-width text of {@code instant}.
   *
   * @throws IllegalArgumentException outside the years 0000 to 9999, where no text sorts as time
   */
  public static String format(Instant instant) {
    long second = instant.getEpochSecond();
    if (second < FIRST_SECOND || second > LAST_SECOND) {
      throw new IllegalArgumentException(instant + " is outside the years 0000 to 9999");
    }
    long day = Math.floorDiv(second, SECONDS_PER_DAY);
    int secondOfDay = (int) Math.floorMod(second, SECONDS_PER_DAY);
    long shifted = day + 719468;
    long era = Math.floorDiv(shifted, 146097);
    int dayOfEra = (int) (shifted - era * 146097);
    int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int monthIndex = (5 * dayOfYear + 2) / 153;
    int dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1;
    int month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
    int year = (int) (yearOfEra + era * 400) + (month <= 2 ? 1 : 0);
    byte[] text = new byte[LENGTH];
    digits(text, 0, year, 4);
    text[4] = '-';
    digits(text, 5, month, 2);
    text[7] = '-';
    digits(text, 8, dayOfMonth, 2);
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

  /** The instant of fixed-width text, or of any ISO-8601 instant text. */
  public static Instant parse(String text) {
    if (text.length() != LENGTH || text.charAt(4) != '-' || text.charAt(7) != '-'
        || text.charAt(10) != 'T' || text.charAt(13) != ':' || text.charAt(16) != ':'
        || text.charAt(19) != '.' || text.charAt(29) != 'Z') {
      return Instant.parse(text);
    }
    int year = number(text, 0, 4);
    int month = number(text, 5, 2);
    int day = number(text, 8, 2);
    int hour = number(text, 11, 2);
    int minute = number(text, 14, 2);
    int second = number(text, 17, 2);
    int nano = number(text, 20, 9);
    if (year < 0 || month < 1 || month > 12 || day < 1 || day > monthLength(year, month)
        || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59
        || nano < 0) {
      return Instant.parse(text);
    }
    return Instant.ofEpochSecond(
        epochDay(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second, nano);
  }

  private static void digits(byte[] text, int start, int value, int width) {
    for (int i = start + width - 1; i >= start; i--) {
      text[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }

  /** The value of {@code width} decimal digits at {@code start}, or -1 if one is not a digit. */
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

  private static int monthLength(int year, int month) {
    if (month == 2) {
      boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
      return leap ? 29 : 28;
    }
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }

  private static long epochDay(int year, int month, int day) {
    int y = month <= 2 ? year - 1 : year;
    long era = Math.floorDiv(y, 400);
    int yearOfEra = (int) (y - era * 400);
    int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
  }
}
