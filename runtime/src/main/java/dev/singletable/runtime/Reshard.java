package dev.singletable.runtime;

import dev.singletable.layout.Shards;
import dev.singletable.runtime.internal.tx.ReshardPlan;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The migration that changes the shard count of an edge's inverted index for stored edges: it reads
 * the table page by page (a Scan, the one place this library scans: a migration must see every
 * item) and rewrites the index partition key of each edge of the entity whose key is not yet the
 * one {@code shards} gives ({@code TARGET#bob}, {@code TARGET#bob#k}), with an UpdateItem that
 * changes nothing else and is conditioned on the edge still existing.
 *
 * <p>Every rewrite is a pure function of the item's own keys, so the migration is safe to run again
 * at any time: after a crash, resume from the last {@link Step#resumeToken()} you kept, or start
 * over, which rewrites only what is still left. Procedure: deploy the code with the new {@code
 * invertedIndexShards} first (from then on every write uses the new keys), then run this to the end.
 * Gets, exists, deletes and listings by source are unaffected while it runs. A listing by target
 * reads the new count's partitions: it lists every edge already moved, and an edge not yet moved
 * only if its old partition is one of the new count's (old shards below the new count, both counts
 * being sharded: growing misses none, shrinking or going from or to unsharded misses those not yet
 * moved); it never lists an edge twice, and may miss an edge that moves while the page that would
 * list it is read. Counts and recounts may also count a moving edge twice; recount after the run.
 * Cursors made under the old count are refused by the new code (docs/guide/sharding.md, "Listing
 * while a re-shard runs").
 *
 * <pre>{@code
 * Reshard reshard = social.follows().reshard();   // to the invertedIndexShards Follow was generated with
 * // or to another count, to prepare or undo a change: social.follows().reshard(16)
 * String token = loadSavedTokenOrNull();
 * do {
 *   Reshard.Step step = reshard.step(token, 500);
 *   token = step.resumeToken();
 *   saveToken(token);
 * } while (token != null);
 * }</pre>
 *
 * Cost: one read of every item of the table (Scan, eventually consistent) and one write per moved edge.
 * From an asynchronous repository ({@code FollowAsyncRepository.reshard()}), {@link #stepAsync} and
 * {@link #runAsync} do the same without blocking a thread.
 */
public final class Reshard extends Migration {
  private final String entity;
  private final String index;
  private final int shards;

  private Reshard(TableContext context, String entity, String index, int shards) {
    super(context, "Reshard");
    this.entity = entity;
    this.index = index;
    this.shards = shards;
  }

  /**
   * The migration of a generated repository's edges named {@code entity} on their inverted index
   * {@code index} to {@code shards} shards (1 for unsharded), on the repository's context ({@code
   * follows.reshard()}, {@code follows.reshard(16)}).
   *
   * @throws InvalidRequestException if {@code shards} is not 1 to 64
   */
  static Reshard of(TableContext context, String entity, String index, int shards, String method) {
    if (shards < 1 || shards > Shards.MAX) {
      throw new InvalidRequestException(method + ": shards is " + shards + "; an inverted index has 1 to "
          + Shards.MAX + " shards. Pass the new invertedIndexShards.");
    }
    return new Reshard(context, entity, index, shards);
  }

  @Override
  ReshardPlan plan(Map<String, AttributeValue> startKey, int pageSize) {
    return ReshardPlan.step(context.tableName(), entity, index, shards, pageSize, startKey);
  }
}
