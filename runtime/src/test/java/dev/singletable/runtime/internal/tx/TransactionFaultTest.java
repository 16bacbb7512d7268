package dev.singletable.runtime.internal.tx;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.TransactionRetriesExhaustedException;
import dev.singletable.runtime.internal.batch.BatchFixtures.RecordingBackoff;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.tx.TransactionOutcome.ConditionFailure;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.plan.Backoff;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;
import static dev.singletable.runtime.internal.tx.TransactionFixtures.cancelled;
import static dev.singletable.runtime.internal.tx.TransactionFixtures.follow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What no local server does: DynamoDB's real answers to TransactWriteItems (cancellation reasons by
 * position, conflicts, a transaction in progress, refusals, throttling), replayed by a fake HTTP
 * endpoint to a real client, sync and async. Each request is one attempt (the SDK's own retries are off).
 */
class TransactionFaultTest {
  private static final Pattern TOKEN = Pattern.compile("\"ClientRequestToken\":\"([^\"]*)\"");
  private static final Pattern ACTION = Pattern.compile("\\{\"(Put|Update|Delete|ConditionCheck)\":");
  private static final Pattern PK = Pattern.compile("\"PK\":\\{\"S\":\"([^\"]*)\"}");
  private static final String EDGE = "{\"PK\":{\"S\":\"ACTOR#alice\"},\"SK\":{\"S\":\"TARGET#bob\"}}";

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  /** Answers the n-th request (from 1) with a status 400 body, or 200 {} when {@code answers} gives null. */
  private FakeHttp answering(Function<Integer, String> answers) {
    List<Integer> seen = new ArrayList<>();
    http = new FakeHttp(body -> {
      seen.add(seen.size() + 1);
      String error = answers.apply(seen.size());
      return error == null ? Answer.ok("{}") : new Answer(400, error);
    });
    return http;
  }

  private static List<String> all(Pattern pattern, String body) {
    List<String> found = new ArrayList<>();
    Matcher matcher = pattern.matcher(body);
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }

  /** Runs {@code transaction} on {@code http}'s blocking or asynchronous client. */
  private static TransactionOutcome execute(Mode mode, WriteTransaction transaction, FakeHttp http, Backoff backoff) {
    return mode.call(http, client -> transaction.execute(client, backoff),
        client -> transaction.executeAsync(client, backoff));
  }

  /** Every request was the same transaction: one token, the same actions in the same order. */
  private static void assertSameRequest(WriteTransaction transaction, List<String> bodies, int attempts) {
    assertEquals(attempts, bodies.size());
    assertTrue(bodies.stream().allMatch(bodies.get(0)::equals), "every attempt sends the same body");
    assertEquals(List.of(transaction.clientRequestToken()), all(TOKEN, bodies.get(0)));
    assertEquals(List.of("Put", "Update", "Update"), all(ACTION, bodies.get(0)));
    assertEquals(List.of("ACTOR#alice", "USER#alice", "USER#bob"), all(PK, bodies.get(0)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void conflictsAreResentWithTheSameTokenUntilCommitted(Mode mode) {
    WriteTransaction follow = follow("alice", "bob");
    FakeHttp http = answering(n -> switch (n) {
      case 1 -> cancelled(List.of("None", "TransactionConflict", "None"), null);
      case 2 -> TransactionFixtures.inProgress();
      default -> null;
    });
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults());

    TransactionOutcome outcome = execute(mode, follow, http, backoff);

    assertTrue(outcome.committed());
    assertSameRequest(follow, http.bodies, 3);
    UUID.fromString(follow.clientRequestToken());
    // Full jitter fixed at 0.5 of 50 ms, then of 100 ms.
    assertEquals(List.of(Duration.ofMillis(25), Duration.ofMillis(50)), backoff.waits);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void failedConditionsAreReadByPositionWithTheirActionsMeaning(Mode mode) {
    WriteTransaction follow = follow("alice", "bob");
    FakeHttp http = answering(n -> cancelled(List.of("ConditionalCheckFailed", "None", "ConditionalCheckFailed"), null));
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults());

    TransactionOutcome outcome = execute(mode, follow, http, backoff);

    assertFalse(outcome.committed());
    assertEquals(List.of(new ConditionFailure(0, FailedCondition.ALREADY_EXISTS, "Follow alice -> bob", Map.of()),
        new ConditionFailure(2, FailedCondition.MISSING_NODE, "User bob", Map.of())), outcome.failures());
    assertEquals(2, outcome.failure(FailedCondition.MISSING_NODE).orElseThrow().position());
    assertTrue(outcome.failure(FailedCondition.VERSION_CONFLICT).isEmpty());
    assertSameRequest(follow, http.bodies, 1);
    assertEquals(List.of(), backoff.waits);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aFailedConditionBesideAConflictIsTheAnswerAndCarriesTheItem(Mode mode) {
    WriteTransaction follow = follow("alice", "bob");
    FakeHttp http = answering(n -> cancelled(List.of("ConditionalCheckFailed", "TransactionConflict", "None"), EDGE));

    TransactionOutcome outcome = execute(mode, follow, http, new RecordingBackoff(BatchSettings.defaults()));

    assertEquals(List.of(new ConditionFailure(0, FailedCondition.ALREADY_EXISTS, "Follow alice -> bob",
        TransactionFixtures.key("ACTOR#alice", "TARGET#bob"))), outcome.failures());
    assertEquals(1, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void runningOutOfAttemptsSaysSoWithTheTokenAndTheAttempts(Mode mode) {
    WriteTransaction follow = follow("alice", "bob");
    FakeHttp http = answering(n -> cancelled(List.of("None", "None", "TransactionConflict"), null));
    RecordingBackoff backoff = new RecordingBackoff(BatchSettings.defaults().maxAttempts(3));

    TransactionRetriesExhaustedException e = assertThrows(TransactionRetriesExhaustedException.class,
        () -> execute(mode, follow, http, backoff));

    assertSameRequest(follow, http.bodies, 3);
    assertEquals(3, e.attempts());
    assertEquals(follow.clientRequestToken(), e.clientRequestToken());
    assertInstanceOf(TransactionCanceledException.class, e.getCause());
    assertEquals(List.of(Duration.ofMillis(25), Duration.ofMillis(50)), backoff.waits);
    assertEquals("Social.follow: the transaction is not known to be committed after 3 attempts; at the last,"
        + " DynamoDB cancelled it for a TransactionConflict at actions [2]: another write was changing the same"
        + " items. Every attempt carried ClientRequestToken " + follow.clientRequestToken() + ", so it is applied"
        + " at most once. Retry later, or allow more attempts with BatchSettings.maxAttempts.", e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aTransactionStillInProgressAtTheLastAttemptIsNotKnownToBeCommitted(Mode mode) {
    FakeHttp http = answering(n -> TransactionFixtures.inProgress());
    TransactionRetriesExhaustedException e = assertThrows(TransactionRetriesExhaustedException.class,
        () -> execute(mode, follow("alice", "bob"), http,
            new RecordingBackoff(BatchSettings.defaults().maxAttempts(2))));
    assertEquals(2, e.attempts());
    assertInstanceOf(TransactionInProgressException.class, e.getCause());
    assertTrue(e.getMessage().contains("at the last, an earlier attempt with the same token was still in progress"),
        e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void otherCancellationsAndErrorsSurfaceAfterOneAttempt(Mode mode) {
    List<String> answers = List.of(
        cancelled(List.of("None", "ThrottlingError", "TransactionConflict"), null),
        cancelled(List.of("ConditionalCheckFailed", "ValidationError", "None"), null),
        TransactionFixtures.validation("Transaction request cannot include multiple operations on one item"),
        TransactionFixtures.throttling());
    List<String> codes = new ArrayList<>();
    for (String answer : answers) {
      http = answering(n -> answer);
      DynamoDbException e = assertThrows(DynamoDbException.class,
          () -> execute(mode, follow("alice", "bob"), http, new RecordingBackoff(BatchSettings.defaults())));
      assertEquals(1, http.bodies.size());
      codes.add(e.awsErrorDetails().errorCode());
      http.close();
    }
    assertEquals(List.of("TransactionCanceledException", "TransactionCanceledException", "ValidationException",
        "ThrottlingException"), codes);
  }

  @Test
  void theCancellationReasonsOfASurfacedCancellationAreKept() {
    FakeHttp http = answering(n -> cancelled(List.of("None", "ItemCollectionSizeLimitExceeded", "None"), null));
    TransactionCanceledException e = assertThrows(TransactionCanceledException.class, () -> execute(Mode.SYNC,
        follow("alice", "bob"), http, new RecordingBackoff(BatchSettings.defaults())));
    assertEquals(List.of("None", "ItemCollectionSizeLimitExceeded", "None"),
        e.cancellationReasons().stream().map(reason -> reason.code()).toList());
  }

  @Test
  void theAsyncTransactionReturnsBeforeAnyAnswerAndFinishesOnItsOwn() {
    WriteTransaction follow = follow("alice", "bob");
    FakeHttp http = answering(n -> n == 1 ? cancelled(List.of("TransactionConflict", "None", "None"), null) : null);
    CompletableFuture<TransactionOutcome> done = follow.executeAsync(http.asyncClient(),
        new RecordingBackoff(BatchSettings.defaults()));
    // Had the call waited for DynamoDB anywhere, it could not have returned: nothing has answered yet.
    assertFalse(done.isDone());
    http.asyncAnswers.complete(null);
    assertTrue(BatchFixtures.join(done).committed());
    assertSameRequest(follow, http.bodies, 2);
  }
}
