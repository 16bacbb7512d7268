package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidCursorException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

class CursorsTest {
  private static final String SCOPE = "Follow\n\nACTOR#alice\nASCENDING";
  private static final String PREFIX = "TARGET#";
  private static final int MAX = Layout.MAX_SORT_KEY_BYTES;
  private static final String ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  @Test
  void randomSortKeysRoundTrip() {
    Random random = new Random(7);
    for (int i = 0; i < 5_000; i++) {
      String sortKey = Keys.string("TARGET#", RandomText.unicode(random), "Follow.followee", MAX);
      String cursor = Cursors.encode(SCOPE, List.of(sortKey));
      assertTrue(cursor.chars().allMatch(c -> ALPHABET.indexOf(c) >= 0), cursor);
      assertEquals(List.of(sortKey), Cursors.decode(cursor, SCOPE, PREFIX, MAX));
    }
  }

  @Test
  void garbageIsRefused() {
    for (String garbage : new String[] {"x", "abc", "!!!!", "a b c d", "AAAAAAAAAAAA", "%2F%2F",
        "TARGET#bob", "AQAAAAA=", "=".repeat(16), "A".repeat(5_000)}) {
      assertInvalid(garbage, SCOPE, PREFIX, "Pass a cursor from nextCursor()");
    }
  }

  @Test
  void everyTruncationIsRefused() {
    String cursor = Cursors.encode(SCOPE, List.of("TARGET#bob"));
    for (int length = 1; length < cursor.length(); length++) {
      assertInvalid(cursor.substring(0, length), SCOPE, PREFIX, "not valid");
    }
    assertInvalid(cursor + "=", SCOPE, PREFIX, "base64url");
  }

  @Test
  void everyOneCharacterChangeIsRefused() {
    String cursor = Cursors.encode(SCOPE, List.of("TARGET#bob%23" + "é".repeat(5)));
    for (int i = 0; i < cursor.length(); i++) {
      for (int c = 0; c < ALPHABET.length(); c++) {
        if (ALPHABET.charAt(c) != cursor.charAt(i)) {
          String changed = cursor.substring(0, i) + ALPHABET.charAt(c) + cursor.substring(i + 1);
          assertInvalid(changed, SCOPE, PREFIX, "not valid");
        }
      }
    }
  }

  @Test
  void cursorsOfOtherListingsAreRefused() {
    String cursor = Cursors.encode(SCOPE, List.of("TARGET#bob"));
    for (String other : new String[] {"Follow\n\nACTOR#bob\nASCENDING",
        "Follow\n\nACTOR#alice\nDESCENDING", "Follow\nGSI1\nACTOR#alice\nASCENDING",
        "Like\n\nACTOR#alice\nASCENDING"}) {
      assertInvalid(cursor, other, PREFIX, "belongs to another listing");
    }
  }

  @Test
  void sortKeysOutsideTheListingAreRefused() {
    assertInvalid(Cursors.encode(SCOPE, List.of("ACTOR#bob")), SCOPE, PREFIX, "'TARGET#' followed by an id");
    assertInvalid(Cursors.encode(SCOPE, List.of("TARGET#")), SCOPE, PREFIX, "'TARGET#' followed by an id");
    assertInvalid(Cursors.encode(SCOPE, List.of("TARGET#" + "b".repeat(MAX))), SCOPE, PREFIX, "longer than");
    assertInvalid(raw((byte) 2, withLength(new byte[] {'T', 'A', 'R', 'G', 'E', 'T', '#', (byte) 0xC3})),
        SCOPE, PREFIX, "not UTF-8");
    assertInvalid(raw((byte) 2, new byte[] {0, 0}), SCOPE, PREFIX, "sort key is empty");
  }

  @Test
  void aCursorFromBeforeTheBaseKeysIsRefusedByItsVersion() {
    assertInvalid(raw((byte) 1, "TARGET#bob".getBytes(StandardCharsets.UTF_8)), SCOPE, PREFIX,
        "version 1 but this library reads version 2");
  }

  @Test
  void anIndexCursorHoldsTheBaseKeyOfTheLastItem() {
    String scope = "Follow\nGSI1\nTARGET#bob#3\nASCENDING";
    List<String> position = List.of("ACTOR#alice", "ACTOR#alice", "TARGET#bob");
    String cursor = Cursors.encode(scope, position);
    assertEquals(position, Cursors.decode(cursor, scope, "ACTOR#", MAX, 2048, MAX));
    assertInvalid(cursor, scope, "ACTOR#", "more keys than this listing's position");
    assertThrows(InvalidCursorException.class,
        () -> Cursors.decode(Cursors.encode(scope, position.subList(0, 2)), scope, "ACTOR#", MAX, 2048, MAX));
    assertThrows(InvalidCursorException.class,
        () -> Cursors.decode(Cursors.encode(scope, List.of("ACTOR#alice", "", "TARGET#bob")), scope, "ACTOR#",
            MAX, 2048, MAX));
  }

  /** A well-formed cursor with any version byte and payload bytes. */
  private static String raw(byte version, byte[] payload) {
    ByteBuffer bytes = ByteBuffer.allocate(9 + payload.length);
    bytes.put(version).putInt(crc(SCOPE.getBytes(StandardCharsets.UTF_8), -1)).put(payload);
    bytes.putInt(crc(bytes.array(), bytes.position()));
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.array());
  }

  /** One value as a cursor holds it: its two-byte length, then its bytes. */
  private static byte[] withLength(byte[] value) {
    return ByteBuffer.allocate(2 + value.length).putShort((short) value.length).put(value).array();
  }

  private static int crc(byte[] bytes, int length) {
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, length < 0 ? bytes.length : length);
    return (int) crc.getValue();
  }

  private static void assertInvalid(String cursor, String scope, String prefix, String reason) {
    InvalidCursorException e = assertThrows(InvalidCursorException.class,
        () -> Cursors.decode(cursor, scope, prefix, MAX), cursor);
    assertTrue(e.getMessage().contains(reason), e.getMessage());
    assertTrue(e.getMessage().contains("or none to start at the beginning"), e.getMessage());
  }
}
