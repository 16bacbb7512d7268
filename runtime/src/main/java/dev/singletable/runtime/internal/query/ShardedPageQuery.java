package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.InvalidCursorException.Reason;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions.StartingPoint;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.cursor.Cursor;
import dev.singletable.runtime.internal.cursor.CursorCodec;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One page of a {@linkplain ShardedListingSpec sharded listing}, as a value: its options are checked and
 * its cursor decoded when it is made, so that a refused listing sends nothing; {@link #plan()} gives
 * the {@link ShardMerge} an executor runs. The cursor is bound to the listing and to its shard count,
 * so one made under another count is refused. Every shard resumes by key condition ({@link KeyRange}
 * from the sort key of the last item listed, dropping that item), so a cursor holds one sort key
 * and stays valid whatever was added or deleted since, in any shard.
 */
public final class ShardedPageQuery<T> implements Resumable<ShardedPageQuery<T>, Page<T>> {
  private final String table;
  private final ShardedListingSpec sharded;
  private final String partitionValue;
  private final ListOptions options;
  private final ItemMapper<T> mapper;
  private final CursorSeal seal;
  private final Cursor.Scope scope;
  /** The sort key every shard resumes after (the cursor's), or null on a first page. */
  private final String resumeAfter;
  /** The range of the sort component, or null for the whole listing. */
  private final SortRange range;
  /** Where a starting point begins the listing, or null; {@link #skipped} when its item is dropped. */
  private final String startKey;
  private final String skipped;

  /**
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read (an index), or a
   *     starting point that is no id of the listing's type or that no key can hold
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing or shard count
   */
  public ShardedPageQuery(String table, ShardedListingSpec sharded, String partitionValue, ListOptions options,
      ItemMapper<T> mapper, CursorSeal seal) {
    this(table, sharded, partitionValue, null, options, mapper, seal);
  }

  /**
   * As the other constructor, the listing narrowed to {@code rangeOrNull} ({@link SortRange}, made
   * of the spec's listing): every shard's Query keeps to the range, a cursor is bound to it, and a
   * starting point is refused (the range says where the listing starts).
   */
  public ShardedPageQuery(String table, ShardedListingSpec sharded, String partitionValue, SortRange rangeOrNull,
      ListOptions options, ItemMapper<T> mapper, CursorSeal seal) {
    ListingSpec listing = sharded.listing();
    PageQuery.checkConsistency(listing, options);
    if (rangeOrNull != null && options.startingPoint().isPresent()) {
      throw PageQuery.refusedStart(listing);
    }
    this.table = table;
    this.sharded = sharded;
    this.partitionValue = partitionValue;
    this.range = rangeOrNull;
    this.options = options;
    this.mapper = mapper;
    this.seal = seal;
    this.scope = new Cursor.Scope(listing.entity(), listing.indexName(),
        rangeOrNull == null ? partitionValue : partitionValue + "\u0000" + rangeOrNull.text(), options.order(),
        sharded.shards());
    StartingPoint start = options.cursor().isPresent() ? null : options.startingPoint().orElse(null);
    this.startKey = start == null ? null : KeyRange.bound(listing, start, options.order());
    this.skipped = rangeOrNull != null ? null
        : start == null || !KeyRange.dropsStart(listing, start) ? null : startKey;
    this.resumeAfter = options.cursor().isPresent() ? resumeAfter(options.cursor().get()) : null;
  }

  /** The next page: the same listing after {@code cursor}. */
  ShardedPageQuery<T> after(String cursor) {
    return new ShardedPageQuery<>(table, sharded, partitionValue, range, options.after(cursor), mapper, seal);
  }

  @Override
  public ShardedPageQuery<T> next(Page<T> page) {
    return page.nextCursor().map(this::after).orElse(null);
  }

  /** The plan of this page, a new merge. */
  public Plan<Page<T>> plan() {
    return new ShardMerge<>(this, sharded.shards(), resumeAfter);
  }

  int pageSize() {
    return options.pageSize();
  }

  SortOrder order() {
    return options.order();
  }

  ItemMapper<T> mapper() {
    return mapper;
  }

  String sortAttribute() {
    return sharded.listing().sortAttribute();
  }

  /** The exclusive starting point's sort key, which a shard starting afresh drops; else null. */
  String skipped() {
    return skipped;
  }

  /** Whether an item with {@code sortKey} is left out: an exclusive bound's of the range. */
  boolean outOfRange(String sortKey) {
    return range != null && range.skips(sortKey);
  }

  /**
   * The first Query of {@code shard} on this page: after {@code resumeAfter}, or from the starting
   * point (or the beginning) when it is null; within the range, if there is one.
   */
  QueryRequest firstRequest(int shard, String resumeAfter, int limit) {
    String partition = Shards.partition(partitionValue, shard);
    QueryRequest.Builder request;
    if (range == null) {
      String from = resumeAfter != null ? resumeAfter : startKey;
      request = KeyRange.query(table, sharded.listing(), partition, options.order(), from);
    } else {
      request = KeyRange.query(table, sharded.listing(), partition, resumeAfter == null ? range
          : range.resumedAt(resumeAfter, options.order()));
    }
    request.limit(limit);
    if (options.order() == SortOrder.DESCENDING) {
      request.scanIndexForward(false);
    }
    return request.build();
  }

  /** The cursor that resumes every shard after the item whose sort key is {@code sortKey}. */
  String cursorAfter(String sortKey) {
    return CursorCodec.encode(new Cursor(scope, List.of(sortKey)), seal);
  }

  /** The sort key a cursor resumes after, checked against this listing. */
  private String resumeAfter(String cursor) {
    String sortKey = CursorCodec.decode(cursor, scope, seal, Layout.MAX_SORT_KEY_BYTES).sortKey();
    String prefix = sharded.listing().sortPrefix();
    if (!sortKey.startsWith(prefix) || sortKey.length() == prefix.length()) {
      throw CursorCodec.invalid(Reason.MALFORMED, "its sort key is not '" + prefix + "' followed by an id");
    }
    return sortKey;
  }
}
