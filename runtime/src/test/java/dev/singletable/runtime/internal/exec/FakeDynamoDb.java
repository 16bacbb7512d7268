package dev.singletable.runtime.internal.exec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.table.Tables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * An in-memory table that answers like DynamoDB for the calls the runtime makes: Query with Limit,
 * LastEvaluatedKey (also when Limit or the cap is reached on the last item) and a cap per response
 * standing in for the 1 MB page limit; conditional puts; ALL_OLD deletes; CreateTable, and DescribeTable, which turns
 * a CREATING table ACTIVE once described.
 */
public final class FakeDynamoDb implements DynamoDbClient {
  public final Map<String, Map<String, AttributeValue>> items = new LinkedHashMap<>();
  public final List<QueryRequest> queries = new ArrayList<>();
  public final List<GetItemRequest> gets = new ArrayList<>();
  public int maxItemsPerResponse = Integer.MAX_VALUE;
  public TableStatus tableStatus;
  public boolean createLosesRace;
  /**
   * The table's definition as DescribeTable reports it; CreateTable replaces it, unless it loses the
   * race, when this is the other creator's table.
   */
  public CreateTableRequest definition = Tables.definition("t");
  public int createCalls;
  public int describeCalls;

  public void add(Map<String, AttributeValue> item) {
    items.put(id(item), item);
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    queries.add(request);
    String partitionAttribute = request.expressionAttributeNames().get("#pk");
    String sortAttribute = request.expressionAttributeNames().get("#sk");
    String partition = request.expressionAttributeValues().get(":pk").s();
    // An index orders items of equal sort keys by their base key, as DynamoDB does, and resumes there.
    Comparator<Map<String, AttributeValue>> bySortKey =
        Comparator.<Map<String, AttributeValue>, String>comparing(item -> item.get(sortAttribute).s())
            .thenComparing(item -> item.get(Layout.PK).s()).thenComparing(item -> item.get(Layout.SK).s());
    List<Map<String, AttributeValue>> matches = new ArrayList<>();
    for (Map<String, AttributeValue> item : items.values()) {
      if (item.containsKey(partitionAttribute) && item.containsKey(sortAttribute)
          && item.get(partitionAttribute).s().equals(partition)
          && sortKeyMatches(request, item.get(sortAttribute).s())) {
        matches.add(item);
      }
    }
    matches.sort(forward(request) ? bySortKey : bySortKey.reversed());
    int from = 0;
    if (request.hasExclusiveStartKey()) {
      Map<String, AttributeValue> start = request.exclusiveStartKey();
      checkStartKey(request, start, partitionAttribute, sortAttribute, partition);
      Comparator<Map<String, AttributeValue>> order = forward(request) ? bySortKey : bySortKey.reversed();
      while (from < matches.size() && order.compare(matches.get(from), start) <= 0) {
        from++;
      }
    }
    int limit = request.limit() == null ? Integer.MAX_VALUE : request.limit();
    int to = Math.min(matches.size(), from + Math.min(limit, maxItemsPerResponse));
    List<Map<String, AttributeValue>> page = matches.subList(from, to);
    QueryResponse.Builder response = request.select() == Select.COUNT
        ? QueryResponse.builder().count(page.size()) : QueryResponse.builder().items(page).count(page.size());
    boolean stopped = page.size() == limit || page.size() == maxItemsPerResponse
        || to < matches.size();
    if (stopped && !page.isEmpty()) {
      Map<String, AttributeValue> last = page.get(page.size() - 1);
      Map<String, AttributeValue> lastKey = new LinkedHashMap<>();
      for (String attribute : List.of(partitionAttribute, sortAttribute, Layout.PK, Layout.SK)) {
        lastKey.put(attribute, last.get(attribute));
      }
      response.lastEvaluatedKey(lastKey);
    }
    return response.build();
  }

