package dev.singletable.runtime.internal;

import dev.singletable.layout.Layout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The table definition: string PK and SK, one inverted index per name, on-demand billing. */
public final class Tables {
  private Tables() {}

  /**
   * The CreateTable request for the layout: PK (HASH) and SK (RANGE), and for each index name
   * {@code I} a global secondary index with {@code IPK} (HASH) and {@code ISK} (RANGE) projecting all
   * attributes. Repeated index names count once.
   */
  public static CreateTableRequest definition(String tableName, String... invertedIndexes) {
    Set<String> keyAttributes = new LinkedHashSet<>(List.of(Layout.PK, Layout.SK));
    List<GlobalSecondaryIndex> indexes = new ArrayList<>();
    for (String index : new LinkedHashSet<>(List.of(invertedIndexes))) {
      String partition = Layout.indexPartitionKey(index);
      String sort = Layout.indexSortKey(index);
      keyAttributes.add(partition);
      keyAttributes.add(sort);
      indexes.add(GlobalSecondaryIndex.builder().indexName(index)
          .keySchema(key(partition, KeyType.HASH), key(sort, KeyType.RANGE))
          .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
          .build());
    }
    List<AttributeDefinition> definitions = new ArrayList<>(keyAttributes.size());
    for (String attribute : keyAttributes) {
      definitions.add(AttributeDefinition.builder().attributeName(attribute)
          .attributeType(ScalarAttributeType.S).build());
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder().tableName(tableName)
        .keySchema(key(Layout.PK, KeyType.HASH), key(Layout.SK, KeyType.RANGE))
        .attributeDefinitions(definitions)
        .billingMode(BillingMode.PAY_PER_REQUEST);
    if (!indexes.isEmpty()) {
      request.globalSecondaryIndexes(indexes);
    }
    return request.build();
  }

  /**
   * Creates the table unless it exists, then waits until it and its indexes are ACTIVE. Safe to
   * call from several processes at once. An existing table, or one a concurrent creator made, is
   * checked against {@code request} before it is used (see {@link TableCheck}).
   *
   * <p>It polls DescribeTable itself, starting at 10 ms and backing off to 1 s, rather than using
   * the SDK waiter: the waiter's first retry comes after 20 s, which a local server that reports
   * CREATING for a moment would always pay. The steps are {@link TableSetup}'s.
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table exists with another
   *     primary key, without an index of {@code request}, with an index that projects less than
   *     ALL, or with a key attribute that is not a string
   */
  public static void createIfMissing(DynamoDbClient client, CreateTableRequest request) {
    TableSetup setup = new TableSetup(request);
    while (true) {
      switch (setup.step()) {
        case DESCRIBE -> setup.described(describeOrNull(client, setup.describe()));
        case CREATE -> {
          try {
            client.createTable(setup.request());
          } catch (ResourceInUseException createdConcurrently) {
            // another process created it between our DescribeTable and CreateTable: checked next
          }
          setup.created();
        }
        case PAUSE -> {
          sleep(setup.pauseMillis());
          setup.paused();
        }
        case DONE -> {
          return;
        }
      }
    }
  }

  private static TableDescription describeOrNull(DynamoDbClient client, DescribeTableRequest describe) {
    try {
      return client.describeTable(describe).table();
    } catch (ResourceNotFoundException missing) {
      return null;
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the table to become ACTIVE", e);
    }
  }

  private static KeySchemaElement key(String attribute, KeyType type) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(type).build();
  }
}
