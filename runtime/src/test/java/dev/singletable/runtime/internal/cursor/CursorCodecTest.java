package dev.singletable.runtime.internal.cursor;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidCursorException.Reason;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.codec.RandomText;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cursor format without a key: structure, the SHA-256 binding to the listing, and every refusal. */
class CursorCodecTest {
  static final int MAX = Layout.MAX_SORT_KEY_BYTES;
  static final Cursor.Scope ALICE = scope("ACTOR#alice");
  private static final String ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  @Test
  void randomSortKeysRoundTripAsUrlSafeText() {
    Random random = new Random(7);
    for (int i = 0; i < 2_000; i++) {
      String sortKey = Keys.string("TARGET#", RandomText.unicode(random), "Follow.followee", MAX);
      Cursor cursor = new Cursor(ALICE, List.of(sortKey));
      String text = CursorCodec.encode(cursor, CursorSeal.NONE);
      assertTrue(text.chars().allMatch(c -> ALPHABET.indexOf(c) >= 0), text);
      assertEquals(cursor, CursorCodec.decode(text, ALICE, CursorSeal.NONE, MAX));
    }
  }

  @Test
  void aShardedCursorHoldsOnePositionBoundToItsShardCount() {
    Cursor.Scope sharded = new Cursor.Scope("Follow", "GSI1", "TARGET#bob", SortOrder.DESCENDING, 64);
    Cursor cursor = new Cursor(sharded, List.of("ACTOR#al"));
    String text = CursorCodec.encode(cursor, CursorSeal.NONE);
    assertEquals(cursor, CursorCodec.decode(text, sharded, CursorSeal.NONE, MAX));
    assertEquals(encode(scope("TARGET#bob"), "ACTOR#al").length(), text.length(), "as long as an unsharded one");
    Cursor.Scope fourShards = new Cursor.Scope("Follow", "GSI1", "TARGET#bob", SortOrder.DESCENDING, 4);
    assertRefused(text, fourShards, CursorSeal.NONE, Reason.NOT_VERIFIED, "shard count");
  }

