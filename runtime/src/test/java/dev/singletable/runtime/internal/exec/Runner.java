package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.plan.Operation;
import dev.singletable.runtime.internal.query.CountQuery;
import dev.singletable.runtime.internal.query.PageQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;

/** Runs operations through the synchronous executor, or through the asynchronous one and waits. */
public interface Runner {
  <Q, S, R> R execute(Operation<Q, S, R> operation);

  <T> Page<T> page(PageQuery<Page<T>> query);

  long count(CountQuery query);

  long count(List<CountQuery> shards);

  /** Every item from the query's page on, through the executor's stream or publisher. */
  <T> List<T> all(PageQuery<Page<T>> query);

  static Runner sync(FakeDynamoDb table) {
    SyncExecutor executor = TableContext.of(table, "t", "test").sync();
    return new Runner() {
      @Override
      public <Q, S, R> R execute(Operation<Q, S, R> operation) {
        return executor.execute(operation);
      }

      @Override
      public <T> Page<T> page(PageQuery<Page<T>> query) {
        return executor.page(query);
      }

      @Override
      public long count(CountQuery query) {
        return executor.count(query);
      }

      @Override
      public long count(List<CountQuery> shards) {
        return executor.count(shards);
      }

      @Override
      public <T> List<T> all(PageQuery<Page<T>> query) {
        return executor.stream(query).collect(Collectors.toList());
      }

      @Override
      public String toString() {
        return "sync";
      }
    };
  }

  static Runner async(FakeDynamoDb table) {
    AsyncExecutor executor = TableContext.of(new FakeAsyncDynamoDb(table), "t", "test").async();
    return new Runner() {
      @Override
      public <Q, S, R> R execute(Operation<Q, S, R> operation) {
        return join(executor.execute(operation));
      }

      @Override
      public <T> Page<T> page(PageQuery<Page<T>> query) {
        return join(executor.page(query));
      }

      @Override
      public long count(CountQuery query) {
        return join(executor.count(query));
      }

      @Override
      public long count(List<CountQuery> shards) {
        return join(executor.count(shards));
      }

      @Override
      public <T> List<T> all(PageQuery<Page<T>> query) {
        List<T> items = new ArrayList<>();
        join(executor.stream(query).subscribe(items::add));
        return items;
      }

      @Override
      public String toString() {
        return "async";
      }
    };
  }

  /** The future's result, or the exception it failed with, unwrapped as a synchronous call throws it. */
  static <R> R join(CompletableFuture<R> future) {
    try {
      return future.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }
}
