package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** ClientRequestToken: a repeated transaction is a no-op; the same token with other content is refused. */
class ClientRequestTokenTest {

  // Tokens are the server's, shared by every test class of the JVM: each test makes its own.
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  /** Adds {@code by} to counter {@code n} of item {@code id}, creating it if missing. */
  private static TransactWriteItem add(String table, String id, int by) {
    return TransactWriteItem.builder().update(update -> update.tableName(table).key(Tx.key(id))
        .updateExpression("ADD n :by")
        .expressionAttributeValues(Map.of(":by", AttributeValue.fromN(Integer.toString(by)))))
        .build();
  }

  private static String counter(String table, String id) {
    return Tx.read(dynamo.client(), table, id).get("n").n();
  }

  @Test
  void theSameRequestWithTheSameTokenRunsOnce() {
    String table = dynamo.tableName();
    String token = UUID.randomUUID().toString();
    for (int i = 0; i < 3; i++) {
      dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
          .transactItems(add(table, "a", 1), add(table, "b", 2)));
    }

    assertEquals("1", counter(table, "a"));
    assertEquals("2", counter(table, "b"));
    assertEquals(3, dynamo.requests().count("TransactWriteItems"), "each call was sent");
  }

  @Test
  void aReplayAnswersSuccessEvenWhenItsConditionNoLongerHolds() {
    String table = dynamo.tableName();
    String token = UUID.randomUUID().toString();
    TransactWriteItem create = TransactWriteItem.builder().put(put -> put.tableName(table)
        .item(Tx.item("a", "first")).conditionExpression("attribute_not_exists(pk)")).build();
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(create));

    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(create));

    assertThrows(TransactionCanceledException.class, () -> dynamo.client().transactWriteItems(
        request -> request.clientRequestToken(UUID.randomUUID().toString()).transactItems(create)));
    assertEquals(Tx.item("a", "first"), Tx.read(dynamo.client(), table, "a"));
  }

  @Test
  void theSameTokenWithOtherContentIsRefused() {
    String table = dynamo.tableName();
    String token = UUID.randomUUID().toString();
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(add(table, "a", 1)));

    IdempotentParameterMismatchException e = assertThrows(
        IdempotentParameterMismatchException.class,
        () -> dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
            .transactItems(add(table, "a", 5))));

    assertEquals(400, e.statusCode());
    assertEquals("IdempotentParameterMismatchException", e.awsErrorDetails().errorCode());
    assertEquals("1", counter(table, "a"));
  }

  /**
   * Remembered 9 minutes on (replays are no-ops, other content is refused), forgotten at 10: the
   * same token then runs again, with any content. The margins leave a minute for the test itself.
   */
  @Test
  void aTokenIsForgottenTenMinutesAfterItsTransaction() {
    String table = dynamo.tableName();
    String token = UUID.randomUUID().toString();
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(add(table, "a", 1)));

    dynamo.faults().advanceTokenClock(Duration.ofMinutes(9));
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(add(table, "a", 1)));
    assertThrows(IdempotentParameterMismatchException.class,
        () -> dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
            .transactItems(add(table, "a", 5))));
    assertEquals("1", counter(table, "a"));

    dynamo.faults().advanceTokenClock(Duration.ofMinutes(1));
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(add(table, "a", 5)));
    assertEquals("6", counter(table, "a"));
  }

  @Test
  void anotherTokenRunsAgain() {
    String table = dynamo.tableName();
    String token = UUID.randomUUID().toString();
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
        .transactItems(add(table, "a", 1)));
    dynamo.client().transactWriteItems(request -> request.clientRequestToken(UUID.randomUUID().toString())
        .transactItems(add(table, "a", 1)));
    // The SDK gives a request without a token a new one of its own.
    dynamo.client().transactWriteItems(request -> request.transactItems(add(table, "a", 1)));

    assertEquals("3", counter(table, "a"));
  }
}
