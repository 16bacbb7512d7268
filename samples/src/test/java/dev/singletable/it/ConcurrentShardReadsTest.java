package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.TableSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.FollowRepository;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadPoolExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The sample's {@code Follow}, whose followers sit in {@value FollowKeys#INVERTED_INDEX_SHARDS} index
 * shards, listed, counted and recounted on dynalite by repositories built with {@code
 * TableSettings.shardReadExecutor} and by the default ones, which query the shards one after another:
 * the same pages, cursors, counts and number of Queries.
 */
class ConcurrentShardReadsTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final int FOLLOWERS = 700;
  /** The first follow: two follow at each second from then on, so equal times meet in the merge too. */
  private static final Instant T = Instant.parse("2026-12-01T00:00:00Z");
  private final ThreadPoolExecutor pool =
      (ThreadPoolExecutor) Executors.newFixedThreadPool(FollowKeys.INVERTED_INDEX_SHARDS);
  private SocialTable sequential;
  private SocialTable parallel;

  /** A page as compared: the followers listed and the cursor. */
  record Seen(List<String> followers, Optional<String> cursor) {}

  @BeforeEach
  void seed() {
    sequential = new SocialTable(dynamo.client(), dynamo.tableName());
    parallel = new SocialTable(dynamo.client(), dynamo.tableName(),
        TableSettings.defaults().shardReadExecutor(pool));
    List<User> users = new ArrayList<>(List.of(new User("bob", "bob", 0, 0, 1)));
    List<Follow> follows = new ArrayList<>();
    for (int i = 0; i < FOLLOWERS; i++) {
      String id = String.format(Locale.ROOT, "fan%03d", (i * 337) % FOLLOWERS);
      users.add(new User(id, id, 0, 0, 1));
      follows.add(new Follow(id, "bob", T.plusSeconds(i / 2)));
    }
    sequential.users().importAll(users);
    sequential.follows().importAll(follows);
  }

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  @Test
  void pagesAndCursorsAreTheSequentialOnes() {
    for (ListOptions options : List.of(ListOptions.defaults().pageSize(7), ListOptions.defaults().pageSize(100)
        .descending(), ListOptions.defaults().pageSize(1_000), ListOptions.defaults().pageSize(30)
        .startingAfter(T.plusSeconds(150).toString()), ListOptions.defaults().pageSize(45).descending()
        .startingAt(T.plusSeconds(250).toString()))) {
      dynamo.requests().reset();
      List<Seen> one = traverse(sequential.follows(), options);
      long sequentialQueries = dynamo.requests().count("Query");
      dynamo.requests().reset();
      List<Seen> together = traverse(parallel.follows(), options);

      assertEquals(one, together, options.toString());
      assertEquals(sequentialQueries, dynamo.requests().count("Query"), options.toString());
    }
    assertEquals(FOLLOWERS, traverse(parallel.follows(), ListOptions.defaults().pageSize(7)).stream()
        .mapToInt(page -> page.followers().size()).sum());
    assertEquals(sequential.follows().followers("bob").stream().toList(),
        parallel.follows().followers("bob").stream().toList());
    assertTrue(pool.getCompletedTaskCount() > 0, "the pool ran no lane");
  }

  @Test
  void countsAndRecountsAreTheSequentialOnes() {
    assertEquals(FOLLOWERS, parallel.follows().followers("bob").count());
    for (ListOptions options : List.of(ListOptions.defaults().startingAt(T.plusSeconds(61).toString()),
        ListOptions.defaults().descending().startingAfter(T.plusSeconds(61).toString()))) {
      assertEquals(sequential.follows().followers("bob").count(options),
          parallel.follows().followers("bob").count(options), options.toString());
    }
    dynamo.requests().reset();
    assertEquals(FOLLOWERS, parallel.users().recountFollowers("bob"));
    assertTrue(dynamo.requests().count("Query") >= FollowKeys.INVERTED_INDEX_SHARDS, dynamo.requests().toString());
    assertEquals(FOLLOWERS, sequential.users().get("bob").orElseThrow().followers());
  }

  private static List<Seen> traverse(FollowRepository follows, ListOptions options) {
    List<Seen> pages = new ArrayList<>();
    while (true) {
      Page<Follow> page = follows.followers("bob").page(options);
      pages.add(new Seen(page.items().stream().map(Follow::follower).toList(), page.nextCursor()));
      if (page.nextCursor().isEmpty()) {
        return pages;
      }
      options = options.after(page.nextCursor().get());
    }
  }
}
