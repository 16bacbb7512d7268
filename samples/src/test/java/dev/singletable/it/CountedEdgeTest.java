package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The sample's counted {@code Follow} on the local server, through the generated repositories, sync
 * and async: a follow and the two {@code User} counters change in one transaction, so repeats, races
 * and retried conflicts never count twice, and a missing user writes nothing.
 */
class CountedEdgeTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final TableSettings FAST = TableSettings.defaults().batches(BatchSettings.defaults()
      .baseDelay(Duration.ofMillis(5)).maxAttempts(50));

  private static SocialFollows follows(Mode mode) {
    return SocialFollows.of(mode, dynamo.client(), dynamo.asyncClient(), dynamo.tableName(), FAST);
  }

  private static Follow follow(String follower, String followee) {
    return new Follow(follower, followee, Instant.EPOCH);
  }

  private static Map<String, AttributeValue> userKey(String id) {
    return Map.of("PK", AttributeValue.fromS("ACTOR#" + id), "SK", AttributeValue.fromS("#User"));
  }

  private static void createUser(String id) {
    assertTrue(new SocialTable(dynamo.client(), dynamo.tableName()).users().create(new User(id, id, 0, 0, 0)));
  }

  private static Map<String, AttributeValue> user(String id) {
    return dynamo.client().getItem(GetItemRequest.builder().tableName(dynamo.tableName()).key(userKey(id))
        .consistentRead(true).build()).item();
  }

  private static long counter(String id, String attribute) {
    return Long.parseLong(user(id).get(attribute).n());
  }

  private static boolean edgeExists(String follower, String followee) {
    return new SocialTable(dynamo.client(), dynamo.tableName()).follows().exists(follower, followee,
        ReadConsistency.STRONG);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void fiftyParallelFollowsOfOnePairMakeOneEdgeCountedOnce(Mode mode) throws Exception {
    createUser("alice");
    createUser("bob");
    SocialFollows follows = follows(mode);
    ExecutorService pool = Executors.newFixedThreadPool(16);
    try {
      List<Future<Boolean>> results = IntStream.range(0, 50)
          .mapToObj(i -> pool.submit(() -> follows.create(follow("alice", "bob")))).toList();
      int created = 0;
      for (Future<Boolean> result : results) {
        created += result.get() ? 1 : 0;
      }
      assertEquals(1, created);
    } finally {
      pool.shutdown();
    }
    assertTrue(edgeExists("alice", "bob"));
    assertEquals(1, counter("alice", "following"));
    assertEquals(1, counter("bob", "followers"));
    assertEquals(0, counter("alice", "followers"));
    assertEquals(0, counter("bob", "following"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStormOfFollowsAndUnfollowsLeavesEveryCounterEqualToItsEdges(Mode mode) throws Exception {
    List<String> users = IntStream.range(0, 20).mapToObj(i -> "u" + i).toList();
    users.forEach(CountedEdgeTest::createUser);
    SocialFollows follows = follows(mode);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Boolean>> threads = IntStream.range(0, 8).mapToObj(t -> pool.submit(() -> {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < 25; i++) {
          String a = users.get(random.nextInt(6));
          String b = users.get(random.nextInt(users.size()));
          if (random.nextBoolean()) {
            follows.create(follow(a, b));
          } else {
            follows.delete(a, b);
          }
        }
        return true;
      })).toList();
      for (Future<Boolean> thread : threads) {
        thread.get();
      }
    } finally {
      pool.shutdown();
    }
    SocialTable table = new SocialTable(dynamo.client(), dynamo.tableName());
    for (String user : users) {
      long following = table.follows().following(user).stream().count();
      long followers = table.follows().followers(user).stream().count();
      assertEquals(following, counter(user, "following"), user + " following");
      assertEquals(followers, counter(user, "followers"), user + " followers");
      assertEquals(following, follows.recountUserFollowing(user), user + " recounted following");
      assertEquals(followers, follows.recountUserFollowers(user), user + " recounted followers");
      assertEquals(following, counter(user, "following"), user + " following after the recount");
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aSelfFollowChangesBothCountersOfOneNodeInOneAction(Mode mode) {
    createUser("alice");
    SocialFollows follows = follows(mode);
    assertTrue(follows.create(follow("alice", "alice")));
    assertEquals(1, counter("alice", "following"));
    assertEquals(1, counter("alice", "followers"));
    assertFalse(follows.create(follow("alice", "alice")));
    assertTrue(follows.delete("alice", "alice"));
    assertEquals(0, counter("alice", "following"));
    assertEquals(0, counter("alice", "followers"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anUnfollowOfAMissingEdgeChangesNothing(Mode mode) {
    createUser("alice");
    createUser("bob");
    SocialFollows follows = follows(mode);
    assertFalse(follows.delete("alice", "bob"));
    assertEquals(0, counter("alice", "following"));
    assertEquals(0, counter("bob", "followers"));
    assertTrue(follows.create(follow("alice", "bob")));
    assertTrue(follows.delete("alice", "bob"));
    assertFalse(follows.delete("alice", "bob"));
    assertEquals(0, counter("alice", "following"));
    assertEquals(0, counter("bob", "followers"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aFollowOfAMissingNodeIsRefusedAndWritesNothing(Mode mode) {
    createUser("alice");
    SocialFollows follows = follows(mode);
    MissingNodeException e = assertThrows(MissingNodeException.class, () -> follows.create(follow("alice", "ghost")));
    assertEquals("User", e.nodeType());
    assertEquals("ghost", e.nodeId());
    assertEquals(List.of(new MissingNodeException.Node("User", "ghost", "ACTOR#ghost", "#User")), e.missing());
    assertTrue(e.getMessage().contains("User 'ghost'"), e.getMessage());
    assertFalse(edgeExists("alice", "ghost"));
    assertEquals(0, counter("alice", "following"));
    assertTrue(user("ghost").isEmpty(), "no phantom node item");
    MissingNodeException both = assertThrows(MissingNodeException.class, () -> follows.create(follow("nobody", "ghost")));
    assertEquals(List.of(new MissingNodeException.Node("User", "nobody", "ACTOR#nobody", "#User"),
        new MissingNodeException.Node("User", "ghost", "ACTOR#ghost", "#User")), both.missing());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aConflictIsRetriedWithTheSameTokenAndCountedOnce(Mode mode) {
    createUser("alice");
    createUser("bob");
    List<String> tokens = new CopyOnWriteArrayList<>();
    ExecutionInterceptor recorder = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof TransactWriteItemsRequest request) {
          tokens.add(request.clientRequestToken());
        }
      }
    };
    try (DynamoDbClient client = dynamo.server().newClient(recorder);
        DynamoDbAsyncClient async = dynamo.server().newAsyncClient(recorder)) {
      SocialFollows follows = SocialFollows.of(mode, client, async, dynamo.tableName(), FAST);
      dynamo.faults().failTransactionsOn(dynamo.tableName(), userKey("bob"), 2);
      assertTrue(follows.create(follow("alice", "bob")));
    }
    assertEquals(3, tokens.size(), tokens.toString());
    assertEquals(1, Set.copyOf(tokens).size(), tokens.toString());
    assertEquals(1, counter("alice", "following"));
    assertEquals(1, counter("bob", "followers"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void writesThatWouldBypassTheCountersAreRefusedBeforeAnyRequest(Mode mode) {
    SocialFollows follows = follows(mode);
    Follow follow = follow("alice", "bob");
    long before = dynamo.requests().count();
    InvalidRequestException putAll = assertThrows(InvalidRequestException.class, () -> follows.putAll(List.of(follow)));
    assertTrue(putAll.getMessage().contains(".putAll: Follow edges are counted by User.following, User.followers"),
        putAll.getMessage());
    assertTrue(putAll.getMessage().contains("Call create for each edge (each is one transaction), or load them"
        + " with importAll, which leaves the counters as they are, then recount the nodes they touch."),
        putAll.getMessage());
    assertThrows(InvalidRequestException.class, () -> follows.put(follow));
    assertThrows(InvalidRequestException.class, () -> follows.deleteAll(List.of(follow)));
    assertEquals(before, dynamo.requests().count());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRecountRepairsADriftedCounter(Mode mode) {
    createUser("alice");
    createUser("bob");
    createUser("carol");
    SocialFollows follows = follows(mode);
    follows.create(follow("alice", "carol"));
    follows.create(follow("bob", "carol"));
    dynamo.client().updateItem(UpdateItemRequest.builder().tableName(dynamo.tableName()).key(userKey("carol"))
        .updateExpression("SET followers = :n").expressionAttributeValues(Map.of(":n", AttributeValue.fromN("7")))
        .build());
    assertEquals(2, follows.recountUserFollowers("carol"));
    assertEquals(2, counter("carol", "followers"));
    assertEquals(1, follows.recountUserFollowing("alice"));
    MissingNodeException e = assertThrows(MissingNodeException.class, () -> follows.recountUserFollowers("ghost"));
    assertEquals("ghost", e.nodeId());
    assertTrue(user("ghost").isEmpty());
  }
}
