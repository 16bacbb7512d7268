package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

class LocalDynamoDbTest {

  @Test
  void closeStopsTheProcessAndCanBeRepeated() {
    LocalDynamoDb dynamo = LocalDynamoDb.start();
    ProcessHandle node = dynamo.process();
    try (DynamoDbClient client = dynamo.newClient()) {
      assertTrue(node.isAlive());
      assertEquals(List.of(), client.listTables().tableNames());
    } finally {
      dynamo.close();
    }
    assertFalse(node.isAlive(), "node process " + node.pid() + " still running after close");
    assertFalse(ProcessHandle.of(node.pid()).map(ProcessHandle::isAlive).orElse(false));
    dynamo.close();
    assertFalse(node.isAlive());
  }

  @Test
  void listensOnLoopback() {
    try (LocalDynamoDb dynamo = LocalDynamoDb.start()) {
      assertEquals("http", dynamo.endpoint().getScheme());
      assertEquals("127.0.0.1", dynamo.endpoint().getHost());
      assertTrue(dynamo.endpoint().getPort() > 0);
    }
  }

  @Test
  void twoServersHaveDifferentPortsAndSeparateTables() throws InterruptedException {
    try (LocalDynamoDb first = LocalDynamoDb.start();
        LocalDynamoDb second = LocalDynamoDb.start();
        DynamoDbClient firstClient = first.newClient();
        DynamoDbClient secondClient = second.newClient()) {
      assertNotEquals(first.endpoint().getPort(), second.endpoint().getPort());
      assertNotEquals(first.process().pid(), second.process().pid());
      TestTables.createKeyValue(firstClient, "only-on-first");
      assertEquals(List.of("only-on-first"), firstClient.listTables().tableNames());
      assertEquals(List.of(), secondClient.listTables().tableNames());
    }
  }

  @Test
  void onDiskServerKeepsTablesAndItemsAcrossRestart(@TempDir Path temp)
      throws InterruptedException {
    Path data = temp.resolve("data");
    Map<String, AttributeValue> item =
        Map.of("pk", AttributeValue.fromS("user#1"), "name", AttributeValue.fromS("Ada"));
    try (LocalDynamoDb dynamo = LocalDynamoDb.start(data);
        DynamoDbClient client = dynamo.newClient()) {
      TestTables.createKeyValue(client, "kept");
      client.putItem(request -> request.tableName("kept").item(item));
    }
    try (LocalDynamoDb dynamo = LocalDynamoDb.start(data);
        DynamoDbClient client = dynamo.newClient()) {
      assertEquals(List.of("kept"), client.listTables().tableNames());
      assertEquals(item, client.getItem(request -> request.tableName("kept")
          .key(Map.of("pk", AttributeValue.fromS("user#1"))).consistentRead(true)).item());
    }
  }

  @Test
  void inMemoryServerStartsEmptyEachTime() throws InterruptedException {
    try (LocalDynamoDb dynamo = LocalDynamoDb.start();
        DynamoDbClient client = dynamo.newClient()) {
      TestTables.createKeyValue(client, "gone");
    }
    try (LocalDynamoDb dynamo = LocalDynamoDb.start();
        DynamoDbClient client = dynamo.newClient()) {
      assertEquals(List.of(), client.listTables().tableNames());
      assertThrows(ResourceNotFoundException.class,
          () -> client.describeTable(request -> request.tableName("gone")));
    }
  }
}
