package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.testing.Faults.ThrottleError;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The fault switches: each fires exactly the times it is given, then stops. */
class FaultsTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  private static DynamoDbClient withoutRetries(RequestCounter counter) {
    return dynamo.server().clientBuilder()
        .overrideConfiguration(config -> config.retryStrategy(AwsRetryStrategy.doNotRetry())
            .addExecutionInterceptor(counter))
        .build();
  }

  @ParameterizedTest
  @EnumSource(ThrottleError.class)
  void throttleNextFailsExactlyThatManyRequestsOfAnyClient(ThrottleError error) {
    Class<? extends DynamoDbException> expected = error == ThrottleError.THROTTLING
        ? ThrottlingException.class : ProvisionedThroughputExceededException.class;
    RequestCounter counter = new RequestCounter();
    try (DynamoDbClient client = withoutRetries(counter)) {
      dynamo.faults().throttleNext(3, error);

      for (int i = 0; i < 3; i++) {
        DynamoDbException e = assertThrows(DynamoDbException.class,
            () -> client.getItem(request -> request.tableName(dynamo.tableName()).key(Tx.key("a"))));
        assertInstanceOf(expected, e);
        assertEquals(400, e.statusCode());
      }
      client.getItem(request -> request.tableName(dynamo.tableName()).key(Tx.key("a")));
      dynamo.client().listTables();
    }
    assertEquals(4, counter.count("GetItem"));
  }

  @Test
  void aThrottleOfOneOperationLetsTheOthersPass() {
    RequestCounter counter = new RequestCounter();
    String table = dynamo.tableName();
    try (DynamoDbClient client = withoutRetries(counter)) {
      dynamo.faults().throttleNext(2, "PutItem");

      client.getItem(request -> request.tableName(table).key(Tx.key("a")));
      for (int i = 0; i < 2; i++) {
        ProvisionedThroughputExceededException e = assertThrows(ProvisionedThroughputExceededException.class,
            () -> client.putItem(request -> request.tableName(table).item(Tx.item("a", "new"))));
        assertEquals("ProvisionedThroughputExceededException", e.awsErrorDetails().errorCode());
        assertEquals("The level of configured provisioned throughput for the table was exceeded. Consider"
            + " increasing your provisioning level with the UpdateTable API.", e.awsErrorDetails().errorMessage());
        assertEquals(400, e.statusCode());
        assertEquals(Map.of(), Tx.read(client, table, "a"));
      }
      client.putItem(request -> request.tableName(table).item(Tx.item("a", "new")));
    }
    assertEquals(Tx.item("a", "new"), Tx.read(dynamo.client(), table, "a"));
    assertEquals(3, counter.count("PutItem"));
  }

  @Test
  void aThrottleOfTheOperationIsUsedUpBeforeOneOfEveryOperation() {
    RequestCounter counter = new RequestCounter();
    try (DynamoDbClient client = withoutRetries(counter)) {
      dynamo.faults().throttleNext(1);
      dynamo.faults().throttleNext(1, "GetItem", ThrottleError.THROTTLING);

      assertThrows(ThrottlingException.class,
          () -> client.getItem(request -> request.tableName(dynamo.tableName()).key(Tx.key("a"))));
      assertThrows(ProvisionedThroughputExceededException.class,
          () -> client.getItem(request -> request.tableName(dynamo.tableName()).key(Tx.key("a"))));
      client.getItem(request -> request.tableName(dynamo.tableName()).key(Tx.key("a")));
      client.listTables();
    }
    assertEquals(3, counter.count("GetItem"));
  }

  @Test
  void theServerTakesAThrottleOfEveryOperationThisSideAccepts() {
    for (String operation : Faults.OPERATIONS) {
      dynamo.faults().throttleNext(1, operation);
    }
    dynamo.faults().reset();

    dynamo.client().listTables();
    assertEquals(1, dynamo.requests().count("ListTables"), "reset turned them all off");
  }

  @Test
  void theSdkRetriesAThrottledRequestUntilItPasses() {
    dynamo.faults().throttleNext(2);

    dynamo.client().putItem(request -> request.tableName(dynamo.tableName())
        .item(Tx.item("a", "written")));

    assertEquals(3, dynamo.requests().count("PutItem"), "two throttled attempts, then the put");
    assertEquals(Tx.item("a", "written"), Tx.read(dynamo.client(), dynamo.tableName(), "a"));
  }

  @Test
  void failTransactionsOnCancelsExactlyThatManyTransactionsOnTheKey() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");
    dynamo.faults().failTransactionsOn(table, Tx.key("a"), 2);

    for (int i = 0; i < 2; i++) {
      TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
          () -> dynamo.client().transactWriteItems(request -> request.transactItems(
              Tx.put(table, Tx.item("b", "new")), Tx.put(table, Tx.item("a", "new")))));
      assertEquals(List.of("None", "TransactionConflict"), Tx.codes(e.cancellationReasons()));
      assertEquals("Transaction cancelled, please refer cancellation reasons for specific"
          + " reasons [None, TransactionConflict]", e.awsErrorDetails().errorMessage());
      assertEquals(Tx.item("a", "old"), Tx.read(dynamo.client(), table, "a"));
      assertEquals(Tx.item("b", "old"), Tx.read(dynamo.client(), table, "b"));
    }
    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.put(table, Tx.item("b", "new")), Tx.put(table, Tx.item("a", "new"))));

    assertEquals(Tx.item("a", "new"), Tx.read(dynamo.client(), table, "a"));
    assertEquals(3, dynamo.requests().count("TransactWriteItems"), "the SDK does not retry it");
  }

  @Test
  void failTransactionsOnCountsReadsAndWritesAndIgnoresOtherKeysAndPlainRequests() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");
    dynamo.faults().failTransactionsOn(table, Tx.key("a"), 2);

    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.put(table, Tx.item("b", "new"))));
    dynamo.client().transactGetItems(request -> request.transactItems(
        Tx.get(table, "b")));
    dynamo.client().putItem(request -> request.tableName(table).item(Tx.item("a", "plain")));
    TransactionCanceledException read = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactGetItems(request -> request.transactItems(
            Tx.get(table, "a"))));
    assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.action(table, Tx.Action.CONDITION_CHECK, "a", Tx.Outcome.PASSES))));

    assertEquals(List.of("TransactionConflict"), Tx.codes(read.cancellationReasons()));
    assertEquals(Map.of("pk", AttributeValue.fromS("a"), "v", AttributeValue.fromS("plain")),
        dynamo.client().transactGetItems(request -> request.transactItems(
            Tx.get(table, "a"))).responses().get(0).item());
  }

  @Test
  void resetTurnsEverySwitchOff() {
    String table = dynamo.tableName();
    dynamo.faults().failTransactionsOn(table, Tx.key("a"), 5);
    dynamo.faults().throttleNext(5);
    dynamo.faults().throttleNext(5, "TransactWriteItems");

    dynamo.faults().reset();

    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.put(table, Tx.item("a", "new"))));
    assertEquals(1, dynamo.requests().count("TransactWriteItems"));
  }

  @Test
  void badSwitchesAreRefusedBeforeAnythingIsSent() {
    Faults faults = dynamo.faults();
    String table = dynamo.tableName();

    IllegalArgumentException times = assertThrows(IllegalArgumentException.class,
        () -> faults.throttleNext(0));
    IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
        () -> faults.failTransactionsOn(table, Map.of(), 1));
    IllegalArgumentException list = assertThrows(IllegalArgumentException.class,
        () -> faults.failTransactionsOn(table, Map.of("pk", AttributeValue.fromL(List.of())), 1));
    IllegalArgumentException backwards = assertThrows(IllegalArgumentException.class,
        () -> faults.advanceTokenClock(Duration.ofMinutes(-1)));
    IllegalArgumentException operation = assertThrows(IllegalArgumentException.class,
        () -> faults.throttleNext(1, "PutItems"));
    IllegalArgumentException operationTimes = assertThrows(IllegalArgumentException.class,
        () -> faults.throttleNext(0, "PutItem"));
    IllegalArgumentException entries = assertThrows(IllegalArgumentException.class,
        () -> faults.leaveUnprocessedItems(0, 1));
    IllegalArgumentException entriesTimes = assertThrows(IllegalArgumentException.class,
        () -> faults.leaveUnprocessedItems(1, 0));
    IllegalArgumentException keys = assertThrows(IllegalArgumentException.class,
        () -> faults.leaveUnprocessedKeys(-1, 1));
    assertThrows(NullPointerException.class, () -> faults.throttleNext(1, (String) null));

    assertTrue(times.getMessage().contains("times is 0"), times.getMessage());
    assertTrue(empty.getMessage().contains("is empty"), empty.getMessage());
    assertTrue(list.getMessage().contains("Key attribute pk is of type L"), list.getMessage());
    assertTrue(backwards.getMessage().startsWith("by is PT-1M; the token clock only moves forward"),
        backwards.getMessage());
    assertTrue(operation.getMessage().startsWith("operation is 'PutItems', which the server does not"
        + " answer; give one of [BatchGetItem, BatchWriteItem, "), operation.getMessage());
    assertTrue(operationTimes.getMessage().contains("times is 0"), operationTimes.getMessage());
    assertEquals("entries is 0; leave at least 1 unprocessed. Use reset() to turn switches off.",
        entries.getMessage());
    assertTrue(entriesTimes.getMessage().contains("times is 0"), entriesTimes.getMessage());
    assertTrue(keys.getMessage().startsWith("keys is -1;"), keys.getMessage());

    // Nothing was set: a batch and a put go through whole.
    dynamo.client().putItem(request -> request.tableName(table).item(Tx.item("a", "new")));
    assertEquals(Map.of(), dynamo.client().batchWriteItem(request -> request.requestItems(Map.of(table,
        List.of(WriteRequest.builder().putRequest(PutRequest.builder().item(Tx.item("b", "new")).build()).build(),
            WriteRequest.builder().putRequest(PutRequest.builder().item(Tx.item("c", "new")).build()).build()))))
        .unprocessedItems());
    assertEquals(1, dynamo.requests().count("PutItem"));
  }
}
