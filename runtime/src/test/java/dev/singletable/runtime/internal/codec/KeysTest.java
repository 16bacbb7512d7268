package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeysTest {
  private static final int MAX = Layout.MAX_SORT_KEY_BYTES;

  @Test
  void randomUnicodeIdsRoundTrip() {
    Random random = new Random(1);
    for (int i = 0; i < 20_000; i++) {
      String id = RandomText.unicode(random);
      String key = Keys.string("ACTOR#", id, "Follow.follower", Layout.MAX_PARTITION_KEY_BYTES);
      assertTrue(key.startsWith("ACTOR#"), key);
      assertEquals(-1, key.indexOf('#', "ACTOR#".length()), key);
      assertEquals(id, Keys.decodeString(key, "ACTOR", "PK"));
    }
  }

  @Test
  void noTwoIdsEncodeAlike() {
    Random random = new Random(2);
    Map<String, String> idByKey = new HashMap<>();
    for (int i = 0; i < 50_000; i++) {
      String id = i % 2 == 0 ? RandomText.escapeHeavy(random) : RandomText.unicode(random);
      String previous = idByKey.putIfAbsent(Keys.string("A#", id, "X.id", MAX), id);
      assertTrue(previous == null || previous.equals(id), () -> previous + " and " + id);
    }
    assertEquals("A#bob%230", Keys.string("A#", "bob#0", "X.id", MAX));
    assertEquals("A#100%25", Keys.string("A#", "100%", "X.id", MAX));
  }

  @Test
  void int32OrderIsNumericOrder() {
    Random random = new Random(3);
    int[] special = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, 0, 1, Integer.MAX_VALUE};
    for (int i = 0; i < 50_000; i++) {
      int a = i < 36 ? special[i / 6] : random.nextInt();
      int b = i < 36 ? special[i % 6] : (i % 3 == 0 ? a + random.nextInt(3) - 1 : random.nextInt());
      String keyA = Keys.ofInt("N#", a, "X.n", MAX);
      String keyB = Keys.ofInt("N#", b, "X.n", MAX);
      assertEquals(Integer.signum(Integer.compare(a, b)), Integer.signum(keyA.compareTo(keyB)),
          keyA + " vs " + keyB);
      assertEquals(a, Keys.decodeInt(keyA, "N", "SK"));
    }
    assertEquals("N#0000000000", Keys.ofInt("N#", 0, "X.n", MAX));
    assertEquals("N#-0000000000", Keys.ofInt("N#", Integer.MIN_VALUE, "X.n", MAX));
    assertEquals("N#-2147483647", Keys.ofInt("N#", -1, "X.n", MAX));
  }

  @Test
  void int64OrderIsNumericOrder() {
    Random random = new Random(4);
    long[] special = {Long.MIN_VALUE, Long.MIN_VALUE + 1, -1, 0, 1, Long.MAX_VALUE};
    for (int i = 0; i < 50_000; i++) {
      long a = i < 36 ? special[i / 6] : random.nextLong() >> random.nextInt(64);
      long b = i < 36 ? special[i % 6] : random.nextLong() >> random.nextInt(64);
      String keyA = Keys.ofLong("N#", a, "X.n", MAX);
      String keyB = Keys.ofLong("N#", b, "X.n", MAX);
      assertEquals(Integer.signum(Long.compare(a, b)), Integer.signum(keyA.compareTo(keyB)),
          keyA + " vs " + keyB);
      assertEquals(a, Keys.decodeLong(keyA, "N", "SK"));
    }
    assertEquals("N#-9223372036854775807", Keys.ofLong("N#", -1L, "X.n", MAX));
    assertEquals("N#9223372036854775807", Keys.ofLongBoxed("N#", Long.MAX_VALUE, "X.n", MAX));
  }

  @Test
  void uuidAndEnumIdsRoundTrip() {
    UUID id = UUID.randomUUID();
    String key = Keys.uuid("U#", id, "X.id", MAX);
    assertEquals("U#" + id.toString().toLowerCase(), key);
    assertEquals(id, Keys.decodeUuid(key, "U", "PK"));
    String enumKey = Keys.enumName("E#", Thread.State.BLOCKED, "X.state", MAX);
    assertEquals("E#BLOCKED", enumKey);
    assertEquals(Thread.State.BLOCKED, Keys.decodeEnum(enumKey, "E", Thread.State.class, "SK"));
  }

  @Test
  void nullAndEmptyIdsAreRefusedNamingTheComponent() {
    assertRefused(() -> Keys.string("A#", null, "Follow.follower", MAX), "Follow.follower", "null");
    assertRefused(() -> Keys.string("A#", "", "Follow.follower", MAX), "Follow.follower", "empty");
    assertRefused(() -> Keys.uuid("A#", null, "Doc.id", MAX), "Doc.id", "null");
    assertRefused(() -> Keys.ofIntBoxed("A#", null, "Doc.n", MAX), "Doc.n", "null");
    assertRefused(() -> Keys.ofLongBoxed("A#", null, "Doc.n", MAX), "Doc.n", "null");
    assertRefused(() -> Keys.enumName("A#", null, "Doc.kind", MAX), "Doc.kind", "null");
    assertRefused(() -> Keys.string("A#", "a\uD800b", "Doc.id", MAX), "Doc.id", "unpaired surrogate");
  }

  @Test
  void keysOverTheByteLimitAreRefused() {
    assertEquals(MAX, Keys.string("T#", "a".repeat(MAX - 2), "Follow.followee", MAX).length());
    assertRefused(() -> Keys.string("T#", "a".repeat(MAX - 1), "Follow.followee", MAX),
        "Follow.followee", "1025 bytes");
    String twoByteChars = "é".repeat(512);
    String fourByteChars = "\uD83D\uDE00".repeat(256);
    assertTrue(("T#" + twoByteChars).length() < MAX);
    assertTrue(("T#" + fourByteChars).length() < MAX);
    assertRefused(() -> Keys.string("T#", twoByteChars, "Follow.followee", MAX),
        "Follow.followee", "1026 bytes");
    assertRefused(() -> Keys.string("T#", fourByteChars, "Follow.followee", MAX),
        "Follow.followee", "1026 bytes");
    assertRefused(() -> Keys.string("T#", "%".repeat(400), "Follow.followee", MAX),
        "Follow.followee", "1202 bytes");
    assertRefused(() -> Keys.ofLong("P#".repeat(MAX), 1, "Doc.n", MAX), "Doc.n", "Shorten");
  }

  @Test
  void keysThatWereNotEncodedAreMalformed() {
    assertMalformed(() -> Keys.decodeString("TARGET#bob", "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeString("ACTOR#", "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeString("ACTORbob", "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeString("ACTOR#a#b", "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeString("ACTOR#a%2", "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeString("ACTOR#a%41", "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeString(null, "ACTOR", "PK"));
    assertMalformed(() -> Keys.decodeInt("N#1", "N", "SK"));
    assertMalformed(() -> Keys.decodeInt("N#2147483648", "N", "SK"));
    assertMalformed(() -> Keys.decodeInt("N#+000000001", "N", "SK"));
    assertMalformed(() -> Keys.decodeLong("N#9999999999999999999", "N", "SK"));
    assertMalformed(() -> Keys.decodeLong("N#--000000000000000001", "N", "SK"));
    assertMalformed(() -> Keys.decodeUuid("U#1-1-1-1-1", "U", "SK"));
    assertMalformed(() -> Keys.decodeUuid("U#" + UUID.randomUUID().toString().toUpperCase(), "U", "SK"));
    assertMalformed(() -> Keys.decodeEnum("E#SLEEPY", "E", Thread.State.class, "SK"));
  }

  private static void assertRefused(Runnable call, String component, String messagePart) {
    InvalidKeyException e = assertThrows(InvalidKeyException.class, call::run);
    assertEquals(component, e.component());
    assertTrue(e.getMessage().startsWith(component), e.getMessage());
    assertTrue(e.getMessage().contains(messagePart), e.getMessage());
  }

  private static void assertMalformed(Runnable call) {
    dev.singletable.runtime.MalformedItemException e =
        assertThrows(dev.singletable.runtime.MalformedItemException.class, call::run);
    assertTrue(e.getMessage().contains(e.attribute()), e.getMessage());
    assertNull(e.getCause());
  }
}
