package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.plan.Operation;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The driver a parameterised test runs through ({@code @EnumSource(Mode.class)}): the blocking client
 * of a {@link FakeHttp} or of a {@link FakeDynamoDb} (SYNC), or its asynchronous twin (ASYNC), whose
 * futures are joined and whose failures are unwrapped ({@link Runner#join}), so that a test sees the same
 * answer or exception either way. ASYNC lets the {@link FakeHttp} answer ({@link FakeHttp#asyncAnswers})
 * before the call starts. The samples' {@code dev.singletable.it.Mode} is the same fixture over dynalite.
 */
public enum Mode {
  SYNC, ASYNC;

  /** {@code sync} on {@code http}'s blocking client, or {@code async} on its asynchronous client, joined. */
  public <R> R call(FakeHttp http, Function<DynamoDbClient, R> sync,
      Function<DynamoDbAsyncClient, CompletableFuture<R>> async) {
    if (this == SYNC) {
      return sync.apply(http.client());
    }
    http.asyncAnswers.complete(null);
    return Runner.join(async.apply(http.asyncClient()));
  }

  /** As {@link #call}, for calls that return nothing. */
  public void run(FakeHttp http, Consumer<DynamoDbClient> sync,
      Function<DynamoDbAsyncClient, CompletableFuture<Void>> async) {
    call(http, client -> {
      sync.accept(client);
      return null;
    }, async);
  }

  /** The operation's result through the executor of this mode on {@code http}. */
  public <R> R execute(FakeHttp http, Operation<?, ?, R> operation) {
    return call(http, client -> new SyncExecutor(client).execute(operation),
        client -> new AsyncExecutor(client).execute(operation));
  }

  /** The context a generated table of this mode would make on {@code http}. */
  public TableContext context(FakeHttp http, String tableName, TableSettings settings, String owner) {
    if (this == SYNC) {
      return TableContext.of(http.client(), tableName, settings, owner);
    }
    http.asyncAnswers.complete(null);
    return TableContext.of(http.asyncClient(), tableName, settings, owner);
  }

  /** The runner of this mode on the in-memory {@code table}. */
  public Runner on(FakeDynamoDb table) {
    return this == SYNC ? Runner.sync(table) : Runner.async(table);
  }
}
