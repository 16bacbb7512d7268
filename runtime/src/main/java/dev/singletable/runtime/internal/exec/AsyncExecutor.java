package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Operation;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;
import dev.singletable.runtime.internal.table.IndexAddition;
import dev.singletable.runtime.internal.table.TableSetup;
import dev.singletable.runtime.internal.table.TableVerification;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.async.SdkPublisher;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Sends operations and runs {@linkplain Plan plans} through a {@link DynamoDbAsyncClient}. Nothing here
 * waits: every step runs when the previous future completes, on whichever thread completes it, and a
 * plan's waits are scheduled, not slept. With {@link SyncExecutor}, the only code that sends a
 * request or waits. Thread-safe.
 */
public final class AsyncExecutor {
  private final DynamoDbAsyncClient client;

  public AsyncExecutor(DynamoDbAsyncClient client) {
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

  /**
   * Runs {@code plan} as a chain of futures: each request sent when the previous step completed, a
   * round's Queries together (at most {@link Plan#MAX_IN_FLIGHT} in flight), each wait scheduled on
   * the plan's {@link Backoff}. The future fails with what the plan throws, or with a request's
   * failure the plan does not take.
   */
  public <R> CompletableFuture<R> run(Plan<R> plan) {
    Plan.Step step;
    try {
      step = plan.step();
      if (step == Plan.Done.DONE) {
        return CompletableFuture.completedFuture(plan.result());
      }
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
    if (step instanceof Plan.Send<?, ?> send) {
      return send(plan, send).thenCompose(sent -> run(plan));
    }
    if (step instanceof Plan.Round round) {
      return sendAll(round.queries()).thenCompose(responses -> {
        plan.answeredAll(responses);
        return run(plan);
      });
    }
    Plan.Wait wait = (Plan.Wait) step;
    return wait.waits().after(wait.delay()).thenCompose(waited -> {
      plan.waited();
      return run(plan);
    });
  }

  private <Q, S> CompletableFuture<Void> send(Plan<?> plan, Plan.Send<Q, S> send) {
    CompletableFuture<S> sent;
    try {
      sent = send.call().sendAsync(client, send.request());
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    return sent.handle((response, failure) -> {
      if (failure == null) {
        plan.answered(response);
      } else if (AsyncCalls.cause(failure) instanceof RuntimeException cause) {
        plan.failed(cause);
      } else {
        throw AsyncCalls.completion(failure);
      }
      return null;
    });
  }

  /** Sends every Query, at most {@link Plan#MAX_IN_FLIGHT} at a time; the responses in request order. */
  private CompletableFuture<List<QueryResponse>> sendAll(List<QueryRequest> queries) {
    QueryResponse[] responses = new QueryResponse[queries.size()];
    AtomicInteger next = new AtomicInteger();
    CompletableFuture<?>[] lanes = new CompletableFuture<?>[Math.min(Plan.MAX_IN_FLIGHT, queries.size())];
    for (int lane = 0; lane < lanes.length; lane++) {
      lanes[lane] = lane(queries, responses, next);
    }
    return CompletableFuture.allOf(lanes).thenApply(done -> Arrays.asList(responses));
  }

  /** Sends the next unsent Query, and the next after it answers, until none is left. */
  private CompletableFuture<Void> lane(List<QueryRequest> queries, QueryResponse[] responses, AtomicInteger next) {
    int i = next.getAndIncrement();
    if (i >= queries.size()) {
      return CompletableFuture.completedFuture(null);
    }
    return client.query(queries.get(i)).thenCompose(response -> {
      responses[i] = response;
      return lane(queries, responses, next);
    });
  }

  /**
   * The items of page after page. Nothing is sent before a subscriber requests an item, and a page
   * is read only when the items of the previous one were requested.
   */
  public <T> SdkPublisher<T> stream(Resumable<Page<T>> first) {
    return pages(first).flatMapIterable(Page::items);
  }

  /** Page after page, each read when the subscriber requests it, one read at a time. */
  public <R> SdkPublisher<R> pages(Resumable<R> first) {
    return subscriber -> subscriber.onSubscribe(new PageSubscription<R>(subscriber, first, read -> run(read.plan())));
  }

  /** See {@link TableSetup}. */
  public CompletableFuture<Void> createIfMissing(CreateTableRequest request) {
    return run(TableSetup.of(request));
  }

  /** See {@link TableVerification}. */
  public CompletableFuture<Void> verify(CreateTableRequest definition) {
    return run(TableVerification.of(definition));
  }

  /** See {@link IndexAddition}: the names of the indexes added. */
  public CompletableFuture<List<String>> addMissingIndexes(CreateTableRequest definition) {
    return run(IndexAddition.of(definition));
  }
}
