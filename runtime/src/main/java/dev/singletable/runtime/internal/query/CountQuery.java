package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions.StartingPoint;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * The number of items of a listing, from its options' starting point on (the order says on which
 * side; the page size is ignored and a cursor refused, since a count has no pages), as a value:
 * checked and built when made, so that a refused count sends nothing. It reads with
 * {@code Select COUNT}, which returns no items but still reads (and is billed for) each one,
 * page after page of up to 1 MB until DynamoDB reports no {@code LastEvaluatedKey}. An exclusive
 * starting point costs one more Query, which counts the start item alone so it can be subtracted.
 */
public final class CountQuery {
  private final QueryRequest range;
  private final QueryRequest startItem;

  public CountQuery(String table, ListingSpec listing, String partitionValue, ListOptions options) {
    if (options.cursor().isPresent()) {
      throw new InvalidRequestException("A count of " + listing.entity() + " has no pages, so it takes no"
          + " cursor, but ListOptions.after gave one. Leave the cursor out; to count part of the listing,"
          + " use ListOptions.startingAt or startingAfter.");
    }
    boolean strong = PageQuery.checkConsistency(listing, options);
    StartingPoint start = options.startingPoint().orElse(null);
    String startKey = start == null ? null : KeyRange.startKey(listing, start);
    this.range = counting(KeyRange.query(table, listing, partitionValue, options.order(), startKey), strong);
    this.startItem = start == null || start.inclusive() ? null
        : counting(KeyRange.exactly(table, listing, partitionValue, startKey), strong);
  }

  /** A new state machine for this count. */
  public QueryLoop<Long> start() {
    return new Counter();
  }

  /** As {@link #start()}, typed as the plan the executors run. */
  public Plan<Long> plan() {
    return start();
  }

  private static QueryRequest counting(QueryRequest.Builder request, boolean strong) {
    request.select(Select.COUNT);
    return strong ? request.consistentRead(true).build() : request.build();
  }

  /** Sums the counts of the range's pages, less the start item's for an exclusive start. */
  private final class Counter extends QueryLoop<Long> {
    private long count;
    private QueryRequest request = startItem == null ? range : startItem;

    @Override
    QueryRequest first() {
      return request;
    }

    @Override
    Optional<QueryRequest> next(QueryResponse response) {
      int found = response.count() == null ? 0 : response.count();
      if (request == startItem) {
        count -= found;
        request = range;
        return Optional.of(request);
      }
      count += found;
      if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
        return Optional.empty();
      }
      request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
      return Optional.of(request);
    }

    @Override
    public Long result() {
      return count;
    }
  }
}