  /** The three key conditions the runtime sends: a prefix, a BETWEEN, one sort key. */
  private static boolean sortKeyMatches(QueryRequest request, String sortKey) {
    Map<String, AttributeValue> values = request.expressionAttributeValues();
    switch (request.keyConditionExpression()) {
      case "#pk = :pk AND begins_with(#sk, :prefix)":
        return sortKey.startsWith(values.get(":prefix").s());
      case "#pk = :pk AND #sk BETWEEN :from AND :to":
        return sortKey.compareTo(values.get(":from").s()) >= 0 && sortKey.compareTo(values.get(":to").s()) <= 0;
      case "#pk = :pk AND #sk = :at":
        return sortKey.equals(values.get(":at").s());
      default:
        throw new AssertionError("unexpected key condition " + request.keyConditionExpression());
    }
  }

  private static boolean forward(QueryRequest request) {
    return !Boolean.FALSE.equals(request.scanIndexForward());
  }

  private static void checkStartKey(QueryRequest request, Map<String, AttributeValue> start,
      String partitionAttribute, String sortAttribute, String partition) {
    assertEquals(partition, start.get(partitionAttribute).s(), "start key outside the partition");
    if (request.indexName() == null) {
      assertEquals(2, start.size(), start::toString);
    } else {
      assertEquals(4, start.size(), start::toString);
      assertTrue(start.containsKey(sortAttribute) && start.containsKey(Layout.PK) && start.containsKey(Layout.SK),
          "an index's start key holds its keys and the base table's: " + start);
    }
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    if (request.conditionExpression() != null && items.containsKey(id(request.item()))) {
      assertEquals("attribute_not_exists(#pk)", request.conditionExpression());
      throw ConditionalCheckFailedException.builder().message("The conditional request failed").build();
    }
      add(request.item());
    return PutItemResponse.builder().build();
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    gets.add(request);
    Map<String, AttributeValue> item = items.get(id(request.key()));
    if (item != null && request.projectionExpression() != null) {
      assertEquals("#pk", request.projectionExpression());
      item = Map.of(Layout.PK, item.get(Layout.PK));
    }
    return GetItemResponse.builder().item(item).build();
  }

  @Override
  public DeleteItemResponse deleteItem(DeleteItemRequest request) {
    Map<String, AttributeValue> old = items.remove(id(request.key()));
    return DeleteItemResponse.builder().attributes(old).build();
  }

  @Override
  public DescribeTableResponse describeTable(DescribeTableRequest request) {
    describeCalls++;
    if (tableStatus == null) {
      throw ResourceNotFoundException.builder().message("Requested resource not found").build();
    }
    TableStatus status = tableStatus;
    tableStatus = TableStatus.ACTIVE;
    List<GlobalSecondaryIndexDescription> indexes = new ArrayList<>();
    for (GlobalSecondaryIndex index : definition.globalSecondaryIndexes()) {
      indexes.add(GlobalSecondaryIndexDescription.builder().indexName(index.indexName())
          .keySchema(index.keySchema()).projection(index.projection()).indexStatus(IndexStatus.ACTIVE).build());
    }
    List<LocalSecondaryIndexDescription> locals = new ArrayList<>();
    for (LocalSecondaryIndex index : definition.localSecondaryIndexes()) {
      locals.add(LocalSecondaryIndexDescription.builder().indexName(index.indexName())
          .keySchema(index.keySchema()).projection(index.projection()).build());
    }
    return DescribeTableResponse.builder().table(TableDescription.builder()
        .tableName(request.tableName()).tableStatus(status).keySchema(definition.keySchema())
        .attributeDefinitions(definition.attributeDefinitions()).globalSecondaryIndexes(indexes)
        .localSecondaryIndexes(locals).build()).build();
  }

  @Override
  public CreateTableResponse createTable(CreateTableRequest request) {
    createCalls++;
    tableStatus = TableStatus.ACTIVE;
    if (createLosesRace) {
      throw ResourceInUseException.builder().message("Table already exists").build();
    }
    definition = request;
    return CreateTableResponse.builder().build();
  }


  @Override
  public String serviceName() {
    return SERVICE_NAME;
  }

  @Override
  public void close() {}

  private static String id(Map<String, AttributeValue> key) {
    assertFalse(key.get(Layout.PK).s().isEmpty());
    return key.get(Layout.PK).s() + "\n" + key.get(Layout.SK).s();
  }
}
