package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.AsyncEdgeRepository;
import dev.singletable.runtime.AsyncNodeRepository;
import dev.singletable.runtime.AsyncTransaction;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.EdgeRepository;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ItemUpdate;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.NodeRepository;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Transaction;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the processor would generate for a versioned {@code User} node ({@code PK = USER#<id>}, {@code
 * SK = #User}) with a {@code followers} counter, and a {@code Follow} edge between users that the
 * counter counts, and one composed transaction of them run sync or async ({@link Tx}, {@link #transaction}).
 */
final class ComposedFixtures {
  static final String TABLE = BatchFixtures.TABLE;

  /** A user; {@code followers} is a counter, {@code version} its version. */
  record User(String id, String name, long followers, long version) {}

  /** {@code from} follows {@code to}. */
  record Follow(String from, String to) {}

  static final NodeMapper<User> USERS = new NodeMapper<>() {
    @Override
    public Map<String, AttributeValue> toItem(User user) {
      Map<String, AttributeValue> item = new HashMap<>(userKey(user.id()));
      if (user.name() != null) {
        item.put("name", AttributeValue.fromS(user.name()));
      }
      item.put("followers", AttributeValue.fromN(Long.toString(user.followers())));
      item.put("version", AttributeValue.fromN(Long.toString(user.version())));
      return item;
    }

    @Override
    public User fromItem(Map<String, AttributeValue> item) {
      AttributeValue name = item.get("name");
      return new User(item.get(Layout.PK).s().substring(5), name == null ? null : name.s(),
          Long.parseLong(item.get("followers").n()), Long.parseLong(item.get("version").n()));
    }

    @Override
    public List<String> attributes() {
      return List.of("name");
    }

    @Override
    public List<String> counters() {
      return List.of("followers");
    }

    @Override
    public String versionAttribute() {
      return "version";
    }

    @Override
    public Object id(User user) {
      return user.id();
    }

    @Override
    public long version(User user) {
      return user.version();
    }
  };

  static final ItemMapper<Follow> FOLLOWS = new ItemMapper<>() {
    @Override
    public Map<String, AttributeValue> toItem(Follow follow) {
      return new HashMap<>(Map.of(Layout.PK, AttributeValue.fromS("USER#" + follow.from()),
          Layout.SK, AttributeValue.fromS("USER#" + follow.to())));
    }

    @Override
    public Follow fromItem(Map<String, AttributeValue> item) {
      return new Follow(item.get(Layout.PK).s().substring(5), item.get(Layout.SK).s().substring(5));
    }
  };

  static final EdgeCounting COUNTING = EdgeCounting.of("USER", SortId.STRING, "USER", SortId.STRING,
      new EdgeCounting.Counter("User", "USER", "followers", End.TARGET, null));

  /** A typed update of a user. */
  static final class UserUpdate extends ItemUpdate {
    UserUpdate() {
      super("UserUpdate");
    }

    UserUpdate name(String name) {
      setAttribute("name", "name", AttributeValue.fromS(name));
      return this;
    }

    UserUpdate ifNameEquals(String name) {
      requireAttribute("name", "name", AttributeValue.fromS(name));
      return this;
    }
  }

  private ComposedFixtures() {}

  static Map<String, AttributeValue> userKey(String id) {
    return Map.of(Layout.PK, AttributeValue.fromS("USER#" + id), Layout.SK, AttributeValue.fromS("#User"));
  }

  /** The actions a test adds, the same in both modes. */
  interface Tx {
    Tx createUser(User user);

    Tx putUser(User user);

    Tx deleteUser(User user);

    Tx update(User user, ItemUpdate update);

    Tx checkExists(User user);

    Tx checkVersion(User user);

    Tx check(User user, Condition<User> condition);

    Tx follow(Follow follow);

    Tx unfollow(Follow follow);

    Tx token(String token);

    TransactionResult commit();
  }

  /** A transaction of a table of users and follows on {@code http}, sync or async (its futures joined). */
  static Tx transaction(Mode mode, FakeHttp http, TableSettings settings) {
    TableContext context = mode.context(http, TABLE, settings, "new T");
    return mode == Mode.SYNC
        ? new SyncTx(Transaction.of(context, "T.transaction"), new Users(context), new Follows(context))
        : new AsyncTx(AsyncTransaction.of(context, "T.transaction"), new AsyncUsers(context),
            new AsyncFollows(context));
  }

  static final class Users extends NodeRepository<User> {
    Users(TableContext context) {
      super(RepositoryWiring.node(context, USERS, "Users", "User", "user", "users", null));
    }

    /** What the processor generates: the key of the user with {@code id}. */
    ItemKey<User> key(String id) {
      return keyOf(userKey(id));
    }
  }

  static final class Follows extends EdgeRepository<Follow> {
    Follows(TableContext context) {
      super(RepositoryWiring.edge(context, FOLLOWS, "Follows", "Follow", "follow", "follows", COUNTING));
    }

    ItemKey<Follow> key(String from, String to) {
      return keyOf(FOLLOWS.toItem(new Follow(from, to)));
    }
  }

  static final class AsyncUsers extends AsyncNodeRepository<User> {
    AsyncUsers(TableContext context) {
      super(RepositoryWiring.node(context, USERS, "AsyncUsers", "User", "user", "users", null));
    }

    ItemKey<User> key(String id) {
      return keyOf(userKey(id));
    }
  }

  static final class AsyncFollows extends AsyncEdgeRepository<Follow> {
    AsyncFollows(TableContext context) {
      super(RepositoryWiring.edge(context, FOLLOWS, "AsyncFollows", "Follow", "follow", "follows", COUNTING));
    }
  }

  record SyncTx(Transaction tx, Users users, Follows follows) implements Tx {
    public Tx createUser(User user) { tx.create(users, user); return this; }
    public Tx putUser(User user) { tx.put(users, user); return this; }
    public Tx deleteUser(User user) { tx.delete(users, user); return this; }
    public Tx update(User user, ItemUpdate update) { tx.update(users, user, update); return this; }
    public Tx checkExists(User user) { tx.checkExists(users, user); return this; }
    public Tx checkVersion(User user) { tx.checkVersion(users, user); return this; }
    public Tx check(User user, Condition<User> condition) { tx.check(users, user, condition); return this; }
    public Tx follow(Follow follow) { tx.create(follows, follow); return this; }
    public Tx unfollow(Follow follow) { tx.delete(follows, follow); return this; }
    public Tx token(String token) { tx.token(token); return this; }
    public TransactionResult commit() { return tx.commit(); }
  }

  record AsyncTx(AsyncTransaction tx, AsyncUsers users, AsyncFollows follows) implements Tx {
    public Tx createUser(User user) { tx.create(users, user); return this; }
    public Tx putUser(User user) { tx.put(users, user); return this; }
    public Tx deleteUser(User user) { tx.delete(users, user); return this; }
    public Tx update(User user, ItemUpdate update) { tx.update(users, user, update); return this; }
    public Tx checkExists(User user) { tx.checkExists(users, user); return this; }
    public Tx checkVersion(User user) { tx.checkVersion(users, user); return this; }
    public Tx check(User user, Condition<User> condition) { tx.check(users, user, condition); return this; }
    public Tx follow(Follow follow) { tx.create(follows, follow); return this; }
    public Tx unfollow(Follow follow) { tx.delete(follows, follow); return this; }
    public Tx token(String token) { tx.token(token); return this; }
    public TransactionResult commit() { return BatchFixtures.join(tx.commit()); }
  }
}
