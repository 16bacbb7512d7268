package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class LocalDynamoDbExtensionTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo =
      LocalDynamoDbExtension.withTable(TestTables::keyValue);

  @RegisterExtension
  static final LocalDynamoDbExtension plain = LocalDynamoDbExtension.withoutTable();

  private static final Set<String> tablesSeen = ConcurrentHashMap.newKeySet();

  @RepeatedTest(3)
  void eachTestGetsANewEmptyActiveTable() {
    assertTrue(tablesSeen.add(dynamo.tableName()), "table name reused: " + dynamo.tableName());
    assertEquals(TableStatus.ACTIVE, dynamo.client()
        .describeTable(request -> request.tableName(dynamo.tableName())).table().tableStatus());
    assertEquals(0, dynamo.client().scan(request -> request.tableName(dynamo.tableName())).count());
    dynamo.client().putItem(request -> request.tableName(dynamo.tableName())
        .item(Map.of("pk", AttributeValue.fromS("left behind"))));
  }

  @Test
  void theAsyncClientIsCountedToo() {
    tablesSeen.add(dynamo.tableName());
    DynamoDbAsyncClient async = dynamo.asyncClient();
    assertNotSame(async, plain.asyncClient());
    assertEquals(List.of(), async.scan(request -> request.tableName(dynamo.tableName())).join().items());
    assertEquals(1, dynamo.requests().count("Scan"));
  }

  @Test
  void tableNameSaysWhichTestItBelongsTo() {
    tablesSeen.add(dynamo.tableName());
    assertTrue(dynamo.tableName().matches("tableNameSaysWhichTestItBelongsTo-\\d+"),
        dynamo.tableName());
  }

  @Test
  void requestsAreCountedFromZeroInEachTest() {
    tablesSeen.add(dynamo.tableName());
    assertEquals(0, dynamo.requests().count());
    dynamo.client().listTables();
    assertEquals(1, dynamo.requests().count("ListTables"));
    assertEquals(0, plain.requests().count());
  }

  @Test
  void extensionsShareOneServerButNotClients() {
    tablesSeen.add(dynamo.tableName());
    assertSame(dynamo.server(), plain.server());
    assertNotSame(dynamo.client(), plain.client());
    assertEquals(List.of(dynamo.tableName()), plain.client().listTables().tableNames().stream()
        .filter(tablesSeen::contains).toList());
  }

  @Test
  void withoutTableHasNoTableName() {
    tablesSeen.add(dynamo.tableName());
    IllegalStateException e = assertThrows(IllegalStateException.class, plain::tableName);
    assertTrue(e.getMessage().contains("withoutTable()"), e.getMessage());
  }

  @AfterAll
  static void everyTableWasDeletedAfterItsTest() {
    assertEquals(8, tablesSeen.size());
    List<String> remaining = plain.client().listTables().tableNames();
    assertFalse(remaining.stream().anyMatch(tablesSeen::contains), remaining.toString());
  }
}
