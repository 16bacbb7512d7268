package dev.singletable.it;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.AsyncEdgeRepository;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.EdgeRepository;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.EdgeCounting;
import dev.singletable.runtime.internal.Listing;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowItemMapper;
import dev.singletable.samples.social.FollowKeys;
import java.time.Instant;
import java.util.Collection;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Follow as a counted edge, over the runtime base classes with an {@link EdgeCounting} as a
 * generated repository of a counted edge passes it: a {@code User} node ({@code PK = USER#<id>},
 * {@code SK = #User}) counts {@code following} at the source and {@code followers} at the target.
 * Run sync or async (see {@link Mode}) through one interface.
 */
interface CountedFollows {
  EdgeCounting COUNTING = EdgeCounting.of(FollowKeys.SOURCE_PREFIX, FollowKeys.TARGET_PREFIX,
      new EdgeCounting.Counter("User", "USER", "following", End.SOURCE,
          Listing.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + Layout.DELIMITER)),
      new EdgeCounting.Counter("User", "USER", "followers", End.TARGET,
          Listing.inverted(FollowKeys.TYPE, FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + Layout.DELIMITER)));

  boolean follow(String follower, String followee);

  boolean unfollow(String follower, String followee);

  void importAll(Collection<Follow> follows);

  void overwrite(Follow follow);

  long recountFollowing(String follower);

  long recountFollowers(String followee);

  static CountedFollows of(Mode mode, DynamoDbClient client, DynamoDbAsyncClient async, String table,
      BatchSettings settings) {
    return mode == Mode.SYNC ? new Sync(client, table, settings) : new Async(async, table, settings);
  }

  final class Sync extends EdgeRepository<Follow> implements CountedFollows {
    Sync(DynamoDbClient client, String table, BatchSettings settings) {
      super(TableContext.of(client, table, TableSettings.defaults().batches(settings), "new Sync"), FollowItemMapper.INSTANCE, "FollowRepository",
          "Follow", "follow", "follows", COUNTING);
    }

    public boolean follow(String follower, String followee) {
      return create(new Follow(follower, followee, Instant.EPOCH));
    }

    public boolean unfollow(String follower, String followee) {
      return deleteByKey(FollowKeys.primaryKey(follower, followee));
    }

    public void importAll(Collection<Follow> follows) {
      putAll(follows);
    }

    public void overwrite(Follow follow) {
      put(follow);
    }

    public long recountFollowing(String follower) {
      return recountByKey(0, FollowKeys.sourceKey(follower), "recountFollowing");
    }

    public long recountFollowers(String followee) {
      return recountByKey(1, FollowKeys.targetKey(followee), "recountFollowers");
    }
  }

  final class Async extends AsyncEdgeRepository<Follow> implements CountedFollows {
    Async(DynamoDbAsyncClient client, String table, BatchSettings settings) {
      super(TableContext.of(client, table, TableSettings.defaults().batches(settings), "new Async"), FollowItemMapper.INSTANCE,
          "FollowAsyncRepository", "Follow", "follow", "follows", COUNTING);
    }

    public boolean follow(String follower, String followee) {
      return Mode.join(() -> create(new Follow(follower, followee, Instant.EPOCH)));
    }

    public boolean unfollow(String follower, String followee) {
      return Mode.join(() -> deleteByKey(() -> FollowKeys.primaryKey(follower, followee)));
    }

    public void importAll(Collection<Follow> follows) {
      Mode.join(() -> putAll(follows));
    }

    public void overwrite(Follow follow) {
      Mode.join(() -> put(follow));
    }

    public long recountFollowing(String follower) {
      return Mode.join(() -> recountByKey(0, () -> FollowKeys.sourceKey(follower), "recountFollowing"));
    }

    public long recountFollowers(String followee) {
      return Mode.join(() -> recountByKey(1, () -> FollowKeys.targetKey(followee), "recountFollowers"));
    }
  }
}
