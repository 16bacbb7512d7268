package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.it.BatchLog.Round;
import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.testing.LocalDynamoDbExtension;
import dev.singletable.testing.RequestCounter;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;

/**
 * The library's own resend of what a batch leaves undone, against the local server's fault switches
 * (which make its answers leave entries unprocessed, or throttle it): every write and every key is
 * done exactly once, in the fewest requests the resends allow, and {@link BatchIncompleteException}
 * names what is left when the attempts run out. Sync and async repositories alike.
 */
class BatchResendTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");
  private static final BatchSettings QUICK = BatchSettings.defaults().baseDelay(Duration.ofMillis(1));

  private static final BatchLog LOG = new BatchLog();
  private static DynamoDbClient client;
  private static DynamoDbAsyncClient asyncClient;

  @BeforeAll
  static void open() {
    client = dynamo.server().newClient(LOG, dynamo.requests());
    asyncClient = dynamo.server().newAsyncClient(LOG, dynamo.requests());
  }

  @AfterAll
  static void close() {
    client.close();
    asyncClient.close();
  }

  @BeforeEach
  void clearLog() {
    LOG.clear();
  }

  private static Follows follows(Mode mode, BatchSettings settings) {
    return mode.follows(client, asyncClient, dynamo.tableName(), TableSettings.defaults().batches(settings));
  }

  private static List<PlainFollow> fansOfBob(int count) {
    return IntStream.range(0, count).mapToObj(i -> new PlainFollow("fan" + i, "bob", T1)).toList();
  }

  private static List<Map<String, AttributeValue>> keys(List<PlainFollow> follows) {
    return follows.stream().map(f -> PlainFollowKeys.primaryKey(f.follower(), f.followee())).toList();
  }

  /** How many times DynamoDB processed each key, over every round of the log. */
  private static Map<Map<String, AttributeValue>, Long> timesProcessed() {
    return LOG.rounds().stream().flatMap(round -> round.processed().stream())
        .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
  }

  /** Bob's followers as the inverted index lists them (by follower id), through the extension's client. */
  private static List<PlainFollow> followersOfBob(Mode mode) {
    return mode.follows(dynamo).streamFollowers("bob");
  }

  private static List<PlainFollow> byFollower(List<PlainFollow> follows) {
    return follows.stream().sorted(Comparator.comparing(PlainFollow::follower)).toList();
  }

  private static Map<Map<String, AttributeValue>, Long> once(Collection<Map<String, AttributeValue>> keys) {
    return keys.stream().collect(Collectors.toMap(Function.identity(), key -> 1L));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putAllResendsOnlyTheWritesLeftUntilEachIsWrittenOnce(Mode mode) {
    List<PlainFollow> fans = fansOfBob(30);
    dynamo.faults().leaveUnprocessedItems(5, 2);

    follows(mode, QUICK).putAll(fans);

    List<Map<String, AttributeValue>> last5 = keys(fans.subList(20, 25));
    assertEquals(List.of(
        Round.write(keys(fans.subList(0, 25)), last5),
        Round.write(last5, last5),
        Round.write(last5, List.of()),
        Round.write(keys(fans.subList(25, 30)), List.of())), LOG.rounds());
    assertEquals(once(keys(fans)), timesProcessed());
    assertEquals(4, dynamo.requests().count("BatchWriteItem"));
    assertEquals(byFollower(fans), followersOfBob(mode), "the inverted index holds each once");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getAllResendsOnlyTheKeysLeftAndReadsEachOnce(Mode mode) {
    List<PlainFollow> fans = fansOfBob(150);
    mode.follows(dynamo).putAll(fans);
    dynamo.requests().reset();
    dynamo.faults().leaveUnprocessedKeys(30, 2);

    List<Optional<PlainFollow>> got = follows(mode, QUICK).getAll(fans, ReadConsistency.STRONG);

    assertEquals(fans.stream().map(Optional::of).toList(), got);
    List<Map<String, AttributeValue>> last30 = keys(fans.subList(70, 100));
    assertEquals(List.of(
        Round.get(keys(fans.subList(0, 100)), last30, true),
        Round.get(last30, last30, true),
        Round.get(last30, List.of(), true),
        Round.get(keys(fans.subList(100, 150)), List.of(), true)), LOG.rounds());
    assertEquals(once(keys(fans)), timesProcessed());
    assertEquals(4, dynamo.requests().count("BatchGetItem"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void theTablesBatchResendsTheDeletesLeftOfTwoTypes(Mode mode) {
    Follows follows = mode.follows(dynamo);
    PlainMuteRepository mutes = new GraphTable(dynamo.client(), dynamo.tableName()).plainMutes();
    follows.put(new PlainFollow("alice", "carol", T1));
    mutes.put(new PlainMute("alice", "dave", T1));
    dynamo.faults().leaveUnprocessedItems(2, 1);

    mode.batchWrite(client, asyncClient, dynamo.tableName(), TableSettings.defaults().batches(QUICK))
        .put(new PlainFollow("alice", "bob", T1))
        .put(new PlainMute("alice", "erin", T1))
        .delete(new PlainFollow("alice", "carol", null))
        .delete(new PlainMute("alice", "dave", null))
        .execute();

    List<Map<String, AttributeValue>> left = List.of(PlainFollowKeys.primaryKey("alice", "carol"),
        PlainMuteKeys.primaryKey("alice", "dave"));
    assertEquals(List.of(
        Round.write(List.of(PlainFollowKeys.primaryKey("alice", "bob"), PlainMuteKeys.primaryKey("alice", "erin"),
            left.get(0), left.get(1)), left),
        Round.write(left, List.of())), LOG.rounds());
    assertEquals(List.of(new PlainFollow("alice", "bob", T1)), follows.streamFollowing("alice"));
    assertEquals(List.of(Optional.of(new PlainMute("alice", "erin", T1)), Optional.empty()),
        mutes.getAll(List.of(new PlainMute("alice", "erin", null), new PlainMute("alice", "dave", null)),
            ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putAllGivesUpAfterMaxAttemptsNamingEveryPutNotDone(Mode mode) {
    List<PlainFollow> fans = fansOfBob(30);
    dynamo.faults().leaveUnprocessedItems(5, 3);

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> follows(mode, QUICK.maxAttempts(3)).putAll(fans));

    assertEquals("BatchWriteItem on table " + dynamo.tableName() + ": 10 writes of 30 not done (10 puts, 0 deletes)"
        + " after 3 attempts; DynamoDB kept returning them as UnprocessedItems. The others were done. The table"
        + " lacks capacity for this rate: resend notPut() and notDeleted() later, raise the table's capacity, or"
        + " allow more attempts with BatchSettings.maxAttempts.", e.getMessage());
    assertEquals(fans.subList(20, 30), e.notPut(PlainFollow.class), "the 5 left and the 5 of the call never sent");
    assertEquals(List.of(), e.notDeleted());
    assertEquals(3, e.attempts());
    assertNull(e.getCause());
    assertEquals(3, dynamo.requests().count("BatchWriteItem"));
    assertEquals(byFollower(fans.subList(0, 20)), followersOfBob(mode));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getAllGivesUpAfterMaxAttemptsNamingTheKeysNotRead(Mode mode) {
    List<PlainFollow> fans = fansOfBob(20);
    mode.follows(dynamo).putAll(fans);
    dynamo.requests().reset();
    dynamo.faults().leaveUnprocessedKeys(5, 2);

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> follows(mode, QUICK.maxAttempts(2)).getAll(fans));

    assertEquals("BatchGetItem on table " + dynamo.tableName() + ": 5 keys of 20 not read after 2 attempts;"
        + " DynamoDB kept returning them as UnprocessedKeys. The table lacks capacity for this rate: read notRead()"
        + " again later, raise the table's capacity, or allow more attempts with BatchSettings.maxAttempts.",
        e.getMessage());
    assertEquals(fans.subList(15, 20), e.notRead(PlainFollow.class));
    assertEquals(2, e.attempts());
    assertEquals(2, dynamo.requests().count("BatchGetItem"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void withTheSdksRetriesOffTheLibraryResendsAThrottledBatch(Mode mode) {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient noRetries = dynamo.server().clientBuilder()
            .overrideConfiguration(config -> config.retryStrategy(AwsRetryStrategy.doNotRetry())
                .addExecutionInterceptor(requests))
            .build();
         DynamoDbAsyncClient noRetriesAsync = dynamo.server().asyncClientBuilder()
            .overrideConfiguration(config -> config.retryStrategy(AwsRetryStrategy.doNotRetry())
                .addExecutionInterceptor(requests))
            .build()) {
      List<PlainFollow> fans = fansOfBob(10);
      TableSettings settings = TableSettings.defaults().batches(QUICK.maxAttempts(3));
      dynamo.faults().throttleNext(2, "BatchWriteItem");

      mode.follows(noRetries, noRetriesAsync, dynamo.tableName(), settings).putAll(fans);

      assertEquals(3, requests.count("BatchWriteItem"), "two throttled, each resent by the library");
      assertEquals(byFollower(fans), followersOfBob(mode));

      dynamo.faults().throttleNext(3, "BatchWriteItem");
      BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
          () -> mode.follows(noRetries, noRetriesAsync, dynamo.tableName(), settings).deleteAll(fans));

      assertInstanceOf(ProvisionedThroughputExceededException.class, e.getCause());
      assertTrue(e.getMessage().contains("10 writes of 10 not done (0 puts, 10 deletes) after 3 attempts; the last"
          + " request failed with ProvisionedThroughputExceededException."), e.getMessage());
      assertEquals(fans, e.notDeleted(PlainFollow.class));
      assertEquals(6, requests.count("BatchWriteItem"));
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void withTheSdksRetriesOnTheLibraryNeverSeesAShortThrottle(Mode mode) {
    List<PlainFollow> fans = fansOfBob(10);
    dynamo.faults().throttleNext(2, "BatchWriteItem");

    follows(mode, QUICK.maxAttempts(1)).putAll(fans);

    assertEquals(3, dynamo.requests().count("BatchWriteItem"), "the SDK retried twice within one attempt");
    assertEquals(List.of(Round.write(keys(fans), List.of())), LOG.rounds());
  }
}
