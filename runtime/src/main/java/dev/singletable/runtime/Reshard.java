package dev.singletable.runtime;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.internal.tx.ReshardPlan;
import dev.singletable.runtime.internal.exec.TableContext;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
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
public final class Reshard {
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  private final TableContext context;
  private final String entity;
  private final String index;
  private final int shards;

  private Reshard(TableContext context, String entity, String index, int shards) {
    this.context = context;
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

  /**
   * What one step did.
   *
   * @param resumeToken where the next step starts, or null when the whole table was read
   * @param scanned the items read
   * @param rewritten the edges whose index key this step changed
   */
  public record Step(String resumeToken, int scanned, int rewritten) {}

  /**
   * Reads one page of at most {@code pageSize} items from {@code resumeToken} (null: from the start)
   * and rewrites the index key of each edge of the entity that needs it.
   *
   * @throws InvalidRequestException if {@code pageSize} is not positive or the token is not one of
   *     {@link Step#resumeToken()}, before any request
   * @throws InvalidRequestException if this migration was made for an asynchronous client (use
   *     {@link #stepAsync}), before any request
   */
  public Step step(String resumeToken, int pageSize) {
    if (context.isAsync()) {
      throw new InvalidRequestException("Reshard.step: this migration was made for a DynamoDbAsyncClient;"
          + " use stepAsync or runAsync, or make it from a DynamoDbClient.");
    }
    return step(context.sync().run(plan(resumeToken, pageSize)));
  }

  /** As {@link #step}, without blocking; refusals come as a failed future, before any request. */
  public CompletableFuture<Step> stepAsync(String resumeToken, int pageSize) {
    if (!context.isAsync()) {
      return CompletableFuture.failedFuture(new InvalidRequestException("Reshard.stepAsync: this migration was"
          + " made for a DynamoDbClient; use step or run, or make it from a DynamoDbAsyncClient."));
    }
    try {
      return context.async().run(plan(resumeToken, pageSize)).thenApply(Reshard::step);
    } catch (InvalidRequestException refused) {
      return CompletableFuture.failedFuture(refused);
    }
  }

  /** Runs steps of {@code pageSize} from the start to the end; the number of edges rewritten. */
  public long run(int pageSize) {
    long rewritten = 0;
    String token = null;
    do {
      Step step = step(token, pageSize);
      rewritten += step.rewritten();
      token = step.resumeToken();
    } while (token != null);
    return rewritten;
  }

  /** As {@link #run}, without blocking: each step starts when the previous one has ended. */
  public CompletableFuture<Long> runAsync(int pageSize) {
    return runAsync(null, pageSize, 0);
  }

  private CompletableFuture<Long> runAsync(String token, int pageSize, long rewritten) {
    return stepAsync(token, pageSize).thenCompose(step -> step.resumeToken() == null
        ? CompletableFuture.completedFuture(rewritten + step.rewritten())
        : runAsync(step.resumeToken(), pageSize, rewritten + step.rewritten()));
  }

  private ReshardPlan plan(String resumeToken, int pageSize) {
    if (pageSize < 1) {
      throw new InvalidRequestException("Reshard.step: pageSize is " + pageSize + "; pass 1 or more, e.g. 500.");
    }
    return ReshardPlan.step(context.tableName(), entity, index, shards, pageSize,
        resumeToken == null ? null : decode(resumeToken));
  }

  private static Step step(ReshardPlan.Result result) {
    return new Step(result.lastKey() == null ? null : encode(result.lastKey()), result.scanned(), result.rewritten());
  }

  /** The Scan's last key, {@code PK} and {@code SK}, as URL-safe text: each as 4-byte length and UTF-8. */
  private static String encode(Map<String, AttributeValue> key) {
    byte[] pk = key.get(Layout.PK).s().getBytes(StandardCharsets.UTF_8);
    byte[] sk = key.get(Layout.SK).s().getBytes(StandardCharsets.UTF_8);
    return ENCODER.encodeToString(ByteBuffer.allocate(8 + pk.length + sk.length)
        .putInt(pk.length).put(pk).putInt(sk.length).put(sk).array());
  }

  private static Map<String, AttributeValue> decode(String token) {
    try {
      ByteBuffer bytes = ByteBuffer.wrap(Base64.getUrlDecoder().decode(token));
      Map<String, AttributeValue> key = new HashMap<>(4);
      for (String attribute : new String[] {Layout.PK, Layout.SK}) {
        byte[] value = new byte[bytes.getInt()];
        bytes.get(value);
        key.put(attribute, AttributeValue.fromS(new String(value, StandardCharsets.UTF_8)));
      }
      if (bytes.hasRemaining()) {
        throw new IllegalArgumentException("trailing bytes");
      }
      return key;
    } catch (RuntimeException e) {
      throw new InvalidRequestException("Reshard.step: the resume token is not one that a step returned;"
          + " pass the last Step.resumeToken() you saved, or null to start over (safe: done edges are skipped).");
    }
  }
}
