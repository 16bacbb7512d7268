package dev.singletable.runtime.internal;

import dev.singletable.runtime.Page;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Sends operations through a {@link DynamoDbClient}, on the caller's thread; the shards of a sharded
 * read also on the user's shard read executor, if one was given. Thread-safe.
 */
public final class SyncExecutor {
  private final DynamoDbClient client;
  /** Null: the shards one after another, on the caller's thread. */
  private final Executor shardReads;

  SyncExecutor(DynamoDbClient client) {
    this(client, null);
  }

  SyncExecutor(DynamoDbClient client, Executor shardReads) {
    this.client = client;
    this.shardReads = shardReads;
  }

  /** The client, for requests that are not single operations (batches). */
  DynamoDbClient client() {
    return client;
  }

  /** Sends the request and reads its response; SDK errors reach the caller untouched. */
  public <Q, S, R> R execute(Operation<Q, S, R> operation) {
    S response;
    try {
      response = operation.call().send(client, operation.request());
    } catch (RuntimeException e) {
      if (operation.isAnswer(e)) {
        return operation.answer(e);
      }
      throw e;
    }
    return operation.read(response);
  }

  /** Runs the page's {@link Pager} to its end: Query after Query until the page is complete. */
  public <R> R page(PageQuery<R> query) {
    return run(query.start());
  }

  /**
   * Runs a sharded page's {@link ShardMerge}: one shard after the other on the caller's thread, or
   * each round's Queries at once on the shard read executor.
   */
  public <T> Page<T> page(ShardedPageQuery<T> query) {
    return shardReads == null ? ShardedPages.run(client, query.start())
        : ShardedPages.run(client, query.start(), shardReads);
  }

  /** The items of page after page of a sharded listing, each page fetched when the stream reaches it. */
  public <T> Stream<T> stream(ShardedPageQuery<T> first) {
    return StreamSupport.stream(new PageSpliterator<ShardedPageQuery<T>, Page<T>>(first, this::page), false)
        .flatMap(page -> page.items().stream());
  }

  /** The number of items of the listing: {@code Select COUNT} Queries until the listing is done. */
  public long count(CountQuery query) {
    return run(query.start());
  }

  /**
   * The sum of the counts, made one after the other, or at once on the shard read executor: the
   * count of a sharded listing.
   */
  public long count(List<CountQuery> shards) {
    if (shardReads != null) {
      return ShardRound.run(shardReads, ShardedPages.MAX_IN_FLIGHT, shards.size(), i -> count(shards.get(i)))
          .stream().mapToLong(Long::longValue).sum();
    }
    long sum = 0;
    for (CountQuery shard : shards) {
      sum += count(shard);
    }
    return sum;
  }

  private <R> R run(QueryLoop<R> loop) {
    Optional<QueryRequest> request = Optional.of(loop.first());
    while (request.isPresent()) {
      request = loop.next(client.query(request.get()));
    }
    return loop.result();
  }

  /** The items of page after page, each page fetched when the stream reaches it. */
  public <T> Stream<T> stream(PageQuery<Page<T>> first) {
    return pages(first).flatMap(page -> page.items().stream());
  }

  /** Page after page, each fetched when the stream reaches it. */
  public <R> Stream<R> pages(PageQuery<R> first) {
    return StreamSupport.stream(new PageSpliterator<PageQuery<R>, R>(first, this::page), false);
  }

  /** See {@link Tables#createIfMissing}. */
  public void createIfMissing(CreateTableRequest request) {
    Tables.createIfMissing(client, request);
  }
}
