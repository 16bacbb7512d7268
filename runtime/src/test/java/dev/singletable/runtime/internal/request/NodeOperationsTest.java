package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.internal.plan.Operation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The requests of node writes: counters never set by put, the version condition, no unused placeholder. */
class NodeOperationsTest {
  private static final NodeMapper<Map<String, AttributeValue>> VERSIONED = mapper("version");
  private static final NodeMapper<Map<String, AttributeValue>> PLAIN = mapper(null);

  @Test
  void createStoresCountersZeroAndVersionOne() {
    PutItemRequest request = NodeOperations.create("t", user(5, 9, "Alice"), VERSIONED).request();
    assertEquals(AttributeValue.fromN("0"), request.item().get("followers"));
    assertEquals(AttributeValue.fromN("1"), request.item().get("version"));
    assertEquals("attribute_not_exists(#pk)", request.conditionExpression());
  }

  @Test
  void putSetsAttributesRemovesNullsKeepsCountersAndCountsTheVersion() {
    UpdateItemRequest request = NodeOperations.put("t", user(5, 3, null), 3, VERSIONED, "User", "alice").request();
    String expression = request.updateExpression();
    String followers = placeholder(request, "followers");
    assertTrue(expression.contains(followers + " = if_not_exists(" + followers + ", :zero)"), expression);
    assertTrue(expression.endsWith(" REMOVE " + placeholder(request, "name")), expression);
    assertTrue(expression.contains("#v = :next"), expression);
    assertEquals("#v = :read", request.conditionExpression());
    assertEquals(AttributeValue.fromN("3"), request.expressionAttributeValues().get(":read"));
    assertEquals(AttributeValue.fromN("4"), request.expressionAttributeValues().get(":next"));
    assertFalse(request.expressionAttributeValues().containsValue(AttributeValue.fromN("5")),
        "the record's counter value is never sent");
    assertEquals(Map.of(Layout.PK, AttributeValue.fromS("USER#alice"), Layout.SK, AttributeValue.fromS("#User")),
        request.key());
    assertEveryPlaceholderUsed(request);
  }

  @Test
  void putAtVersionZeroRequiresThatNoItemExists() {
    UpdateItemRequest request = NodeOperations.put("t", user(0, 0, "Alice"), 0, VERSIONED, "User", "alice").request();
    assertEquals("attribute_not_exists(#pk)", request.conditionExpression());
    assertEveryPlaceholderUsed(request);
  }

  @Test
  void putOfAnUnversionedNodeIsUnconditional() {
    UpdateItemRequest request = NodeOperations.put("t", user(0, 0, "Alice"), 0, PLAIN, "User", "alice").request();
    assertNull(request.conditionExpression());
    assertFalse(request.updateExpression().contains("#v"));
    assertEveryPlaceholderUsed(request);
  }

  @Test
  void aVersionedDeleteLetsAMissingItemPass() {
    DeleteItemRequest request = NodeOperations.deleteAtVersion("t", Map.of(), "version", 2, "User", "alice").request();
    assertEquals("attribute_not_exists(#pk) OR #v = :read", request.conditionExpression());
    assertEquals(AttributeValue.fromN("2"), request.expressionAttributeValues().get(":read"));
  }

  @Test
  void aFailedVersionConditionIsAConflictNamingTheNode() {
    Map<String, AttributeValue> key =
        Map.of(Layout.PK, AttributeValue.fromS("USER#alice"), Layout.SK, AttributeValue.fromS("#User"));
    ConditionalCheckFailedException failed = ConditionalCheckFailedException.builder().message("failed").build();
    Operation<?, ?, Boolean> delete = NodeOperations.deleteAtVersion("t", key, "version", 3, "User", "alice");
    assertTrue(delete.isAnswer(failed));
    VersionConflictException e = assertThrows(VersionConflictException.class, () -> delete.answer(failed));
    assertEquals(List.of("User", "USER#alice", "#User", "alice", 3L),
        List.of(e.entity(), e.partitionKey(), e.sortKey(), e.id(), e.expectedVersion()));
    assertEquals("User 'alice' is no longer at version 3: another writer changed or deleted it. Nothing was"
        + " written. Read User 'alice' again, reapply the change and write it with the version just read.",
        e.getMessage());
    Operation<?, ?, Map<String, AttributeValue>> put = NodeOperations.put("t", user(5, 3, null), 3, VERSIONED,
        "User", "alice");
    assertEquals(3L, assertThrows(VersionConflictException.class, () -> put.answer(failed)).expectedVersion());
  }

  private static String placeholder(UpdateItemRequest request, String attribute) {
    return request.expressionAttributeNames().entrySet().stream().filter(e -> e.getValue().equals(attribute))
        .findFirst().orElseThrow().getKey();
  }

  /** DynamoDB refuses a name or value placeholder that no expression uses. */
  private static void assertEveryPlaceholderUsed(UpdateItemRequest request) {
    String expressions = request.updateExpression() + " " + request.conditionExpression();
    for (String name : request.expressionAttributeNames().keySet()) {
      assertTrue(expressions.matches("(?s).*" + name + "\\b.*"), name + " unused in " + expressions);
    }
    for (String value : request.expressionAttributeValues().keySet()) {
      assertTrue(expressions.matches("(?s).*" + value + "\\b.*"), value + " unused in " + expressions);
    }
  }

  private static Map<String, AttributeValue> user(long following, long version, String name) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put(Layout.PK, AttributeValue.fromS("USER#alice"));
    item.put(Layout.SK, AttributeValue.fromS("#User"));
    item.put(Layout.TYPE, AttributeValue.fromS("User"));
    item.put("following", AttributeValue.fromN(Long.toString(following)));
    item.put("followers", AttributeValue.fromN(Long.toString(following)));
    item.put("version", AttributeValue.fromN(Long.toString(version)));
    if (name != null) {
      item.put("name", AttributeValue.fromS(name));
    }
    return item;
  }

  private static NodeMapper<Map<String, AttributeValue>> mapper(String version) {
    return new NodeMapper<>() {
      @Override
      public Map<String, AttributeValue> toItem(Map<String, AttributeValue> value) {
        return value;
      }

      @Override
      public Map<String, AttributeValue> fromItem(Map<String, AttributeValue> item) {
        return item;
      }

      @Override
      public List<String> attributes() {
        return List.of("name");
      }

      @Override
      public List<String> counters() {
        return List.of("following", "followers");
      }

      @Override
      public String versionAttribute() {
        return version;
      }

      @Override
      public Object id(Map<String, AttributeValue> node) {
        return "alice";
      }

      @Override
      public long version(Map<String, AttributeValue> node) {
        return Long.parseLong(node.get("version").n());
      }
    };
  }
}
