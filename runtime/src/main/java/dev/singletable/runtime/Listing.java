package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.CountQuery;
import dev.singletable.runtime.internal.query.Listable;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.query.PageQuery;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.query.ShardedPageQuery;
import dev.singletable.runtime.internal.query.SortRange;
import dev.singletable.runtime.internal.request.Operations;
import java.util.List;
import java.util.stream.Stream;

/**
 * The records of one listing of one partition, as a generated repository's listing method gives it
 * ({@code follows.followers("bob")}): read them a page at a time ({@link #page}), all of them lazily
 * ({@link #stream}), or count them ({@link #count}). Making one sends nothing; each call of its methods
 * is a Query (or, over a sharded index, one Query per shard, merged in order), never a Scan. The id was
 * checked when the listing was made; the options are checked by each call, before any request.
 * Immutable and thread-safe: keep one and read it again for fresh results.
 *
 * @param <E> the record listed
 */
public final class Listing<E> {
  private final TableContext context;
  private final Listable spec;
  private final String partition;
  private final ItemMapper<E> mapper;
  private final String owner;
  private final String method;
  /** The sort key prefix of this call (the constant and the leading components' values), or null for the spec's. */
  private final String sortPrefix;
  /** The range of the sort component after the prefix ({@link Range#all()} for the whole listing; null is a caller's mistake). */
  private final Range<?> range;

  Listing(TableContext context, Listable spec, String partition, ItemMapper<E> mapper, String owner,
      String method) {
    this(context, spec, partition, mapper, owner, method, null, Range.all());
  }

  Listing(TableContext context, Listable spec, String partition, ItemMapper<E> mapper, String owner,
      String method, String sortPrefix, Range<?> range) {
    this.context = context;
    this.spec = spec;
    this.partition = partition;
    this.mapper = mapper;
    this.owner = owner;
    this.method = method;
    this.sortPrefix = sortPrefix;
    this.range = range;
  }

  /** As {@link #page(ListOptions)} with {@link ListOptions#defaults()}: the first page, in ascending order. */
  public Page<E> page() {
    return page(ListOptions.defaults());
  }

  /**
   * One page, as {@code options} say (size, order, starting point or cursor, consistency). Pass the
   * page's {@link Page#nextCursor()} to {@link ListOptions#after(String)} for the next one.
   *
   * @throws InvalidRequestException if {@code options} is null or asks what this listing cannot do (a
   *     consistent read of an index, a starting point that is no id of the listing's type)
   * @throws InvalidCursorException if the cursor is of another listing or was tampered with
   */
  public Page<E> page(ListOptions options) {
    check(options, ".page");
    return spec instanceof ShardedListingSpec sharded
        ? context.sync().page(shardedQuery(sharded, options))
        : context.sync().page(query(options));
  }

  /** As {@link #stream(ListOptions)} with {@link ListOptions#defaults()}. */
  public Stream<E> stream() {
    return stream(ListOptions.defaults());
  }

  /**
   * Every record from the options' starting point on, fetched page by page as the stream is consumed;
   * the page size is the size of each Query. Close the stream, or consume it, to stop reading.
   *
   * @throws InvalidRequestException as {@link #page(ListOptions)} does
   * @throws InvalidCursorException as {@link #page(ListOptions)} does
   */
  public Stream<E> stream(ListOptions options) {
    check(options, ".stream");
    return spec instanceof ShardedListingSpec sharded
        ? context.sync().stream(shardedQuery(sharded, options))
        : context.sync().stream(query(options));
  }

  /** As {@link #count(ListOptions)} with {@link ListOptions#defaults()}: every record of the listing. */
  public long count() {
    return count(ListOptions.defaults());
  }

  /**
   * How many records there are from the options' starting point on (the order says on which side):
   * {@code Select COUNT} Queries, page after page, billed like reading the items (DynamoDB bills the
   * items it examines), exact only at one moment. The page size is ignored.
   *
   * @throws InvalidRequestException if {@code options} is null or holds a cursor, or as {@link
   *     #page(ListOptions)} says
   */
  public long count(ListOptions options) {
    check(options, ".count");
    return spec instanceof ShardedListingSpec sharded
        ? context.sync().count(shardedCount(sharded, options))
        : context.sync().count(countQuery(options));
  }

  /** One page of the unsharded listing, with this call's sort prefix and range (made now, so a bad id fails here). */
  private PageQuery<Page<E>> query(ListOptions options) {
    ListingSpec listing = listing();
    return Operations.list(context, listing, partition, range(listing), options, mapper);
  }

  /** The count of the unsharded listing, with this call's sort prefix and range. */
  private CountQuery countQuery(ListOptions options) {
    ListingSpec listing = listing();
    return Operations.count(context.tableName(), listing, partition, range(listing), options);
  }

  /** One page of the sharded listing, with this call's sort prefix and range. */
  private ShardedPageQuery<E> shardedQuery(ShardedListingSpec spec, ListOptions options) {
    ShardedListingSpec sharded = sortPrefix == null ? spec : spec.withSortPrefix(sortPrefix);
    return Operations.list(context, sharded, partition, range(sharded.listing()), options, mapper);
  }

  /** The counts of the sharded listing's shards, with this call's sort prefix and range. */
  private List<CountQuery> shardedCount(ShardedListingSpec spec, ListOptions options) {
    ShardedListingSpec sharded = sortPrefix == null ? spec : spec.withSortPrefix(sortPrefix);
    return Operations.count(context.tableName(), sharded, partition, range(sharded.listing()), options);
  }

  /** The spec, with this call's sort prefix if it has one. */
  private ListingSpec listing() {
    return sortPrefix == null ? (ListingSpec) spec : ((ListingSpec) spec).withSortPrefix(sortPrefix);
  }

  private SortRange range(ListingSpec listing) {
    return range == Range.all() ? null : SortRange.of(listing, range, owner + "." + method);
  }

  private void check(ListOptions options, String call) {
    if (options == null) {
      Arguments.requireOptions(options, owner + "." + method + call, "options");
    }
  }

  /** The repository method and partition it lists, for logs: {@code FollowRepository.followers(TARGET#bob)}. */
  @Override
  public String toString() {
    return owner + "." + method + "(" + partition + (sortPrefix == null ? "" : ", " + sortPrefix)
        + (range == Range.all() ? "" : ", " + range) + ")";
  }
}
