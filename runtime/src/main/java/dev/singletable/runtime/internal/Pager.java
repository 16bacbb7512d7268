package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** The Query behind {@link Operations#list}: validation first, then exactly full pages. */
final class Pager {
  private static final String KEY_CONDITION = "#pk = :pk AND begins_with(#sk, :prefix)";

  private Pager() {}

  /** Binds cursors to one entity, index, partition and sort order. */
  static String scope(Listing listing, String partitionValue, ListOptions options) {
    String index = listing.indexName() == null ? "" : listing.indexName();
    return listing.entity() + '\n' + index + '\n' + partitionValue + '\n' + options.order().name();
  }

  /** Checks the options and builds the first Query, without Limit. Sends nothing. */
  static QueryRequest firstRequest(String table, Listing listing, String partitionValue,
      ListOptions options, String scope) {
    if (options.consistentRead() && listing.indexName() != null) {
      throw new InvalidRequestException("consistentRead(true) is not possible when listing "
          + listing.entity() + " by index " + listing.indexName() + ": global secondary indexes only"
          + " support eventually consistent reads. Pass consistentRead(false) for this listing.");
    }
    QueryRequest.Builder request = QueryRequest.builder()
        .tableName(table)
        .indexName(listing.indexName())
        .keyConditionExpression(KEY_CONDITION)
        .expressionAttributeNames(
            Map.of("#pk", listing.partitionAttribute(), "#sk", listing.sortAttribute()))
        .expressionAttributeValues(Map.of(":pk", AttributeValue.createS(partitionValue),
            ":prefix", AttributeValue.createS(listing.sortPrefix())));
    // DynamoDB's defaults (ascending, eventually consistent) are left off the wire.
    if (options.order() == SortOrder.DESCENDING) {
      request.scanIndexForward(false);
    }
    if (options.consistentRead()) {
      request.consistentRead(true);
    }
    if (options.cursor().isPresent()) {
      String after = Cursors.decode(options.cursor().get(), scope, listing.sortPrefix(),
          Layout.MAX_SORT_KEY_BYTES);
      request.exclusiveStartKey(startKey(listing, partitionValue, after));
    }
    return request.build();
  }

  /**
   * Queries until more than {@code pageSize} items were found or DynamoDB has no more. Each Query asks
   * for one item beyond the page, so a cursor is returned only when another item really follows.
   */
  static <T> Page<T> fetch(DynamoDbClient client, QueryRequest first, Listing listing,
      String scope, int pageSize, ItemMapper<T> mapper) {
    List<Map<String, AttributeValue>> found = new ArrayList<>();
    QueryRequest request = first;
    while (true) {
      int limit = (int) Math.min(pageSize + 1L - found.size(), Integer.MAX_VALUE);
      QueryResponse response = client.query(request.toBuilder().limit(limit).build());
      found.addAll(response.items());
      if (found.size() > pageSize || !response.hasLastEvaluatedKey()
          || response.lastEvaluatedKey().isEmpty()) {
        break;
      }
      request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
    }
    int count = Math.min(found.size(), pageSize);
    List<T> items = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      items.add(mapper.fromItem(found.get(i)));
    }
    String next = found.size() > pageSize
        ? Cursors.encode(scope, Values.requireString(found.get(count - 1), listing.sortAttribute()))
        : null;
    return new Page<>(items, next);
  }

  /**
   * The key of the item to resume after. An inverted index also needs the base key, which is its own
   * key swapped: base PK = index SK, base SK = index PK.
   */
  static Map<String, AttributeValue> startKey(Listing listing, String partitionValue,
      String sortValue) {
    AttributeValue partition = AttributeValue.createS(partitionValue);
    AttributeValue sort = AttributeValue.createS(sortValue);
    if (listing.indexName() == null) {
      return Map.of(listing.partitionAttribute(), partition, listing.sortAttribute(), sort);
    }
    return Map.of(listing.partitionAttribute(), partition, listing.sortAttribute(), sort,
        Layout.PK, sort, Layout.SK, partition);
  }
}
