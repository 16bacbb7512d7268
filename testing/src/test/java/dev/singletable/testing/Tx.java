package dev.singletable.testing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * Transaction actions on a {@link TestTables#keyValue} table for the transaction tests. Every
 * action carries a condition: {@link Outcome#PASSES} on an item that exists, or
 * {@link Outcome#FAILS} on it.
 */
final class Tx {

  /** The four kinds of TransactWriteItems action. */
  enum Action { PUT, UPDATE, DELETE, CONDITION_CHECK }

  /** Whether an action's condition holds on an existing item. */
  enum Outcome {
    PASSES("attribute_exists(pk)"),
    FAILS("attribute_not_exists(pk)");

    final String condition;

    Outcome(String condition) {
      this.condition = condition;
    }
  }

  private Tx() {}

  static Map<String, AttributeValue> key(String id) {
    return Map.of("pk", AttributeValue.fromS(id));
  }

  /** An item: its key and a string attribute {@code v}. */
  static Map<String, AttributeValue> item(String id, String v) {
    return Map.of("pk", AttributeValue.fromS(id), "v", AttributeValue.fromS(v));
  }

  /** Puts {@code item(id, v)} for each id with a plain PutItem. */
  static void seed(DynamoDbClient client, String table, String v, String... ids) {
    for (String id : ids) {
      client.putItem(request -> request.tableName(table).item(item(id, v)));
    }
  }

  /** The item as a consistent GetItem reads it, or an empty map. */
  static Map<String, AttributeValue> read(DynamoDbClient client, String table, String id) {
    return client.getItem(request -> request.tableName(table).key(key(id)).consistentRead(true))
        .item();
  }

  /**
   * One action on item {@code id}: a Put writes {@code v = "new"}, an Update sets {@code v} to
   * {@code "new"}, a Delete removes the item, a ConditionCheck only checks.
   */
  static TransactWriteItem action(String table, Action action, String id, Outcome outcome,
      ReturnValuesOnConditionCheckFailure returnValues) {
    String condition = outcome.condition;
    return switch (action) {
      case PUT -> TransactWriteItem.builder().put(Put.builder().tableName(table)
          .item(item(id, "new")).conditionExpression(condition)
          .returnValuesOnConditionCheckFailure(returnValues).build()).build();
      case UPDATE -> TransactWriteItem.builder().update(Update.builder().tableName(table)
          .key(key(id)).updateExpression("SET v = :v").conditionExpression(condition)
          .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("new")))
          .returnValuesOnConditionCheckFailure(returnValues).build()).build();
      case DELETE -> TransactWriteItem.builder().delete(Delete.builder().tableName(table)
          .key(key(id)).conditionExpression(condition)
          .returnValuesOnConditionCheckFailure(returnValues).build()).build();
      case CONDITION_CHECK -> TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()
          .tableName(table).key(key(id)).conditionExpression(condition)
          .returnValuesOnConditionCheckFailure(returnValues).build()).build();
    };
  }

  static TransactWriteItem action(String table, Action action, String id, Outcome outcome) {
    return action(table, action, id, outcome, null);
  }

  /** A Put with no condition. */
  static TransactWriteItem put(String table, Map<String, AttributeValue> item) {
    return TransactWriteItem.builder()
        .put(Put.builder().tableName(table).item(item).build()).build();
  }

  /** A Get of item {@code id}, for TransactGetItems. */
  static TransactGetItem get(String table, String id) {
    return TransactGetItem.builder().get(Get.builder().tableName(table).key(key(id)).build())
        .build();
  }

  /** The item {@code action} leaves behind when it succeeds on {@code item(id, "old")}. */
  static Map<String, AttributeValue> after(Action action, String id) {
    return switch (action) {
      case PUT, UPDATE -> item(id, "new");
      case DELETE -> Map.of();
      case CONDITION_CHECK -> item(id, "old");
    };
  }

  static List<String> codes(List<CancellationReason> reasons) {
    return reasons.stream().map(CancellationReason::code).toList();
  }

  /** An item of {@code bytes} bytes or a little more: the key and an ASCII attribute {@code p}. */
  static Map<String, AttributeValue> sized(String id, int bytes) {
    Map<String, AttributeValue> item = new HashMap<>(key(id));
    item.put("p", AttributeValue.fromS("x".repeat(Math.max(0, bytes - id.length() - 3))));
    return item;
  }
}
