package dev.singletable.benchmarks.sharding;

import dev.singletable.testing.LocalDynamoDb;
import dev.singletable.testing.RequestCounter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Full traversals of one star's followers on dynalite, sharded against unsharded: for each setting
 * (a follower count and a page size), each listing mode (the synchronous repository, which queries the shards one
 * after another, the synchronous one built with a shard read executor of {@value #SHARD_READ_THREADS}
 * threads, and the asynchronous one, both of which send up to 16 at once) and each shard count of
 * {@link Variant#SHARD_COUNTS}, it lists every follower and prints the Queries sent, the items and
 * read units they read (exact, from one traversal that is not timed) and the median wall time of
 * {@code runs} timed traversals, interleaved across shard counts so that a change in the machine's
 * load hits every shard count alike. Every traversal must list exactly the followers written, in
 * order, or the run fails.
 *
 * <p>{@code java ... ShardedTraversal [runs] [followers:page,...]}, defaults {@code 3
 * 5000:100,5000:1000,20000:1000}; {@code benchmarks/run shards} runs it (docs/performance.md). Each
 * follower count is loaded once, as a star of its own, under every edge type.
 */
public final class ShardedTraversal {
  static final String TABLE = "Shards";
  private static final List<String> MODES = List.of("sync", "sync-parallel", "async");
  /** Threads of the sync-parallel listings' shard read executor: with the caller, 16 Queries at once. */
  private static final int SHARD_READ_THREADS = 15;
  private static final int LOAD_BATCH = 500;

  private ShardedTraversal() {}

  public static void main(String[] args) throws Exception {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    List<Setting> settings = Setting.parse(args.length > 1 ? args[1] : "5000:100,5000:1000,20000:1000");
    System.out.print(Row.markdown(measure(runs, settings)));
  }

  /** A star of {@code followers} listed in pages of {@code pageSize}. */
  record Setting(int followers, int pageSize) {
    /** Parses {@code "5000:100,20000:1000"}. */
    static List<Setting> parse(String list) {
      return Arrays.stream(list.split(",")).map(String::trim).map(setting -> {
        String[] parts = setting.split(":");
        if (parts.length != 2) {
          throw new IllegalArgumentException("setting '" + setting + "' is not followers:page, as in 5000:100");
        }
        return new Setting(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
      }).toList();
    }
  }

  /** Starts dynalite, loads every star, and measures every setting; the rows in table order. */
  static List<Row> measure(int runs, List<Setting> settings) throws Exception {
    if (runs < 1) {
      throw new IllegalArgumentException("runs is " + runs + "; give at least 1 timed run");
    }
    RequestCounter requests = new RequestCounter();
    ReadTally reads = new ReadTally();
    ExecutorService pool = Executors.newFixedThreadPool(8);
    ExecutorService shardReads = Executors.newFixedThreadPool(SHARD_READ_THREADS);
    try (LocalDynamoDb dynamo = LocalDynamoDb.start();
        DynamoDbClient client = dynamo.newClient(requests, reads);
        DynamoDbAsyncClient asyncClient = dynamo.newAsyncClient(requests, reads)) {
      new ShardsTable(client, TABLE).createIfMissing();
      List<Variant> variants = Variant.all(client, asyncClient, TABLE, shardReads);
      Map<Integer, List<String>> loaded = new HashMap<>();
      List<Row> rows = new ArrayList<>();
      for (Setting setting : settings) {
        String star = "star" + setting.followers();
        if (!loaded.containsKey(setting.followers())) {
          loaded.put(setting.followers(), load(variants, star, setting.followers(), pool));
        }
        for (String mode : MODES) {
          rows.addAll(compare(variants, star, loaded.get(setting.followers()), setting.pageSize(), mode, runs,
              requests, reads));
        }
      }
      return rows;
    } finally {
      pool.shutdownNow();
      shardReads.shutdownNow();
    }
  }

  /** One setting for every shard count: a counted traversal each, then {@code runs} timed rounds. */
  private static List<Row> compare(List<Variant> variants, String star, List<String> expected, int pageSize,
      String mode, int runs, RequestCounter requests, ReadTally reads) {
    List<Row> counted = new ArrayList<>();
    for (Variant variant : variants) {
      String what = String.format(Locale.ROOT, "%s, %d shards, pages of %d", mode, variant.shards(), pageSize);
      requests.reset();
      reads.reset();
      reads.askCapacity(true);
      Traversal traversal = Traversal.of(variant.lister(mode), star, pageSize).requireFollowers(expected, what);
      reads.askCapacity(false);
      if (requests.count() != requests.count("Query")) {
        throw new IllegalStateException(what + " sent other requests than Query: " + requests);
      }
      counted.add(new Row(expected.size(), pageSize, mode, variant.shards(), traversal.pages(),
          requests.count(), reads.items(), reads.units(), new ArrayList<>()));
    }
    for (int run = 0; run < runs; run++) {
      for (int i = 0; i < variants.size(); i++) {
        Row row = counted.get(i);
        String what = String.format(Locale.ROOT, "%s, %d shards, pages of %d, run %d", mode, row.shards(),
            pageSize, run + 1);
        requests.reset();
        long start = System.nanoTime();
        Traversal traversal = Traversal.of(variants.get(i).lister(mode), star, pageSize);
        row.nanos().add(System.nanoTime() - start);
        traversal.requireFollowers(expected, what);
        if (requests.count() != row.queries()) {
          throw new IllegalStateException(what + " sent " + requests.count() + " requests; the counted traversal sent "
              + row.queries());
        }
      }
    }
    counted.forEach(row -> System.err.printf(Locale.ROOT, "%,d followers, pages of %,d, %s, %d shards: %,.0f ms%n",
        row.followers(), row.pageSize(), row.mode(), row.shards(), row.medianMillis()));
    return counted;
  }

  /**
   * Writes {@code count} followers of {@code star} under every edge type, in a shuffled order, with
   * {@code putAll} from the pool; the follower ids in the order a listing returns them.
   */
  static List<String> load(List<Variant> variants, String star, int count, ExecutorService pool)
      throws InterruptedException, ExecutionException {
    List<String> ids = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ids.add(String.format(Locale.ROOT, "user%08d", i));
    }
    List<String> written = new ArrayList<>(ids);
    Collections.shuffle(written, new Random(count));
    long start = System.nanoTime();
    List<Future<?>> batches = new ArrayList<>();
    for (Variant variant : variants) {
      for (int from = 0; from < count; from += LOAD_BATCH) {
        List<String> batch = written.subList(from, Math.min(count, from + LOAD_BATCH));
        batches.add(pool.submit(() -> variant.loader().load(star, batch)));
      }
    }
    for (Future<?> batch : batches) {
      batch.get();
    }
    System.err.printf(Locale.ROOT, "loaded %,d followers of %s under %d edge types in %.1f s%n", count, star,
        variants.size(), (System.nanoTime() - start) / 1e9);
    return Collections.unmodifiableList(ids);
  }
}
