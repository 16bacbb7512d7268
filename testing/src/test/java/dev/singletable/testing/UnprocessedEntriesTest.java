package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@link Faults#leaveUnprocessedItems} and {@link Faults#leaveUnprocessedKeys}: the last entries of
 * a batch are really left undone, and come back in DynamoDB's shape, ready to be sent again.
 */
class UnprocessedEntriesTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  private static WriteRequest put(String id, String v) {
    return WriteRequest.builder().putRequest(PutRequest.builder().item(Tx.item(id, v)).build()).build();
  }

  private static WriteRequest delete(String id) {
    return WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(Tx.key(id)).build()).build();
  }

  private static BatchWriteItemResponse write(String table, WriteRequest... requests) {
    return dynamo.client().batchWriteItem(request -> request.requestItems(Map.of(table, List.of(requests))));
  }

  private static Map<String, AttributeValue> read(String id) {
    return Tx.read(dynamo.client(), dynamo.tableName(), id);
  }

  @Test
  void theLastWritesAreNotDoneAndComeBackAsTheyWereSent() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "c", "p", "d");
    dynamo.faults().leaveUnprocessedItems(2, 1);

    BatchWriteItemResponse left = write(table, put("a", "new"), delete("c"), put("p", "new"), delete("d"));

    assertEquals(Map.of(table, List.of(put("p", "new"), delete("d"))), left.unprocessedItems());
    assertEquals(Tx.item("a", "new"), read("a"));
    assertEquals(Map.of(), read("c"));
    assertEquals(Tx.item("p", "old"), read("p"), "a put left unprocessed writes nothing");
    assertEquals(Tx.item("d", "old"), read("d"), "a delete left unprocessed deletes nothing");

    BatchWriteItemResponse resent =
        dynamo.client().batchWriteItem(request -> request.requestItems(left.unprocessedItems()));

    assertEquals(Map.of(), resent.unprocessedItems());
    assertEquals(Tx.item("p", "new"), read("p"));
    assertEquals(Map.of(), read("d"));
  }

  @Test
  void aPutLeftUnprocessedOfANewItemLeavesNoItem() {
    dynamo.faults().leaveUnprocessedItems(1, 1);

    write(dynamo.tableName(), put("a", "new"), put("b", "new"));

    assertEquals(Tx.item("a", "new"), read("a"));
    assertEquals(Map.of(), read("b"));
    assertEquals(List.of(Tx.item("a", "new")),
        dynamo.client().scan(request -> request.tableName(dynamo.tableName())).items());
  }

  @Test
  void aBatchWithNoMoreWritesThanThatIsLeftWhole() {
    dynamo.faults().leaveUnprocessedItems(25, 1);

    BatchWriteItemResponse left = write(dynamo.tableName(), put("a", "new"), put("b", "new"));

    assertEquals(Map.of(dynamo.tableName(), List.of(put("a", "new"), put("b", "new"))), left.unprocessedItems());
    assertEquals(0, dynamo.client().scan(request -> request.tableName(dynamo.tableName())).count());
  }

  @Test
  void theSwitchFiresOnExactlyThatManyBatchesAndTheSdkResendsNone() {
    String table = dynamo.tableName();
    dynamo.faults().leaveUnprocessedItems(1, 2);

    List<Integer> left = IntStream.range(0, 3)
        .mapToObj(i -> write(table, put("a" + i, "new"), put("b" + i, "new")).unprocessedItems()
            .getOrDefault(table, List.of()).size())
        .toList();

    assertEquals(List.of(1, 1, 0), left);
    assertEquals(3, dynamo.requests().count("BatchWriteItem"));
  }

  @Test
  void theLastWritesAreCountedAcrossTablesInRequestOrder() throws InterruptedException {
    String first = dynamo.tableName();
    String second = first + "-second";
    TestTables.createKeyValue(dynamo.client(), second);
    try {
      dynamo.faults().leaveUnprocessedItems(3, 1);
      Map<String, List<WriteRequest>> items = new LinkedHashMap<>();
      items.put(first, List.of(put("a", "new"), put("b", "new")));
      items.put(second, List.of(put("c", "new"), put("d", "new")));

      BatchWriteItemResponse left = dynamo.client().batchWriteItem(request -> request.requestItems(items));

      assertEquals(Map.of(first, List.of(put("b", "new")), second, List.of(put("c", "new"), put("d", "new"))),
          left.unprocessedItems());
      assertEquals(Tx.item("a", "new"), read("a"));
      assertEquals(Map.of(), read("b"));
      assertEquals(0, dynamo.client().scan(request -> request.tableName(second)).count());
    } finally {
      dynamo.client().deleteTable(request -> request.tableName(second));
    }
  }

  @Test
  void aBatchTheServerRefusesWritesNothingAndDoesNotCount() {
    String table = dynamo.tableName();
    dynamo.faults().leaveUnprocessedItems(1, 1);

    assertThrows(ResourceNotFoundException.class, () -> write("missing", put("a", "new"), put("b", "new")));
    DynamoDbException mismatch = assertThrows(DynamoDbException.class, () -> write(table, put("a", "new"),
        WriteRequest.builder().deleteRequest(DeleteRequest.builder()
            .key(Map.of("pk", AttributeValue.fromN("1"))).build()).build()));
    assertEquals("The provided key element does not match the schema", mismatch.awsErrorDetails().errorMessage());
    assertEquals(Map.of(), read("a"));

    assertEquals(Map.of(table, List.of(put("b", "new"))),
        write(table, put("a", "new"), put("b", "new")).unprocessedItems());
  }

  @Test
  void theLastKeysAreNotReadAndComeBackWithTheProjectionAndConsistency() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b", "c", "d");
    KeysAndAttributes asked = KeysAndAttributes.builder()
        .keys(List.of(Tx.key("a"), Tx.key("b"), Tx.key("c"), Tx.key("d")))
        .projectionExpression("#v").expressionAttributeNames(Map.of("#v", "v")).consistentRead(true)
        .build();
    dynamo.faults().leaveUnprocessedKeys(2, 1);

    BatchGetItemResponse got = dynamo.client().batchGetItem(request -> request.requestItems(Map.of(table, asked)));

    assertEquals(List.of(Map.of("v", AttributeValue.fromS("old")), Map.of("v", AttributeValue.fromS("old"))),
        got.responses().get(table));
    assertEquals(Map.of(table, asked.toBuilder().keys(List.of(Tx.key("c"), Tx.key("d"))).build()),
        got.unprocessedKeys());

    BatchGetItemResponse resent =
        dynamo.client().batchGetItem(request -> request.requestItems(got.unprocessedKeys()));

    assertEquals(2, resent.responses().get(table).size());
    assertEquals(Map.of(), resent.unprocessedKeys());
  }

  @Test
  void aReadWithNoMoreKeysThanThatIsLeftWholeAndTheKeysAreReadAtTheirTurn() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");
    dynamo.faults().leaveUnprocessedKeys(100, 2);

    DynamoDbClient client = dynamo.client();
    List<BatchGetItemResponse> answers = IntStream.range(0, 3)
        .mapToObj(i -> client.batchGetItem(request -> request.requestItems(
            Map.of(table, KeysAndAttributes.builder().keys(List.of(Tx.key("a"), Tx.key("b"))).build()))))
        .toList();

    for (BatchGetItemResponse left : answers.subList(0, 2)) {
      assertEquals(Map.of(table, List.of()), left.responses());
      assertEquals(Map.of(table, KeysAndAttributes.builder().keys(List.of(Tx.key("a"), Tx.key("b"))).build()),
          left.unprocessedKeys());
    }
    assertEquals(2, answers.get(2).responses().get(table).size());
    assertEquals(Map.of(), answers.get(2).unprocessedKeys());
  }

  @Test
  void aReadTheServerRefusesDoesNotCount() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");
    dynamo.faults().leaveUnprocessedKeys(1, 1);

    assertThrows(ResourceNotFoundException.class, () -> dynamo.client().batchGetItem(request -> request
        .requestItems(Map.of("missing", KeysAndAttributes.builder().keys(List.of(Tx.key("a"))).build()))));
    BatchGetItemResponse got = dynamo.client().batchGetItem(request -> request.requestItems(
        Map.of(table, KeysAndAttributes.builder().keys(List.of(Tx.key("a"), Tx.key("b"))).build())));

    assertEquals(List.of(Tx.item("a", "old")), got.responses().get(table));
    assertEquals(List.of(Tx.key("b")), got.unprocessedKeys().get(table).keys());
  }

  @Test
  void aThrottleFiresFirstAndLeavesTheSwitchArmed() {
    String table = dynamo.tableName();
    dynamo.faults().leaveUnprocessedItems(1, 1);
    dynamo.faults().throttleNext(1, "BatchWriteItem");

    write(table, put("a", "new"), put("b", "new"));

    assertEquals(2, dynamo.requests().count("BatchWriteItem"), "the SDK retried the throttled one");
    assertEquals(Tx.item("a", "new"), read("a"));
    assertEquals(Map.of(), read("b"));
  }

  @Test
  void resetTurnsTheSwitchesOff() {
    String table = dynamo.tableName();
    dynamo.faults().leaveUnprocessedItems(1, 5);
    dynamo.faults().leaveUnprocessedKeys(1, 5);

    dynamo.faults().reset();

    assertEquals(Map.of(), write(table, put("a", "new"), put("b", "new")).unprocessedItems());
    assertTrue(dynamo.client().batchGetItem(request -> request.requestItems(
        Map.of(table, KeysAndAttributes.builder().keys(List.of(Tx.key("a"), Tx.key("b"))).build())))
        .unprocessedKeys().isEmpty());
  }
}
