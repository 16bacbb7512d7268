package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** TransactWriteItems, TransactGetItems and ALL_OLD on single writes, through the AWS SDK. */
class TransactionsTest {

  private static final String TABLE = "transactions";
  private static final Map<String, AttributeValue> ONE = Map.of(":one", number(1));
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
  void writesEveryActionTogether() {
    client.putItem(request -> request.tableName(TABLE).item(item("w-updated", 1)));
    client.putItem(request -> request.tableName(TABLE).item(item("w-deleted", 1)));
    client.putItem(request -> request.tableName(TABLE).item(item("w-checked", 1)));

    client.transactWriteItems(request -> request.transactItems(
        put(item("w-put", 7), "attribute_not_exists(pk)"),
        TransactWriteItem.builder().update(increment("w-updated")).build(),
        TransactWriteItem.builder().delete(Delete.builder().tableName(TABLE).key(key("w-deleted"))
            .conditionExpression("attribute_exists(pk)").build()).build(),
        check("w-checked", "n = :one")));

    assertEquals(item("w-put", 7), read("w-put"));
    assertEquals(item("w-updated", 2), read("w-updated"));
    assertNull(read("w-deleted"));
    assertEquals(item("w-checked", 1), read("w-checked"));
  }

  @Test
  void aFailedConditionCancelsEveryActionAndSaysWhichWithTheOldItem() {
    client.putItem(request -> request.tableName(TABLE).item(item("c-checked", 5)));

    TransactionCanceledException canceled = assertThrows(TransactionCanceledException.class,
        () -> client.transactWriteItems(request -> request.transactItems(
            put(item("c-put", 1), null),
            check("c-checked", "n = :one").toBuilder()
                .conditionCheck(check("c-checked", "n = :one").conditionCheck().toBuilder()
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                    .build())
                .build(),
            TransactWriteItem.builder().update(increment("c-updated")).build())));

    assertEquals(List.of("None", "ConditionalCheckFailed", "None"),
        canceled.cancellationReasons().stream().map(CancellationReason::code).toList());
    CancellationReason failed = canceled.cancellationReasons().get(1);
    assertEquals("The conditional request failed", failed.message());
    assertEquals(item("c-checked", 5), failed.item());
    assertEquals(Map.of(), canceled.cancellationReasons().get(0).item());
    assertEquals("Transaction cancelled, please refer cancellation reasons for specific reasons"
        + " [None, ConditionalCheckFailed, None]", canceled.awsErrorDetails().errorMessage());
    assertNull(read("c-put"));
    assertNull(read("c-updated"));
  }

  @Test
  void anUpdateThatCannotApplyPutsBackTheWritesBeforeIt() {
    client.putItem(request -> request.tableName(TABLE).item(Map.of(
        "pk", AttributeValue.fromS("r-text"), "n", AttributeValue.fromS("not a number"))));
    client.putItem(request -> request.tableName(TABLE).item(item("r-replaced", 1)));

    TransactionCanceledException canceled = assertThrows(TransactionCanceledException.class,
        () -> client.transactWriteItems(request -> request.transactItems(
            put(item("r-replaced", 2), null),
            put(item("r-new", 2), null),
            TransactWriteItem.builder().update(increment("r-text")).build())));

    assertEquals(List.of("None", "None", "ValidationError"),
        canceled.cancellationReasons().stream().map(CancellationReason::code).toList());
    assertEquals("An operand in the update expression has an incorrect data type",
        canceled.cancellationReasons().get(2).message());
    assertEquals(item("r-replaced", 1), read("r-replaced"));
    assertNull(read("r-new"));
  }

