package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;
import dev.singletable.runtime.internal.query.Listable;
import dev.singletable.runtime.internal.query.SortRange;
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
    return context.sync().run(pages(options, ".page").plan());
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
    return context.sync().stream(pages(options, ".stream"));
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
    return context.sync().run(counting(options, ".count"));
  }

  // What a call reads, made by the spec; AsyncListing reads through these too.

  /**
   * The pages from the one {@code options} say on, of the spec with this listing's sort prefix in its
   * partition and range: made now, so that a refusal is thrown here, before any request.
   *
   * @param call the handle's method, for messages ({@code ".page"})
   */
  Resumable<Page<E>> pages(ListOptions options, String call) {
    Listable listing = listing(options, call);
    return listing.pages(context.tableName(), partition, range(listing), options, mapper, context.cursorSeal());
  }

  /** The count from the options' starting point on, as {@link #pages} says. */
  Plan<Long> counting(ListOptions options, String call) {
    Listable listing = listing(options, call);
    return listing.count(context.tableName(), partition, range(listing), options);
  }

  /** The spec with this listing's sort prefix, once {@code options} is known not to be null. */
  private Listable listing(ListOptions options, String call) {
    if (options == null) {
      Arguments.requireOptions(options, owner + "." + method + call, "options");
    }
    return sortPrefix == null ? spec : spec.withSortPrefix(sortPrefix);
  }

  /** This listing's range as sort keys of {@code listing}, or null for the whole listing. */
  private SortRange range(Listable listing) {
    return range == Range.all() ? null : SortRange.of(listing.listing(), range, owner + "." + method);
  }

  /** The repository method and partition it lists, for logs: {@code FollowRepository.followers(TARGET#bob)}. */
  @Override
  public String toString() {
    return owner + "." + method + "(" + partition + (sortPrefix == null ? "" : ", " + sortPrefix)
        + (range == Range.all() ? "" : ", " + range) + ")";
  }
}
