package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.internal.plan.Operation;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The UpdateItem a typed update becomes: exact expressions, placeholders, conditions, and failures read. */
class UpdateOperationsTest {
  private static final Map<String, AttributeValue> KEY =
      Map.of(Layout.PK, AttributeValue.fromS("USER#alice"), Layout.SK, AttributeValue.fromS("#User"));
  private static final ItemMapper<Map<String, AttributeValue>> MAPPER = RawMapper.INSTANCE;

  @Test
  void setRemoveAndAddGoToTheirClausesInTheOrderWritten() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.remove("bio", "bio");
    spec.set("name", "name", AttributeValue.fromS("Alice"));
    spec.add("score", "score", AttributeValue.fromN("5"));
    spec.set("status", "status", AttributeValue.fromS("away"));
    UpdateItemRequest request = request(spec, null, 0);
    assertEquals("SET #a1 = :v0, #a3 = :v2 REMOVE #a0 ADD #a2 :v1", request.updateExpression());
    assertEquals("attribute_exists(#pk)", request.conditionExpression());
    assertEquals(Map.of("#a0", "bio", "#a1", "name", "#a2", "score", "#a3", "status", "#pk", Layout.PK),
        request.expressionAttributeNames());
    assertEquals(Map.of(":v0", AttributeValue.fromS("Alice"), ":v1", AttributeValue.fromN("5"),
        ":v2", AttributeValue.fromS("away")), request.expressionAttributeValues());
    assertEquals(KEY, request.key());
    assertEquals(ReturnValue.ALL_NEW, request.returnValues());
  }

  @Test
  void aRemoveAloneHasNoSetClause() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.remove("bio", "bio");
    UpdateItemRequest request = request(spec, null, 0);
    assertEquals("REMOVE #a0", request.updateExpression());
    assertFalse(request.hasExpressionAttributeValues(), "DynamoDB refuses an empty map");
  }

  @Test
  void anAddAloneHasNoSetClause() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.add("score", "score", AttributeValue.fromN("-2"));
    assertEquals("ADD #a0 :v0", request(spec, null, 0).updateExpression());
  }

  @Test
  void aVersionedUpdateRequiresTheVersionReadAndStoresTheNext() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.remove("bio", "bio");
    UpdateItemRequest request = request(spec, "version", 3);
    assertEquals("SET #v = :next REMOVE #a0", request.updateExpression());
    assertEquals("attribute_exists(#pk) AND #v = :read", request.conditionExpression());
    assertEquals(Map.of(":next", AttributeValue.fromN("4"), ":read", AttributeValue.fromN("3")),
        request.expressionAttributeValues());
    assertEquals("version", request.expressionAttributeNames().get("#v"));
  }

  @Test
  void conditionsAreAndedAfterExistenceAndVersionShareNamePlaceholdersWithChanges() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.set("name", "name", AttributeValue.fromS("Alice"));
    spec.require("name", "name", AttributeValue.fromS("Al"));
    spec.require("status", "status", AttributeValue.fromS("active"));
    UpdateItemRequest request = request(spec, "version", 1);
    assertEquals("SET #a0 = :v0, #v = :next", request.updateExpression());
    assertEquals("attribute_exists(#pk) AND #a0 = :v1 AND #a1 = :v2 AND #v = :read",
        request.conditionExpression());
    assertEquals(Map.of("#a0", "name", "#a1", "status", "#pk", Layout.PK, "#v", "version"),
        request.expressionAttributeNames());
    assertEquals(AttributeValue.fromS("Al"), request.expressionAttributeValues().get(":v1"));
  }

  @Test
  void reservedWordsAreOnlyEverPlaceholders() {
    UpdateSpec spec = new UpdateSpec("ThingUpdate");
    spec.set("name", "name", AttributeValue.fromS("x"));
    spec.set("size", "size", AttributeValue.fromN("2"));
    spec.remove("status", "status");
    UpdateItemRequest request = request(spec, null, 0);
    for (String reserved : List.of("name", "size", "status")) {
      assertTrue(!request.updateExpression().contains(reserved), request.updateExpression());
    }
  }

  @Test
  void aFailedConditionAsksForTheOldItemAndTheNewItemIsDecoded() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.set("name", "name", AttributeValue.fromS("Alice"));
    Operation<UpdateItemRequest, UpdateItemResponse, Map<String, AttributeValue>> operation =
        UpdateOperations.update("t", KEY, spec, "User", null, null, 0, MAPPER);
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, operation.request().returnValuesOnConditionCheckFailure());
    ConditionalCheckFailedException failure = ConditionalCheckFailedException.builder().build();
    assertTrue(operation.isAnswer(failure));
    assertInstanceOf(ItemNotFoundException.class, assertThrows(RuntimeException.class,
        () -> operation.answer(failure)));
    Map<String, AttributeValue> stored = Map.of("name", AttributeValue.fromS("Alice"));
    assertEquals(stored, operation.read(UpdateItemResponse.builder().attributes(stored).build()));
  }

  @Test
  void valuesAreCheckedLikeAnItemBeforeSending() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.set("bio", "bio", AttributeValue.fromS("x".repeat(Layout.MAX_ITEM_BYTES)));
    assertThrows(InvalidItemException.class, () -> request(spec, null, 0));
    UpdateSpec unpaired = new UpdateSpec("UserUpdate");
    unpaired.set("bio", "bio", AttributeValue.fromS("\uD800"));
    assertThrows(InvalidItemException.class, () -> request(unpaired, null, 0));
  }

  @Test
  void anAddToABoundedIntegerIsConditionedOnTheSumStayingInRange() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.add("size", "size", 5, Integer.MIN_VALUE, Integer.MAX_VALUE);
    spec.add("debt", "debt", -3, Byte.MIN_VALUE, Byte.MAX_VALUE);
    spec.add("zero", "zero", 0, Short.MIN_VALUE, Short.MAX_VALUE);
    UpdateItemRequest request = request(spec, null, 0);
    assertEquals("ADD #a0 :v0, #a1 :v1, #a2 :v2", request.updateExpression());
    assertEquals("attribute_exists(#pk) AND (attribute_not_exists(#a0) OR #a0 <= :v3)"
        + " AND (attribute_not_exists(#a1) OR #a1 >= :v4)", request.conditionExpression());
    assertEquals(AttributeValue.fromN(Long.toString(Integer.MAX_VALUE - 5L)),
        request.expressionAttributeValues().get(":v3"));
    assertEquals(AttributeValue.fromN("-125"), request.expressionAttributeValues().get(":v4"));
    assertEquals(AttributeValue.fromN("-3"), request.expressionAttributeValues().get(":v1"));
  }

  @Test
  void theLimitsOfALongDoNotOverflow() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.add("big", "big", Long.MIN_VALUE, Long.MIN_VALUE, Long.MAX_VALUE);
    assertEquals(AttributeValue.fromN("0"), request(spec, null, 0).expressionAttributeValues().get(":v1"));
  }

  @Test
  void aFailureIsReadFromTheItemItFailedOn() {
    UpdateSpec plain = new UpdateSpec("UserUpdate");
    UpdateSpec conditioned = new UpdateSpec("UserUpdate");
    conditioned.require("name", "name", AttributeValue.fromS("Al"));
    conditioned.add("size", "size", 5, Integer.MIN_VALUE, Integer.MAX_VALUE);
    ItemNotFoundException missing = assertInstanceOf(ItemNotFoundException.class,
        UpdateOperations.notApplied("User", KEY, conditioned, Map.of(), "alice", "version", 3));
    assertEquals(List.of("User", "USER#alice", "#User"),
        List.of(missing.entity(), missing.partitionKey(), missing.sortKey()));
    VersionConflictException conflict = assertInstanceOf(VersionConflictException.class,
        UpdateOperations.notApplied("User", KEY, conditioned, stored("4", "1"), "alice", "version", 3));
    assertEquals(List.of(3L, "USER#alice"), List.of(conflict.expectedVersion(), conflict.partitionKey()));
    ConditionFailedException overflow = assertInstanceOf(ConditionFailedException.class,
        UpdateOperations.notApplied("User", KEY, conditioned, stored("3.0", Long.toString(Integer.MAX_VALUE - 4L)),
            "alice", "version", 3));
    assertEquals(List.of("size"), overflow.attributes());
    assertEquals(List.of("size"), overflow.failedAttributes());
    ConditionFailedException failed = assertInstanceOf(ConditionFailedException.class,
        UpdateOperations.notApplied("User", KEY, conditioned, stored("3", "1"), "alice", "version", 3));
    assertEquals(List.of("name"), failed.attributes());
    assertEquals(List.of("name"), failed.failedAttributes());
    assertInstanceOf(ItemNotFoundException.class,
        UpdateOperations.notApplied("User", KEY, plain, stored("3", "1"), null, null, 0));
  }

  @Test
  void everyAddTakenOutOfRangeIsNamed() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.add("size", "size", 5, Integer.MIN_VALUE, Integer.MAX_VALUE);
    spec.add("karma", "karma", -2, Long.MIN_VALUE, Long.MAX_VALUE);
    spec.require("name", "name", AttributeValue.fromS("Al"));
    Map<String, AttributeValue> old = Map.of("size", AttributeValue.fromN(Long.toString(Integer.MAX_VALUE)),
        "karma", AttributeValue.fromN(Long.toString(Long.MIN_VALUE)), "name", AttributeValue.fromS("Al"));
    ConditionFailedException beyond = assertInstanceOf(ConditionFailedException.class,
        UpdateOperations.notApplied("User", KEY, spec, old, null, null, 0));
    assertEquals(List.of("size", "karma"), beyond.failedAttributes());
    assertEquals(List.of("size", "karma"), beyond.attributes());
  }

  private static Map<String, AttributeValue> stored(String version, String size) {
    return Map.of("version", AttributeValue.fromN(version), "size", AttributeValue.fromN(size));
  }

  private static UpdateItemRequest request(UpdateSpec spec, String versionAttribute, long version) {
    return UpdateOperations.update("t", KEY, spec, "User", "alice", versionAttribute, version, MAPPER).request();
  }
}
