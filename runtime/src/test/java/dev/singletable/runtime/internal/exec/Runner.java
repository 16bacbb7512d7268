package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.plan.Operation;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;

/** Runs operations through the synchronous executor, or through the asynchronous one and waits. */
public interface Runner {
  <Q, S, R> R execute(Operation<Q, S, R> operation);

  /** The page the read reads. */
  <T> Page<T> page(Resumable<Page<T>> read);

  long count(Plan<Long> count);

  /** Every item from the read's page on, through the executor's stream or publisher. */
  <T> List<T> all(Resumable<Page<T>> read);

  static Runner sync(FakeDynamoDb table) {
    SyncExecutor executor = TableContext.of(table, "t", "test").sync();
    return new Runner() {
      @Override
      public <Q, S, R> R execute(Operation<Q, S, R> operation) {
        return executor.execute(operation);
      }

      @Override
      public <T> Page<T> page(Resumable<Page<T>> read) {
        return executor.run(read.plan());
      }

      @Override
      public long count(Plan<Long> count) {
        return executor.run(count);
      }

      @Override
      public <T> List<T> all(Resumable<Page<T>> read) {
        return executor.stream(read).collect(Collectors.toList());
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
      public <T> Page<T> page(Resumable<Page<T>> read) {
        return join(executor.run(read.plan()));
      }

      @Override
      public long count(Plan<Long> count) {
        return join(executor.run(count));
      }

      @Override
      public <T> List<T> all(Resumable<Page<T>> read) {
        List<T> items = new ArrayList<>();
        join(executor.stream(read).subscribe(items::add));
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
