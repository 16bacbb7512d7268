package dev.singletable.benchmarks.sharding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sharded traversal driver on a small star (40 followers in pages of 20, one timed run), so that
 * the default build proves it runs and counts right; the measurements themselves are {@code
 * benchmarks/run shards}.
 */
class ShardedTraversalTest {

  @Test
  void everyShardCountListsTheSameFollowersAndTheUnshardedOneSendsOneQueryAPage() throws Exception {
    List<Row> rows = ShardedTraversal.measure(1, List.of(new ShardedTraversal.Setting(40, 20)));

    assertEquals(12, rows.size(), rows.toString());
    for (Row row : rows) {
      assertEquals(2, row.pages(), row.toString());
      assertEquals(1, row.nanos().size(), row.toString());
      assertTrue(row.items() >= 40, row.toString());
      assertTrue(row.units() >= 0.5 * row.queries(), row.toString());
    }
    for (String mode : List.of("sync", "sync-parallel", "async")) {
      Row unsharded = row(rows, mode, 1);
      assertEquals(2, unsharded.queries(), unsharded.toString());
      assertEquals(41, unsharded.items(), "a page of 20 asks for 21 items: " + unsharded);
      assertTrue(row(rows, mode, 4).queries() >= 8, rows.toString());
      assertTrue(row(rows, mode, 64).queries() >= 64, rows.toString());
    }
    for (int shards : Variant.SHARD_COUNTS) {
      assertEquals(row(rows, "sync", shards).queries(), row(rows, "async", shards).queries(), "shards " + shards);
      assertEquals(row(rows, "sync", shards).queries(), row(rows, "sync-parallel", shards).queries(),
          "shards " + shards);
    }
    assertEquals(14, Row.markdown(rows).lines().count());
  }

  @Test
  void aTraversalThatMissedAFollowerFailsAtTheFirstDifference() {
    Traversal missing = new Traversal(List.of("user00000000", "user00000002"), 1);

    IllegalStateException failure = assertThrows(IllegalStateException.class, () -> missing.requireFollowers(
        List.of("user00000000", "user00000001", "user00000002"), "sync, 4 shards, pages of 100"));

    assertEquals("sync, 4 shards, pages of 100 listed 2 followers where 3 were written; the first difference is"
        + " at position 1: expected user00000001, listed user00000002", failure.getMessage());
  }

  @Test
  void aSettingWithoutAPageSizeIsRefused() {
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> ShardedTraversal.Setting.parse("5000"));

    assertEquals("setting '5000' is not followers:page, as in 5000:100", refused.getMessage());
  }

  private static Row row(List<Row> rows, String mode, int shards) {
    return rows.stream().filter(r -> r.mode().equals(mode) && r.shards() == shards).findFirst().orElseThrow();
  }
}
