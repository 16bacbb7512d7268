package dev.singletable.it;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserAsyncRepository;
import dev.singletable.samples.social.UserRepository;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** UserRepository or UserAsyncRepository, as {@link Mode} picks, with the async futures joined. */
interface Users {
  boolean create(User u);
  User put(User u);
  Optional<User> get(String id);
  Optional<User> get(String id, ReadConsistency c);
  Optional<User> get(User u);
  boolean exists(String id);
  boolean exists(User u);
  boolean delete(String id, long version);
  boolean delete(User u);
  long recountFollowing(String id);
  long recountFollowers(String id);
  List<Optional<User>> getAll(List<String> ids, ReadConsistency c);
  void putAll(Collection<User> us);
  void importAll(Collection<User> us);

  static Users of(Mode mode, LocalDynamoDbExtension dynamo) {
    return mode == Mode.SYNC
        ? new SyncUsers(new SocialTable(dynamo.client(), dynamo.tableName()).users())
        : new AsyncUsers(new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName()).users());
  }

  record SyncUsers(UserRepository r) implements Users {
    public boolean create(User u) { return r.create(u); }
    public User put(User u) { return r.put(u); }
    public Optional<User> get(String id) { return r.get(id); }
    public Optional<User> get(String id, ReadConsistency c) { return r.get(id, c); }
    public Optional<User> get(User u) { return r.get(u); }
    public boolean exists(String id) { return r.exists(id); }
    public boolean exists(User u) { return r.exists(u); }
    public boolean delete(String id, long version) { return r.delete(id, version); }
    public boolean delete(User u) { return r.delete(u); }
    public long recountFollowing(String id) { return r.recountFollowing(id); }
    public long recountFollowers(String id) { return r.recountFollowers(id); }
    public List<Optional<User>> getAll(List<String> ids, ReadConsistency c) { return r.getAll(ids, c); }
    public void putAll(Collection<User> us) { r.putAll(us); }
    public void importAll(Collection<User> us) { r.importAll(us); }
  }

  record AsyncUsers(UserAsyncRepository r) implements Users {
    public boolean create(User u) { return Mode.join(() -> r.create(u)); }
    public User put(User u) { return Mode.join(() -> r.put(u)); }
    public Optional<User> get(String id) { return Mode.join(() -> r.get(id)); }
    public Optional<User> get(String id, ReadConsistency c) { return Mode.join(() -> r.get(id, c)); }
    public Optional<User> get(User u) { return Mode.join(() -> r.get(u)); }
    public boolean exists(String id) { return Mode.join(() -> r.exists(id)); }
    public boolean exists(User u) { return Mode.join(() -> r.exists(u)); }
    public boolean delete(String id, long version) { return Mode.join(() -> r.delete(id, version)); }
    public boolean delete(User u) { return Mode.join(() -> r.delete(u)); }
    public long recountFollowing(String id) { return Mode.join(() -> r.recountFollowing(id)); }
    public long recountFollowers(String id) { return Mode.join(() -> r.recountFollowers(id)); }
    public List<Optional<User>> getAll(List<String> ids, ReadConsistency c) {
      return Mode.join(() -> r.getAll(ids, c));
    }
    public void putAll(Collection<User> us) { Mode.join(() -> r.putAll(us)); }
    public void importAll(Collection<User> us) { Mode.join(() -> r.importAll(us)); }
  }
}
