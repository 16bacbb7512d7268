package dev.singletable.runtime.internal;

import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import java.util.Map;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The requests generated repositories send. Every read is a GetItem or a Query, never a Scan.
 * Invalid options are refused before anything is sent; errors from DynamoDB reach the caller as the
 * SDK's exceptions.
 */
public final class Operations {
  private static final Map<String, String> PK_NAME = Map.of("#pk", Layout.PK);

  private Operations() {}

  /** Writes the item unless one with its key exists; returns whether it was written. */
  public static boolean putIfAbsent(DynamoDbClient client, String table,
      Map<String, AttributeValue> item) {
    try {
      client.putItem(PutItemRequest.builder().tableName(table).item(item)
          .conditionExpression("attribute_not_exists(#pk)").expressionAttributeNames(PK_NAME)
          .build());
      return true;
    } catch (ConditionalCheckFailedException e) {
      return false;
    }
  }

  /** Writes the item, replacing any with its key. */
  public static void put(DynamoDbClient client, String table, Map<String, AttributeValue> item) {
    client.putItem(PutItemRequest.builder().tableName(table).item(item).build());
  }

  /** The item with this key, or null. */
  public static Map<String, AttributeValue> get(DynamoDbClient client, String table,
      Map<String, AttributeValue> key, ReadConsistency consistency) {
    GetItemResponse response = client.getItem(getRequest(table, key, consistency).build());
    return response.hasItem() && !response.item().isEmpty() ? response.item() : null;
  }

  /** Whether an item with this key exists; reads only the partition key. */
  public static boolean exists(DynamoDbClient client, String table,
      Map<String, AttributeValue> key, ReadConsistency consistency) {
    GetItemResponse response = client.getItem(getRequest(table, key, consistency)
        .projectionExpression("#pk").expressionAttributeNames(PK_NAME).build());
    return response.hasItem() && !response.item().isEmpty();
  }

  /** A GetItem that states ConsistentRead only when it is not DynamoDB's default (eventual). */
  private static GetItemRequest.Builder getRequest(String table, Map<String, AttributeValue> key,
      ReadConsistency consistency) {
    GetItemRequest.Builder request = GetItemRequest.builder().tableName(table).key(key);
    return consistency == ReadConsistency.STRONG ? request.consistentRead(true) : request;
  }

  /** Deletes the item with this key; returns whether it existed. */
  public static boolean delete(DynamoDbClient client, String table,
      Map<String, AttributeValue> key) {
    DeleteItemResponse response = client.deleteItem(DeleteItemRequest.builder().tableName(table)
        .key(key).returnValues(ReturnValue.ALL_OLD).build());
    return response.hasAttributes() && !response.attributes().isEmpty();
  }

  /**
   * One page of a partition, in sort key order. Pages are full unless last, and only a page that is
   * followed by another has a cursor.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read of an index
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  public static <T> Page<T> list(DynamoDbClient client, String table, Listing listing,
      String partitionValue, ListOptions options, ItemMapper<T> mapper) {
    String scope = Pager.scope(listing, partitionValue, options);
    QueryRequest first = Pager.firstRequest(table, listing, partitionValue, options, scope);
    return Pager.fetch(client, first, listing, scope, options.pageSize(), mapper);
  }

  /**
   * All items of a partition from the cursor on, fetched lazily {@code options.pageSize()} at a time.
   * The options are checked now, before the stream is returned.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read of an index
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  public static <T> Stream<T> stream(DynamoDbClient client, String table, Listing listing,
      String partitionValue, ListOptions options, ItemMapper<T> mapper) {
    Pager.firstRequest(table, listing, partitionValue, options,
        Pager.scope(listing, partitionValue, options));
    return StreamSupport.stream(new PageSpliterator<>(options,
        next -> list(client, table, listing, partitionValue, next, mapper)), false);
  }
}
