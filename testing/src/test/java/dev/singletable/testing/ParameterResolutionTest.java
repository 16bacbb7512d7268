package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class ParameterResolutionTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo =
      LocalDynamoDbExtension.withTable(TestTables::keyValue);

  private DynamoDbClient clientBeforeEach;

  @BeforeEach
  void receive(DynamoDbClient client) {
    clientBeforeEach = client;
  }

  @Test
  void resolvesTheExtensionsClientAndCounter(DynamoDbClient client, RequestCounter requests) {
    assertSame(dynamo.client(), client);
    assertSame(dynamo.client(), clientBeforeEach);
    assertSame(dynamo.requests(), requests);
    client.describeTable(request -> request.tableName(dynamo.tableName()));
    assertEquals(1, requests.count("DescribeTable"));
  }

  @Test
  void resolvesTheExtensionsAsyncClient(DynamoDbAsyncClient client, RequestCounter requests) {
    assertSame(dynamo.asyncClient(), client);
    client.describeTable(request -> request.tableName(dynamo.tableName())).join();
    assertEquals(1, requests.count("DescribeTable"));
  }
}
