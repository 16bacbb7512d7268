package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.MalformedItemException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InstantTextTest {
  /** The formatter the hand-written codec replaced: its output is the stored format. */
  private static final DateTimeFormatter REFERENCE =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

  @Test
  void formatsLikeTheReferenceFormatterAndParsesBack() {
    Random random = new Random(5);
    for (int i = 0; i < 50_000; i++) {
      Instant instant = RandomText.fixedWidthInstant(random);
      String text = InstantText.format(instant);
      assertEquals(REFERENCE.format(instant), text);
      assertEquals(instant, InstantText.parse(text, "at"));
      assertEquals(Instant.parse(text), InstantText.parseFixedWidth(text), text);
    }
  }

  @Test
  void calendarEdgesMatchTheReference() {
    String[] texts = {"0000-01-01T00:00:00Z", "0000-02-29T12:00:00Z", "0000-03-01T00:00:00Z",
        "1600-02-29T00:00:00Z", "1700-02-28T23:59:59.999999999Z", "1969-12-31T23:59:59.999999999Z",
        "1970-01-01T00:00:00Z", "2000-02-29T00:00:00Z", "2100-03-01T00:00:00Z",
        "9999-12-31T23:59:59.999999999Z"};
    for (String iso : texts) {
      Instant instant = Instant.parse(iso);
      assertEquals(REFERENCE.format(instant), InstantText.format(instant), iso);
      assertEquals(instant, InstantText.parse(InstantText.format(instant), "at"), iso);
    }
  }

  @Test
  void textOrderIsTimeOrder() {
    Random random = new Random(6);
    for (int i = 0; i < 20_000; i++) {
      Instant a = RandomText.fixedWidthInstant(random);
      Instant b = i % 2 == 0 ? a.plusNanos(random.nextInt(3) - 1) : RandomText.fixedWidthInstant(random);
      String textA = InstantText.format(a);
      assertEquals(InstantText.LENGTH, textA.length(), textA);
      assertEquals(Integer.signum(a.compareTo(b)),
          Integer.signum(textA.compareTo(InstantText.format(b))));
    }
  }

  /**
   * {@code Instant.toString()} of these sorts out of time order ({@code +10000-...} before {@code 0000},
   * {@code -0002} after {@code -0001}), so they have no text; items stored that way by earlier
   * versions still read.
   */
  @Test
  void instantsOutsideFourDigitYearsHaveNoTextButStillParse() {
    for (Instant instant : new Instant[] {Instant.MIN, Instant.MAX, Instant.parse("-0001-12-31T23:59:59.999999999Z"),
        Instant.parse("+10000-01-01T00:00:00Z")}) {
      assertFalse(InstantText.fixedWidth(instant), instant.toString());
      assertThrows(IllegalArgumentException.class, () -> InstantText.format(instant));
      assertEquals(instant, InstantText.parse(instant.toString(), "at"));
    }
    assertTrue(InstantText.fixedWidth(Instant.parse("0000-01-01T00:00:00Z")));
    assertTrue(InstantText.fixedWidth(Instant.parse("9999-12-31T23:59:59.999999999Z")));
  }

  @Test
  void otherIsoFormsStillParse() {
    assertEquals(Instant.parse("2024-01-02T03:04:05Z"), InstantText.parse("2024-01-02T03:04:05Z", "at"));
    assertEquals(Instant.parse("2016-12-31T23:59:59Z"),
        InstantText.parse("2016-12-31T23:59:60.000000000Z", "at"));
  }

  @Test
  void fixedWidthFieldsOutOfRangeAreNotTakenAsFixedWidth() {
    for (String text : new String[] {"2023-02-29T00:00:00.000000000Z",
        "2024-13-01T00:00:00.000000000Z", "2024-00-01T00:00:00.000000000Z",
        "2024-01-32T00:00:00.000000000Z",
        "2024-01-01T00:60:00.000000000Z", "2024-01-01T00:00:00.00000000xZ",
        "2024-01-01 00:00:00.000000000Z", "+024-01-01T00:00:00.000000000Z"}) {
      assertNull(InstantText.parseFixedWidth(text), text);
      MalformedItemException e =
          assertThrows(MalformedItemException.class, () -> InstantText.parse(text, "at"));
      assertTrue(e.getMessage().startsWith("Attribute at is "), e.getMessage());
    }
    assertThrows(MalformedItemException.class, () -> InstantText.parse("yesterday", "at"));
    // ISO-8601's end of day: not the fixed-width form, but Instant.parse takes it.
    assertNull(InstantText.parseFixedWidth("2024-01-01T24:00:00.000000000Z"));
    assertEquals(Instant.parse("2024-01-02T00:00:00Z"),
        InstantText.parse("2024-01-01T24:00:00.000000000Z", "at"));
  }
}
