package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.NodeMapper;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The single writes of {@link Operations}, {@link NodeOperations} and {@link UpdateOperations} as
 * actions of a composed TransactWriteItems, with the same expressions and conditions, so that a write
 * means the same inside a transaction as on its own. Every conditioned action asks for {@code
 * ReturnValuesOnConditionCheckFailure ALL_OLD}, so a cancellation carries the item each failed
 * condition was judged on.
 */
public final class TransactionActions {
  private static final String ABSENT = "attribute_not_exists(#pk)";
  private static final String EXISTS = "attribute_exists(#pk)";
  private static final Map<String, String> PK_NAME = Map.of("#pk", Layout.PK);
  private static final AttributeValue ZERO = AttributeValue.fromN("0");
  private static final AttributeValue ONE = AttributeValue.fromN("1");
  private static final ReturnValuesOnConditionCheckFailure ALL_OLD = ReturnValuesOnConditionCheckFailure.ALL_OLD;

  private TransactionActions() {}

  /** A Put of {@code item} unless an item with its key exists ({@link Operations#create}). */
  public static TransactWriteItem create(String table, Map<String, AttributeValue> item) {
    return TransactWriteItem.builder().put(Put.builder().tableName(table).item(item).conditionExpression(ABSENT)
        .expressionAttributeNames(PK_NAME).returnValuesOnConditionCheckFailure(ALL_OLD).build()).build();
  }

  /** As {@link #create}, for a node: every counter 0 and the version 1 ({@link NodeOperations#create}). */
  public static TransactWriteItem createNode(String table, Map<String, AttributeValue> item, NodeMapper<?> mapper) {
    for (String counter : mapper.counters()) {
      item.put(counter, ZERO);
    }
    if (mapper.versionAttribute() != null) {
      item.put(mapper.versionAttribute(), ONE);
    }
    return create(table, item);
  }

  /** A Put of {@code item}, replacing any item with its key ({@link Operations#put}). */
  public static TransactWriteItem put(String table, Map<String, AttributeValue> item) {
    return TransactWriteItem.builder().put(Put.builder().tableName(table).item(item).build()).build();
  }

  /**
   * The node put of {@link NodeOperations#put}: SET of the ordinary attributes, REMOVE of the null ones,
   * counters kept, and for a versioned node the condition on {@code version} and the next version.
   */
  public static <N> TransactWriteItem putNode(String table, Map<String, AttributeValue> item, long version,
      NodeMapper<N> mapper, String entity, Object id) {
    return update(NodeOperations.put(table, item, version, mapper, entity, id).request());
  }

  /** A Delete of {@code key}, unconditional ({@link Operations#delete}). */
  public static TransactWriteItem delete(String table, Map<String, AttributeValue> key) {
    return TransactWriteItem.builder().delete(Delete.builder().tableName(table).key(key).build()).build();
  }

  /**
   * A Delete of {@code key} if the item does not exist or holds {@code version}
   * ({@link NodeOperations#deleteAtVersion}).
   */
  public static TransactWriteItem deleteAtVersion(String table, Map<String, AttributeValue> key,
      String versionAttribute, long version) {
    return TransactWriteItem.builder().delete(Delete.builder().tableName(table).key(key)
        .conditionExpression("attribute_not_exists(#pk) OR #v = :read")
        .expressionAttributeNames(Map.of("#pk", Layout.PK, "#v", versionAttribute))
        .expressionAttributeValues(Map.of(":read", version(version)))
        .returnValuesOnConditionCheckFailure(ALL_OLD).build()).build();
  }

  /** The typed update of {@link UpdateOperations#update}, with its conditions. */
  public static <T> TransactWriteItem update(String table, Map<String, AttributeValue> key, UpdateSpec spec,
      String entity, Object id, String versionAttributeOrNull, long version, ItemMapper<T> mapper) {
    return update(UpdateOperations.update(table, key, spec, entity, id, versionAttributeOrNull, version, mapper)
        .request());
  }

  /** A ConditionCheck of {@code key}: the item exists. */
  public static TransactWriteItem checkExists(String table, Map<String, AttributeValue> key) {
    return check(table, key, EXISTS, PK_NAME, Map.of());
  }

  /** A ConditionCheck of {@code key}: no item has it. */
  public static TransactWriteItem checkAbsent(String table, Map<String, AttributeValue> key) {
    return check(table, key, ABSENT, PK_NAME, Map.of());
  }

  /** A ConditionCheck of {@code key}: the item exists and holds {@code version}. */
  public static TransactWriteItem checkVersion(String table, Map<String, AttributeValue> key,
      String versionAttribute, long version) {
    return check(table, key, "attribute_exists(#pk) AND #v = :read", Map.of("#pk", Layout.PK, "#v", versionAttribute),
        Map.of(":read", version(version)));
  }

  /**
   * A ConditionCheck of {@code key} with {@code expression}. An empty {@code values} sends none
   * (DynamoDB refuses an empty ExpressionAttributeValues).
   */
  private static TransactWriteItem check(String table, Map<String, AttributeValue> key, String expression,
      Map<String, String> names, Map<String, AttributeValue> values) {
    ConditionCheck.Builder check = ConditionCheck.builder().tableName(table).key(key).conditionExpression(expression)
        .returnValuesOnConditionCheckFailure(ALL_OLD);
    if (!names.isEmpty()) {
      check.expressionAttributeNames(names);
    }
    if (!values.isEmpty()) {
      check.expressionAttributeValues(values);
    }
    return TransactWriteItem.builder().conditionCheck(check.build()).build();
  }

  /** An UpdateItem request as a transaction's Update: the same key, expressions, names and values. */
  private static TransactWriteItem update(UpdateItemRequest request) {
    Update.Builder update = Update.builder().tableName(request.tableName()).key(request.key())
        .updateExpression(request.updateExpression());
    if (request.hasExpressionAttributeNames()) {
      update.expressionAttributeNames(new HashMap<>(request.expressionAttributeNames()));
    }
    if (request.hasExpressionAttributeValues()) {
      update.expressionAttributeValues(new HashMap<>(request.expressionAttributeValues()));
    }
    if (request.conditionExpression() != null) {
      update.conditionExpression(request.conditionExpression()).returnValuesOnConditionCheckFailure(ALL_OLD);
    }
    return TransactWriteItem.builder().update(update.build()).build();
  }

  private static AttributeValue version(long version) {
    return AttributeValue.fromN(Long.toString(version));
  }
}