  @Test
  void garbageIsRefused() {
    for (String garbage : new String[] {"x", "abc", "!!!!", "a b c d", "AAAAAAAAAAAA", "%2F%2F",
        "TARGET#bob", "AQAAAAA=", "=".repeat(16), "A".repeat(60)}) {
      assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(garbage, ALICE, CursorSeal.NONE, MAX));
    }
  }

  @Test
  void everyTruncationAndExtensionIsRefused() {
    String text = encode(ALICE, "TARGET#bob");
    for (int length = 1; length < text.length(); length++) {
      String cut = text.substring(0, length);
      assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(cut, ALICE, CursorSeal.NONE, MAX));
    }
    for (String extended : new String[] {text + "=", text + "A", text + "AA", text + "AAAA"}) {
      assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(extended, ALICE, CursorSeal.NONE, MAX));
    }
  }

  @Test
  void everyBitFlipIsRefused() {
    byte[] bytes = Base64.getUrlDecoder().decode(encode(ALICE, "TARGET#bob%23" + "é".repeat(5)));
    for (int bit = 0; bit < bytes.length * 8; bit++) {
      byte[] flipped = bytes.clone();
      flipped[bit / 8] ^= (byte) (1 << (bit % 8));
      String text = Base64.getUrlEncoder().withoutPadding().encodeToString(flipped);
      assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(text, ALICE, CursorSeal.NONE, MAX));
    }
  }

  @Test
  void cursorsOfOtherListingsAreRefused() {
    String text = encode(ALICE, "TARGET#bob");
    for (Cursor.Scope other : new Cursor.Scope[] {scope("ACTOR#bob"),
        new Cursor.Scope("Follow", null, "ACTOR#alice", SortOrder.DESCENDING, 1),
        new Cursor.Scope("Follow", "GSI1", "ACTOR#alice", SortOrder.ASCENDING, 1),
        new Cursor.Scope("Like", null, "ACTOR#alice", SortOrder.ASCENDING, 1),
        new Cursor.Scope("Follow", "", "ACTOR#alice", SortOrder.ASCENDING, 1)}) {
      assertRefused(text, other, CursorSeal.NONE, Reason.NOT_VERIFIED, "made for another listing");
    }
  }

  @Test
  void twoUsersWhoseListingsShareACrc32NoLongerShareCursors() {
    String[] pair = crc32CollidingUsers();
    assertNotEquals(pair[0], pair[1]);
    String text = encode(scope("ACTOR#" + pair[0]), "TARGET#bob");
    assertRefused(text, scope("ACTOR#" + pair[1]), CursorSeal.NONE, Reason.NOT_VERIFIED, "another listing");
  }

  @Test
  void randomPairsOfListingsNeverAcceptEachOthersCursors() {
    Random random = new Random(11);
    for (int i = 0; i < 2_000; i++) {
      Cursor.Scope one = randomScope(random);
      Cursor.Scope two = randomScope(random);
      if (!one.equals(two)) {
        String text = CursorCodec.encode(new Cursor(one, List.of("TARGET#x")), CursorSeal.NONE);
        assertEquals(one, CursorCodec.decode(text, one, CursorSeal.NONE, MAX).scope());
        assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(text, two, CursorSeal.NONE, MAX));
      }
    }
  }

  @Test
  void anOldVersionIsRefusedByItsVersionAndOversizeTextBeforeDecoding() {
    byte[] version3 = Base64.getUrlDecoder().decode(encode(ALICE, "TARGET#bob"));
    version3[0] = 3;
    assertRefused(Base64.getUrlEncoder().withoutPadding().encodeToString(version3), ALICE, CursorSeal.NONE,
        Reason.UNSUPPORTED_VERSION, "version 3 but this library reads version 4");
    String longest = "A".repeat(CursorCodec.maxLength(MAX));
    assertThrows(InvalidCursorException.class, () -> CursorCodec.decode(longest, ALICE, CursorSeal.NONE, MAX));
    assertRefused(longest + "A", ALICE, CursorSeal.NONE, Reason.TOO_LONG, "longer than any cursor");
    assertRefused("!" + longest, ALICE, CursorSeal.NONE, Reason.TOO_LONG, "longer than any cursor");
  }

  @Test
  void positionsThatDoNotFitTheListingAreRefused() {
    assertRefused(encode(ALICE, "TARGET#" + "b".repeat(MAX)), ALICE, CursorSeal.NONE, Reason.MALFORMED,
        "longer than 1024 bytes");
    Cursor.Scope index = new Cursor.Scope("Follow", "GSI1", "TARGET#bob", SortOrder.ASCENDING, 1);
    String twoKeys = CursorCodec.encode(new Cursor(index, List.of("ACTOR#a", "ACTOR#a")), CursorSeal.NONE);
    assertRefused(twoKeys, index, CursorSeal.NONE, Reason.MALFORMED, "fewer keys", MAX, 2048, MAX);
    String threeKeys = CursorCodec.encode(new Cursor(index, List.of("ACTOR#a", "ACTOR#a", "T#b")), CursorSeal.NONE);
    assertRefused(threeKeys, index, CursorSeal.NONE, Reason.MALFORMED, "more keys", MAX, 2048);
    assertRefused(CursorCodec.encode(new Cursor(index, List.of("ACTOR#a", "", "T#b")), CursorSeal.NONE), index,
        CursorSeal.NONE, Reason.MALFORMED, "base key is empty", MAX, 2048, MAX);
  }

  /**
   * Two user ids whose version 2 scopes ({@code entity\nindex\npartition\norder}) share a CRC32,
   * found by the birthday bound (about 2^16 random ids of 12 letters). Ids that differ only within
   * 32 consecutive bits, such as {@code user1}..{@code user9999}, never collide: CRC32 catches such
   * bursts, so the ids are random letters.
   */
  static String[] crc32CollidingUsers() {
    Map<Long, String> seen = new HashMap<>();
    Random random = new Random(5);
    char[] letters = new char[12];
    while (true) {
      for (int i = 0; i < letters.length; i++) {
        letters[i] = (char) ('a' + random.nextInt(26));
      }
      String user = new String(letters);
      CRC32 crc = new CRC32();
      crc.update(("Follow\n\nACTOR#" + user + "\nASCENDING").getBytes(StandardCharsets.UTF_8));
      String earlier = seen.putIfAbsent(crc.getValue(), user);
      if (earlier != null) {
        return new String[] {earlier, user};
      }
    }
  }

  static Cursor.Scope scope(String partition) {
    return new Cursor.Scope("Follow", null, partition, SortOrder.ASCENDING, 1);
  }

  private static Cursor.Scope randomScope(Random random) {
    return new Cursor.Scope(random.nextBoolean() ? "Follow" : "Like", random.nextBoolean() ? null : "GSI1",
        "ACTOR#" + random.nextInt(50), random.nextBoolean() ? SortOrder.ASCENDING : SortOrder.DESCENDING,
        1 + random.nextInt(3));
  }

  private static String encode(Cursor.Scope scope, String sortKey) {
    return CursorCodec.encode(new Cursor(scope, List.of(sortKey)), CursorSeal.NONE);
  }

  /** Decodes with one sort key of at most {@link #MAX} bytes per position, or with {@code maxBytes}. */
  static void assertRefused(String text, Cursor.Scope scope, CursorSeal seal, Reason reason, String why,
      int... maxBytes) {
    int[] limits = maxBytes.length == 0 ? new int[] {MAX} : maxBytes;
    InvalidCursorException e = assertThrows(InvalidCursorException.class,
        () -> CursorCodec.decode(text, scope, seal, limits), text);
    assertEquals(reason, e.reason(), e.getMessage());
    assertTrue(e.getMessage().contains(why), e.getMessage());
    assertTrue(e.getMessage().contains("Pass a cursor from nextCursor() of the same listing"), e.getMessage());
  }
}
