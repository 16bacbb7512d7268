package dev.singletable.benchmarks.sharding;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.TableSettings;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One shard count's edge type ({@link Follow01} ... {@link Follow64}) seen through its generated
 * repositories: how to load followers of a star, and one page of its followers listed through the
 * synchronous repository (shards one after another), the synchronous one built with a shard read
 * executor (each round's Queries at once) and the asynchronous one.
 */
record Variant(int shards, Loader loader, Lister sync, Lister syncParallel, Lister async) {

  /** The shard counts measured, one edge type each. */
  static final List<Integer> SHARD_COUNTS = List.of(1, 4, 16, 64);

  private static final Instant FOLLOWED_AT = Instant.parse("2026-12-01T00:00:00Z");

  /** Writes one edge per follower into {@code star} (BatchWriteItem, through {@code putAll}). */
  interface Loader {
    void load(String star, List<String> followers);
  }

  /** One page of a star's followers. */
  interface Lister {
    Slice page(String star, ListOptions options);
  }

  /** A page as the benchmark sees it: the follower ids in order, and the cursor of the next page. */
  record Slice(List<String> followers, Optional<String> cursor) {
    static <T> Slice of(Page<T> page, Function<T, String> follower) {
      return new Slice(page.items().stream().map(follower).toList(), page.nextCursor());
    }
  }

  /**
   * The four edge types of the table {@code table}, in the order of {@link #SHARD_COUNTS}; the
   * sync-parallel listings query shards on {@code shardReads}.
   */
  static List<Variant> all(DynamoDbClient client, DynamoDbAsyncClient asyncClient, String table,
      Executor shardReads) {
    TableSettings parallel = TableSettings.defaults().shardReadExecutor(shardReads);
    Follow01Repository sync01 = new Follow01Repository(client, table);
    Follow01Repository parallel01 = new Follow01Repository(client, table, parallel);
    Follow01AsyncRepository async01 = new Follow01AsyncRepository(asyncClient, table);
    Follow04Repository sync04 = new Follow04Repository(client, table);
    Follow04Repository parallel04 = new Follow04Repository(client, table, parallel);
    Follow04AsyncRepository async04 = new Follow04AsyncRepository(asyncClient, table);
    Follow16Repository sync16 = new Follow16Repository(client, table);
    Follow16Repository parallel16 = new Follow16Repository(client, table, parallel);
    Follow16AsyncRepository async16 = new Follow16AsyncRepository(asyncClient, table);
    Follow64Repository sync64 = new Follow64Repository(client, table);
    Follow64Repository parallel64 = new Follow64Repository(client, table, parallel);
    Follow64AsyncRepository async64 = new Follow64AsyncRepository(asyncClient, table);
    return List.of(
        new Variant(1,
            (star, ids) -> sync01.putAll(ids.stream().map(id -> new Follow01(id, star, FOLLOWED_AT)).toList()),
            (star, options) -> Slice.of(sync01.followers(star).page(options), Follow01::follower),
            (star, options) -> Slice.of(parallel01.followers(star).page(options), Follow01::follower),
            (star, options) -> Slice.of(async01.followers(star).page(options).join(), Follow01::follower)),
        new Variant(4,
            (star, ids) -> sync04.putAll(ids.stream().map(id -> new Follow04(id, star, FOLLOWED_AT)).toList()),
            (star, options) -> Slice.of(sync04.followers(star).page(options), Follow04::follower),
            (star, options) -> Slice.of(parallel04.followers(star).page(options), Follow04::follower),
            (star, options) -> Slice.of(async04.followers(star).page(options).join(), Follow04::follower)),
        new Variant(16,
            (star, ids) -> sync16.putAll(ids.stream().map(id -> new Follow16(id, star, FOLLOWED_AT)).toList()),
            (star, options) -> Slice.of(sync16.followers(star).page(options), Follow16::follower),
            (star, options) -> Slice.of(parallel16.followers(star).page(options), Follow16::follower),
            (star, options) -> Slice.of(async16.followers(star).page(options).join(), Follow16::follower)),
        new Variant(64,
            (star, ids) -> sync64.putAll(ids.stream().map(id -> new Follow64(id, star, FOLLOWED_AT)).toList()),
            (star, options) -> Slice.of(sync64.followers(star).page(options), Follow64::follower),
            (star, options) -> Slice.of(parallel64.followers(star).page(options), Follow64::follower),
            (star, options) -> Slice.of(async64.followers(star).page(options).join(), Follow64::follower)));
  }

  /** The listing of one mode: {@code "sync"}, {@code "sync-parallel"} or {@code "async"}. */
  Lister lister(String mode) {
    return switch (mode) {
      case "sync" -> sync;
      case "sync-parallel" -> syncParallel;
      case "async" -> async;
      default -> throw new IllegalArgumentException("mode '" + mode + "' is not sync, sync-parallel or async");
    };
  }
}
