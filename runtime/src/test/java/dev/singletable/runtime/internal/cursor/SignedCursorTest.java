package dev.singletable.runtime.internal.cursor;

import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.InvalidCursorException.Reason;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidRequestException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import static dev.singletable.runtime.internal.cursor.CursorCodecTest.ALICE;
import static dev.singletable.runtime.internal.cursor.CursorCodecTest.MAX;
import static dev.singletable.runtime.internal.cursor.CursorCodecTest.assertRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Cursors signed with HMAC-SHA256, with key rotation, and with their positions encrypted. */
class SignedCursorTest {
  private static final byte[] OLD = key('o');
  private static final byte[] NEW = key('n');
  private static final CursorSeal SIGNED = CursorSeal.of(CursorKeys.of(OLD));
  private static final CursorSeal HIDING = CursorSeal.of(CursorKeys.of(OLD).hidingPositions());
  private static final String SORT_KEY = "TARGET#bob-the-celebrity";

  @Test
  void signedAndHiddenCursorsRoundTrip() {
    for (CursorSeal seal : new CursorSeal[] {SIGNED, HIDING}) {
      Cursor cursor = new Cursor(ALICE, List.of(SORT_KEY));
      assertEquals(cursor, CursorCodec.decode(CursorCodec.encode(cursor, seal), ALICE, seal, MAX));
    }
  }

  @Test
  void everyBitFlipTruncationAndExtensionOfASignedCursorIsRefused() {
    for (CursorSeal seal : new CursorSeal[] {SIGNED, HIDING}) {
      String text = encode(seal);
      byte[] bytes = Base64.getUrlDecoder().decode(text);
      for (int bit = 0; bit < bytes.length * 8; bit++) {
        byte[] flipped = bytes.clone();
        flipped[bit / 8] ^= (byte) (1 << (bit % 8));
        String changed = Base64.getUrlEncoder().withoutPadding().encodeToString(flipped);
        assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(changed, ALICE, seal, MAX));
      }
      for (int length = 1; length < bytes.length; length++) {
        String cut = Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(bytes, length));
        assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(cut, ALICE, seal, MAX));
      }
      String extended = Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(bytes, bytes.length + 3));
      assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(extended, ALICE, seal, MAX));
    }
  }

  @Test
  void aCursorSignedWithAnotherKeyIsRefused() {
    assertRefused(encode(CursorSeal.of(CursorKeys.of(NEW))), ALICE, SIGNED, Reason.NOT_VERIFIED,
        "signed with a key that is not configured");
    assertRefused(encode(CursorSeal.of(CursorKeys.of(NEW).hidingPositions())), ALICE, HIDING,
        Reason.NOT_VERIFIED, "signed with a key that is not configured");
  }

  @Test
  void rotationSignsWithTheNewKeyAndStillAcceptsTheOld() {
    CursorSeal rotated = CursorSeal.of(CursorKeys.of(NEW, OLD));
    String before = encode(SIGNED);
    String after = encode(rotated);
    assertEquals(SORT_KEY, decode(before, rotated));
    assertEquals(SORT_KEY, decode(after, rotated));
    assertEquals(SORT_KEY, decode(after, CursorSeal.of(CursorKeys.of(NEW))));
    assertRefused(after, ALICE, SIGNED, Reason.NOT_VERIFIED, "not configured");
    CursorSeal hidingRotated = CursorSeal.of(CursorKeys.of(NEW, OLD).hidingPositions());
    assertEquals(SORT_KEY, decode(encode(HIDING), hidingRotated));
  }

  @Test
  void signedAndUnsignedCursorsAreNotMixed() {
    assertRefused(encode(CursorSeal.NONE), ALICE, SIGNED, Reason.NOT_VERIFIED, "it is not signed");
    assertRefused(encode(SIGNED), ALICE, CursorSeal.NONE, Reason.NOT_VERIFIED, "no cursor key");
    assertEquals(SORT_KEY, decode(encode(SIGNED), HIDING), "turning hiding on keeps cursors in flight");
    assertEquals(SORT_KEY, decode(encode(HIDING), SIGNED), "turning it off too");
  }

  @Test
  void aSignedCursorOfAnotherListingIsRefused() {
    String[] pair = CursorCodecTest.crc32CollidingUsers();
    String text = CursorCodec.encode(new Cursor(CursorCodecTest.scope("ACTOR#" + pair[0]), List.of(SORT_KEY)), HIDING);
    assertRefused(text, CursorCodecTest.scope("ACTOR#" + pair[1]), HIDING, Reason.NOT_VERIFIED, "another listing");
  }

  @Test
  void onlyHiddenCursorsHideTheSortKey() {
    assertTrue(contains(encode(CursorSeal.NONE), SORT_KEY));
    assertTrue(contains(encode(SIGNED), SORT_KEY));
    assertFalse(contains(encode(HIDING), SORT_KEY));
    assertFalse(contains(encode(HIDING), "bob"));
    assertEquals(encode(HIDING), encode(HIDING), "the nonce is synthetic: equal positions, equal cursors");
  }

  @Test
  void keysAreCheckedWhenConfigured() {
    InvalidRequestException shortKey = assertThrows(InvalidRequestException.class,
        () -> CursorKeys.of(new byte[31]));
    assertTrue(shortKey.getMessage().contains("current is 31 bytes long"), shortKey.getMessage());
    InvalidRequestException nullOld = assertThrows(InvalidRequestException.class,
        () -> CursorKeys.of(NEW, OLD, null));
    assertTrue(nullOld.getMessage().contains("older[1] is null"), nullOld.getMessage());
    assertThrows(InvalidRequestException.class, () -> CursorKeys.none().hidingPositions());
    byte[] mutable = key('m');
    CursorKeys keys = CursorKeys.of(mutable);
    String text = encode(CursorSeal.of(keys));
    mutable[0] ^= 1;
    assertEquals(SORT_KEY, decode(text, CursorSeal.of(keys)), "the key was copied");
    assertFalse(keys.toString().contains("m"), keys.toString());
  }

  /** Whether {@code text} shows in the bytes of the cursor. */
  private static boolean contains(String cursor, String text) {
    byte[] decoded = Base64.getUrlDecoder().decode(cursor);
    return new String(decoded, StandardCharsets.ISO_8859_1).contains(text);
  }

  private static String encode(CursorSeal seal) {
    return CursorCodec.encode(new Cursor(ALICE, List.of(SORT_KEY)), seal);
  }

  private static String decode(String text, CursorSeal seal) {
    return CursorCodec.decode(text, ALICE, seal, MAX).sortKey();
  }

  private static byte[] key(char fill) {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) fill);
    return key;
  }
}
