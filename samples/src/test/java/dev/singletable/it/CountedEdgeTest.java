package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialTable;
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
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Counted edges on the local server, sync and async: a follow and its two counters change in one
 * transaction, so repeats, races and retried conflicts never count twice, and a missing node
 * writes nothing.
 */
class CountedEdgeTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final BatchSettings FAST = BatchSettings.defaults().baseDelay(Duration.ofMillis(5))
      .maxAttempts(50);

  private static CountedFollows follows(Mode mode) {
    return CountedFollows.of(mode, dynamo.client(), dynamo.asyncClient(), dynamo.tableName(), FAST);
  }

  private static Map<String, AttributeValue> userKey(String id) {
    return Map.of("PK", AttributeValue.fromS("USER#" + id), "SK", AttributeValue.fromS("#User"));
  }

  private static void createUser(String id) {
    dynamo.client().putItem(PutItemRequest.builder().tableName(dynamo.tableName()).item(Map.of(
        "PK", AttributeValue.fromS("USER#" + id), "SK", AttributeValue.fromS("#User"),
        "_type", AttributeValue.fromS("User"), "id", AttributeValue.fromS(id),
        "following", AttributeValue.fromN("0"), "followers", AttributeValue.fromN("0"))).build());
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
    CountedFollows follows = follows(mode);
    ExecutorService pool = Executors.newFixedThreadPool(16);
    try {
      List<Future<Boolean>> results = IntStream.range(0, 50)
          .mapToObj(i -> pool.submit(() -> follows.follow("alice", "bob"))).toList();
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
    CountedFollows follows = follows(mode);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Boolean>> threads = IntStream.range(0, 8).mapToObj(t -> pool.submit(() -> {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < 25; i++) {
          String a = users.get(random.nextInt(6));
          String b = users.get(random.nextInt(users.size()));
          if (random.nextBoolean()) {
            follows.follow(a, b);
          } else {
            follows.unfollow(a, b);
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
      long following = table.follows().streamFollowing(user).count();
      long followers = table.follows().streamFollowers(user).count();
      assertEquals(following, counter(user, "following"), user + " following");
      assertEquals(followers, counter(user, "followers"), user + " followers");
      assertEquals(following, follows.recountFollowing(user), user + " recounted following");
      assertEquals(followers, follows.recountFollowers(user), user + " recounted followers");
      assertEquals(following, counter(user, "following"), user + " following after the recount");
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aSelfFollowChangesBothCountersOfOneNodeInOneAction(Mode mode) {
    createUser("alice");
    CountedFollows follows = follows(mode);
    assertTrue(follows.follow("alice", "alice"));
    assertEquals(1, counter("alice", "following"));
    assertEquals(1, counter("alice", "followers"));
    assertFalse(follows.follow("alice", "alice"));
    assertTrue(follows.unfollow("alice", "alice"));
    assertEquals(0, counter("alice", "following"));
    assertEquals(0, counter("alice", "followers"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anUnfollowOfAMissingEdgeChangesNothing(Mode mode) {
    createUser("alice");
    createUser("bob");
    CountedFollows follows = follows(mode);
    assertFalse(follows.unfollow("alice", "bob"));
    assertEquals(0, counter("alice", "following"));
    assertEquals(0, counter("bob", "followers"));
    assertTrue(follows.follow("alice", "bob"));
    assertTrue(follows.unfollow("alice", "bob"));
    assertFalse(follows.unfollow("alice", "bob"));
    assertEquals(0, counter("alice", "following"));
    assertEquals(0, counter("bob", "followers"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aFollowOfAMissingNodeIsRefusedAndWritesNothing(Mode mode) {
    createUser("alice");
    CountedFollows follows = follows(mode);
    MissingNodeException e = assertThrows(MissingNodeException.class, () -> follows.follow("alice", "ghost"));
    assertEquals("User", e.nodeType());
    assertEquals("ghost", e.nodeId());
    assertEquals(List.of(new MissingNodeException.Node("User", "ghost")), e.missing());
    assertTrue(e.getMessage().contains("User 'ghost'"), e.getMessage());
    assertFalse(edgeExists("alice", "ghost"));
    assertEquals(0, counter("alice", "following"));
    assertTrue(user("ghost").isEmpty(), "no phantom node item");
    MissingNodeException both = assertThrows(MissingNodeException.class, () -> follows.follow("nobody", "ghost"));
    assertEquals(List.of(new MissingNodeException.Node("User", "nobody"), new MissingNodeException.Node("User", "ghost")),
        both.missing());
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
      CountedFollows follows = CountedFollows.of(mode, client, async, dynamo.tableName(), FAST);
      dynamo.faults().failTransactionsOn(dynamo.tableName(), userKey("bob"), 2);
      assertTrue(follows.follow("alice", "bob"));
    }
    assertEquals(3, tokens.size(), tokens.toString());
    assertEquals(1, Set.copyOf(tokens).size(), tokens.toString());
    assertEquals(1, counter("alice", "following"));
    assertEquals(1, counter("bob", "followers"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void writesThatWouldBypassTheCountersAreRefusedBeforeAnyRequest(Mode mode) {
    CountedFollows follows = follows(mode);
    Follow follow = new Follow("alice", "bob", Instant.EPOCH);
    long before = dynamo.requests().count();
    InvalidRequestException putAll = assertThrows(InvalidRequestException.class, () -> follows.importAll(List.of(follow)));
    assertTrue(putAll.getMessage().contains(".putAll: Follow edges are counted by User.following, User.followers"),
        putAll.getMessage());
    assertTrue(putAll.getMessage().contains("Call create for each edge"), putAll.getMessage());
    assertThrows(InvalidRequestException.class, () -> follows.overwrite(follow));
    assertEquals(before, dynamo.requests().count());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRecountRepairsADriftedCounter(Mode mode) {
    createUser("alice");
    createUser("bob");
    createUser("carol");
    CountedFollows follows = follows(mode);
    follows.follow("alice", "carol");
    follows.follow("bob", "carol");
    dynamo.client().updateItem(UpdateItemRequest.builder().tableName(dynamo.tableName()).key(userKey("carol"))
        .updateExpression("SET followers = :n").expressionAttributeValues(Map.of(":n", AttributeValue.fromN("7")))
        .build());
    assertEquals(2, follows.recountFollowers("carol"));
    assertEquals(2, counter("carol", "followers"));
    assertEquals(1, follows.recountFollowing("alice"));
    MissingNodeException e = assertThrows(MissingNodeException.class, () -> follows.recountFollowers("ghost"));
    assertEquals("ghost", e.nodeId());
    assertTrue(user("ghost").isEmpty());
  }
}
