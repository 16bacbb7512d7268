package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidRequestException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * DynamoDB's rules for one TransactWriteItems, checked before sending: 1 to 100 actions, and never
 * two actions on one item (same table and key; a Put's key is read from its item).
 */
final class TransactionChecks {
  static final int MAX_ACTIONS = 100;

  /** The item an action writes or checks. */
  record ItemId(String table, AttributeValue pk, AttributeValue sk) {
    @Override
    public String toString() {
      return Layout.PK + "=" + text(pk) + " " + Layout.SK + "=" + text(sk) + " of table " + table;
    }

    private static String text(AttributeValue value) {
      return value != null && value.s() != null ? value.s() : String.valueOf(value);
    }
  }

  private TransactionChecks() {}

  static boolean hasCondition(TransactWriteItem item) {
    if (item.put() != null) {
      return item.put().conditionExpression() != null;
    }
    if (item.update() != null) {
      return item.update().conditionExpression() != null;
    }
    if (item.delete() != null) {
      return item.delete().conditionExpression() != null;
    }
    return item.conditionCheck() != null;
  }

  /** @throws InvalidRequestException naming the positions that break a rule, and the fix */
  static void check(String method, List<WriteTransaction.Action> actions) {
    if (actions.isEmpty() || actions.size() > MAX_ACTIONS) {
      throw new InvalidRequestException(count(method, actions.size()));
    }
    Set<ItemId> seen = new HashSet<>();
    boolean repeated = false;
    for (int i = 0; i < actions.size() && !repeated; i++) {
      repeated = !seen.add(id(actions.get(i).item()));
    }
    if (repeated) {
      throw new InvalidRequestException(repeated(method, actions));
    }
  }

  /** Names every group of actions on one item (built only for a refusal). */
  private static String repeated(String method, List<WriteTransaction.Action> actions) {
    Map<ItemId, List<Integer>> positions = new LinkedHashMap<>();
    for (int i = 0; i < actions.size(); i++) {
      positions.computeIfAbsent(id(actions.get(i).item()), id -> new ArrayList<>()).add(i);
    }
    List<String> groups = new ArrayList<>();
    positions.forEach((id, at) -> {
      if (at.size() > 1) {
        List<String> labels = new ArrayList<>();
        at.forEach(position -> labels.add(actions.get(position).label()));
        groups.add("actions " + at + " (" + String.join("; ", labels) + ") all act on the item " + id);
      }
    });
    return method + ": " + String.join("; ", groups)
        + ". DynamoDB refuses two actions on one item in a transaction. Merge them into one action"
        + " (CounterUpdate.plus merges two counter updates of one item).";
  }

  private static String count(String method, int size) {
    if (size == 0) {
      return method + ": the transaction has no actions, but DynamoDB takes 1 to " + MAX_ACTIONS
          + ". Add an action, or send nothing.";
    }
    return method + ": the transaction has " + size + " actions, but DynamoDB takes at most " + MAX_ACTIONS
        + "; actions " + MAX_ACTIONS + " to " + (size - 1) + " are over the limit. Split the writes into"
        + " transactions of at most " + MAX_ACTIONS + " actions.";
  }

  static ItemId id(TransactWriteItem item) {
    if (item.put() != null) {
      return id(item.put().tableName(), item.put().item());
    }
    if (item.update() != null) {
      return id(item.update().tableName(), item.update().key());
    }
    if (item.delete() != null) {
      return id(item.delete().tableName(), item.delete().key());
    }
    return id(item.conditionCheck().tableName(), item.conditionCheck().key());
  }

  private static ItemId id(String table, Map<String, AttributeValue> itemOrKey) {
    return new ItemId(table, itemOrKey.get(Layout.PK), itemOrKey.get(Layout.SK));
  }
}
