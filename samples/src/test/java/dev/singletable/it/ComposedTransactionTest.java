package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.ReadResult;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionCancelledException.Outcome;
import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.TransactionGet;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserUpdate;
import dev.singletable.testing.LocalDynamoDbExtension;
import dev.singletable.testing.RequestCounter;
import dev.singletable.runtime.Condition;
import dev.singletable.samples.social.FollowCondition;
import dev.singletable.samples.social.UserCondition;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
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
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Composed transactions of the sample's Social table on the local server, through the generated
 * {@code transaction()} and {@code read()}, sync and async: 100 actions commit; what DynamoDB would
 * refuse (two of the caller's own actions on one item among it) is refused with no request sent;
 * counted edges keep their counters exact under a storm with injected conflicts, each resent with its
 * own transaction's token; a cancellation is read per action, a failed check's too; a token applies
 * its transaction once; a read of 100 gets types each in order.
 */
class ComposedTransactionTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final TableSettings FAST = TableSettings.defaults().batches(BatchSettings.defaults()
      .baseDelay(Duration.ofMillis(5)).maxAttempts(50));

  /** The actions a test adds, on the sync or async table. */
  interface Tx {
    Tx follow(String follower, String followee);

    Tx unfollow(String follower, String followee);

    Tx createUser(User user);

    Tx putUser(User user);

    Tx deleteUser(User user);

    Tx update(User user, UserUpdate update);

    Tx checkExists(String id);

    Tx token(String token);

    TransactionResult commit();
  }

  private static Tx transaction(Mode mode, DynamoDbClient client, DynamoDbAsyncClient async) {
    if (mode == Mode.SYNC) {
      SocialTable social = new SocialTable(client, dynamo.tableName(), FAST);
      dev.singletable.runtime.Transaction tx = social.transaction();
      return new Tx() {
        public Tx follow(String a, String b) { tx.create(social.follows(), edge(a, b)); return this; }
        public Tx unfollow(String a, String b) { tx.delete(social.follows(), edge(a, b)); return this; }
        public Tx createUser(User user) { tx.create(social.users(), user); return this; }
        public Tx putUser(User user) { tx.put(social.users(), user); return this; }
        public Tx deleteUser(User user) { tx.delete(social.users(), user); return this; }
        public Tx update(User user, UserUpdate update) { tx.update(social.users(), user, update); return this; }
        public Tx checkExists(String id) { tx.checkExists(social.users(), user(id)); return this; }
        public Tx token(String token) { tx.token(token); return this; }
        public TransactionResult commit() { return tx.commit(); }
      };
    }
    SocialAsyncTable social = new SocialAsyncTable(async, dynamo.tableName(), FAST);
    dev.singletable.runtime.AsyncTransaction tx = social.transaction();
    return new Tx() {
      public Tx follow(String a, String b) { tx.create(social.follows(), edge(a, b)); return this; }
      public Tx unfollow(String a, String b) { tx.delete(social.follows(), edge(a, b)); return this; }
      public Tx createUser(User user) { tx.create(social.users(), user); return this; }
      public Tx putUser(User user) { tx.put(social.users(), user); return this; }
      public Tx deleteUser(User user) { tx.delete(social.users(), user); return this; }
      public Tx update(User user, UserUpdate update) { tx.update(social.users(), user, update); return this; }
      public Tx checkExists(String id) { tx.checkExists(social.users(), user(id)); return this; }
      public Tx token(String token) { tx.token(token); return this; }
      public TransactionResult commit() { return Mode.join(tx::commit); }
    };
  }

  private static Tx transaction(Mode mode) {
    return transaction(mode, dynamo.client(), dynamo.asyncClient());
  }

  private static Follow edge(String follower, String followee) {
    return new Follow(follower, followee, Instant.EPOCH);
  }

  private static User user(String id) {
    return new User(id, id, 0, 0, 0);
  }

  private static SocialTable table() {
    return new SocialTable(dynamo.client(), dynamo.tableName());
  }

  private static void createUsers(String... ids) {
    for (String id : ids) {
      assertTrue(table().users().create(user(id)));
    }
  }

  private static User stored(String id) {
    return table().users().get(id, ReadConsistency.STRONG).orElseThrow();
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void oneHundredActionsCommitAtOnce(Mode mode) {
    createUsers("alice", "bob");
    Tx tx = transaction(mode).follow("alice", "bob");
    List<String> ids = IntStream.range(0, 97).mapToObj(i -> "n" + i).toList();
    ids.forEach(id -> tx.createUser(user(id)));

    TransactionResult result = tx.commit();

    assertEquals(100, result.actions().size());
    assertEquals(List.of("create", "count", "count"),
        result.actions().subList(0, 3).stream().map(action -> action.operation()).toList());
    assertTrue(table().users().getAll(ids, ReadConsistency.STRONG).stream().allMatch(Optional::isPresent));
    assertEquals(1, stored("alice").following());
    assertEquals(1, stored("bob").followers());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aSelfFollowBringsOneMergedCounterUpdate(Mode mode) {
    createUsers("alice");

    TransactionResult result = transaction(mode).follow("alice", "alice").commit();

    assertEquals(List.of("create", "count"), result.actions().stream().map(action -> action.operation()).toList());
    assertEquals(1, stored("alice").following());
    assertEquals(1, stored("alice").followers());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void whatDynamoDbWouldRefuseIsRefusedWithNoRequestSent(Mode mode) {
    createUsers("alice", "bob");
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = dynamo.server().newClient(requests);
        DynamoDbAsyncClient async = dynamo.server().newAsyncClient(requests)) {
      Tx many = transaction(mode, client, async);
      IntStream.range(0, 101).forEach(i -> many.createUser(user("m" + i)));
      InvalidRequestException tooMany = assertThrows(InvalidRequestException.class, many::commit);
      assertTrue(tooMany.getMessage().contains("the transaction has 101 actions (101 of yours and 0 counter updates"
          + " of counted edges), but DynamoDB takes at most 100; action 100 (create User PK=ACTOR#m100 SK=#User)"),
          tooMany.getMessage());

      Tx twice = transaction(mode, client, async).update(stored("bob"), UserUpdate.of().name("Bob"))
          .follow("alice", "bob");
      InvalidRequestException duplicate = assertThrows(InvalidRequestException.class, twice::commit);
      assertTrue(duplicate.getMessage().contains("action 0 (update User PK=ACTOR#bob SK=#User) and action 3 (count"
          + " User PK=ACTOR#bob SK=#User, for action 1) act on one item"), duplicate.getMessage());

      Tx putAndDelete = transaction(mode, client, async).createUser(user("carol")).putUser(stored("alice"))
          .deleteUser(stored("alice"));
      InvalidRequestException own = assertThrows(InvalidRequestException.class, putAndDelete::commit);
      assertTrue(own.getMessage().endsWith(".commit: action 1 (put User PK=ACTOR#alice SK=#User) and action 2 (delete"
          + " User PK=ACTOR#alice SK=#User) act on one item, but DynamoDB refuses two actions on one item in a"
          + " transaction. Keep one of them, or send them in two transactions."), own.getMessage());

      Tx large = transaction(mode, client, async);
      String name = "x".repeat(390_000);
      IntStream.range(0, 11).forEach(i -> large.createUser(new User("big" + i, name, 0, 0, 0)));
      InvalidRequestException oversize = assertThrows(InvalidRequestException.class, large::commit);
      assertTrue(oversize.getMessage().contains("over DynamoDB's limit of 4194304 bytes (4 MB)"), oversize.getMessage());

      InvalidRequestException otherTable = assertThrows(InvalidRequestException.class, () -> {
        if (mode == Mode.SYNC) {
          new SocialTable(client, dynamo.tableName()).transaction()
              .create(new SocialTable(client, "Other").users(), user("carol"));
        } else {
          new SocialAsyncTable(async, dynamo.tableName()).transaction()
              .create(new SocialAsyncTable(async, "Other").users(), user("carol"));
        }
      });
      assertTrue(otherTable.getMessage().contains("action 0 (create User) is of a User repository of table Other"
          + " built on its own, another table than " + dynamo.tableName()), otherTable.getMessage());

      assertEquals(0, requests.count(), requests.toString());
    }
    assertFalse(table().users().exists("m0"));
  }

  /**
   * 8 threads of 20 composed transactions, each two counted follows or unfollows, with conflicts
   * injected on one user's item. Each logical transaction's token is the one its result or
   * cancellation carries; every TransactWriteItems sent is recorded with its token and actions, and
   * every TransactionConflict answered with its request's token: each token is one transaction's, sent
   * once more per conflict it met and always with that transaction's actions, and every injected
   * conflict was met.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void countedEdgesInComposedTransactionsKeepCountersExactUnderAStormWithConflicts(Mode mode) throws Exception {
    List<String> users = IntStream.range(0, 12).mapToObj(i -> "s" + i).toList();
    users.forEach(ComposedTransactionTest::createUsers);
    Map<String, List<List<TransactWriteItem>>> sent = new ConcurrentHashMap<>();
    Map<String, AtomicInteger> conflicts = new ConcurrentHashMap<>();
    ExecutionInterceptor recorder = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof TransactWriteItemsRequest request) {
          sent.computeIfAbsent(request.clientRequestToken(), token -> new CopyOnWriteArrayList<>())
              .add(request.transactItems());
        }
      }

      @Override
      public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof TransactWriteItemsRequest request
            && context.exception() instanceof TransactionCanceledException cancellation
            && cancellation.cancellationReasons().stream().anyMatch(reason -> "TransactionConflict".equals(
                reason.code()))) {
          conflicts.computeIfAbsent(request.clientRequestToken(), token -> new AtomicInteger()).incrementAndGet();
        }
      }
    };
    // one switch, so that each injected conflict fails exactly one request (a request on two switched
    // items would use up both at once); about a third of the 160 transactions touch s0
    int injected = 8;
    dynamo.faults().failTransactionsOn(dynamo.tableName(),
        Map.of("PK", AttributeValue.fromS("ACTOR#s0"), "SK", AttributeValue.fromS("#User")), injected);
    List<String> transactions = new CopyOnWriteArrayList<>();
    AtomicInteger committed = new AtomicInteger();
    AtomicInteger cancelled = new AtomicInteger();
    try (DynamoDbClient client = dynamo.server().newClient(recorder);
        DynamoDbAsyncClient async = dynamo.server().newAsyncClient(recorder)) {
      ExecutorService pool = Executors.newFixedThreadPool(8);
      try {
        List<Future<Boolean>> threads = IntStream.range(0, 8).mapToObj(t -> pool.submit(() -> {
          ThreadLocalRandom random = ThreadLocalRandom.current();
          for (int i = 0; i < 20; i++) {
            List<String> four = new ArrayList<>(users);
            java.util.Collections.shuffle(four, random);
            Tx tx = transaction(mode, client, async);
            for (int pair = 0; pair < 4; pair += 2) {
              if (random.nextBoolean()) {
                tx.follow(four.get(pair), four.get(pair + 1));
              } else {
                tx.unfollow(four.get(pair), four.get(pair + 1));
              }
            }
            try {
              TransactionResult result = tx.commit();
              assertEquals(6, result.actions().size());
              transactions.add(result.token());
              committed.incrementAndGet();
            } catch (TransactionCancelledException e) {
              for (Outcome failure : e.failures()) {
                assertTrue(Set.of(Reason.ALREADY_EXISTS, Reason.NOT_FOUND).contains(failure.reason()), e.getMessage());
              }
              transactions.add(e.token());
              cancelled.incrementAndGet();
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
    }
    assertEquals(160, committed.get() + cancelled.get());
    assertTrue(committed.get() > 0, "some transactions committed");
    assertEquals(160, new HashSet<>(transactions).size(), "a token of its own per transaction");
    assertEquals(new HashSet<>(transactions), sent.keySet(), "no request carried another token");
    int resends = 0;
    for (String token : transactions) {
      List<List<TransactWriteItem>> attempts = sent.get(token);
      int met = conflicts.containsKey(token) ? conflicts.get(token).get() : 0;
      assertEquals(met + 1, attempts.size(), token + ": sent once, and again after each conflict it met");
      for (List<TransactWriteItem> attempt : attempts) {
        assertEquals(attempts.get(0), attempt, token + ": every resend is its own transaction's actions");
      }
      resends += attempts.size() - 1;
    }
    assertEquals(injected, conflicts.values().stream().mapToInt(AtomicInteger::get).sum(),
        "every injected conflict was met, each by one request: " + conflicts);
    assertEquals(injected, resends, "one resend per conflict");
    SocialTable table = table();
    for (String user : users) {
      long following = table.follows().following(user).stream().count();
      long followers = table.follows().followers(user).stream().count();
      assertEquals(following, stored(user).following(), user + " following");
      assertEquals(followers, stored(user).followers(), user + " followers");
      assertEquals(following, table.follows().recountUserFollowing(user), user + " recounted following");
      assertEquals(followers, table.follows().recountUserFollowers(user), user + " recounted followers");
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCancellationIsReadPerActionFromTheLocalServer(Mode mode) {
    createUsers("alice", "bob", "carol");
    User staleAlice = new User("alice", "alice", 0, 0, 5);
    Tx tx = transaction(mode)
        .update(staleAlice, UserUpdate.of().name("Alice"))
        .follow("carol", "ghost")
        .checkExists("dave")
        .update(stored("bob"), UserUpdate.of().ifNameEquals("Robert").name("Bob B."));

    TransactionCancelledException e = assertThrows(TransactionCancelledException.class, tx::commit);

    assertEquals(List.of(Reason.VERSION_CONFLICT, Reason.NONE, Reason.NONE, Reason.MISSING_NODE, Reason.NOT_FOUND,
        Reason.CONDITION_FAILED), e.outcomes().stream().map(Outcome::reason).toList(), e.getMessage());
    assertEquals(1, e.outcomes().get(0).stored(User.class).orElseThrow().version());
    assertEquals("bob", e.outcomes().get(5).stored(User.class).orElseThrow().name());
    assertTrue(e.getMessage().contains("action 3 (count User PK=ACTOR#ghost SK=#User, for action 1): the User node"
        + " PK=ACTOR#ghost SK=#User, whose counter counts the edge of action 1, does not exist (MISSING_NODE)"),
        e.getMessage());
    assertFalse(table().follows().exists("carol", "ghost", ReadConsistency.STRONG));
    assertEquals(0, stored("carol").following());
    assertEquals("alice", stored("alice").name());
  }

  /** A typed condition as a ConditionCheck: it holds and the rest commits; it fails and says which part. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aTypedConditionIsACheckOfTheTransaction(Mode mode) {
    String fan = mode + "-fay";
    String star = mode + "-erin";
    String judge = mode + "-gus";
    createUsers(fan, star, judge);
    Condition<User> quiet = UserCondition.followers().lt(10L).and(UserCondition.name().beginsWith(mode + "-g"));
    Condition<User> famous = UserCondition.followers().ge(1_000L).and(UserCondition.name().beginsWith(mode + "-g"));
    if (mode == Mode.SYNC) {
      SocialTable social = table();
      social.transaction().check(social.users(), user(judge), quiet).create(social.follows(), edge(fan, star)).commit();
    } else {
      SocialAsyncTable async = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
      async.transaction().check(async.users(), user(judge), quiet).create(async.follows(), edge(fan, star))
          .commit().join();
    }
    assertEquals(1, stored(star).followers(), "the check held: the follow and its counts were written");

    SocialTable social = table();
    SocialAsyncTable async = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    // async: the future fails with the cancellation (Mode.join fails the test if commit throws instead)
    TransactionCancelledException e = assertThrows(TransactionCancelledException.class, () -> {
      if (mode == Mode.SYNC) {
        social.transaction().check(social.users(), user(judge), famous).delete(social.follows(), edge(fan, star))
            .commit();
      } else {
        Mode.join(() -> async.transaction().check(async.users(), user(judge), famous)
            .delete(async.follows(), edge(fan, star)).commit());
      }
    });
    assertEquals(List.of(Reason.CONDITION_FAILED, Reason.NONE, Reason.NONE, Reason.NONE),
        e.outcomes().stream().map(Outcome::reason).toList(), e.getMessage());
    assertEquals("check", e.outcomes().get(0).action().operation());
    assertEquals(judge, e.outcomes().get(0).stored(User.class).orElseThrow().id());
    assertTrue(e.getMessage().contains(": action 0 (check User PK=ACTOR#" + judge + " SK=#User): a condition on the"
        + " User item PK=ACTOR#" + judge + " SK=#User did not hold (CONDITION_FAILED): failed on followers. The"
        + " outcomes() say"), e.getMessage());
    assertEquals(1, stored(star).followers(), "nothing written");
    assertTrue(social.follows().exists(fan, star, ReadConsistency.STRONG));
    dynamo.requests().reset();
    assertThrows(InvalidRequestException.class, () -> social.transaction().check(social.users(), user(judge), null));
    assertEquals(0, dynamo.requests().count());
  }

  /**
   * Typed conditions on a transaction's writes: a node's put, a counted edge's delete and an update,
   * each failing on its condition (the parts named, nothing written, no counter changed), then holding.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void typedConditionsGoOnTheWritesOfATransaction(Mode mode) {
    String fan = mode + "-hal";
    String star = mode + "-ivy";
    String jo = mode + "-jo";
    String kim = mode + "-kim";
    createUsers(fan, star, jo, kim);
    table().follows().create(edge(fan, star));
    User storedJo = stored(jo);
    Condition<User> followed = UserCondition.followers().ge(1L);
    Condition<Follow> recent = FollowCondition.followedAt().gt(Instant.EPOCH);

    TransactionCancelledException e = assertThrows(TransactionCancelledException.class, () -> commit(mode,
        tx -> tx.putUser(new User(jo, "Jo", 0, 0, storedJo.version()), followed)
            .unfollow(fan, star, recent)
            .update(stored(kim), UserUpdate.of().name("Kim"), UserCondition.name().eq("nobody"))));
    assertEquals(List.of(Reason.CONDITION_FAILED, Reason.CONDITION_FAILED, Reason.NONE, Reason.NONE,
        Reason.CONDITION_FAILED), e.outcomes().stream().map(Outcome::reason).toList(), e.getMessage());
    assertTrue(e.getMessage().contains("failed on followers"), e.getMessage());
    assertTrue(e.getMessage().contains("failed on followedAt"), e.getMessage());
    assertTrue(e.getMessage().contains("failed on name"), e.getMessage());
    assertEquals(storedJo, stored(jo), "nothing written");
    assertEquals(1, stored(star).followers());
    assertTrue(table().follows().exists(fan, star, ReadConsistency.STRONG));

    commit(mode, tx -> tx.putUser(new User(jo, "Jo", 0, 0, storedJo.version()), UserCondition.name().eq(jo))
        .unfollow(fan, star, FollowCondition.followedAt().eq(Instant.EPOCH))
        .update(stored(kim), UserUpdate.of().name("Kim"), UserCondition.following().eq(0L)));
    assertEquals("Jo", stored(jo).name());
    assertEquals(0, stored(star).followers(), "the counted delete's counter update went with it");
    assertEquals(0, stored(fan).following());
    assertEquals("Kim", stored(kim).name());
    assertFalse(table().follows().exists(fan, star, ReadConsistency.STRONG));
  }

  /** Conditioned actions on the sync or async table. */
  interface Conditioned {
    Conditioned putUser(User user, Condition<User> condition);

    Conditioned unfollow(String follower, String followee, Condition<Follow> condition);

    Conditioned update(User user, UserUpdate update, Condition<User> condition);
  }

  private static void commit(Mode mode, java.util.function.UnaryOperator<Conditioned> actions) {
    if (mode == Mode.SYNC) {
      SocialTable social = table();
      dev.singletable.runtime.Transaction tx = social.transaction();
      actions.apply(new Conditioned() {
        public Conditioned putUser(User u, Condition<User> c) { tx.put(social.users(), u, c); return this; }
        public Conditioned unfollow(String a, String b, Condition<Follow> c) { tx.delete(social.follows(), edge(a, b), c); return this; }
        public Conditioned update(User u, UserUpdate x, Condition<User> c) { tx.update(social.users(), u, x, c); return this; }
      });
      tx.commit();
      return;
    }
    SocialAsyncTable social = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    dev.singletable.runtime.AsyncTransaction tx = social.transaction();
    actions.apply(new Conditioned() {
      public Conditioned putUser(User u, Condition<User> c) { tx.put(social.users(), u, c); return this; }
      public Conditioned unfollow(String a, String b, Condition<Follow> c) { tx.delete(social.follows(), edge(a, b), c); return this; }
      public Conditioned update(User u, UserUpdate x, Condition<User> c) { tx.update(social.users(), u, x, c); return this; }
    });
    Mode.join(tx::commit);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aTokenAppliesItsTransactionOnceAndOtherActionsUnderItAreExplained(Mode mode) {
    createUsers("alice", "bob", "carol");
    String token = "follow-" + mode;

    assertEquals(token, transaction(mode).follow("alice", "bob").token(token).commit().token());
    assertEquals(token, transaction(mode).follow("alice", "bob").token(token).commit().token());
    InvalidRequestException other = assertThrows(InvalidRequestException.class,
        () -> transaction(mode).follow("alice", "carol").token(token).commit());

    assertEquals(1, stored("alice").following());
    assertEquals(1, stored("bob").followers());
    assertTrue(other.getMessage().contains("DynamoDB refused ClientRequestToken " + token
        + " (IdempotentParameterMismatch)"), other.getMessage());
    assertFalse(table().follows().exists("alice", "carol", ReadConsistency.STRONG));
  }

  /**
   * DynamoDB's largest read: 100 gets, alternately of a user and of a follow, of which the last 20
   * users and the last 30 follows are not stored, in one TransactGetItems; each comes back typed, in
   * the order of the gets.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aReadOfOneHundredGetsOfNodesAndEdgesTypesEachInTheOrderOfTheGets(Mode mode) {
    IntStream.range(0, 30).forEach(i -> createUsers("r" + i));
    IntStream.range(0, 20).forEach(i -> assertTrue(table().follows().create(edge("r" + i, "r" + (i + 1)))));
    List<TransactionGet<User>> users = new ArrayList<>();
    List<TransactionGet<Follow>> follows = new ArrayList<>();
    java.util.function.Supplier<ReadResult> read;
    if (mode == Mode.SYNC) {
      SocialTable social = table();
      dev.singletable.runtime.ReadTransaction tx = social.read();
      for (int i = 0; i < 50; i++) {
        users.add(tx.get(social.users(), user("r" + i)));
        follows.add(tx.get(social.follows(), edge("r" + i, "r" + (i + 1))));
      }
      read = tx::execute;
    } else {
      SocialAsyncTable social = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
      dev.singletable.runtime.AsyncReadTransaction tx = social.read();
      for (int i = 0; i < 50; i++) {
        users.add(tx.get(social.users(), user("r" + i)));
        follows.add(tx.get(social.follows(), edge("r" + i, "r" + (i + 1))));
      }
      read = () -> Mode.join(tx::execute);
    }
    dynamo.requests().reset();

    ReadResult result = read.get();

    assertEquals(1, dynamo.requests().count(), dynamo.requests().toString());
    assertEquals(1, dynamo.requests().count("TransactGetItems"), dynamo.requests().toString());
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      expected.add(i < 30 ? "User r" + i + " following " + (i < 20 ? 1 : 0) + " followers " + (i >= 1 && i <= 20 ? 1
          : 0) : "none");
      expected.add(i < 20 ? "Follow r" + i + " -> r" + (i + 1) : "none");
    }
    assertEquals(expected, result.items().stream().map(ComposedTransactionTest::describe).toList());
    for (int i = 0; i < 50; i++) {
      Optional<User> stored = result.get(users.get(i));
      Optional<Follow> follow = result.get(follows.get(i));
      assertEquals(expected.get(2 * i), describe(stored.map(Object.class::cast)), "typed get " + (2 * i));
      assertEquals(expected.get(2 * i + 1), describe(follow.map(Object.class::cast)), "typed get " + (2 * i + 1));
    }
  }

  private static String describe(Optional<Object> item) {
    if (item.isEmpty()) {
      return "none";
    }
    if (item.get() instanceof User user) {
      return "User " + user.id() + " following " + user.following() + " followers " + user.followers();
    }
    Follow follow = (Follow) item.get();
    return "Follow " + follow.follower() + " -> " + follow.followee();
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aReadTransactionTypesEachGetInOrder(Mode mode) {
    createUsers("alice", "bob");
    assertTrue(table().follows().create(edge("alice", "bob")));
    Function<Boolean, ReadResult> read;
    TransactionGet<User> alice;
    TransactionGet<Follow> follows;
    TransactionGet<User> ghost;
    if (mode == Mode.SYNC) {
      SocialTable social = table();
      dev.singletable.runtime.ReadTransaction tx = social.read();
      alice = tx.get(social.users(), user("alice"));
      follows = tx.get(social.follows(), edge("alice", "bob"));
      ghost = tx.get(social.users(), user("ghost"));
      read = ignored -> tx.execute();
    } else {
      SocialAsyncTable social = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
      dev.singletable.runtime.AsyncReadTransaction tx = social.read();
      alice = tx.get(social.users(), user("alice"));
      follows = tx.get(social.follows(), edge("alice", "bob"));
      ghost = tx.get(social.users(), user("ghost"));
      read = ignored -> Mode.join(tx::execute);
    }

    ReadResult result = read.apply(true);

    assertEquals(1, result.get(alice).orElseThrow().following());
    assertEquals("bob", result.get(follows).orElseThrow().followee());
    assertEquals(Optional.empty(), result.get(ghost));
  }
}
