package dev.singletable.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The shard rule, pinned: these values were computed independently (Python's hashlib, first 4 bytes
 * of SHA-256 big-endian, mod N), so a change of the rule, which would strand every stored sharded
 * edge, fails here.
 */
class ShardsTest {

  @Test
  void theRuleIsTheFirstFourBytesOfSha256ModuloN() {
    assertEquals(9, Shards.of("alice", 16), "0x2bd806c9 mod 16");
    assertEquals(8, Shards.of("bob", 16), "0x81b637d8 mod 16");
    assertEquals(5, Shards.of("bob", 7));
    assertEquals(0, Shards.of("alice", 1));
  }

  @Test
  void theIdIsHashedAsItsUtf8Bytes() {
    assertEquals(62, Shards.of("\u00e9", 64), "0x4a99557e mod 64: the bytes C3 A9, not the char E9");
    assertEquals(3, Shards.of("user%23x", 16), "an escaped id is hashed as stored");
  }

  @Test
  void idsSpreadEvenly() {
    int[] counts = new int[16];
    for (int i = 0; i < 16_000; i++) {
      counts[Shards.of("user" + i, 16)]++;
    }
    for (int count : counts) {
      assertTrue(count > 850 && count < 1150, "a shard holds " + count + " of 16,000 (1,000 expected)");
    }
  }

  @Test
  void partitionsAndSuffixes() {
    assertEquals("TARGET#bob#3", Shards.partition("TARGET#bob", 3));
    assertEquals(2, Shards.suffixBytes(2));
    assertEquals(3, Shards.suffixBytes(16));
    assertEquals(3, Shards.suffixBytes(Shards.MAX));
  }

  @Test
  void shardCountsOutsideOneToMaxAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Shards.of("alice", 0));
    assertThrows(IllegalArgumentException.class, () -> Shards.of("alice", Shards.MAX + 1));
  }
}
