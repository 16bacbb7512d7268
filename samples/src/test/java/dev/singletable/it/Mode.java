package dev.singletable.it;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.async.SdkPublisher;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The repository a parameterised test runs against: the synchronous one, or its asynchronous twin
 * whose futures are joined (in the test thread, never on the SDK's) and whose failures are unwrapped
 * so that a test sees the same exception either way. An async method that throws instead of failing
 * its future fails the test.
 */
enum Mode {
  SYNC, ASYNC;

  Follows follows(LocalDynamoDbExtension dynamo) {
    return follows(dynamo.client(), dynamo.asyncClient(), dynamo.tableName(), TableSettings.defaults());
  }

  /** The repository of a table built on {@code client} (SYNC) or {@code asyncClient} (ASYNC) with {@code settings}. */
  Follows follows(DynamoDbClient client, DynamoDbAsyncClient asyncClient, String tableName, TableSettings settings) {
    return this == SYNC
        ? new SyncFollows(new GraphTable(client, tableName, settings).plainFollows())
        : new AsyncFollows(new GraphAsyncTable(asyncClient, tableName, settings).plainFollows());
  }

  /** A new batch of writes of the Graph table. */
  BatchWrites batchWrite(LocalDynamoDbExtension dynamo) {
    return batchWrite(dynamo.client(), dynamo.asyncClient(), dynamo.tableName(), TableSettings.defaults());
  }

  /** A new batch of writes of the Graph table, on one of the clients as {@code follows(client, ...)}. */
  BatchWrites batchWrite(DynamoDbClient client, DynamoDbAsyncClient asyncClient, String tableName,
      TableSettings settings) {
    return this == SYNC
        ? new SyncBatchWrites(new GraphTable(client, tableName, settings).batchWrite())
        : new AsyncBatchWrites(new GraphAsyncTable(asyncClient, tableName, settings).batchWrite());
  }

  /** The result of {@code call}'s future, or the exception it failed with. */
  static <R> R join(Supplier<CompletableFuture<R>> call) {
    CompletableFuture<R> future;
    try {
      future = call.get();
    } catch (RuntimeException e) {
      throw new AssertionError("an asynchronous method threw instead of failing its future", e);
    }
    try {
      return future.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }

  /** Every item of the publisher, or the exception it signalled. */
  static <T> List<T> collect(Supplier<SdkPublisher<T>> call) {
    List<T> items = new ArrayList<>();
    join(() -> call.get().subscribe(items::add));
    return items;
  }

  private record SyncFollows(PlainFollowRepository r) implements Follows {
    public String name() { return "PlainFollowRepository"; }
    public boolean create(PlainFollow f) { return r.create(f); }
    public void put(PlainFollow f) { r.put(f); }
    public Optional<PlainFollow> get(String a, String b) { return r.get(a, b); }
    public Optional<PlainFollow> get(String a, String b, ReadConsistency c) { return r.get(a, b, c); }
    public Optional<PlainFollow> get(PlainFollow f) { return r.get(f); }
    public Optional<PlainFollow> get(PlainFollow f, ReadConsistency c) { return r.get(f, c); }
    public boolean exists(String a, String b) { return r.exists(a, b); }
    public boolean exists(String a, String b, ReadConsistency c) { return r.exists(a, b, c); }
    public boolean exists(PlainFollow f) { return r.exists(f); }
    public boolean exists(PlainFollow f, ReadConsistency c) { return r.exists(f, c); }
    public boolean delete(String a, String b) { return r.delete(a, b); }
    public boolean delete(PlainFollow f) { return r.delete(f); }
    public Page<PlainFollow> following(String a) { return r.following(a).page(); }
    public Page<PlainFollow> following(String a, ListOptions o) { return r.following(a).page(o); }
    public Page<PlainFollow> followers(String b) { return r.followers(b).page(); }
    public Page<PlainFollow> followers(String b, ListOptions o) { return r.followers(b).page(o); }
    public List<PlainFollow> streamFollowing(String a) {
      return r.following(a).stream().collect(Collectors.toList());
    }
    public List<PlainFollow> streamFollowing(String a, ListOptions o) {
      return r.following(a).stream(o).collect(Collectors.toList());
    }
    public List<PlainFollow> streamFollowers(String b) {
      return r.followers(b).stream().collect(Collectors.toList());
    }
    public List<PlainFollow> streamFollowers(String b, ListOptions o) {
      return r.followers(b).stream(o).collect(Collectors.toList());
    }
    public List<Optional<PlainFollow>> getAll(List<PlainFollow> fs) { return r.getAll(fs); }
    public List<Optional<PlainFollow>> getAll(List<PlainFollow> fs, ReadConsistency c) { return r.getAll(fs, c); }
    public void putAll(Collection<PlainFollow> fs) { r.putAll(fs); }
    public void deleteAll(Collection<PlainFollow> fs) { r.deleteAll(fs); }
  }

  private record AsyncFollows(PlainFollowAsyncRepository r) implements Follows {
    public String name() { return "PlainFollowAsyncRepository"; }
    public boolean create(PlainFollow f) { return join(() -> r.create(f)); }
    public void put(PlainFollow f) { join(() -> r.put(f)); }
    public Optional<PlainFollow> get(String a, String b) { return join(() -> r.get(a, b)); }
    public Optional<PlainFollow> get(String a, String b, ReadConsistency c) { return join(() -> r.get(a, b, c)); }
    public Optional<PlainFollow> get(PlainFollow f) { return join(() -> r.get(f)); }
    public Optional<PlainFollow> get(PlainFollow f, ReadConsistency c) { return join(() -> r.get(f, c)); }
    public boolean exists(String a, String b) { return join(() -> r.exists(a, b)); }
    public boolean exists(String a, String b, ReadConsistency c) { return join(() -> r.exists(a, b, c)); }
    public boolean exists(PlainFollow f) { return join(() -> r.exists(f)); }
    public boolean exists(PlainFollow f, ReadConsistency c) { return join(() -> r.exists(f, c)); }
    public boolean delete(String a, String b) { return join(() -> r.delete(a, b)); }
    public boolean delete(PlainFollow f) { return join(() -> r.delete(f)); }
    public Page<PlainFollow> following(String a) { return join(() -> r.following(a).page()); }
    public Page<PlainFollow> following(String a, ListOptions o) { return join(() -> r.following(a).page(o)); }
    public Page<PlainFollow> followers(String b) { return join(() -> r.followers(b).page()); }
    public Page<PlainFollow> followers(String b, ListOptions o) { return join(() -> r.followers(b).page(o)); }
    public List<PlainFollow> streamFollowing(String a) { return collect(() -> r.following(a).stream()); }
    public List<PlainFollow> streamFollowing(String a, ListOptions o) {
      return collect(() -> r.following(a).stream(o));
    }
    public List<PlainFollow> streamFollowers(String b) { return collect(() -> r.followers(b).stream()); }
    public List<PlainFollow> streamFollowers(String b, ListOptions o) {
      return collect(() -> r.followers(b).stream(o));
    }
    public List<Optional<PlainFollow>> getAll(List<PlainFollow> fs) { return join(() -> r.getAll(fs)); }
    public List<Optional<PlainFollow>> getAll(List<PlainFollow> fs, ReadConsistency c) { return join(() -> r.getAll(fs, c)); }
    public void putAll(Collection<PlainFollow> fs) { join(() -> r.putAll(fs)); }
    public void deleteAll(Collection<PlainFollow> fs) { join(() -> r.deleteAll(fs)); }
  }

  private record SyncBatchWrites(GraphTable.BatchWrite b) implements BatchWrites {
    public BatchWrites put(PlainFollow f) { b.put(f); return this; }
    public BatchWrites put(PlainMute m) { b.put(m); return this; }
    public BatchWrites delete(PlainFollow f) { b.delete(f); return this; }
    public BatchWrites delete(PlainMute m) { b.delete(m); return this; }
    public void execute() { b.execute(); }
    public void execute(BatchSettings s) { b.execute(s); }
  }

  private record AsyncBatchWrites(GraphAsyncTable.BatchWrite b) implements BatchWrites {
    public BatchWrites put(PlainFollow f) { b.put(f); return this; }
    public BatchWrites put(PlainMute m) { b.put(m); return this; }
    public BatchWrites delete(PlainFollow f) { b.delete(f); return this; }
    public BatchWrites delete(PlainMute m) { b.delete(m); return this; }
    public void execute() { join(b::execute); }
    public void execute(BatchSettings s) { join(() -> b.execute(s)); }
  }
}
