package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * UpdateTable creating a global secondary index, which dynalite accepts and ignores and the launcher
 * does: the index is listed ACTIVE, holds the items stored before (with the key attribute) and after,
 * and DynamoDB's rules are kept (one creation per UpdateTable, no name twice, one type per attribute).
 */
class IndexCreateTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  private static GlobalSecondaryIndexUpdate create(String name, String key) {
    return GlobalSecondaryIndexUpdate.builder().create(c -> c.indexName(name)
        .keySchema(KeySchemaElement.builder().attributeName(key).keyType(KeyType.HASH).build())
        .projection(p -> p.projectionType(ProjectionType.ALL))).build();
  }

  private static AttributeDefinition string(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static void put(String pk, String color) {
    dynamo.client().putItem(r -> r.tableName(dynamo.tableName())
        .item(Map.of("pk", AttributeValue.fromS(pk), "color", AttributeValue.fromS(color))));
  }

  private static List<String> byColor(String color) {
    QueryResponse response = dynamo.client().query(r -> r.tableName(dynamo.tableName()).indexName("ByColor")
        .keyConditionExpression("color = :c").expressionAttributeValues(Map.of(":c", AttributeValue.fromS(color))));
    return response.items().stream().map(item -> item.get("pk").s()).sorted().toList();
  }

  @Test
  void aCreatedIndexIsActiveAndHoldsTheItemsStoredBeforeAndAfter() {
    put("a", "red");
    put("b", "blue");
    put("c", "red");
    dynamo.client().putItem(r -> r.tableName(dynamo.tableName()).item(Map.of("pk", AttributeValue.fromS("d"))));

    TableDescription answered = dynamo.client().updateTable(r -> r.tableName(dynamo.tableName())
        .attributeDefinitions(string("color")).globalSecondaryIndexUpdates(create("ByColor", "color"))).tableDescription();

    assertEquals("ACTIVE", answered.globalSecondaryIndexes().get(0).indexStatusAsString());
    TableDescription described = dynamo.client().describeTable(r -> r.tableName(dynamo.tableName())).table();
    assertEquals(List.of("ByColor"), described.globalSecondaryIndexes().stream().map(i -> i.indexName()).toList());
    assertTrue(described.attributeDefinitions().contains(string("color")), described.toString());
    assertEquals(List.of("a", "c"), byColor("red"), "filled from the items stored; d has no color");
    put("e", "red");
    put("a", "blue");
    assertEquals(List.of("c", "e"), byColor("red"), "kept by the writes since, as any index");
    assertEquals(List.of("a", "b"), byColor("blue"));
  }

  @Test
  void dynamoDbsRulesAreKept() {
    DynamoDbException two = assertThrows(DynamoDbException.class, () -> dynamo.client().updateTable(r -> r
        .tableName(dynamo.tableName()).attributeDefinitions(string("color"), string("size"))
        .globalSecondaryIndexUpdates(create("ByColor", "color"), create("BySize", "size"))));
    assertTrue(two.getMessage().contains("one global secondary index per UpdateTable"), two.getMessage());

    dynamo.client().updateTable(r -> r.tableName(dynamo.tableName()).attributeDefinitions(string("color"))
        .globalSecondaryIndexUpdates(create("ByColor", "color")));
    DynamoDbException again = assertThrows(DynamoDbException.class, () -> dynamo.client().updateTable(r -> r
        .tableName(dynamo.tableName()).attributeDefinitions(string("color"))
        .globalSecondaryIndexUpdates(create("ByColor", "color"))));
    assertTrue(again.getMessage().contains("Index with name ByColor already exists"), again.getMessage());

    DynamoDbException typed = assertThrows(DynamoDbException.class, () -> dynamo.client().updateTable(r -> r
        .tableName(dynamo.tableName())
        .attributeDefinitions(AttributeDefinition.builder().attributeName("color").attributeType(ScalarAttributeType.N)
            .build())
        .globalSecondaryIndexUpdates(create("ByColorNumber", "color"))));
    assertTrue(typed.getMessage().contains("Attribute color is defined as S, not N"), typed.getMessage());

    DynamoDbException undefined = assertThrows(DynamoDbException.class, () -> dynamo.client().updateTable(r -> r
        .tableName(dynamo.tableName()).globalSecondaryIndexUpdates(create("ByShape", "shape"))));
    assertTrue(undefined.getMessage().contains("not defined in AttributeDefinitions"), undefined.getMessage());
  }
}
