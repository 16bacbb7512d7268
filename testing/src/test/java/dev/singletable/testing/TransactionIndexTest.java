package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** Transactions keep a global secondary index in step with the items, also when canceled. */
class TransactionIndexTest {

  private static final String TABLE = "indexed";
  private static final String INDEX = "byOwner";
  private static LocalDynamoDb dynamo;
  private static DynamoDbClient client;

  @BeforeAll
  static void start() throws InterruptedException {
    dynamo = LocalDynamoDb.start();
    client = dynamo.newClient();
    client.createTable(request -> request.tableName(TABLE)
        .attributeDefinitions(string("pk"), string("owner"))
        .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
        .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName(INDEX)
            .keySchema(KeySchemaElement.builder().attributeName("owner").keyType(KeyType.HASH)
                .build())
            .projection(projection -> projection.projectionType(ProjectionType.ALL)).build())
        .billingMode(BillingMode.PAY_PER_REQUEST));
    TableWait.untilActive(client, TABLE);
  }

  @AfterAll
  static void stop() {
    client.close();
    dynamo.close();
  }

  @Test
  void anUpdateMovesTheItemInTheIndex() {
    client.putItem(request -> request.tableName(TABLE).item(owned("moved", "ada")));

    client.transactWriteItems(request -> request.transactItems(TransactWriteItem.builder()
        .update(update -> update.tableName(TABLE).key(Map.of("pk", s("moved")))
            .updateExpression("SET #owner = :owner")
            .expressionAttributeNames(Map.of("#owner", "owner"))
            .expressionAttributeValues(Map.of(":owner", s("bob"))))
        .build()));

    assertEquals(List.of(), ownedBy("ada"));
    assertEquals(List.of(owned("moved", "bob")), ownedBy("bob"));
  }

  @Test
  void aCanceledTransactionLeavesTheIndexAsItWas() {
    client.putItem(request -> request.tableName(TABLE).item(owned("kept", "cy")));

    assertThrows(TransactionCanceledException.class,
        () -> client.transactWriteItems(request -> request.transactItems(
            TransactWriteItem.builder().put(put -> put.tableName(TABLE)
                .item(owned("kept", "dee"))).build(),
            TransactWriteItem.builder().update(update -> update.tableName(TABLE)
                .key(Map.of("pk", s("kept-counter"))).updateExpression("SET n = #owner + :one")
                .expressionAttributeNames(Map.of("#owner", "owner"))
                .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"))))
                .build())));

    assertEquals(List.of(owned("kept", "cy")), ownedBy("cy"));
    assertEquals(List.of(), ownedBy("dee"));
  }

  private static List<Map<String, AttributeValue>> ownedBy(String owner) {
    return client.query(request -> request.tableName(TABLE).indexName(INDEX)
        .keyConditionExpression("#owner = :owner")
        .expressionAttributeNames(Map.of("#owner", "owner"))
        .expressionAttributeValues(Map.of(":owner", s(owner)))).items();
  }

  private static Map<String, AttributeValue> owned(String pk, String owner) {
    return Map.of("pk", s(pk), "owner", s(owner));
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  private static AttributeDefinition string(String name) {
    return AttributeDefinition.builder().attributeName(name)
        .attributeType(ScalarAttributeType.S).build();
  }
}
