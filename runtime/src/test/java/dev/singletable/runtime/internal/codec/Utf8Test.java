package dev.singletable.runtime.internal.codec;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link Utf8#length} agrees with the JDK's UTF-8 encoder on sizes and on where encoding fails. */
class Utf8Test {
  private static final char HIGH = '\uD83D';
  private static final char LOW = '\uDE00';

  @Test
  void agreesWithTheEncoderOnRandomStrings() {
    Random random = new Random(11);
    int refused = 0;
    for (int i = 0; i < 20_000; i++) {
      String text = randomText(random);
      long expected = encoderLength(text);
      assertEquals(expected, Utf8.length(text), () -> escaped(text));
      refused += expected < 0 ? 1 : 0;
    }
    assertTrue(refused > 5_000 && refused < 15_000, "both kinds of string were tried: " + refused);
  }

  @Test
  void findsTheFirstUnpairedSurrogate() {
    assertEquals(0, Utf8.length(""));
    assertEquals(4, Utf8.length("" + HIGH + LOW));
    assertEquals(1 + 2 + 3 + 4, Utf8.length("aé€" + HIGH + LOW));
    assertEquals(~0L, Utf8.length(HIGH + "abc"));
    assertEquals(~1L, Utf8.length("a" + LOW + "bc"));
    assertEquals(~2L, Utf8.length("ab" + HIGH));
    assertEquals(~0L, Utf8.length("" + LOW + HIGH), "a reversed pair");
    assertEquals(~2L, Utf8.length("" + HIGH + LOW + HIGH + HIGH + LOW));
  }

  /** 0 to 10 chars: ASCII, two- and three-byte chars, pairs, lone high and low surrogates. */
  private static String randomText(Random random) {
    StringBuilder text = new StringBuilder();
    int length = random.nextInt(11);
    for (int i = 0; i < length; i++) {
      switch (random.nextInt(12)) {
        case 0:
          text.append((char) (Character.MIN_HIGH_SURROGATE + random.nextInt(0x400)));
          break;
        case 1:
          text.append((char) (Character.MIN_LOW_SURROGATE + random.nextInt(0x400)));
          break;
        case 2:
        case 3:
          text.appendCodePoint(0x10000 + random.nextInt(0x100000));
          break;
        case 4:
        case 5:
          text.append((char) (0x80 + random.nextInt(0x780)));
          break;
        case 6:
        case 7:
          text.append((char) (0x800 + random.nextInt(0xD800 - 0x800)));
          break;
        case 8:
          text.append((char) (0xE000 + random.nextInt(0x2000)));
          break;
        default:
          text.append((char) random.nextInt(0x80));
      }
    }
    return text.toString();
  }

  /** The reference: the encoded size, or ~position where the encoder reports malformed input. */
  private static long encoderLength(String text) {
    CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder();
    CharBuffer in = CharBuffer.wrap(text);
    ByteBuffer out = ByteBuffer.allocate(4 * text.length());
    CoderResult result = encoder.encode(in, out, true);
    if (result.isError()) {
      return ~in.position();
    }
    encoder.flush(out);
    return out.position();
  }

  private static String escaped(String text) {
    StringBuilder shown = new StringBuilder();
    text.chars().forEach(c -> shown.append(String.format("\\u%04X", c)));
    return shown.toString();
  }
}
