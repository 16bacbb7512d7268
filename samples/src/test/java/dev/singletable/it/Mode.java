package dev.singletable.it;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowAsyncRepository;
import dev.singletable.samples.social.FollowRepository;
import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
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

/**
 * The repository a parameterised test runs against: the synchronous one, or its asynchronous twin
 * whose futures are joined (in the test thread, never on the SDK's) and whose failures are unwrapped
 * so that a test sees the same exception either way. An async method that throws instead of failing
 * its future fails the test.
 */
enum Mode {
  SYNC, ASYNC;

  Follows follows(LocalDynamoDbExtension dynamo) {
    return this == SYNC
        ? new SyncFollows(new SocialTable(dynamo.client(), dynamo.tableName()).follows())
        : new AsyncFollows(new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName()).follows());
  }

  /** A new batch of writes of the Social table. */
  BatchWrites batchWrite(LocalDynamoDbExtension dynamo) {
    return this == SYNC
        ? new SyncBatchWrites(new SocialTable(dynamo.client(), dynamo.tableName()).batchWrite())
        : new AsyncBatchWrites(new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName()).batchWrite());
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

  private record SyncFollows(FollowRepository r) implements Follows {
    public String name() { return "FollowRepository"; }
    public boolean create(Follow f) { return r.create(f); }
    public void put(Follow f) { r.put(f); }
    public Optional<Follow> get(String a, String b) { return r.get(a, b); }
    public Optional<Follow> get(String a, String b, ReadConsistency c) { return r.get(a, b, c); }
    public Optional<Follow> get(Follow f) { return r.get(f); }
    public Optional<Follow> get(Follow f, ReadConsistency c) { return r.get(f, c); }
    public boolean exists(String a, String b) { return r.exists(a, b); }
    public boolean exists(String a, String b, ReadConsistency c) { return r.exists(a, b, c); }
    public boolean exists(Follow f) { return r.exists(f); }
    public boolean exists(Follow f, ReadConsistency c) { return r.exists(f, c); }
    public boolean delete(String a, String b) { return r.delete(a, b); }
    public boolean delete(Follow f) { return r.delete(f); }
    public Page<Follow> following(String a) { return r.following(a); }
    public Page<Follow> following(String a, ListOptions o) { return r.following(a, o); }
    public Page<Follow> followers(String b) { return r.followers(b); }
    public Page<Follow> followers(String b, ListOptions o) { return r.followers(b, o); }
    public List<Follow> streamFollowing(String a) {
      return r.streamFollowing(a).collect(Collectors.toList());
    }
    public List<Follow> streamFollowing(String a, ListOptions o) {
      return r.streamFollowing(a, o).collect(Collectors.toList());
    }
    public List<Follow> streamFollowers(String b) {
      return r.streamFollowers(b).collect(Collectors.toList());
    }
    public List<Follow> streamFollowers(String b, ListOptions o) {
      return r.streamFollowers(b, o).collect(Collectors.toList());
    }
    public List<Optional<Follow>> getAll(List<Follow> fs) { return r.getAll(fs); }
    public List<Optional<Follow>> getAll(List<Follow> fs, ReadConsistency c) { return r.getAll(fs, c); }
    public void putAll(Collection<Follow> fs) { r.putAll(fs); }
    public void deleteAll(Collection<Follow> fs) { r.deleteAll(fs); }
  }

  private record AsyncFollows(FollowAsyncRepository r) implements Follows {
    public String name() { return "FollowAsyncRepository"; }
    public boolean create(Follow f) { return join(() -> r.create(f)); }
    public void put(Follow f) { join(() -> r.put(f)); }
    public Optional<Follow> get(String a, String b) { return join(() -> r.get(a, b)); }
    public Optional<Follow> get(String a, String b, ReadConsistency c) { return join(() -> r.get(a, b, c)); }
    public Optional<Follow> get(Follow f) { return join(() -> r.get(f)); }
    public Optional<Follow> get(Follow f, ReadConsistency c) { return join(() -> r.get(f, c)); }
    public boolean exists(String a, String b) { return join(() -> r.exists(a, b)); }
    public boolean exists(String a, String b, ReadConsistency c) { return join(() -> r.exists(a, b, c)); }
    public boolean exists(Follow f) { return join(() -> r.exists(f)); }
    public boolean exists(Follow f, ReadConsistency c) { return join(() -> r.exists(f, c)); }
    public boolean delete(String a, String b) { return join(() -> r.delete(a, b)); }
    public boolean delete(Follow f) { return join(() -> r.delete(f)); }
    public Page<Follow> following(String a) { return join(() -> r.following(a)); }
    public Page<Follow> following(String a, ListOptions o) { return join(() -> r.following(a, o)); }
    public Page<Follow> followers(String b) { return join(() -> r.followers(b)); }
    public Page<Follow> followers(String b, ListOptions o) { return join(() -> r.followers(b, o)); }
    public List<Follow> streamFollowing(String a) { return collect(() -> r.streamFollowing(a)); }
    public List<Follow> streamFollowing(String a, ListOptions o) {
      return collect(() -> r.streamFollowing(a, o));
    }
    public List<Follow> streamFollowers(String b) { return collect(() -> r.streamFollowers(b)); }
    public List<Follow> streamFollowers(String b, ListOptions o) {
      return collect(() -> r.streamFollowers(b, o));
    }
    public List<Optional<Follow>> getAll(List<Follow> fs) { return join(() -> r.getAll(fs)); }
    public List<Optional<Follow>> getAll(List<Follow> fs, ReadConsistency c) { return join(() -> r.getAll(fs, c)); }
    public void putAll(Collection<Follow> fs) { join(() -> r.putAll(fs)); }
    public void deleteAll(Collection<Follow> fs) { join(() -> r.deleteAll(fs)); }
  }

  private record SyncBatchWrites(SocialTable.BatchWrite b) implements BatchWrites {
    public BatchWrites put(Follow f) { b.put(f); return this; }
    public BatchWrites put(Mute m) { b.put(m); return this; }
    public BatchWrites delete(Follow f) { b.delete(f); return this; }
    public BatchWrites delete(Mute m) { b.delete(m); return this; }
    public void execute() { b.execute(); }
    public void execute(BatchSettings s) { b.execute(s); }
  }

  private record AsyncBatchWrites(SocialAsyncTable.BatchWrite b) implements BatchWrites {
    public BatchWrites put(Follow f) { b.put(f); return this; }
    public BatchWrites put(Mute m) { b.put(m); return this; }
    public BatchWrites delete(Follow f) { b.delete(f); return this; }
    public BatchWrites delete(Mute m) { b.delete(m); return this; }
    public void execute() { join(b::execute); }
    public void execute(BatchSettings s) { join(() -> b.execute(s)); }
  }
}
