package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.ListOptions.StartingPoint;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.SortId;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The key condition of a listing's Query: the listing's whole sort key prefix, or, from a starting
 * point, the part of it at and beyond the start key in the listing's order. DynamoDB allows one
 * condition on the sort key, so the prefix bound and the start bound are one {@code BETWEEN}:
 * ascending from {@code TARGET#m} to {@code TARGET$} (the prefix with its last character, the
 * delimiter, raised by one: every key of the prefix sorts below it, and no key is that text itself);
 * descending from {@code TARGET#} (no key is the prefix alone) to {@code TARGET#m}. {@code BETWEEN}
 * includes its bounds, so the caller drops the start item when the start is exclusive. A listing
 * without a prefix (a whole partition) has the partition key alone as its condition.
 */
final class KeyRange {
  private static final String WHOLE = "#pk = :pk AND begins_with(#sk, :prefix)";
  private static final String PARTITION = "#pk = :pk";
  private static final String FROM = "#pk = :pk AND #sk BETWEEN :from AND :to";
  private static final String AT = "#pk = :pk AND #sk = :at";

  private KeyRange() {}

  /**
   * The sort key of a starting point's id in this listing, the id read and written as the listing's
   * {@link SortId} type.
   *
   * @throws dev.singletable.runtime.InvalidRequestException if the id is not one of that type, or no
   *     sort key can hold it (an unpaired surrogate, over 1,024 UTF-8 bytes with the prefix)
   */
  static String startKey(ListingSpec listing, StartingPoint start) {
    return listing.sortId().key(listing.sortPrefix(), start.id(),
        start.inclusive() ? "ListOptions.startingAt" : "ListOptions.startingAfter", listing.entity());
  }

  /**
   * Where a listing from {@code start} begins, as a bound of its {@code BETWEEN}: the start's key, or,
   * when further components follow the sort id ({@link ListingSpec#followed()}) and the start's items
   * are to be passed (after it ascending, at it descending), the text just above their keys.
   */
  static String bound(ListingSpec listing, StartingPoint start, SortOrder order) {
    String key = startKey(listing, start);
    boolean past = start.inclusive() == (order == SortOrder.DESCENDING);
    return listing.followed() && past ? SortRange.above(key) : key;
  }

  /** Whether the start's item is dropped from the listing: an exclusive start that ends the sort key. */
  static boolean dropsStart(ListingSpec listing, StartingPoint start) {
    return !start.inclusive() && !listing.followed();
  }

  /** Sets the table, index and key condition of every item of the listing from {@code startKey} on. */
  static QueryRequest.Builder query(String table, ListingSpec listing, String partition, SortOrder order,
      String startKeyOrNull) {
    QueryRequest.Builder request = QueryRequest.builder().tableName(table).indexName(listing.indexName());
    AttributeValue pk = AttributeValue.createS(partition);
    String prefix = listing.sortPrefix();
    if (prefix == null) {
      return request.keyConditionExpression(PARTITION)
          .expressionAttributeNames(Map.of("#pk", listing.partitionAttribute()))
          .expressionAttributeValues(Map.of(":pk", pk));
    }
    request.expressionAttributeNames(Map.of("#pk", listing.partitionAttribute(), "#sk", listing.sortAttribute()));
    if (startKeyOrNull == null) {
      return request.keyConditionExpression(WHOLE)
          .expressionAttributeValues(Map.of(":pk", pk, ":prefix", AttributeValue.createS(prefix)));
    }
    String from = order == SortOrder.ASCENDING ? startKeyOrNull : prefix;
    String to = order == SortOrder.ASCENDING ? SortRange.end(prefix) : startKeyOrNull;
    return request.keyConditionExpression(FROM).expressionAttributeValues(Map.of(":pk", pk,
        ":from", AttributeValue.createS(from), ":to", AttributeValue.createS(to)));
  }

  /** Sets the table, index and key condition of the items of {@code range}, one {@code BETWEEN}. */
  static QueryRequest.Builder query(String table, ListingSpec listing, String partition, SortRange range) {
    return QueryRequest.builder().tableName(table).indexName(listing.indexName())
        .expressionAttributeNames(Map.of("#pk", listing.partitionAttribute(), "#sk", listing.sortAttribute()))
        .keyConditionExpression(FROM).expressionAttributeValues(Map.of(":pk", AttributeValue.createS(partition),
            ":from", AttributeValue.createS(range.low()), ":to", AttributeValue.createS(range.high())));
  }

  /** Sets the table, index and key condition of the one item whose sort key is {@code sortKey}. */
  static QueryRequest.Builder exactly(String table, ListingSpec listing, String partition, String sortKey) {
    return QueryRequest.builder().tableName(table).indexName(listing.indexName())
        .expressionAttributeNames(Map.of("#pk", listing.partitionAttribute(), "#sk", listing.sortAttribute()))
        .keyConditionExpression(AT).expressionAttributeValues(
            Map.of(":pk", AttributeValue.createS(partition), ":at", AttributeValue.createS(sortKey)));
  }
}
