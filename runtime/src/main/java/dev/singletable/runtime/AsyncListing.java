package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.AsyncCalls;
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
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.core.async.SdkPublisher;

/**
 * {@link Listing} over a {@code DynamoDbAsyncClient}, as a generated asynchronous repository's listing
 * method gives it ({@code follows.followers("bob")}): the same reads, the same checks. Its methods
 * return at once and never throw: a refusal, a bad id included, fails the returned future (or is
 * signalled to the publisher's subscriber) with nothing sent. Over a sharded index a page queries a
 * bounded number of shards at once. Immutable and thread-safe.
 *
 * @param <E> the record listed
 */
public final class AsyncListing<E> {
  private final TableContext context;
  private final Listable spec;
  private final Supplier<String> partition;
  private final ItemMapper<E> mapper;
  private final String owner;
  private final String method;
  /** The sort key prefix of this call (the constant and the leading components' values), or null for the spec's. */
  private final Supplier<String> sortPrefix;
  /** The range of the sort component after the prefix ({@link Range#all()} for the whole listing; null is a caller's mistake). */
  private final Range<?> range;

  AsyncListing(TableContext context, Listable spec, Supplier<String> partition, ItemMapper<E> mapper,
      String owner, String method) {
    this(context, spec, partition, mapper, owner, method, null, Range.all());
  }

  AsyncListing(TableContext context, Listable spec, Supplier<String> partition, ItemMapper<E> mapper,
      String owner, String method, Supplier<String> sortPrefix, Range<?> range) {
    this.context = context;
    this.spec = spec;
    this.partition = partition;
    this.mapper = mapper;
    this.owner = owner;
    this.method = method;
    this.sortPrefix = sortPrefix;
    this.range = range;
  }

  /** As {@link #page(ListOptions)} with {@link ListOptions#defaults()}. */
  public CompletableFuture<Page<E>> page() {
    return page(ListOptions.defaults());
  }

  /** One page, as {@link Listing#page(ListOptions)} says; the future fails with what that method throws. */
  public CompletableFuture<Page<E>> page(ListOptions options) {
    return AsyncCalls.future(() -> {
      check(options, ".page");
      return spec instanceof ShardedListingSpec sharded
          ? context.async().page(shardedQuery(sharded, options))
          : context.async().page(query(options));
    });
  }

  /** As {@link #stream(ListOptions)} with {@link ListOptions#defaults()}. */
  public SdkPublisher<E> stream() {
    return stream(ListOptions.defaults());
  }

  /**
   * Every record from the options' starting point on, fetched page by page as the subscriber requests
   * them; a refusal is signalled to each subscriber.
   */
  public SdkPublisher<E> stream(ListOptions options) {
    return AsyncCalls.publisher(() -> {
      check(options, ".stream");
      return spec instanceof ShardedListingSpec sharded
          ? context.async().stream(shardedQuery(sharded, options))
          : context.async().stream(query(options));
    });
  }

  /** As {@link #count(ListOptions)} with {@link ListOptions#defaults()}. */
  public CompletableFuture<Long> count() {
    return count(ListOptions.defaults());
  }

  /** How many records there are, as {@link Listing#count(ListOptions)} says; shards are counted at once. */
  public CompletableFuture<Long> count(ListOptions options) {
    return AsyncCalls.future(() -> {
      check(options, ".count");
      return spec instanceof ShardedListingSpec sharded
          ? context.async().count(shardedCount(sharded, options))
          : context.async().count(countQuery(options));
    });
  }

  /** One page of the unsharded listing, with this call's sort prefix and range (made now, so a bad id fails here). */
  private PageQuery<Page<E>> query(ListOptions options) {
    ListingSpec listing = listing();
    return Operations.list(context, listing, partition.get(), range(listing), options, mapper);
  }

  /** The count of the unsharded listing, with this call's sort prefix and range. */
  private CountQuery countQuery(ListOptions options) {
    ListingSpec listing = listing();
    return Operations.count(context.tableName(), listing, partition.get(), range(listing), options);
  }

  /** One page of the sharded listing, with this call's sort prefix and range. */
  private ShardedPageQuery<E> shardedQuery(ShardedListingSpec spec, ListOptions options) {
    ShardedListingSpec sharded = sortPrefix == null ? spec : spec.withSortPrefix(sortPrefix.get());
    return Operations.list(context, sharded, partition.get(), range(sharded.listing()), options, mapper);
  }

  /** The counts of the sharded listing's shards, with this call's sort prefix and range. */
  private List<CountQuery> shardedCount(ShardedListingSpec spec, ListOptions options) {
    ShardedListingSpec sharded = sortPrefix == null ? spec : spec.withSortPrefix(sortPrefix.get());
    return Operations.count(context.tableName(), sharded, partition.get(), range(sharded.listing()), options);
  }

  /** The spec, with this call's sort prefix if it has one. */
  private ListingSpec listing() {
    return sortPrefix == null ? (ListingSpec) spec : ((ListingSpec) spec).withSortPrefix(sortPrefix.get());
  }

  private SortRange range(ListingSpec listing) {
    return range == Range.all() ? null : SortRange.of(listing, range, owner + "." + method);
  }

  private void check(ListOptions options, String call) {
    if (options == null) {
      Arguments.requireOptions(options, owner + "." + method + call, "options");
    }
  }

  /** The repository method it lists, for logs: {@code FollowAsyncRepository.followers}. */
  @Override
  public String toString() {
    return owner + "." + method;
  }
}