  @Test
  void transactGetReadsEachItemWithItsProjection() {
    client.putItem(request -> request.tableName(TABLE).item(item("g-one", 1)));
    client.putItem(request -> request.tableName(TABLE).item(item("g-two", 2)));

    List<ItemResponse> responses = client.transactGetItems(request -> request.transactItems(
        TransactGetItem.builder().get(get -> get.tableName(TABLE).key(key("g-one"))).build(),
        TransactGetItem.builder().get(get -> get.tableName(TABLE).key(key("g-two"))
            .projectionExpression("#n").expressionAttributeNames(Map.of("#n", "n"))).build(),
        TransactGetItem.builder().get(get -> get.tableName(TABLE).key(key("g-missing"))).build()))
        .responses();

    assertEquals(item("g-one", 1), responses.get(0).item());
    assertEquals(Map.of("n", number(2)), responses.get(1).item());
    assertEquals(Map.of(), responses.get(2).item());
  }

  @Test
  void aRepeatedTokenWritesOnceAndAChangedRequestUnderItIsRefused() {
    for (int attempt = 0; attempt < 2; attempt++) {
      client.transactWriteItems(request -> request.clientRequestToken("token-1")
          .transactItems(TransactWriteItem.builder().update(increment("t-counter")).build()));
    }
    assertEquals(item("t-counter", 1), read("t-counter"));

    IdempotentParameterMismatchException mismatch =
        assertThrows(IdempotentParameterMismatchException.class,
            () -> client.transactWriteItems(request -> request.clientRequestToken("token-1")
                .transactItems(TransactWriteItem.builder().update(increment("t-other")).build())));
    assertEquals(400, mismatch.statusCode());
    assertNull(read("t-other"));
  }

  @Test
  void aSingleWriteWithAllOldReturnsTheItemItsConditionFailedOn() {
    client.putItem(request -> request.tableName(TABLE).item(item("s-existing", 3)));

    ConditionalCheckFailedException failed = assertThrows(ConditionalCheckFailedException.class,
        () -> client.putItem(request -> request.tableName(TABLE).item(item("s-existing", 4))
            .conditionExpression("attribute_not_exists(pk)")
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
    assertEquals(item("s-existing", 3), failed.item());

    ConditionalCheckFailedException failedUpdate = assertThrows(
        ConditionalCheckFailedException.class,
        () -> client.updateItem(request -> request.tableName(TABLE).key(key("s-existing"))
            .updateExpression("ADD n :one").conditionExpression("n = :one")
            .expressionAttributeValues(ONE)
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
    assertEquals(item("s-existing", 3), failedUpdate.item());

    ConditionalCheckFailedException withoutOld = assertThrows(
        ConditionalCheckFailedException.class,
        () -> client.deleteItem(request -> request.tableName(TABLE).key(key("s-existing"))
            .conditionExpression("n = :one").expressionAttributeValues(ONE)));
    assertEquals(Map.of(), withoutOld.item());
    assertEquals(item("s-existing", 3), read("s-existing"));
  }

  static TransactWriteItem put(Map<String, AttributeValue> item, String condition) {
    return TransactWriteItem.builder()
        .put(Put.builder().tableName(TABLE).item(item).conditionExpression(condition).build())
        .build();
  }

  static TransactWriteItem check(String pk, String condition) {
    return TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName(TABLE)
        .key(key(pk)).conditionExpression(condition).expressionAttributeValues(ONE).build())
        .build();
  }

  static Update increment(String pk) {
    return Update.builder().tableName(TABLE).key(key(pk))
        .updateExpression("ADD n :one").expressionAttributeValues(ONE).build();
  }

  static Map<String, AttributeValue> read(String pk) {
    Map<String, AttributeValue> item = client.getItem(request -> request.tableName(TABLE)
        .key(key(pk)).consistentRead(true)).item();
    return item.isEmpty() ? null : item;
  }

  static Map<String, AttributeValue> item(String pk, int n) {
    return Map.of("pk", AttributeValue.fromS(pk), "n", number(n));
  }

  static Map<String, AttributeValue> key(String pk) {
    return Map.of("pk", AttributeValue.fromS(pk));
  }

  static AttributeValue number(int n) {
    return AttributeValue.fromN(Integer.toString(n));
  }
}
