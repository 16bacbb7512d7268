package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.AsyncCalls;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.CollectionSpec;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.async.SdkPublisher;

/**
 * {@link ItemCollection} over a {@code DynamoDbAsyncClient}: the same reads, the same checks. Its
 * methods return at once and never throw: a refusal, a bad id included, fails the returned future (or
 * is signalled to the publisher's subscriber) with nothing sent. Immutable and thread-safe.
 *
 * @param <P> the generated page type
 */
public final class AsyncItemCollection<P extends CollectionPage> {
  private final TableContext context;
  private final CollectionSpec spec;
  private final Supplier<String> partition;
  private final Function<Wiring, P> pages;
  private final String owner;
  private final String method;

  AsyncItemCollection(TableContext context, CollectionSpec spec, Supplier<String> partition,
      Function<Wiring, P> pages, String owner, String method) {
    this.context = context;
    this.spec = spec;
    this.partition = partition;
    this.pages = pages;
    this.owner = owner;
    this.method = method;
  }

  /** As {@link #page(ListOptions)} with {@link ListOptions#defaults()}. */
  public CompletableFuture<P> page() {
    return page(ListOptions.defaults());
  }

  /** One page, as {@link ItemCollection#page(ListOptions)} says; the future fails with what that method throws. */
  public CompletableFuture<P> page(ListOptions options) {
    return AsyncCalls.future(() -> {
      check(options, ".page");
      return context.async()
          .run(spec.pages(context.tableName(), partition.get(), options, context.cursorSeal()).plan())
          .thenApply(pages);
    });
  }

  /** As {@link #pages(ListOptions)} with {@link ListOptions#defaults()}. */
  public SdkPublisher<P> pages() {
    return pages(ListOptions.defaults());
  }

  /** Every page of the collection, each read by one Query when the subscriber requests it. */
  public SdkPublisher<P> pages(ListOptions options) {
    return AsyncCalls.publisher(() -> {
      check(options, ".pages");
      return context.async().pages(spec.pages(context.tableName(), partition.get(), options, context.cursorSeal()))
          .map(pages::apply);
    });
  }

  private void check(ListOptions options, String call) {
    if (options == null) {
      Arguments.requireOptions(options, owner + "." + method + call, "options");
    }
  }

  /** The repository method it reads, for logs: {@code UserAsyncRepository.collection}. */
  @Override
  public String toString() {
    return owner + "." + method;
  }
}
