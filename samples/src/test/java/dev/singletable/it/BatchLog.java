package dev.singletable.it;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Each BatchWriteItem and BatchGetItem call of a client that DynamoDB answered: the primary keys
 * ({@code PK}, {@code SK}) it carried and those the answer left unprocessed, in order. Thread-safe.
 */
final class BatchLog implements ExecutionInterceptor {
  /** One answered call; {@code consistent} is the ConsistentRead of a BatchGetItem. */
  record Round(String operation, List<Map<String, AttributeValue>> sent, List<Map<String, AttributeValue>> left,
      boolean consistent) {
    static Round write(List<Map<String, AttributeValue>> sent, List<Map<String, AttributeValue>> left) {
      return new Round("BatchWriteItem", sent, left, false);
    }

    static Round get(List<Map<String, AttributeValue>> sent, List<Map<String, AttributeValue>> left,
        boolean consistent) {
      return new Round("BatchGetItem", sent, left, consistent);
    }

    /** The keys DynamoDB did process: sent, and not left. */
    List<Map<String, AttributeValue>> processed() {
      List<Map<String, AttributeValue>> processed = new ArrayList<>(sent);
      processed.removeAll(left);
      return processed;
    }
  }

  private final List<Round> rounds = new CopyOnWriteArrayList<>();

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes executionAttributes) {
    if (context.request() instanceof BatchWriteItemRequest request
        && context.response() instanceof BatchWriteItemResponse response) {
      rounds.add(Round.write(writeKeys(request.requestItems()), writeKeys(response.unprocessedItems())));
    } else if (context.request() instanceof BatchGetItemRequest request
        && context.response() instanceof BatchGetItemResponse response) {
      boolean consistent = request.requestItems().values().stream()
          .allMatch(keys -> Boolean.TRUE.equals(keys.consistentRead()));
      rounds.add(Round.get(readKeys(request.requestItems()), readKeys(response.unprocessedKeys()), consistent));
    }
  }

  List<Round> rounds() {
    return List.copyOf(rounds);
  }

  void clear() {
    rounds.clear();
  }

  private static List<Map<String, AttributeValue>> writeKeys(Map<String, List<WriteRequest>> items) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    items.values().forEach(requests -> requests.forEach(request -> keys.add(primaryKey(
        request.putRequest() != null ? request.putRequest().item() : request.deleteRequest().key()))));
    return keys;
  }

  private static List<Map<String, AttributeValue>> readKeys(Map<String, KeysAndAttributes> items) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    items.values().forEach(table -> keys.addAll(table.keys()));
    return keys;
  }

  private static Map<String, AttributeValue> primaryKey(Map<String, AttributeValue> item) {
    return Map.of("PK", item.get("PK"), "SK", item.get("SK"));
  }
}
