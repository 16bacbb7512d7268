package dev.singletable.runtime;

import dev.singletable.runtime.internal.exec.AsyncCalls;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.Listable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.core.async.SdkPublisher;

/**
 * {@link Listing} over a {@code DynamoDbAsyncClient}, as a generated asynchronous repository's listing
 * method gives it ({@code follows.followers("bob")}): the same reads, the same checks, since each call
 * reads what the {@code Listing} of the partition its suppliers make reads. Its methods return at once
 * and never throw: a refusal, a bad id included, fails the returned future (or is signalled to the
 * publisher's subscriber) with nothing sent. Over a sharded index a page queries a bounded number of
 * shards at once. Immutable and thread-safe.
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
    return AsyncCalls.future(() -> context.async().run(listing().pages(options, ".page").plan()));
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
    return AsyncCalls.publisher(() -> context.async().stream(listing().pages(options, ".stream")));
  }

  /** As {@link #count(ListOptions)} with {@link ListOptions#defaults()}. */
  public CompletableFuture<Long> count() {
    return count(ListOptions.defaults());
  }

  /** How many records there are, as {@link Listing#count(ListOptions)} says; shards are counted at once. */
  public CompletableFuture<Long> count(ListOptions options) {
    return AsyncCalls.future(() -> context.async().run(listing().counting(options, ".count")));
  }

  /** The listing of this call: its sort prefix and partition made now, so that a bad id fails here. */
  private Listing<E> listing() {
    String prefix = sortPrefix == null ? null : sortPrefix.get();
    return new Listing<>(context, spec, partition.get(), mapper, owner, method, prefix, range);
  }

  /** The repository method it lists, for logs: {@code FollowAsyncRepository.followers}. */
  @Override
  public String toString() {
    return owner + "." + method;
  }
}
