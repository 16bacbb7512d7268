package dev.singletable.testing;

import static dev.singletable.testing.TransactionsTest.key;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** The requests TransactWriteItems and TransactGetItems refuse, with DynamoDB's errors. */
class TransactionValidationTest {

  private static final String TABLE = "transactions";
  private static LocalDynamoDb dynamo;
  private static DynamoDbClient client;

  @BeforeAll
  static void start() throws InterruptedException {
    dynamo = LocalDynamoDb.start();
    client = dynamo.newClient();
    TestTables.createKeyValue(client, TABLE);
  }

  @AfterAll
  static void stop() {
    client.close();
    dynamo.close();
  }

  @Test
  void refusesNoActions() {
    assertRefused("ValidationException", "1 validation error detected: Value '[]' at"
        + " 'transactItems' failed to satisfy constraint: Member must have length greater than"
        + " or equal to 1", List.of());
  }

  @Test
  void refusesMoreThanAHundredActions() {
    AwsServiceException refused = refuse(IntStream.range(0, 101)
        .mapToObj(i -> put(Map.of("pk", AttributeValue.fromS("many-" + i)))).toList());
    assertEquals("ValidationException", refused.awsErrorDetails().errorCode());
    assertTrue(refused.awsErrorDetails().errorMessage().endsWith(
        "at 'transactItems' failed to satisfy constraint: Member must have length less than or"
            + " equal to 100"), refused.awsErrorDetails().errorMessage());
  }

  @Test
  void refusesTwoActionsOnOneItem() {
    assertRefused("ValidationException",
        "Transaction request cannot include multiple operations on one item",
        List.of(put(key("twice")), put(key("twice"))));
  }

  @Test
  void refusesAnItemOver400Kb() {
    assertRefused("ValidationException", "Item size has exceeded the maximum allowed size",
        List.of(put(padded("big", 400 * 1024))));
  }

  @Test
  void refusesItemsOver4MbInTotal() {
    assertRefused("ValidationException",
        "Transaction request size has exceeded the maximum allowed size of 4 MB",
        IntStream.range(0, 11).mapToObj(i -> put(padded("total-" + i, 390 * 1024))).toList());
  }

  @Test
  void refusesAMissingTable() {
    ResourceNotFoundException missing = assertThrows(ResourceNotFoundException.class,
        () -> client.transactWriteItems(request -> request.transactItems(TransactWriteItem
            .builder().put(Put.builder().tableName("missing").item(key("x")).build()).build())));
    assertEquals("Requested resource not found", missing.awsErrorDetails().errorMessage());
  }

  @Test
  void refusesAMalformedExpression() {
    AwsServiceException refused = refuse(List.of(TransactWriteItem.builder().update(Update
        .builder().tableName(TABLE).key(key("malformed")).updateExpression("SET n").build())
        .build()));
    assertEquals("ValidationException", refused.awsErrorDetails().errorCode());
    // What follows "Syntax error;" is dynalite's parser's wording, not DynamoDB's.
    assertTrue(refused.awsErrorDetails().errorMessage()
        .startsWith("Invalid UpdateExpression: Syntax error;"),
        refused.awsErrorDetails().errorMessage());
  }

  @Test
  void cancelsAnActionWhoseKeyDoesNotMatchTheTable() {
    TransactionCanceledException canceled = assertThrows(TransactionCanceledException.class,
        () -> client.transactWriteItems(request -> request.transactItems(
            put(key("fine")), put(Map.of("pk", AttributeValue.fromN("5"))))));
    assertEquals(List.of("None", "ValidationError"),
        canceled.cancellationReasons().stream().map(CancellationReason::code).toList());
    assertEquals("One or more parameter values were invalid: Type mismatch for key pk expected: S"
        + " actual: N", canceled.cancellationReasons().get(1).message());
  }

  private static void assertRefused(
      String errorCode, String message, List<TransactWriteItem> actions) {
    AwsServiceException refused = refuse(actions);
    assertEquals(errorCode, refused.awsErrorDetails().errorCode());
    assertEquals(message, refused.awsErrorDetails().errorMessage());
  }

  private static AwsServiceException refuse(List<TransactWriteItem> actions) {
    return assertThrows(AwsServiceException.class,
        () -> client.transactWriteItems(request -> request.transactItems(actions)));
  }

  private static TransactWriteItem put(Map<String, AttributeValue> item) {
    return TransactWriteItem.builder()
        .put(Put.builder().tableName(TABLE).item(item).build()).build();
  }

  private static Map<String, AttributeValue> padded(String pk, int bytes) {
    return Map.of("pk", AttributeValue.fromS(pk), "p", AttributeValue.fromS("x".repeat(bytes)));
  }
}
