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
import dev.singletable.runtime.internal.plan.Resumable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One page of a {@linkplain ShardedListingSpec sharded listing}, as a value: its options are checked and
 * its cursor decoded when it is made, so that a refused listing sends nothing; {@link #plan()} gives
 * the {@link ShardMerge} an executor runs, with what the merge needs as values (each shard's first
 * Query, the sort keys to drop, the page's size, order, mapper and cursors). The cursor is bound to
 * the listing and to its shard count, so one made under another count is refused. Every shard resumes
 * by key condition ({@link KeyRange} from the sort key of the last item listed, dropping that item), so
 * a cursor holds one sort key and stays valid whatever was added or deleted since, in any shard.
 */
final class ShardedPageQuery<T> implements Resumable<Page<T>> {
  private final String table;
  private final ShardedListingSpec sharded;
  private final String partitionValue;
  private final ListOptions options;
  private final ItemMapper<T> mapper;
  private final CursorSeal seal;
  private final Cursors cursors;
  /** The sort key every shard resumes after (the cursor's), or null on a first page. */
  private final String resumeAfter;
  /** The range of the sort component, or null for the whole listing. */
  private final SortRange range;
  /** Where a starting point begins the listing, or null; {@link #skipped} when its item is dropped. */
  private final String startKey;
  private final String skipped;

  /**
   * The page the options say of the listing in {@code partitionValue} (the key without a shard
   * suffix), narrowed to {@code rangeOrNull} ({@link SortRange}, made of the spec's listing): every
   * shard's Query keeps to the range, a cursor is bound to it, and a starting point is refused (the
   * range says where the listing starts).
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read (an index), or a
   *     starting point that is no id of the listing's type, that no key can hold or that comes with a range
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing or shard count
   */
  ShardedPageQuery(String table, ShardedListingSpec sharded, String partitionValue, SortRange rangeOrNull,
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
    this.cursors = new Cursors(new Cursor.Scope(listing.entity(), listing.indexName(),
        rangeOrNull == null ? partitionValue : partitionValue + "\u0000" + rangeOrNull.text(), options.order(),
        sharded.shards()), seal);
    StartingPoint start = options.cursor().isPresent() ? null : options.startingPoint().orElse(null);
    this.startKey = start == null ? null : KeyRange.bound(listing, start, options.order());
    this.skipped = rangeOrNull != null ? null
        : start == null || !KeyRange.dropsStart(listing, start) ? null : startKey;
    this.resumeAfter = options.cursor().isPresent() ? resumeAfter(options.cursor().get()) : null;
  }

  @Override
  public ShardedPageQuery<T> next(Page<T> page) {
    return page.nextCursor().map(this::after).orElse(null);
  }

  /** The next page: the same listing after {@code cursor}. */
  private ShardedPageQuery<T> after(String cursor) {
    return new ShardedPageQuery<>(table, sharded, partitionValue, range, options.after(cursor), mapper, seal);
  }

  /** The plan of this page, a new merge of every shard's Queries. */
  @Override
  public Plan<Page<T>> plan() {
    String skip = resumeAfter != null ? resumeAfter : skipped;
    int limit = ShardMerge.firstLimit(options.pageSize(), sharded.shards(), skip != null);
    List<QueryRequest> first = new ArrayList<>(sharded.shards());
    for (int shard = 0; shard < sharded.shards(); shard++) {
      first.add(firstRequest(shard, limit));
    }
    return new ShardMerge<>(first, sharded.listing().sortAttribute(), options.order(), dropped(skip),
        options.pageSize(), new MappedPage<>(mapper), cursors);
  }

  /**
   * The sort keys whose items the merge leaves out, in any shard: the one every shard resumes after
   * or an exclusive starting point's ({@code skipOrNull}), and the range's exclusive bounds.
   */
  private List<String> dropped(String skipOrNull) {
    return Stream.of(skipOrNull, range == null ? null : range.skippedLow(), range == null ? null : range.skippedHigh())
        .filter(Objects::nonNull).toList();
  }

  /**
   * The first Query of {@code shard} on this page: after {@link #resumeAfter}, or from the starting
   * point (or the beginning) when it is null; within the range, if there is one.
   */
  private QueryRequest firstRequest(int shard, int limit) {
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

  /** The sort key a cursor resumes after, checked against this listing. */
  private String resumeAfter(String cursor) {
    String sortKey = cursors.read(cursor, Layout.MAX_SORT_KEY_BYTES).sortKey();
    String prefix = sharded.listing().sortPrefix();
    if (!sortKey.startsWith(prefix) || sortKey.length() == prefix.length()) {
      throw CursorCodec.invalid(Reason.MALFORMED, "its sort key is not '" + prefix + "' followed by an id");
    }
    return sortKey;
  }
}
