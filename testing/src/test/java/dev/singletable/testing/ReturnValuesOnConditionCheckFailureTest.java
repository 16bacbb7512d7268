package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** ReturnValuesOnConditionCheckFailure on the single-item writes, which dynalite ignored. */
class ReturnValuesOnConditionCheckFailureTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  /** A single-item write of item "a" whose condition fails on the stored item. */
  enum Write {
    PUT((client, request) -> client.putItem(put -> put.tableName(request.table())
        .item(Tx.item("a", "new")).conditionExpression("v = :other")
        .expressionAttributeValues(request.other()).returnValuesOnConditionCheckFailure(request.returns()))),
    UPDATE((client, request) -> client.updateItem(update -> update.tableName(request.table())
        .key(Tx.key("a")).updateExpression("SET v = :other").conditionExpression("v = :other")
        .expressionAttributeValues(request.other()).returnValuesOnConditionCheckFailure(request.returns()))),
    DELETE((client, request) -> client.deleteItem(delete -> delete.tableName(request.table())
        .key(Tx.key("a")).conditionExpression("v = :other")
        .expressionAttributeValues(request.other()).returnValuesOnConditionCheckFailure(request.returns())));

    final BiConsumer<DynamoDbClient, Request> send;

    Write(BiConsumer<DynamoDbClient, Request> send) {
      this.send = send;
    }
  }

  record Request(String table, ReturnValuesOnConditionCheckFailure returns,
      Map<String, AttributeValue> other) {
    Request(String table, ReturnValuesOnConditionCheckFailure returns) {
      this(table, returns, Map.of(":other", AttributeValue.fromS("other")));
    }
  }

  @ParameterizedTest
  @EnumSource(Write.class)
  void allOldReturnsTheItemThatFailedTheCondition(Write write) {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a");

    ConditionalCheckFailedException e = assertThrows(ConditionalCheckFailedException.class,
        () -> write.send.accept(dynamo.client(),
            new Request(table, ReturnValuesOnConditionCheckFailure.ALL_OLD)));

    assertEquals(Tx.item("a", "old"), e.item());
    assertEquals("The conditional request failed", e.awsErrorDetails().errorMessage());
    assertEquals(Tx.item("a", "old"), Tx.read(dynamo.client(), table, "a"));
  }

  /** Both with NONE and without the member at all (what most requests send). */
  @ParameterizedTest
  @EnumSource(Write.class)
  void withoutAllOldNoItemComesBack(Write write) {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a");

    for (ReturnValuesOnConditionCheckFailure returns :
        Arrays.asList(ReturnValuesOnConditionCheckFailure.NONE, null)) {
      ConditionalCheckFailedException e = assertThrows(ConditionalCheckFailedException.class,
          () -> write.send.accept(dynamo.client(), new Request(table, returns)));

      assertFalse(e.hasItem(), returns + ", item: " + e.item());
    }
  }

  @ParameterizedTest
  @EnumSource(Write.class)
  void allOldOnAMissingItemReturnsNoItem(Write write) {
    String table = dynamo.tableName();

    ConditionalCheckFailedException e = assertThrows(ConditionalCheckFailedException.class,
        () -> write.send.accept(dynamo.client(),
            new Request(table, ReturnValuesOnConditionCheckFailure.ALL_OLD)));

    assertFalse(e.hasItem(), "item: " + e.item());
  }
}
