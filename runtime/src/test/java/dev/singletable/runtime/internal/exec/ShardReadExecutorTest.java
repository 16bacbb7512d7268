package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.query.ShardedIndexFake;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A sharded listing and its count through a synchronous context with a shard read executor, against
 * the same index read one shard after another: the same pages, cursors, counts and Queries.
 */
class ShardReadExecutorTest {
  private static final ShardedListingSpec FOLLOWERS = ShardedListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING, 8);

  private final ShardedIndexFake index = new ShardedIndexFake(8);
  private final ExecutorService pool = Executors.newFixedThreadPool(8);
  private final TableContext sequential = TableContext.of(index, "t", "test");

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  /** A page as compared: its sort keys and its cursor. */
  record Seen(List<String> sortKeys, Optional<String> cursor) {}

  @ParameterizedTest
  @CsvSource({"1, ASCENDING, 1000", "7, DESCENDING, 1000", "25, ASCENDING, 2", "100, DESCENDING, 3",
      "500, ASCENDING, 1000"})
  void pagesAndCursorsAreTheSequentialOnes(int pageSize, SortOrder order, int maxItemsPerResponse) {
    followers(300);
    index.maxItemsPerResponse = maxItemsPerResponse;
    ListOptions options = ListOptions.defaults().pageSize(pageSize).order(order);

    List<Seen> one = traverse(sequential, options);
    List<String> sequentialQueries = queriesSent();
    List<Seen> together = traverse(parallel(pool), options);

    assertEquals(one, together);
    assertEquals(sequentialQueries, queriesSent(), "the same Queries, in whichever order");
    assertTrue(one.size() > 1 || pageSize == 500, one.size() + " pages");
  }

  @Test
  void aStartingPointAndAResumedCursorGiveTheSamePages() {
    List<String> written = followers(120);
    String start = written.get(17).substring("ACTOR#".length());
    ListOptions after = ListOptions.defaults().pageSize(11).descending().startingAfter(start);
    String cursor = sequential.sync().run(FOLLOWERS.pages(sequential.tableName(), ShardedIndexFake.TARGET, null,
        ListOptions.defaults().pageSize(9), OperationsTest.RAW, sequential.cursorSeal()).plan())
        .nextCursor().orElseThrow();
    ListOptions resumed = ListOptions.defaults().pageSize(9).after(cursor);

    assertEquals(traverse(sequential, after), traverse(parallel(pool), after));
    assertEquals(traverse(sequential, resumed), traverse(parallel(pool), resumed));
  }

  @Test
  void countsAreTheSequentialOnes() {
    List<String> written = followers(250);
    index.maxItemsPerResponse = 7;
    String start = written.get(3).substring("ACTOR#".length());
    for (ListOptions options : List.of(ListOptions.defaults(), ListOptions.defaults().startingAt(start),
        ListOptions.defaults().descending().startingAt(start))) {
      long one = sequential.sync().run(FOLLOWERS.count("t", ShardedIndexFake.TARGET, null, options));
      List<String> sequentialQueries = queriesSent();

      assertEquals(one, parallel(pool).sync().run(FOLLOWERS.count("t", ShardedIndexFake.TARGET, null, options)),
          options.toString());
      assertEquals(sequentialQueries, queriesSent(), options.toString());
    }
    assertEquals(250, sequential.sync().run(FOLLOWERS.count("t", ShardedIndexFake.TARGET, null,
        ListOptions.defaults())));
  }

  @Test
  void anExecutorThatRefusesEveryTaskLeavesTheRoundToTheCaller() {
    followers(90);
    Executor refusing = task -> {
      throw new RejectedExecutionException("shut down");
    };
    ListOptions options = ListOptions.defaults().pageSize(13);

    assertEquals(traverse(sequential, options), traverse(parallel(refusing), options));
    assertEquals(90, parallel(refusing).sync().run(FOLLOWERS.count("t", ShardedIndexFake.TARGET, null,
        options)));
  }

  private TableContext parallel(Executor executor) {
    return TableContext.of(index, "t", TableSettings.defaults().shardReadExecutor(executor), "test");
  }

  /** The Queries sent since the last call, as text in a fixed order. */
  private List<String> queriesSent() {
    List<String> sent = index.queries.stream().map(Object::toString).sorted().toList();
    index.queries.clear();
    return sent;
  }

  private List<String> followers(int count) {
    List<String> keys = new ArrayList<>();
    Random random = new Random(count);
    for (int i = 0; i < count; i++) {
      String id = "u" + Integer.toString(random.nextInt(Integer.MAX_VALUE), 36) + i;
      index.follow(id);
      keys.add("ACTOR#" + id);
    }
    return keys;
  }

  private static List<Seen> traverse(TableContext context, ListOptions options) {
    List<Seen> pages = new ArrayList<>();
    while (true) {
      Page<Map<String, AttributeValue>> page = context.sync().run(FOLLOWERS.pages(context.tableName(),
          ShardedIndexFake.TARGET, null, options, OperationsTest.RAW, context.cursorSeal()).plan());
      pages.add(new Seen(page.items().stream().map(item -> item.get("GSI1SK").s()).toList(), page.nextCursor()));
      if (page.nextCursor().isEmpty()) {
        return pages;
      }
      options = options.after(page.nextCursor().get());
    }
  }
}
