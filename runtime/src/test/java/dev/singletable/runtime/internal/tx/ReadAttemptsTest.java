package dev.singletable.runtime.internal.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AsyncReadTransaction;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ReadResult;
import dev.singletable.runtime.ReadTransaction;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.TransactionGet;
import dev.singletable.runtime.TransactionRetriesExhaustedException;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.tx.ComposedFixtures.AsyncUsers;
import dev.singletable.runtime.internal.tx.ComposedFixtures.User;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Users;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A read transaction cancelled for a {@code TransactionConflict} (DynamoDB's recorded answer) is sent
 * again after a wait, up to {@code BatchSettings.maxAttempts}; any other cancellation comes as it came.
 */
class ReadAttemptsTest {
  private static final String ANSWER = "{\"Responses\":[{\"Item\":{\"PK\":{\"S\":\"USER#alice\"},\"SK\":{\"S\":\"#User\"},"
      + "\"name\":{\"S\":\"Alice\"},\"followers\":{\"N\":\"3\"},\"version\":{\"N\":\"2\"}}},{}]}";
  private static final TableSettings FAST = TableSettings.defaults().batches(BatchSettings.defaults()
      .baseDelay(Duration.ofMillis(1)).maxAttempts(4));
  private static final String CONFLICT = TransactionFixtures.cancelled(List.of("None", "TransactionConflict"), null);

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  /** Answers {@code conflicts} cancellations for a conflict, then the items. */
  private FakeHttp conflictsThenItems(int conflicts) {
    AtomicInteger sent = new AtomicInteger();
    return new FakeHttp(body -> sent.getAndIncrement() < conflicts ? new Answer(400, CONFLICT) : Answer.ok(ANSWER));
  }

  @Test
  void aConflictIsReadAgainAfterAWait() {
    http = conflictsThenItems(2);
    TableContext context = TableContext.of(http.client(), "t", FAST, "new T");
    ReadTransaction read = ReadTransaction.of(context, "T.read");
    TransactionGet<User> alice = read.get(new Users(context), new User("alice", null, 0, 0));
    read.get(new Users(context), new User("ghost", null, 0, 0));

    ReadResult result = read.execute();

    assertEquals("Alice", result.get(alice).orElseThrow().name());
    assertEquals(3, http.bodies.size(), "two cancelled, the third answered");
    assertEquals(http.bodies.get(0), http.bodies.get(2), "the same request each time");
  }

  @Test
  void theAsyncReadIsReadAgainToo() {
    http = conflictsThenItems(1);
    http.asyncAnswers.complete(null);
    TableContext context = TableContext.of(http.asyncClient(), "t", FAST, "new T");
    AsyncReadTransaction read = AsyncReadTransaction.of(context, "T.read");
    TransactionGet<User> alice = read.get(new AsyncUsers(context), new User("alice", null, 0, 0));
    read.get(new AsyncUsers(context), new User("ghost", null, 0, 0));

    assertEquals("Alice", BatchFixtures.join(read.execute()).get(alice).orElseThrow().name());
    assertEquals(2, http.bodies.size());
  }

  @Test
  void conflictsUntilTheAttemptsRunOutAreExhaustedAndOtherCancellationsComeAsTheyCame() {
    http = conflictsThenItems(100);
    TableContext context = TableContext.of(http.client(), "t", FAST, "new T");
    ReadTransaction read = ReadTransaction.of(context, "T.read");
    read.get(new Users(context), new User("alice", null, 0, 0));
    TransactionRetriesExhaustedException e = assertThrows(TransactionRetriesExhaustedException.class, read::execute);
    assertEquals(4, e.attempts());
    assertNull(e.clientRequestToken(), "a read has no token");
    assertTrue(e.getMessage().startsWith("T.read.execute: the read transaction was not answered after 4 attempts"),
        e.getMessage());

    http.close();
    http = conflictsThenItems(100);
    TableContext patient = TableContext.of(http.client(), "t", FAST, "new T");
    ReadTransaction once = ReadTransaction.of(patient, "T.read");
    once.get(new Users(patient), new User("alice", null, 0, 0));
    assertEquals(1, assertThrows(TransactionRetriesExhaustedException.class,
        () -> once.execute(BatchSettings.defaults().maxAttempts(1))).attempts(), "the call's settings, not the table's");
    assertEquals(1, http.bodies.size());

    http.close();
    http = new FakeHttp(body -> new Answer(400, TransactionFixtures.cancelled(List.of("ValidationError"), null)));
    TableContext other = TableContext.of(http.client(), "t", FAST, "new T");
    ReadTransaction invalid = ReadTransaction.of(other, "T.read");
    invalid.get(new Users(other), new User("alice", null, 0, 0));
    assertThrows(TransactionCanceledException.class, invalid::execute);
    assertEquals(1, http.bodies.size(), "not resent");
  }
}
