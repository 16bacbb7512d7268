package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** TransactGetItems: items in request order, projections, missing items, what it sees of writes. */
class TransactGetItemsTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  private static List<ItemResponse> getAll(String table, String... ids) {
    return dynamo.client().transactGetItems(request -> request.transactItems(
        Arrays.stream(ids).map(id -> Tx.get(table, id)).toList())).responses();
  }

  @Test
  void answersOneResponsePerGetInRequestOrderAndAnEmptyOneForAMissingItem() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");

    List<ItemResponse> responses = getAll(table, "b", "missing", "a");

    assertEquals(3, responses.size());
    assertEquals(Tx.item("b", "old"), responses.get(0).item());
    assertFalse(responses.get(1).hasItem(), "a missing item has no Item: " + responses.get(1));
    assertEquals(Tx.item("a", "old"), responses.get(2).item());
  }

  @Test
  void projectsWithNamesAndNestedPaths() {
    String table = dynamo.tableName();
    dynamo.client().putItem(request -> request.tableName(table).item(Map.of(
        "pk", AttributeValue.fromS("a"),
        "name", AttributeValue.fromS("Alice"),
        "size", AttributeValue.fromN("3"),
        "address", AttributeValue.fromM(Map.of(
            "city", AttributeValue.fromS("Lyon"), "zip", AttributeValue.fromS("69001"))))));

    List<ItemResponse> responses = dynamo.client().transactGetItems(request -> request
        .transactItems(TransactGetItem.builder().get(get -> get.tableName(table).key(Tx.key("a"))
            .projectionExpression("#size, address.city")
            .expressionAttributeNames(Map.of("#size", "size"))).build()))
        .responses();

    assertEquals(Map.of("size", AttributeValue.fromN("3"),
            "address", AttributeValue.fromM(Map.of("city", AttributeValue.fromS("Lyon")))),
        responses.get(0).item());
  }

  @Test
  void readsAcrossTables() throws InterruptedException {
    String table = dynamo.tableName();
    String other = table + "-other";
    TestTables.createKeyValue(dynamo.client(), other);
    try {
      Tx.seed(dynamo.client(), table, "here", "a");
      Tx.seed(dynamo.client(), other, "there", "a");

      List<ItemResponse> responses = dynamo.client().transactGetItems(request -> request
          .transactItems(Tx.get(table, "a"), Tx.get(other, "a"))).responses();

      assertEquals(Tx.item("a", "here"), responses.get(0).item());
      assertEquals(Tx.item("a", "there"), responses.get(1).item());
    } finally {
      dynamo.client().deleteTable(request -> request.tableName(other));
    }
  }

  @Test
  void seesACommittedTransactionWholeAndACancelledOneNotAtAll() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");

    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.put(table, Tx.item("a", "committed")), Tx.put(table, Tx.item("b", "committed"))));
    assertEquals(List.of(Tx.item("a", "committed"), Tx.item("b", "committed")),
        getAll(table, "a", "b").stream().map(ItemResponse::item).toList());

    assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.put(table, Tx.item("a", "cancelled")),
            Tx.action(table, Tx.Action.CONDITION_CHECK, "b", Tx.Outcome.FAILS))));
    assertEquals(List.of(Tx.item("a", "committed"), Tx.item("b", "committed")),
        getAll(table, "a", "b").stream().map(ItemResponse::item).toList());
  }
}
