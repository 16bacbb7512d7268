package dev.singletable.runtime.internal.table;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    new SyncExecutor(missing).createIfMissing(Tables.definition("t", "GSI1"));
    assertEquals(1, missing.createCalls);
    assertEquals(2, missing.describeCalls, "one DescribeTable before, one while waiting");

    FakeDynamoDb racing = new FakeDynamoDb();
    racing.createLosesRace = true;
    new SyncExecutor(racing).createIfMissing(Tables.definition("t"));
    assertEquals(1, racing.createCalls);
    assertEquals(2, racing.describeCalls);

    FakeDynamoDb creating = new FakeDynamoDb();
    creating.tableStatus = TableStatus.CREATING;
    new SyncExecutor(creating).createIfMissing(Tables.definition("t"));
    assertEquals(0, creating.createCalls);
    assertEquals(2, creating.describeCalls, "waits for a table another process is creating");

    FakeDynamoDb active = new FakeDynamoDb();
    active.tableStatus = TableStatus.ACTIVE;
    new SyncExecutor(active).createIfMissing(Tables.definition("t"));
    assertEquals(0, active.createCalls);
    assertEquals(1, active.describeCalls);
  }

  @Test
  void anExistingTableWithoutAnIndexIsRefusedWithTheFix() {
    FakeDynamoDb old = new FakeDynamoDb();
    old.tableStatus = TableStatus.ACTIVE;
    old.definition = Tables.definition("t", "GSI1");
    TableMismatchException e = assertThrows(TableMismatchException.class,
        () -> new SyncExecutor(old).createIfMissing(Tables.definition("t", "GSI1", "GSI2")));
    assertEquals("t", e.table());
    assertTrue(e.getMessage().contains("lacks the global secondary index GSI2 (GSI2PK HASH, GSI2SK RANGE)"),
        e.getMessage());
    assertTrue(e.getMessage().contains("UpdateTable"), e.getMessage());
    assertEquals(0, old.createCalls);

    FakeDynamoDb otherKeys = new FakeDynamoDb();
    otherKeys.tableStatus = TableStatus.ACTIVE;
    otherKeys.definition = Tables.definition("t").toBuilder()
        .keySchema(KeySchemaElement.builder().attributeName("id").keyType(KeyType.HASH).build()).build();
    assertTrue(assertThrows(TableMismatchException.class, () -> new SyncExecutor(otherKeys).createIfMissing(Tables.definition("t")))
        .getMessage().contains("its primary key is (id HASH), but singletable needs (PK HASH, SK RANGE)"));
  }

  private static List<String> schema(List<KeySchemaElement> keys) {
    return keys.stream().map(k -> k.attributeName() + " " + k.keyType())
        .collect(Collectors.toList());
  }
}
