package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.MalformedItemException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The parts of a composite sort key, as the encoders of {@link Keys} nest them, read back. */
class KeyPartsTest {
  private static final int MAX = Layout.MAX_SORT_KEY_BYTES;

  private enum Status { OPEN, CLOSED }

  /** {@code EVENT#<text>#<status>#<at>}, nested as a generated keys class nests the encoders. */
  private static String key(String text, Status status, Instant at) {
    String first = Keys.string("EVENT#", text, "Step.text", MAX) + Layout.DELIMITER;
    return Keys.instant(Keys.enumName(first, status, "Step.status", MAX) + Layout.DELIMITER, at, "Step.at", MAX);
  }

  @Test
  void randomStringsRoundTripBesideTheOtherParts() {
    Random random = new Random(3);
    for (int i = 0; i < 20_000; i++) {
      String text = i % 2 == 0 ? RandomText.escapeHeavy(random) : RandomText.unicode(random);
      Instant at = Instant.ofEpochSecond(random.nextInt(Integer.MAX_VALUE), random.nextInt(1_000_000_000));
      KeyParts parts = KeyParts.of(key(text, Status.CLOSED, at), "EVENT", 3, "SK");
      assertEquals(text, parts.string(0));
      assertEquals(Status.CLOSED, parts.enumOf(1, Status.class));
      assertEquals(at, parts.instant(2));
    }
  }

  @Test
  void everyKindOfPartReadsBack() {
    UUID uuid = UUID.randomUUID();
    String key = Keys.date(Keys.ofLong(Keys.ofInt(Keys.uuid("T#", uuid, "X.u", MAX) + "#", -7, "X.i", MAX) + "#",
        Long.MIN_VALUE, "X.l", MAX) + "#", LocalDate.of(2026, 12, 1), "X.d", MAX);
    KeyParts parts = KeyParts.of(key, "T", 4, "SK");
    assertEquals(uuid, parts.uuid(0));
    assertEquals(-7, parts.ofInt(1));
    assertEquals(Long.MIN_VALUE, parts.ofLong(2));
    assertEquals(LocalDate.of(2026, 12, 1), parts.date(3));
  }

  @Test
  void eachNestedEncoderChecksTheWholeKeySoFarAgainstTheSortKeyLimit() {
    String text = "x".repeat(MAX - "EVENT#".length() - "#OPEN".length());
    assertEquals(MAX, Utf8.length(Keys.enumName(Keys.string("EVENT#", text, "Step.text", MAX) + "#",
        Status.OPEN, "Step.status", MAX)));
    InvalidKeyException tooLong = assertThrows(InvalidKeyException.class, () -> Keys.enumName(
        Keys.string("EVENT#", text + "x", "Step.text", MAX) + "#", Status.OPEN, "Step.status", MAX));
    assertTrue(tooLong.getMessage().startsWith("Step.status makes the key 1025 bytes long in UTF-8"), tooLong.getMessage());
  }

  @Test
  void keysOfAnotherShapeAreMalformed() {
    assertMalformed(() -> KeyParts.of(null, "EVENT", 2, "SK"), "missing");
    assertMalformed(() -> KeyParts.of("EVENT#OPEN", "EVENT", 2, "SK"), "2 key parts");
    assertMalformed(() -> KeyParts.of("EVENT#OPEN#a#b", "EVENT", 2, "SK"), "2 key parts");
    assertMalformed(() -> KeyParts.of("EVENT#OPEN#", "EVENT", 2, "SK"), "2 key parts");
    assertMalformed(() -> KeyParts.of("EVENT##a", "EVENT", 2, "SK"), "2 key parts");
    assertMalformed(() -> KeyParts.of("TARGET#OPEN#a", "EVENT", 2, "SK"), "2 key parts");
    assertMalformed(() -> KeyParts.of("EVENTS#OPEN#a", "EVENT", 2, "SK"), "2 key parts");
    assertEquals("a", KeyParts.of("EVENT#OPEN#a", "EVENT", 2, "SK").string(1));
  }

  @Test
  void partsThatNoValueOfTheirKindWritesAreMalformed() {
    KeyParts parts = KeyParts.of("EVENT#SHUT#2026-12-01T09:00:00Z#2026-13-01#12#%zz", "EVENT", 5, "SK");
    assertMalformed(() -> parts.enumOf(0, Status.class), "a constant of Status");
    assertMalformed(() -> parts.instant(1), "a fixed-width instant");
    assertMalformed(() -> parts.date(2), "a yyyy-MM-dd date");
    assertMalformed(() -> parts.ofInt(3), "a fixed-width int");
    assertMalformed(() -> parts.string(4), "an escaped string id");
  }

  private static void assertMalformed(Runnable read, String expected) {
    MalformedItemException e = assertThrows(MalformedItemException.class, read::run);
    assertEquals("SK", e.attribute());
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }
}
