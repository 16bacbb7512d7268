package dev.singletable.runtime.internal;

import dev.singletable.layout.Layout;
import java.time.Duration;
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
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;

/** The table definition: string PK and SK, one inverted index per name, on-demand billing. */
public final class Tables {
  static final Duration WAIT_LIMIT = Duration.ofMinutes(10);
  static final long FIRST_PAUSE_MILLIS = 10;
  static final long LONGEST_PAUSE_MILLIS = 1000;

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
   * CREATING for a moment would always pay.
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table exists with another
   *     primary key, without an index of {@code request}, with an index that projects less than
   *     ALL, or with a key attribute that is not a string
   */
  public static void createIfMissing(DynamoDbClient client, CreateTableRequest request) {
    DescribeTableRequest describe =
        DescribeTableRequest.builder().tableName(request.tableName()).build();
    TableDescription table;
    try {
      table = client.describeTable(describe).table();
    } catch (ResourceNotFoundException missing) {
      try {
        client.createTable(request);
      } catch (ResourceInUseException createdConcurrently) {
        // another process created it between our DescribeTable and CreateTable: checked below
      }
      table = awaitActive(client, describe);
    }
    TableCheck.check(table, request);
    if (!isActive(table)) {
      awaitActive(client, describe);
    }
  }

  private static TableDescription awaitActive(DynamoDbClient client, DescribeTableRequest describe) {
    long deadline = System.nanoTime() + WAIT_LIMIT.toNanos();
    long pauseMillis = FIRST_PAUSE_MILLIS;
    while (true) {
      try {
        TableDescription table = client.describeTable(describe).table();
        if (isActive(table)) {
          return table;
        }
      } catch (ResourceNotFoundException notVisibleYet) {
        // DescribeTable is eventually consistent right after CreateTable
      }
      if (System.nanoTime() > deadline) {
        throw notActive(describe);
      }
      sleep(pauseMillis);
      pauseMillis = Math.min(pauseMillis * 2, LONGEST_PAUSE_MILLIS);
    }
  }

  static IllegalStateException notActive(DescribeTableRequest describe) {
    return new IllegalStateException("table " + describe.tableName() + " did not become ACTIVE within "
        + WAIT_LIMIT.toMinutes() + " minutes; check it in the DynamoDB console");
  }

  static boolean isActive(TableDescription table) {
    if (table.tableStatus() != TableStatus.ACTIVE) {
      return false;
    }
    for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
      if (index.indexStatus() != IndexStatus.ACTIVE) {
        return false;
      }
    }
    return true;
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
