package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.plan.Operation;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;
import dev.singletable.runtime.internal.table.IndexAddition;
import dev.singletable.runtime.internal.table.TableSetup;
import dev.singletable.runtime.internal.table.TableVerification;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Sends operations and runs {@linkplain Plan plans} through a {@link DynamoDbClient}, on the caller's
 * thread; the Queries of a sharded read's rounds also on the user's shard read executor, if one was
 * given. With {@link AsyncExecutor}, the only code that sends a request or waits. Thread-safe.
 */
public final class SyncExecutor {
  private final DynamoDbClient client;
  /** Null: the shards one after another, on the caller's thread. */
  private final Executor shardReads;

  public SyncExecutor(DynamoDbClient client) {
    this(client, null);
  }

  SyncExecutor(DynamoDbClient client, Executor shardReads) {
    this.client = client;
    this.shardReads = shardReads;
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

  /**
   * Runs {@code plan} to its end: sends each request it asks for and gives it the answer, sends a
   * round's Queries one after another (or at once on the shard read executor), sleeps its waits.
   *
   * @throws RuntimeException what the plan throws, or a request's failure the plan does not take
   */
  public <R> R run(Plan<R> plan) {
    while (true) {
      Plan.Step step = plan.step();
      if (step instanceof Plan.Send<?, ?> send) {
        send(plan, send);
      } else if (step instanceof Plan.Round round) {
        plan.answeredAll(round(round.queries()));
      } else if (step instanceof Plan.Wait wait) {
        try {
          wait.waits().sleep(wait.delay());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw plan.interrupted(e);
        }
        plan.waited();
      } else {
        return plan.result();
      }
    }
  }

  private <Q, S> void send(Plan<?> plan, Plan.Send<Q, S> send) {
    S response;
    try {
      response = send.call().send(client, send.request());
    } catch (RuntimeException e) {
      plan.failed(e);
      return;
    }
    plan.answered(response);
  }

  /** The responses of one round, in order: one after another, or at once on the shard read executor. */
  private List<QueryResponse> round(List<QueryRequest> queries) {
    if (shardReads == null || queries.size() == 1) {
      List<QueryResponse> responses = new ArrayList<>(queries.size());
      for (QueryRequest query : queries) {
        responses.add(client.query(query));
      }
      return responses;
    }
    return ShardRound.run(shardReads, Plan.MAX_IN_FLIGHT, queries.size(), i -> client.query(queries.get(i)));
  }

  /** The items of page after page, each page read when the stream reaches it. */
  public <T> Stream<T> stream(Resumable<Page<T>> first) {
    return pages(first).flatMap(page -> page.items().stream());
  }

  /** Page after page, each read when the stream reaches it. */
  public <R> Stream<R> pages(Resumable<R> first) {
    return StreamSupport.stream(new PageSpliterator<R>(first, read -> run(read.plan())), false);
  }

  /** See {@link TableSetup}. */
  public void createIfMissing(CreateTableRequest request) {
    run(TableSetup.of(request));
  }

  /** See {@link TableVerification}. */
  public void verify(CreateTableRequest definition) {
    run(TableVerification.of(definition));
  }

  /** See {@link IndexAddition}: the names of the indexes added. */
  public List<String> addMissingIndexes(CreateTableRequest definition) {
    return run(IndexAddition.of(definition));
  }
}
