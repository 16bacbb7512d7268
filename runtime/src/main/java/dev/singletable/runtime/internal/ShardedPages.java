package dev.singletable.runtime.internal;

import dev.singletable.runtime.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Drives a {@link ShardMerge}. Synchronously the shards are queried one after the other on the
 * caller's thread (a {@code DynamoDbClient} call blocks, and the library starts no threads of its
 * own), or, given the user's executor ({@code TableSettings.shardReadExecutor}), each round's Queries
 * concurrently on it and on the caller's thread ({@link ShardRound}). Asynchronously every round's
 * Queries are sent together. Either way at most {@link #MAX_IN_FLIGHT} at a time.
 */
final class ShardedPages {
  /** The most Queries one page of a sharded listing has in flight at once. */
  static final int MAX_IN_FLIGHT = 16;

  private ShardedPages() {}

  static <T> Page<T> run(DynamoDbClient client, ShardMerge<T> merge) {
    do {
      for (ShardMerge.ShardRequest request : merge.requests()) {
        merge.accept(request.shard(), client.query(request.request()));
      }
    } while (!merge.advance());
    return merge.result();
  }

  /** As {@link #run(DynamoDbClient, ShardMerge)}, each round's Queries at once on {@code executor}. */
  static <T> Page<T> run(DynamoDbClient client, ShardMerge<T> merge, Executor executor) {
    do {
      List<ShardMerge.ShardRequest> requests = merge.requests();
      List<QueryResponse> responses = ShardRound.run(executor, MAX_IN_FLIGHT, requests.size(),
          i -> client.query(requests.get(i).request()));
      for (int i = 0; i < responses.size(); i++) {
        merge.accept(requests.get(i).shard(), responses.get(i));
      }
    } while (!merge.advance());
    return merge.result();
  }

  static <T> CompletableFuture<Page<T>> run(DynamoDbAsyncClient client, ShardMerge<T> merge) {
    List<ShardMerge.ShardRequest> requests = merge.requests();
    return sendAll(client, requests).thenCompose(responses -> {
      for (int i = 0; i < responses.length; i++) {
        merge.accept(requests.get(i).shard(), responses[i]);
      }
      return merge.advance() ? CompletableFuture.completedFuture(merge.result()) : run(client, merge);
    });
  }

  /** Sends every request, at most {@link #MAX_IN_FLIGHT} at a time; the responses in request order. */
  private static CompletableFuture<QueryResponse[]> sendAll(DynamoDbAsyncClient client,
      List<ShardMerge.ShardRequest> requests) {
    QueryResponse[] responses = new QueryResponse[requests.size()];
    AtomicInteger next = new AtomicInteger();
    CompletableFuture<?>[] lanes = new CompletableFuture<?>[Math.min(MAX_IN_FLIGHT, requests.size())];
    for (int lane = 0; lane < lanes.length; lane++) {
      lanes[lane] = lane(client, requests, responses, next);
    }
    return CompletableFuture.allOf(lanes).thenApply(done -> responses);
  }

  /** Sends the next unsent request, and the next after it answers, until none is left. */
  private static CompletableFuture<Void> lane(DynamoDbAsyncClient client, List<ShardMerge.ShardRequest> requests,
      QueryResponse[] responses, AtomicInteger next) {
    int i = next.getAndIncrement();
    if (i >= requests.size()) {
      return CompletableFuture.completedFuture(null);
    }
    return client.query(requests.get(i).request()).thenCompose(response -> {
      responses[i] = response;
      return lane(client, requests, responses, next);
    });
  }
}
