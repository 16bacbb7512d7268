package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every single-item operation and both listings of the generated PlainFollowRepository and of its
 * asynchronous twin, on dynalite.
 */
class PlainFollowRepositoryTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05.123456789Z");
  private static final Instant T2 = Instant.parse("2025-06-07T08:09:10Z");

  private GraphTable table;
  private Follows follows;

  @BeforeEach
  void setUp() {
    table = new GraphTable(dynamo.client(), dynamo.tableName());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void createWritesOnceAndKeepsTheFirstEdge(Mode mode) {
    follows = mode.follows(dynamo);
    assertTrue(follows.create(new PlainFollow("alice", "bob", T1)));
    assertFalse(follows.create(new PlainFollow("alice", "bob", T2)));
    assertEquals(Optional.of(new PlainFollow("alice", "bob", T1)), follows.get("alice", "bob"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putOverwrites(Mode mode) {
    follows = mode.follows(dynamo);
    follows.put(new PlainFollow("alice", "bob", T1));
    follows.put(new PlainFollow("alice", "bob", T2));
    assertEquals(Optional.of(new PlainFollow("alice", "bob", T2)), follows.get("alice", "bob", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getAndExistsSeeOnlyTheExactEdge(Mode mode) {
    follows = mode.follows(dynamo);
    follows.create(new PlainFollow("alice", "bob", null));
    assertEquals(Optional.of(new PlainFollow("alice", "bob", null)), follows.get("alice", "bob"));
    assertEquals(Optional.empty(), follows.get("bob", "alice"));
    assertTrue(follows.exists("alice", "bob"));
    assertTrue(follows.exists("alice", "bob", ReadConsistency.STRONG));
    assertFalse(follows.exists("alice", "bobby"));
    assertFalse(follows.exists("bob", "alice"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void deleteSaysWhetherTheEdgeExisted(Mode mode) {
    follows = mode.follows(dynamo);
    follows.create(new PlainFollow("alice", "bob", T1));
    assertTrue(follows.delete("alice", "bob"));
    assertFalse(follows.delete("alice", "bob"));
    assertFalse(follows.exists("alice", "bob"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void recordOverloadsActLikeTheIdForms(Mode mode) {
    follows = mode.follows(dynamo);
    follows.create(new PlainFollow("alice", "bob", T1));
    PlainFollow sameIds = new PlainFollow("alice", "bob", T2);
    PlainFollow missing = new PlainFollow("bob", "alice", T1);
    dynamo.requests().reset();

    assertEquals(follows.get("alice", "bob"), follows.get(sameIds));
    assertEquals(Optional.of(new PlainFollow("alice", "bob", T1)), follows.get(sameIds, ReadConsistency.STRONG));
    assertEquals(Optional.empty(), follows.get(missing));
    assertEquals(Optional.empty(), follows.get(missing, ReadConsistency.STRONG));
    assertTrue(follows.exists(sameIds));
    assertTrue(follows.exists(sameIds, ReadConsistency.STRONG));
    assertFalse(follows.exists(missing));
    assertFalse(follows.exists(missing, ReadConsistency.STRONG));
    assertEquals(9, dynamo.requests().count("GetItem"), "one GetItem per call, the id form's included");

    assertFalse(follows.delete(missing));
    assertTrue(follows.delete(sameIds));
    assertFalse(follows.delete(sameIds));
    assertFalse(follows.exists("alice", "bob"));
    assertEquals(3, dynamo.requests().count("DeleteItem"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void listsFromBothEndsAndNeverShowsOtherItemsOfThePartition(Mode mode) {
    follows = mode.follows(dynamo);
    follows.create(new PlainFollow("alice", "bob", T1));
    follows.create(new PlainFollow("alice", "carol", T1));
    follows.create(new PlainFollow("dave", "bob", T2));
    table.plainMutes().create(new PlainMute("alice", "dave", T1));
    table.plainMutes().create(new PlainMute("carol", "bob", T1));

    assertEquals(List.of("bob", "carol"), followees(follows.following("alice").items()));
    assertEquals(List.of("alice", "dave"), followers(follows.followers("bob").items()));
    assertEquals(List.of(new PlainMute("alice", "dave", T1)), table.plainMutes().plainMutesOfMuter("alice").page().items());
    assertEquals(List.of(), follows.following("bob").items());
    assertFalse(follows.following("alice").hasNext());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void sixteenThreadsCreatingOneEdgeMakeExactlyOneWinner(Mode mode) throws Exception {
    follows = mode.follows(dynamo);
    int threads = 16;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      CountDownLatch start = new CountDownLatch(1);
      Callable<Boolean> create = () -> {
        start.await();
        return follows.create(new PlainFollow("fan", "star", T1));
      };
      List<Future<Boolean>> results = new java.util.ArrayList<>();
      for (int i = 0; i < threads; i++) {
        results.add(pool.submit(create));
      }
      start.countDown();
      int created = 0;
      for (Future<Boolean> result : results) {
        created += result.get() ? 1 : 0;
      }
      assertEquals(1, created);
      assertEquals(List.of("fan"), followers(follows.followers("star").items()));
    } finally {
      pool.shutdownNow();
    }
  }

  static List<String> followees(List<PlainFollow> follows) {
    return follows.stream().map(PlainFollow::followee).collect(Collectors.toList());
  }

  static List<String> followers(List<PlainFollow> follows) {
    return follows.stream().map(PlainFollow::follower).collect(Collectors.toList());
  }
}
