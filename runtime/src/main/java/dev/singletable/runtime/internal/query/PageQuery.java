package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.InvalidCursorException.Reason;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions.StartingPoint;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.cursor.Cursor;
import dev.singletable.runtime.internal.cursor.CursorCodec;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One page of a listing, as a value: its options are checked and its first Query is built when it is
 * made, so that a refused listing sends nothing. {@link #plan()} gives the {@link Pager} that an
 * executor runs. A cursor resumes with {@code ExclusiveStartKey} over the whole prefix; without one, a
 * {@linkplain StartingPoint starting point} narrows the key condition ({@link KeyRange}). A listing
 * of a whole partition (an item collection) takes no starting point.
 *
 * @param <R> the page: a {@code Page<T>} of one record, or the items of a collection
 */
public final class PageQuery<R> implements Resumable<R> {
  private final String table;
  private final ListingSpec listing;
  private final String partitionValue;
  private final ListOptions options;
  private final PageAssembler<R> assembler;
  private final CursorSeal seal;
  private final Cursor.Scope scope;
  /** The sort key of an exclusive starting point's item, which the first page drops; else null. */
  private final String skipped;
  /** The range of the listing's sort component, or null for the whole listing. */
  private final SortRange range;
  private final QueryRequest first;

  /**
   * @throws InvalidRequestException for a consistent read of a global secondary index
   * @throws InvalidRequestException for a starting point that is no id of the listing's type or that no
   *     key can hold, or any starting point in a listing of a whole partition
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  PageQuery(String table, ListingSpec listing, String partitionValue, ListOptions options,
      PageAssembler<R> assembler, CursorSeal seal) {
    this(table, listing, partitionValue, null, options, assembler, seal);
  }

  /**
   * As the other constructor, the listing narrowed to {@code rangeOrNull}: a cursor is bound to the
   * range, and a starting point is refused (the range says where the listing starts).
   */
  PageQuery(String table, ListingSpec listing, String partitionValue, SortRange rangeOrNull,
      ListOptions options, PageAssembler<R> assembler, CursorSeal seal) {
    this.table = table;
    this.range = rangeOrNull;
    this.listing = listing;
    this.partitionValue = partitionValue;
    this.options = options;
    this.assembler = assembler;
    this.seal = seal;
    this.scope = new Cursor.Scope(listing.entity(), listing.indexName(),
        rangeOrNull == null ? partitionValue : partitionValue + "\u0000" + rangeOrNull.text(), options.order(), 1);
    if (rangeOrNull != null && options.startingPoint().isPresent()) {
      throw refusedStart(listing);
    }
    if (listing.sortPrefix() == null && options.startingPoint().isPresent()) {
      throw new InvalidRequestException("ListOptions.startingAt and startingAfter do not apply to "
          + listing.entity() + ": its items have sort keys of several record types, so no one id places"
          + " them. Leave the starting point out, and resume with ListOptions.after(cursor).");
    }
    StartingPoint start = options.cursor().isPresent() ? null : options.startingPoint().orElse(null);
    String startKey = start == null ? null : KeyRange.bound(listing, start, options.order());
    this.skipped = rangeOrNull != null ? rangeOrNull.skippedLow()
        : start == null || !KeyRange.dropsStart(listing, start) ? null : startKey;
    this.first = firstRequest(startKey);
  }

  /** The next page: the same listing after {@code cursor}. */
  PageQuery<R> after(String cursor) {
    return new PageQuery<>(table, listing, partitionValue, range, options.after(cursor), assembler, seal);
  }

  @Override
  public PageQuery<R> next(R page) {
    String cursor = assembler.nextCursor(page);
    return cursor == null ? null : after(cursor);
  }

  /** A new state machine for this page. */
  Pager<R> start() {
    return new Pager<>(first, this, options.pageSize(), assembler, skipped,
        range == null ? null : range.skippedHigh());
  }

  /** As {@link #start()}, typed as the plan the executors run (so that loading them loads no pager). */
  @Override
  public Plan<R> plan() {
    return start();
  }

  /** The attributes whose values in the last item of a page a cursor holds. */
  List<String> position() {
    return listing.position();
  }

  /** The cursor that resumes this listing after the item whose position values are {@code keyValues}. */
  String cursorAfter(List<String> keyValues) {
    return CursorCodec.encode(new Cursor(scope, keyValues), seal);
  }

  /**
   * Whether to read consistently: a listing of the base table or of a local secondary index may.
   *
   * @throws InvalidRequestException for a consistent read of a global secondary index
   */
  static boolean checkConsistency(ListingSpec listing, ListOptions options) {
    boolean strong = options.consistency() == ReadConsistency.STRONG;
    if (strong && listing.indexName() != null && !listing.local()) {
      throw new InvalidRequestException("ReadConsistency.STRONG is not possible when listing "
          + listing.entity() + " by index " + listing.indexName() + ": global secondary indexes only"
          + " support eventually consistent reads. Pass ReadConsistency.EVENTUAL for this listing.");
    }
    return strong;
  }

  /** Checks the options and builds the first Query, asking for one item beyond the page. */
  private QueryRequest firstRequest(String startKey) {
    boolean strong = checkConsistency(listing, options);
    QueryRequest.Builder request = (range != null ? KeyRange.query(table, listing, partitionValue, range)
        : KeyRange.query(table, listing, partitionValue, options.order(), startKey))
        .limit(Pager.limit(options.pageSize(), 0));
    // DynamoDB's defaults (ascending, eventually consistent) are left off the wire.
    if (options.order() == SortOrder.DESCENDING) {
      request.scanIndexForward(false);
    }
    if (strong) {
      request.consistentRead(true);
    }
    if (options.cursor().isPresent()) {
      request.exclusiveStartKey(startKey(listing, partitionValue, resumeAfter(options.cursor().get())));
    }
    return request.build();
  }

  /** A starting point given to a listing narrowed by a range. */
  static InvalidRequestException refusedStart(ListingSpec listing) {
    return new InvalidRequestException("ListOptions.startingAt and startingAfter do not apply to a listing of "
        + listing.entity() + " narrowed by a Range: the range says where it starts. Leave the starting point"
        + " out, and narrow the range instead (Range.from, Range.after).");
  }

  /** The key values the cursor resumes after, checked against this listing. */
  private List<String> resumeAfter(String cursor) {
    Cursor resumed = CursorCodec.decode(cursor, scope, seal, listing.positionLimits());
    String sortKey = resumed.sortKey();
    String prefix = listing.sortPrefix() == null ? "" : listing.sortPrefix();
    if (!sortKey.startsWith(prefix) || sortKey.length() == prefix.length()) {
      throw CursorCodec.invalid(Reason.MALFORMED, "its sort key is not '" + prefix + "' followed by an id");
    }
    return resumed.position();
  }

  /**
   * The key of the item to resume after: the listing's partition, and the last item's position values
   * as the cursor holds them (for an index, its sort key and the base table's key).
   */
  static Map<String, AttributeValue> startKey(ListingSpec listing, String partitionValue, List<String> position) {
    List<String> attributes = listing.position();
    Map<String, AttributeValue> key = new HashMap<>(8);
    key.put(listing.partitionAttribute(), AttributeValue.createS(partitionValue));
    for (int i = 0; i < attributes.size(); i++) {
      key.put(attributes.get(i), AttributeValue.createS(position.get(i)));
    }
    return key;
  }
}
