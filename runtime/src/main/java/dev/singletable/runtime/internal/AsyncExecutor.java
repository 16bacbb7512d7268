package dev.singletable.runtime.internal;

import dev.singletable.runtime.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.async.SdkPublisher;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Sends operations through a {@link DynamoDbAsyncClient}. Nothing here waits: every step runs when the
 * previous future completes, on whichever thread completes it. Thread-safe.
 */
public final class AsyncExecutor {
  private final DynamoDbAsyncClient client;

  /** The client, for requests that are not single operations (batches). */
  DynamoDbAsyncClient client() {
    return client;
  }

  AsyncExecutor(DynamoDbAsyncClient client) {
    this.client = client;
  }

  /** Sends the request; the future holds the result, or fails with the SDK's exception. */
  public <Q, S, R> CompletableFuture<R> execute(Operation<Q, S, R> operation) {
    return operation.call().sendAsync(client, operation.request()).handle((response, failure) -> {
      if (failure == null) {
        return operation.read(response);
      }
      Throwable cause = AsyncCalls.cause(failure);
      if (operation.isAnswer(cause)) {
        return operation.answer(cause);
      }
      throw AsyncCalls.completion(failure);
    });
  }

  /** Runs the page's {@link Pager} as a chain of Queries, each sent when the previous one answered. */
  public <R> CompletableFuture<R> page(PageQuery<R> query) {
    return run(query.start());
  }

  /** Runs a sharded page's {@link ShardMerge}: each round's Queries together, a bounded number at once. */
  public <T> CompletableFuture<Page<T>> page(ShardedPageQuery<T> query) {
    return ShardedPages.run(client, query.start());
  }

  /** As {@link #stream(PageQuery)}, for a sharded listing. */
  public <T> SdkPublisher<T> stream(ShardedPageQuery<T> first) {
    SdkPublisher<Page<T>> pages = subscriber -> subscriber.onSubscribe(
        new PageSubscription<ShardedPageQuery<T>, Page<T>>(subscriber, first, this::page));
    return pages.flatMapIterable(Page::items);
  }

  /** The number of items of the listing: a chain of {@code Select COUNT} Queries until it is done. */
  public CompletableFuture<Long> count(CountQuery query) {
    return run(query.start());
  }

  /**
   * The sum of the counts, all started at once: the count of a sharded listing. It fails if any count
   * fails.
   */
  public CompletableFuture<Long> count(List<CountQuery> shards) {
    CompletableFuture<Long> sum = CompletableFuture.completedFuture(0L);
    for (CountQuery shard : shards) {
      sum = sum.thenCombine(count(shard), Long::sum);
    }
    return sum;
  }

  private <R> CompletableFuture<R> run(QueryLoop<R> loop) {
    return fetch(loop, loop.first());
  }

  private <R> CompletableFuture<R> fetch(QueryLoop<R> loop, QueryRequest request) {
    return client.query(request).thenCompose(response -> loop.next(response)
        .map(next -> fetch(loop, next))
        .orElseGet(() -> CompletableFuture.completedFuture(loop.result())));
  }

  /**
   * The items of page after page. Nothing is sent before a subscriber requests an item, and a page
   * is fetched only when the items of the previous one were requested.
   */
  public <T> SdkPublisher<T> stream(PageQuery<Page<T>> first) {
    return pages(first).flatMapIterable(Page::items);
  }

  /** Page after page, each fetched when the subscriber requests it, one fetch at a time. */
  public <R> SdkPublisher<R> pages(PageQuery<R> first) {
    return subscriber -> subscriber.onSubscribe(
        new PageSubscription<PageQuery<R>, R>(subscriber, first, this::page));
  }

  /** See {@link AsyncTables#createIfMissing}. */
  public CompletableFuture<Void> createIfMissing(CreateTableRequest request) {
    return AsyncTables.createIfMissing(client, request);
  }
}
