package dev.singletable.runtime.internal.batch;

import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.batch.BatchFixtures.Edge;
import dev.singletable.runtime.internal.batch.BatchFixtures.RecordingBackoff;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.plan.Backoff;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import static dev.singletable.runtime.internal.batch.BatchFixtures.MAPPER;
import static dev.singletable.runtime.internal.batch.BatchFixtures.TABLE;
import static dev.singletable.runtime.internal.batch.BatchFixtures.edge;
import static dev.singletable.runtime.internal.batch.BatchFixtures.edges;
import static dev.singletable.runtime.internal.batch.BatchFixtures.ids;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What dynalite never does: UnprocessedItems and UnprocessedKeys over several rounds, throttling,
 * and running out of attempts, answered by a fake HTTP endpoint to a real client, sync and async.
 * Each request is one attempt (the SDK's own retries are off).
 */
class BatchFaultTest {
  private static final String DYNAMODB = "com.amazonaws.dynamodb.v20120810";

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  /** Answers the n-th request (from 1) with {@code answers.apply(n)}. */
  private FakeHttp answering(Function<Integer, Answer> answers) {
    List<Integer> seen = new ArrayList<>();
    http = new FakeHttp(body -> {
      seen.add(seen.size() + 1);
      return answers.apply(seen.size());
    });
    return http;
  }

  /** Runs {@code batch} on {@code http}'s blocking or asynchronous client. */
  private static void write(Mode mode, WriteBatch batch, FakeHttp http, Backoff backoff) {
    mode.run(http, client -> batch.execute(client, TABLE, backoff),
        client -> batch.executeAsync(client, TABLE, backoff));
  }

  /** Reads {@code batch} through {@code http}'s blocking or asynchronous client. */
  private static List<Optional<Edge>> get(Mode mode, GetBatch<Edge> batch, FakeHttp http, ReadConsistency consistency,
      Backoff backoff) {
    return mode.call(http, client -> batch.execute(client, TABLE, MAPPER, consistency, backoff),
        client -> batch.executeAsync(client, TABLE, MAPPER, consistency, backoff));
  }

  private static WriteBatch puts(List<Edge> edges) {
    return new WriteBatch().putAll(edges, MAPPER, "T.putAll", "edges", "Edge");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void resendsOnlyWhatWasLeftUntilEveryCallIsDone(Mode mode) {
    FakeHttp http = answering(n -> switch (n) {
      case 1 -> Answer.ok(BatchFixtures.unprocessedWrites(List.of("u2", "u10", "u24"), List.of()));
      case 2 -> Answer.ok(BatchFixtures.unprocessedWrites(List.of("u10"), List.of()));
      case 4 -> Answer.error(DYNAMODB, "ProvisionedThroughputExceededException");
      default -> Answer.ok(BatchFixtures.unprocessedWrites(List.of(), List.of()));
    });
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults());
    write(mode, puts(edges(0, 30)), http, backoff);

    assertEquals(List.of(ids(edges(0, 25)), List.of("u2", "u10", "u24"), List.of("u10"), ids(edges(25, 30)),
        ids(edges(25, 30))), http.bodies.stream().map(BatchFixtures::ids).toList());
    // Full jitter fixed at 0.5: 25 ms after a first attempt, 50 ms after a second; none when a call is done.
    assertEquals(List.of(Duration.ofMillis(25), Duration.ofMillis(50), Duration.ZERO, Duration.ofMillis(25),
        Duration.ZERO), backoff.waits);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void runningOutOfAttemptsReportsExactlyTheWritesNotDone(Mode mode) {
    FakeHttp http = answering(n -> Answer.ok(BatchFixtures.unprocessedWrites(List.of("u3"), List.of("u21"))));
    WriteBatch batch = puts(edges(0, 20))
        .deleteAll(edges(20, 30), BatchFixtures.MAPPER, "T.deleteAll", "edges", "Edge");
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults().maxAttempts(3));

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class, () -> write(mode, batch, http, backoff));

    assertEquals(List.of(ids(edges(0, 25)), List.of("u3", "u21"), List.of("u3", "u21")),
        http.bodies.stream().map(BatchFixtures::ids).toList());
    assertEquals(3, e.attempts());
    assertEquals(List.of(edge(3)), e.notPut(Edge.class));
    assertEquals(Stream.concat(Stream.of(edge(21)), edges(25, 30).stream()).toList(), e.notDeleted(Edge.class));
    assertEquals(List.of(), e.notRead());
    assertNull(e.getCause());
    assertTrue(e.getMessage().startsWith("BatchWriteItem on table t: 7 writes of 30 not done (1 put, 6 deletes)"
        + " after 3 attempts; DynamoDB kept returning them as UnprocessedItems."), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void throttlingCountsTowardTheBoundAndIsTheCause(Mode mode) {
    FakeHttp http = answering(n -> n == 1 ? Answer.error(DYNAMODB, "ProvisionedThroughputExceededException")
        : Answer.error("com.amazon.coral.availability", "ThrottlingException"));
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults().maxAttempts(2));

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> write(mode, puts(edges(0, 3)), http, backoff));

    assertEquals(List.of(ids(edges(0, 3)), ids(edges(0, 3))), http.bodies.stream().map(BatchFixtures::ids).toList());
    assertEquals(2, e.attempts());
    assertEquals(edges(0, 3), e.notPut(Edge.class));
    DynamoDbException cause = assertInstanceOf(DynamoDbException.class, e.getCause());
    assertEquals("ThrottlingException", cause.awsErrorDetails().errorCode());
    assertEquals(List.of(Duration.ofMillis(25)), backoff.waits);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void otherErrorsEndTheBatchAtOnce(Mode mode) {
    FakeHttp http = answering(n -> Answer.error(DYNAMODB, "ValidationException"));
    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> write(mode, puts(edges(0, 3)), http, new RecordingBackoff(BatchSettings.defaults())));
    assertEquals("ValidationException", e.awsErrorDetails().errorCode());
    assertEquals(1, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aBadRecordAnywhereRefusesTheBatchBeforeAnyRequest(Mode mode) {
    FakeHttp http = answering(n -> Answer.ok("{}"));
    List<Edge> edges = new ArrayList<>(edges(0, 100));
    edges.set(80, new Edge("", "t"));
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> write(mode, puts(edges), http,
        new RecordingBackoff(BatchSettings.defaults())));
    assertTrue(e.getMessage().startsWith("T.putAll: edges[80]: "), e.getMessage());
    assertEquals(0, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getsResendOnlyUnprocessedKeysAndAnswerInTheCallersOrder(Mode mode) {
    List<Edge> asked = new ArrayList<>(edges(0, 120));
    asked.addAll(edges(0, 10));
    List<String> missing = List.of("u5", "u6", "u7", "u8", "u9");
    List<String> late = ids(edges(50, 70));
    FakeHttp http = answering(n -> {
      List<String> sent = ids(this.http.bodies.get(n - 1));
      List<String> found = sent.stream().filter(id -> !missing.contains(id) && (n > 1 || !late.contains(id))).toList();
      return Answer.ok(BatchFixtures.gotItems(found, n == 1 ? late : List.of()));
    });
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults());

    List<Optional<Edge>> got = get(mode, new GetBatch<>(asked, BatchFixtures.MAPPER, "T.getAll", "edges", "Edge"),
        http, ReadConsistency.STRONG, backoff);

    assertEquals(List.of(ids(edges(0, 100)), late, ids(edges(100, 120))),
        http.bodies.stream().map(BatchFixtures::ids).toList());
    assertTrue(http.bodies.stream().allMatch(body -> body.contains("\"ConsistentRead\":true")));
    assertEquals(asked.stream().map(edge -> missing.contains(edge.from()) ? Optional.<Edge>empty() : Optional.of(edge))
        .toList(), got);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getsRunningOutOfAttemptsReportTheKeysNotRead(Mode mode) {
    FakeHttp http = answering(n -> n == 1 ? Answer.ok(BatchFixtures.gotItems(List.of("u0"), List.of("u1", "u2")))
        : Answer.error(DYNAMODB, "ProvisionedThroughputExceededException"));
    List<Edge> asked = List.of(edge(2), edge(0), edge(1), edge(2));

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class, () -> get(mode,
        new GetBatch<>(asked, BatchFixtures.MAPPER, "T.getAll", "edges", "Edge"), http, ReadConsistency.EVENTUAL,
        new RecordingBackoff(BatchSettings.defaults().maxAttempts(2))));

    assertEquals(List.of(List.of("u2", "u0", "u1"), List.of("u2", "u1")),
        http.bodies.stream().map(BatchFixtures::ids).toList());
    assertEquals(List.of(edge(2), edge(1)), e.notRead(Edge.class));
    assertEquals(2, e.attempts());
    assertInstanceOf(ProvisionedThroughputExceededException.class, e.getCause());
    assertTrue(IntStream.range(0, 2).allMatch(i -> !http.bodies.get(i).contains("ConsistentRead")));
  }

  @Test
  void theAsyncBatchReturnsBeforeAnyAnswerAndFinishesOnItsOwn() {
    FakeHttp http = answering(n -> n == 1 ? Answer.ok(BatchFixtures.unprocessedWrites(List.of("u1"), List.of()))
        : Answer.ok(BatchFixtures.unprocessedWrites(List.of(), List.of())));
    CompletableFuture<Void> done = puts(edges(0, 30))
        .executeAsync(http.asyncClient(), TABLE, new RecordingBackoff(BatchSettings.defaults()));
    // Had the call waited for DynamoDB anywhere, it could not have returned: nothing has answered yet.
    assertFalse(done.isDone());
    http.asyncAnswers.complete(null);
    BatchFixtures.join(done);
    assertEquals(List.of(ids(edges(0, 25)), List.of("u1"), ids(edges(25, 30))),
        http.bodies.stream().map(BatchFixtures::ids).toList());
  }
}
