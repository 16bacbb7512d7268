package dev.singletable.it;

import dev.singletable.runtime.TableSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowAsyncRepository;
import dev.singletable.samples.social.FollowRepository;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import java.util.Collection;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The sample's generated, counted FollowRepository or its async twin, as {@link Mode} picks, with the
 * async futures joined: the writes that count and the ones refused because they cannot.
 */
interface SocialFollows {
  boolean create(Follow follow);

  boolean delete(String follower, String followee);

  void put(Follow follow);

  void putAll(Collection<Follow> follows);

  void deleteAll(Collection<Follow> follows);

  void importAll(Collection<Follow> follows);

  long recountUserFollowing(String follower);

  long recountUserFollowers(String followee);

  static SocialFollows of(Mode mode, DynamoDbClient client, DynamoDbAsyncClient async, String table,
      TableSettings settings) {
    return mode == Mode.SYNC
        ? new Sync(new SocialTable(client, table, settings).follows())
        : new Async(new SocialAsyncTable(async, table, settings).follows());
  }

  record Sync(FollowRepository r) implements SocialFollows {
    public boolean create(Follow f) { return r.create(f); }
    public boolean delete(String a, String b) { return r.delete(a, b); }
    public void put(Follow f) { r.put(f); }
    public void putAll(Collection<Follow> fs) { r.putAll(fs); }
    public void deleteAll(Collection<Follow> fs) { r.deleteAll(fs); }
    public void importAll(Collection<Follow> fs) { r.importAll(fs); }
    public long recountUserFollowing(String a) { return r.recountUserFollowing(a); }
    public long recountUserFollowers(String b) { return r.recountUserFollowers(b); }
  }

  record Async(FollowAsyncRepository r) implements SocialFollows {
    public boolean create(Follow f) { return Mode.join(() -> r.create(f)); }
    public boolean delete(String a, String b) { return Mode.join(() -> r.delete(a, b)); }
    public void put(Follow f) { Mode.join(() -> r.put(f)); }
    public void putAll(Collection<Follow> fs) { Mode.join(() -> r.putAll(fs)); }
    public void deleteAll(Collection<Follow> fs) { Mode.join(() -> r.deleteAll(fs)); }
    public void importAll(Collection<Follow> fs) { Mode.join(() -> r.importAll(fs)); }
    public long recountUserFollowing(String a) { return Mode.join(() -> r.recountUserFollowing(a)); }
    public long recountUserFollowers(String b) { return Mode.join(() -> r.recountUserFollowers(b)); }
  }
}
