package dev.singletable.testing;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Table definitions for the tests. */
final class TestTables {

  private TestTables() {}

  /** A table keyed by a string partition key {@code pk} alone. */
  static CreateTableRequest keyValue(String name) {
    return CreateTableRequest.builder()
        .tableName(name)
        .attributeDefinitions(AttributeDefinition.builder()
            .attributeName("pk").attributeType(ScalarAttributeType.S).build())
        .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .build();
  }

  /** Creates a {@link #keyValue} table and waits until it is ACTIVE. */
  static void createKeyValue(DynamoDbClient client, String name) throws InterruptedException {
    client.createTable(keyValue(name));
    TableWait.untilActive(client, name);
  }
}
