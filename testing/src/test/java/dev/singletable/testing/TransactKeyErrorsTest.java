package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.testing.Tx.Action;
import dev.singletable.testing.Tx.Outcome;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * What DynamoDB answers for bad keys and members inside a transaction: some problems cancel it
 * with a {@code ValidationError} reason on the action, others refuse the request whole.
 */
class TransactKeyErrorsTest {

  private static final String SCHEMA = "The provided key element does not match the schema";
  private static final Map<String, AttributeValue> NUMBER_KEY = Map.of("pk", AttributeValue.fromN("5"));

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  /** The action at position 1 (after a valid Put) is the bad one. */
  interface Bad {
    TransactWriteItem on(String table);
  }

  static Stream<Arguments> cancelled() {
    return Stream.of(
        Arguments.of("a Put whose key has the wrong type",
            "One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N",
            (Bad) table -> Tx.put(table, Map.of("pk", AttributeValue.fromN("5")))),
        Arguments.of("an Update whose key has the wrong type", SCHEMA, (Bad) table ->
            TransactWriteItem.builder().update(update -> update.tableName(table).key(NUMBER_KEY)
                .updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))).build()),
        Arguments.of("a Delete whose key has the wrong type", SCHEMA, (Bad) table ->
            TransactWriteItem.builder().delete(delete -> delete.tableName(table).key(NUMBER_KEY))
                .build()),
        Arguments.of("a ConditionCheck whose key has the wrong type", SCHEMA, (Bad) table ->
            TransactWriteItem.builder().conditionCheck(check -> check.tableName(table)
                .key(NUMBER_KEY).conditionExpression("attribute_not_exists(pk)")).build()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cancelled")
  void cancelsWithAValidationErrorReason(String what, String reason, Bad bad) {
    String table = dynamo.tableName();

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.put(table, Tx.item("a", "new")), bad.on(table))));

    assertEquals(List.of("None", "ValidationError"), Tx.codes(e.cancellationReasons()));
    assertEquals(reason, e.cancellationReasons().get(1).message());
    assertEquals(0, dynamo.client().scan(request -> request.tableName(table)).count());
  }

  @Test
  void aGetWithAnEmptyKeyCancelsWithAValidationErrorReason() {
    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactGetItems(request -> request.transactItems(
            TransactGetItem.builder().get(get -> get.tableName(dynamo.tableName()).key(Map.of()))
                .build())));

    assertEquals(List.of("ValidationError"), Tx.codes(e.cancellationReasons()));
  }

  @Test
  void aValueNoExpressionUsesIsRefused() {
    String table = dynamo.tableName();

    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.put(table, Tx.item("a", "new")),
            TransactWriteItem.builder().conditionCheck(check -> check.tableName(table)
                .key(Tx.key("c")).conditionExpression("attribute_not_exists(pk)")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))).build())));

    assertEquals("ValidationException", e.awsErrorDetails().errorCode(), e.toString());
    assertEquals("Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}",
        e.awsErrorDetails().errorMessage());
    assertEquals(0, dynamo.client().scan(request -> request.tableName(table)).count());
  }

  static Stream<Arguments> emptyStringKeys() {
    Map<String, AttributeValue> empty = Map.of("pk", AttributeValue.fromS(""));
    return Stream.of(
        Arguments.of("a Put", (Bad) table -> Tx.put(table, empty)),
        Arguments.of("an Update", (Bad) table -> TransactWriteItem.builder()
            .update(update -> update.tableName(table).key(empty).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("x")))).build()),
        Arguments.of("a Delete", (Bad) table -> TransactWriteItem.builder()
            .delete(delete -> delete.tableName(table).key(empty)).build()),
        Arguments.of("a ConditionCheck", (Bad) table -> TransactWriteItem.builder()
            .conditionCheck(check -> check.tableName(table).key(empty)
                .conditionExpression("attribute_not_exists(pk)")).build()));
  }

  /** Unlike a key of the wrong type, an empty string refuses the request whole, as DynamoDB does. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("emptyStringKeys")
  void anActionWhoseKeyIsAnEmptyStringRefusesTheRequest(String what, Bad bad) {
    String table = dynamo.tableName();

    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.put(table, Tx.item("a", "new")), bad.on(table))));

    assertEmptyKeyRefusal(e);
    assertEquals(0, dynamo.client().scan(request -> request.tableName(table)).count());
  }

  @Test
  void aGetWhoseKeyIsAnEmptyStringRefusesTheRequest() {
    String table = dynamo.tableName();

    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> dynamo.client().transactGetItems(request -> request.transactItems(
            Tx.get(table, "a"), Tx.get(table, ""))));

    assertEmptyKeyRefusal(e);
  }

  private static void assertEmptyKeyRefusal(DynamoDbException e) {
    assertFalse(e instanceof TransactionCanceledException, e.toString());
    assertEquals("ValidationException", e.awsErrorDetails().errorCode(), e.toString());
    assertEquals("One or more parameter values are not valid. The AttributeValue for a key"
        + " attribute cannot contain an empty string value. Key: pk",
        e.awsErrorDetails().errorMessage());
    assertEquals(400, e.statusCode());
  }

  @Test
  void refusesAClientRequestTokenOver36Characters() {
    String table = dynamo.tableName();
    String token = "x".repeat(37);

    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> dynamo.client().transactWriteItems(request -> request.clientRequestToken(token)
            .transactItems(Tx.action(table, Action.PUT, "a", Outcome.FAILS))));

    assertEquals("ValidationException", e.awsErrorDetails().errorCode(), e.toString());
    assertTrue(List.of(
            "1 validation error detected: Value at 'ClientRequestToken' failed to satisfy"
                + " constraint: Member must have length less than or equal to 36",
            "1 validation error detected: Value '" + token + "' at 'clientRequestToken' failed to"
                + " satisfy constraint: Member must have length less than or equal to 36")
        .contains(e.awsErrorDetails().errorMessage()), e.awsErrorDetails().errorMessage());
  }
}
