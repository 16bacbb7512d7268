package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SortOrder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One page of a listing, as a value: its options are checked and its first Query is built when it is
 * made, so that a refused listing sends nothing. {@link #start()} gives the {@link Pager} that an
 * executor runs.
 */
public final class PageQuery<T> {
  private static final String KEY_CONDITION = "#pk = :pk AND begins_with(#sk, :prefix)";

  private final String table;
  private final Listing listing;
  private final String partitionValue;
  private final ListOptions options;
  private final ItemMapper<T> mapper;
  private final QueryRequest first;

  /**
   * @throws InvalidRequestException for a consistent read of an index
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  PageQuery(String table, Listing listing, String partitionValue, ListOptions options, ItemMapper<T> mapper) {
    this.table = table;
    this.listing = listing;
    this.partitionValue = partitionValue;
    this.options = options;
    this.mapper = mapper;
    this.first = firstRequest();
  }

  /** The next page: the same listing after {@code cursor}. */
  PageQuery<T> after(String cursor) {
    return new PageQuery<>(table, listing, partitionValue, options.after(cursor), mapper);
  }

  /** A new state machine for this page. */
  Pager<T> start() {
    return new Pager<>(first, this, options.pageSize(), mapper);
  }

  /** The attributes whose values in the last item of a page a cursor holds. */
  List<String> position() {
    return listing.position();
  }

  /** Binds cursors to one entity, index, partition and sort order; made only for a cursor. */
  String scope() {
    return scope(listing, partitionValue, options);
  }

  static String scope(Listing listing, String partitionValue, ListOptions options) {
    String index = listing.indexName() == null ? "" : listing.indexName();
    return listing.entity() + '\n' + index + '\n' + partitionValue + '\n' + options.order().name();
  }

  /** Checks the options and builds the first Query, asking for one item beyond the page. */
  private QueryRequest firstRequest() {
    boolean strong = options.consistency() == ReadConsistency.STRONG;
    if (strong && listing.indexName() != null) {
      throw new InvalidRequestException("ReadConsistency.STRONG is not possible when listing "
          + listing.entity() + " by index " + listing.indexName() + ": global secondary indexes only"
          + " support eventually consistent reads. Pass ReadConsistency.EVENTUAL for this listing.");
    }
    QueryRequest.Builder request = QueryRequest.builder()
        .tableName(table)
        .indexName(listing.indexName())
        .keyConditionExpression(KEY_CONDITION)
        .expressionAttributeNames(
            Map.of("#pk", listing.partitionAttribute(), "#sk", listing.sortAttribute()))
        .expressionAttributeValues(Map.of(":pk", AttributeValue.createS(partitionValue),
            ":prefix", AttributeValue.createS(listing.sortPrefix())))
        .limit(Pager.limit(options.pageSize(), 0));
    // DynamoDB's defaults (ascending, eventually consistent) are left off the wire.
    if (options.order() == SortOrder.DESCENDING) {
      request.scanIndexForward(false);
    }
    if (strong) {
      request.consistentRead(true);
    }
    if (options.cursor().isPresent()) {
      List<String> after = Cursors.decode(options.cursor().get(), scope(), listing.sortPrefix(),
          listing.positionLimits());
      request.exclusiveStartKey(startKey(listing, partitionValue, after));
    }
    return request.build();
  }

  /**
   * The key of the item to resume after: the listing's partition, and the last item's position values
   * as the cursor holds them (for an index, its sort key and the base table's key).
   */
  static Map<String, AttributeValue> startKey(Listing listing, String partitionValue, List<String> position) {
    List<String> attributes = listing.position();
    Map<String, AttributeValue> key = new HashMap<>(8);
    key.put(listing.partitionAttribute(), AttributeValue.createS(partitionValue));
    for (int i = 0; i < attributes.size(); i++) {
      key.put(attributes.get(i), AttributeValue.createS(position.get(i)));
    }
    return key;
  }
}
