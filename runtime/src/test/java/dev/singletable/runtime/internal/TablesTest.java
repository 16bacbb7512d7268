package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class TablesTest {

  @Test
  void definitionHasStringKeysAndOneInvertedIndexPerName() {
    CreateTableRequest request = Tables.definition("social", "GSI1", "GSI2", "GSI1");
    assertEquals("social", request.tableName());
    assertEquals(BillingMode.PAY_PER_REQUEST, request.billingMode());
    assertEquals(List.of("PK HASH", "SK RANGE"), schema(request.keySchema()));
    assertEquals(List.of("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK"),
        request.attributeDefinitions().stream().map(AttributeDefinition::attributeName)
            .collect(Collectors.toList()));
    assertEquals(List.of(ScalarAttributeType.S), request.attributeDefinitions().stream()
        .map(AttributeDefinition::attributeType).distinct().collect(Collectors.toList()));
    List<GlobalSecondaryIndex> indexes = request.globalSecondaryIndexes();
    assertEquals(2, indexes.size());
    assertEquals("GSI2", indexes.get(1).indexName());
    assertEquals(List.of("GSI2PK HASH", "GSI2SK RANGE"), schema(indexes.get(1).keySchema()));
    assertEquals(ProjectionType.ALL, indexes.get(1).projection().projectionType());
  }

  @Test
  void definitionWithoutIndexesSendsNoIndexList() {
    CreateTableRequest request = Tables.definition("plain");
    assertFalse(request.hasGlobalSecondaryIndexes());
    assertEquals(2, request.attributeDefinitions().size());
  }

  @Test
  void createIfMissingCreatesWaitsOrLeavesAlone() {
    FakeDynamoDb missing = new FakeDynamoDb();
    Tables.createIfMissing(missing, Tables.definition("t", "GSI1"));
    assertEquals(1, missing.createCalls);
    assertEquals(2, missing.describeCalls, "one DescribeTable before, one by the waiter");

    FakeDynamoDb racing = new FakeDynamoDb();
    racing.createLosesRace = true;
    Tables.createIfMissing(racing, Tables.definition("t"));
    assertEquals(1, racing.createCalls);
    assertEquals(2, racing.describeCalls);

    FakeDynamoDb creating = new FakeDynamoDb();
    creating.tableStatus = TableStatus.CREATING;
    Tables.createIfMissing(creating, Tables.definition("t"));
    assertEquals(0, creating.createCalls);
    assertEquals(2, creating.describeCalls, "waits for a table another process is creating");

    FakeDynamoDb active = new FakeDynamoDb();
    active.tableStatus = TableStatus.ACTIVE;
    Tables.createIfMissing(active, Tables.definition("t"));
    assertEquals(0, active.createCalls);
    assertEquals(1, active.describeCalls);
  }

  private static List<String> schema(List<KeySchemaElement> keys) {
    return keys.stream().map(k -> k.attributeName() + " " + k.keyType())
        .collect(Collectors.toList());
  }
}
