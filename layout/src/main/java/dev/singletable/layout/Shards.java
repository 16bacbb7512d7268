package dev.singletable.layout;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The shard rule of a sharded inverted index ({@code @Edge(invertedIndexShards = N)}): the index's
 * partition key is the target key, the delimiter and a shard number, {@code TARGET#bob#3}, and the
 * shard number is a pure function of the source id, so a retried create lands on the same item. The
 * rule, to reproduce in any language:
 *
 * <pre>
 *   id    = the encoded source id: the source key without its prefix and delimiter
 *           ("alice" in ACTOR#alice; ids are escaped, so it holds no '#')
 *   h     = the first 4 bytes of SHA-256(UTF-8 bytes of id), as an unsigned big-endian integer
 *   shard = h mod N, written in decimal without leading zeros
 * </pre>
 *
 * For example the id {@code alice} has {@code h = 0x2bd806c9}, so shard 9 of 16. SHA-256 is in
 * every language's standard library and spreads any set of ids evenly; the bias of {@code h mod N}
 * for {@code N <= }{@link #MAX} is below 2<sup>-25</sup>.
 */
public final class Shards {
  /**
   * The most shards an inverted index may have. A page of a sharded listing sends one Query per shard
   * (each at least 0.5 read units), and its cursor holds a position per shard, the sort key plus 3
   * bytes: about 36 characters for 20-byte ids, so a 64-shard cursor is about 2.3 KB, and about 9 KB
   * for 100-byte ids, already past the 8 KB that common HTTP servers accept in a URL. 64 shards also
   * spread a target over 64 index partitions, 64,000 writes a second at DynamoDB's 1,000 per
   * partition, more than any one target needs.
   */
  public static final int MAX = 64;

  private Shards() {}

  /**
   * The shard of the edge whose encoded source id is {@code encodedSourceId}, among {@code shards}.
   *
   * @throws IllegalArgumentException if {@code shards} is not between 1 and {@link #MAX}
   */
  public static int of(String encodedSourceId, int shards) {
    if (shards < 1 || shards > MAX) {
      throw new IllegalArgumentException("shards is " + shards + "; it must be between 1 and " + MAX);
    }
    byte[] hash = sha256().digest(encodedSourceId.getBytes(StandardCharsets.UTF_8));
    long h = ((hash[0] & 0xffL) << 24) | ((hash[1] & 0xffL) << 16) | ((hash[2] & 0xffL) << 8) | (hash[3] & 0xffL);
    return (int) (h % shards);
  }

  /** The partition key value of one shard: {@code TARGET#bob} and 3 give {@code TARGET#bob#3}. */
  public static String partition(String partition, int shard) {
    return partition + Layout.DELIMITER + shard;
  }

  /** How many UTF-8 bytes the suffix of the last of {@code shards} shards adds: {@code #15} is 3. */
  public static int suffixBytes(int shards) {
    return 1 + String.valueOf(shards - 1).length();
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }
}
