package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * An {@code ADD} to counters of one item, as one transaction action. Two counter updates of one item
 * merge into one ({@link #plus}): a self-edge, alice follows alice, changes her {@code following} and
 * her {@code followers} in a single action, since DynamoDB refuses two actions on one item.
 *
 * @param table the table of the item
 * @param key the item's key
 * @param deltas what to add to each counter attribute, in the order they were named
 * @param requireExists whether the update is conditioned on the item existing, so that it never
 *     creates an item that holds only counters
 */
public record CounterUpdate(String table, Map<String, AttributeValue> key, Map<String, Long> deltas,
    boolean requireExists) {
  private static final String EXISTS = "attribute_exists(#pk)";

  public CounterUpdate {
    key = Map.copyOf(key);
    deltas = Collections.unmodifiableMap(new LinkedHashMap<>(deltas));
  }

  /** Adds {@code delta} to the counter {@code attribute} of the item with {@code key}. */
  public static CounterUpdate of(String table, Map<String, AttributeValue> key, String attribute, long delta,
      boolean requireExists) {
    return new CounterUpdate(table, key, Map.of(attribute, delta), requireExists);
  }

  /** Whether {@code other} updates the same item, so that the two must be merged. */
  public boolean sameItem(CounterUpdate other) {
    return table.equals(other.table) && key.equals(other.key);
  }

  /**
   * Both updates as one: deltas of one counter are summed, and the item must exist if either said so.
   *
   * @throws IllegalArgumentException if {@code other} updates another item
   * @throws ArithmeticException if a sum overflows a long
   */
  public CounterUpdate plus(CounterUpdate other) {
    if (!sameItem(other)) {
      throw new IllegalArgumentException("counter updates of two items cannot merge: " + key + " and " + other.key);
    }
    Map<String, Long> sum = new LinkedHashMap<>(deltas);
    for (Map.Entry<String, Long> delta : other.deltas.entrySet()) {
      Long before = sum.get(delta.getKey());
      sum.put(delta.getKey(), before == null ? delta.getValue() : Math.addExact(before, delta.getValue()));
    }
    return new CounterUpdate(table, key, sum, requireExists || other.requireExists);
  }

  /**
   * The Update: {@code ADD #n0 :n0, #n1 :n1} (never {@code #c} or {@code :c}, a typed condition's
   * placeholders), conditioned on {@code attribute_exists(PK)} if required.
   */
  public TransactWriteItem action() {
    StringBuilder expression = new StringBuilder("ADD ");
    Map<String, String> names = new HashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    int i = 0;
    for (Map.Entry<String, Long> delta : deltas.entrySet()) {
      String placeholder = "n" + i++;
      expression.append(i > 1 ? ", #" : "#").append(placeholder).append(" :").append(placeholder);
      names.put("#" + placeholder, delta.getKey());
      values.put(":" + placeholder, AttributeValue.fromN(Long.toString(delta.getValue())));
    }
    Update.Builder update = Update.builder().tableName(table).key(key).updateExpression(expression.toString())
        .expressionAttributeValues(values);
    if (requireExists) {
      names.put("#pk", Layout.PK);
      update.conditionExpression(EXISTS);
    }
    return TransactWriteItem.builder().update(update.expressionAttributeNames(names).build()).build();
  }
}
