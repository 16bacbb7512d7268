package dev.singletable.runtime.internal.codec;

import java.time.Instant;
import java.util.Random;

/** Seeded random ids for property-style loops. */
public final class RandomText {
  private static final String TRICKY = "#%25 23%#a";

  private RandomText() {}

  /** 1 to 12 code points: delimiters, escapes, spaces, ASCII, BMP letters and supplementary ones. */
  public static String unicode(Random random) {
    StringBuilder text = new StringBuilder();
    int length = 1 + random.nextInt(12);
    for (int i = 0; i < length; i++) {
      switch (random.nextInt(5)) {
        case 0:
          text.append(TRICKY.charAt(random.nextInt(TRICKY.length())));
          break;
        case 1:
          text.append((char) (' ' + random.nextInt(95)));
          break;
        case 2:
          text.append((char) (0xA0 + random.nextInt(0xD7FF - 0xA0)));
          break;
        case 3:
          text.appendCodePoint(0x10000 + random.nextInt(0x10FFFF - 0x10000));
          break;
        default:
          text.append((char) (0xE000 + random.nextInt(0x2000)));
      }
    }
    return text.toString();
  }

  /** 1 to 6 chars from a tiny alphabet rich in escapes, so that collisions would show. */
  static String escapeHeavy(Random random) {
    StringBuilder text = new StringBuilder();
    int length = 1 + random.nextInt(6);
    for (int i = 0; i < length; i++) {
      text.append("#%235".charAt(random.nextInt(5)));
    }
    return text.toString();
  }

  /** An instant in years 0000 to 9999 with random nanoseconds. */
  static Instant fixedWidthInstant(Random random) {
    long from = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
    long to = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
    long seconds = from + (long) (random.nextDouble() * (to - from));
    return Instant.ofEpochSecond(seconds, random.nextInt(1_000_000_000));
  }
}
