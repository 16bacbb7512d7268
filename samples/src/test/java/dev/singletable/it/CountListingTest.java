package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The generated count methods of an unsharded listing ({@code countFollowers}, {@code countFollowing}),
 * sync and async, on dynalite: 300 followers of bob, counted whole and from starting points in both
 * orders, next to partitions that must not be counted.
 */
class CountListingTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final int FOLLOWERS = 300;

  private PlainFollowRepository follows;
  private PlainFollowAsyncRepository async;

  @BeforeEach
  void seed() {
    follows = new PlainFollowRepository(dynamo.client(), dynamo.tableName());
    async = new PlainFollowAsyncRepository(dynamo.asyncClient(), dynamo.tableName());
    List<PlainFollow> edges = new ArrayList<>();
    for (int i = 0; i < FOLLOWERS; i++) {
      edges.add(new PlainFollow(String.format(Locale.ROOT, "f%03d", i), "bob", null));
    }
    // Neighbours: bob follows three, and "bobby" (whose key starts with bob's) has one follower.
    for (String followee : List.of("a", "b", "c")) {
      edges.add(new PlainFollow("bob", followee, null));
    }
    edges.add(new PlainFollow("f000", "bobby", null));
    follows.putAll(edges);
  }

  @Test
  void countsEveryEdgeOfTheListingAndNoOther() {
    assertEquals(FOLLOWERS, follows.followers("bob").count());
    assertEquals(3, follows.following("bob").count());
    assertEquals(2, follows.following("f000").count());
    assertEquals(1, follows.followers("bobby").count());
    assertEquals(0, follows.followers("nobody").count());
    assertEquals(3, follows.following("bob").count(ListOptions.defaults().consistency(ReadConsistency.STRONG)));
    assertEquals(FOLLOWERS, follows.followers("bob").count(ListOptions.defaults().pageSize(1)),
        "the page size is ignored");
  }

  @Test
  void countsFromAStartingPointInTheListingsOrder() {
    ListOptions options = ListOptions.defaults();
    assertEquals(200, follows.followers("bob").count(options.startingAt("f100")));
    assertEquals(199, follows.followers("bob").count(options.startingAfter("f100")));
    assertEquals(101, follows.followers("bob").count(options.descending().startingAt("f100")));
    assertEquals(100, follows.followers("bob").count(options.descending().startingAfter("f100")));
    assertEquals(200, follows.followers("bob").count(options.startingAfter("f099x")), "an absent start");
    assertEquals(0, follows.followers("bob").count(options.startingAfter("f299")));
  }

  @Test
  void countsAsynchronously() {
    assertEquals(FOLLOWERS, async.followers("bob").count().join());
    assertEquals(199, async.followers("bob").count(ListOptions.defaults().startingAfter("f100")).join());
    assertEquals(101, async.followers("bob").count(ListOptions.defaults().descending().startingAt("f100")).join());
    assertEquals(3, async.following("bob").count().join());
  }

  @Test
  void refusesACursorAndAStrongReadOfTheIndexBeforeAnyRequest() {
    String cursor = follows.followers("bob").page(ListOptions.defaults().pageSize(10)).nextCursor().orElseThrow();
    dynamo.requests().reset();

    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> follows.followers("bob").count(ListOptions.defaults().after(cursor)));
    assertTrue(refused.getMessage().contains("ListOptions.after"), refused.getMessage());
    CompletionException failed = assertThrows(CompletionException.class,
        () -> async.following("bob").count(ListOptions.defaults().after(cursor)).join());
    assertInstanceOf(InvalidRequestException.class, failed.getCause());
    InvalidRequestException strong = assertThrows(InvalidRequestException.class, () -> follows.followers("bob").count(
        ListOptions.defaults().consistency(ReadConsistency.STRONG)));
    assertTrue(strong.getMessage().contains("ReadConsistency.STRONG"), strong.getMessage());
    assertThrows(InvalidRequestException.class, () -> follows.followers("bob").count(null));

    assertEquals(0, dynamo.requests().count(), dynamo.requests().toString());
  }
}
