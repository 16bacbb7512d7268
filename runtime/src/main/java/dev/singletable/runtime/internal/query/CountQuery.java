package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions.StartingPoint;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
final class CountQuery {
  private final QueryRequest range;
  /** Counts of the items left out (an exclusive start's, or a range's exclusive bounds'), subtracted. */
  private final List<QueryRequest> subtracted;

  /**
   * @param rangeOrNull the range of the listing's sort component, or null for the whole listing; with a
   *     range a starting point is refused
   * @throws InvalidRequestException for a cursor, a consistent read of a global index, or a starting
   *     point that is no id of the listing's type, that no key can hold, or that comes with a range
   */
  CountQuery(String table, ListingSpec listing, String partitionValue, SortRange rangeOrNull, ListOptions options) {
    if (options.cursor().isPresent()) {
      throw new InvalidRequestException("A count of " + listing.entity() + " has no pages, so it takes no"
          + " cursor, but ListOptions.after gave one. Leave the cursor out; to count part of the listing,"
          + " use ListOptions.startingAt or startingAfter.");
    }
    boolean strong = PageQuery.checkConsistency(listing, options);
    List<QueryRequest> left = new ArrayList<>(2);
    if (rangeOrNull != null) {
      if (options.startingPoint().isPresent()) {
        throw PageQuery.refusedStart(listing);
      }
      this.range = counting(KeyRange.query(table, listing, partitionValue, rangeOrNull), strong);
      for (String skipped : Arrays.asList(rangeOrNull.skippedLow(), rangeOrNull.skippedHigh())) {
        if (skipped != null) {
          left.add(counting(KeyRange.exactly(table, listing, partitionValue, skipped), strong));
        }
      }
    } else {
      StartingPoint start = options.startingPoint().orElse(null);
      String startKey = start == null ? null : KeyRange.bound(listing, start, options.order());
      this.range = counting(KeyRange.query(table, listing, partitionValue, options.order(), startKey), strong);
      if (start != null && KeyRange.dropsStart(listing, start)) {
        left.add(counting(KeyRange.exactly(table, listing, partitionValue, startKey), strong));
      }
    }
    this.subtracted = List.copyOf(left);
  }

  /** A new state machine for this count. */
  QueryLoop<Long> start() {
    return new Counter();
  }

  /** As {@link #start()}, typed as a plan. */
  Plan<Long> plan() {
    return start();
  }

  private static QueryRequest counting(QueryRequest.Builder request, boolean strong) {
    request.select(Select.COUNT);
    return strong ? request.consistentRead(true).build() : request.build();
  }

  /** Sums the counts of the range's pages, less the left-out items' (counted first, page after page). */
  private final class Counter extends QueryLoop<Long> {
    private long count;
    private int next;
    private QueryRequest request = subtracted.isEmpty() ? range : subtracted.get(0);
    private boolean subtracting = !subtracted.isEmpty();

    @Override
    QueryRequest first() {
      return request;
    }

    @Override
    Optional<QueryRequest> next(QueryResponse response) {
      int found = response.count() == null ? 0 : response.count();
      count += subtracting ? -found : found;
      if (response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()) {
        request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
        return Optional.of(request);
      }
      if (subtracting) {
        next++;
        subtracting = next < subtracted.size();
        request = subtracting ? subtracted.get(next) : range;
        return Optional.of(request);
      }
      return Optional.empty();
    }

    @Override
    public Long result() {
      return count;
    }
  }
}
