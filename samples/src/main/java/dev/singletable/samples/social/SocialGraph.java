package dev.singletable.samples.social;

import java.time.Clock;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;

/**
 * The social graph a service would expose. It receives the generated repositories through its
 * constructor, so Spring, Guice, Dagger or CDI can wire it. Listings need no wrapper here:
 * {@code FollowRepository.following} and {@code followers} are named in {@link Follow}'s annotation.
 */
public final class SocialGraph {
  private final UserRepository users;
  private final FollowRepository follows;
  private final MuteRepository mutes;
  private final Clock clock;

  public SocialGraph(UserRepository users, FollowRepository follows, MuteRepository mutes, Clock clock) {
    this.users = Objects.requireNonNull(users, "users");
    this.follows = Objects.requireNonNull(follows, "follows");
    this.mutes = Objects.requireNonNull(mutes, "mutes");
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  /** The user with its follow counts, or empty if there is none. */
  public Optional<User> profile(String id) {
    return users.get(id);
  }

  /**
   * {@code follower} follows {@code followee}: the follow and both users' counts change in one
   * transaction. False if it already did (the first follow time is kept, no count changes).
   *
   * @throws dev.singletable.runtime.MissingNodeException if either user does not exist
   */
  public boolean follow(String follower, String followee) {
    return follows.create(new Follow(follower, followee, clock.instant()));
  }

  /**
   * Loads new users in bulk with BatchWriteItem (25 a call, resent with backoff), each with no
   * follows counted yet and version 1, as {@code create} would store it; a user already stored is
   * overwritten. Then import their follows and {@link #recount} them.
   */
  public void importUsers(Collection<String> ids) {
    users.importAll(ids.stream().map(id -> new User(id, "User " + id, 0, 0, 1)).toList());
  }

  /**
   * Loads follows in bulk with BatchWriteItem (25 a call, resent with backoff when DynamoDB leaves
   * some unprocessed), without changing any count; a follow that exists is overwritten, time
   * included. After the last import, recount the ends the follows touch ({@link #recountFollowing},
   * {@link #recountFollowers}).
   */
  public void importFollows(Collection<Follow> batch) {
    follows.importAll(batch);
  }

  /**
   * Sets how many users {@code id} follows from the follows stored (one {@code Select COUNT} Query of
   * the user's partition, then one UpdateItem): run after an import, while the user is quiet.
   */
  public long recountFollowing(String id) {
    return users.recountFollowing(id);
  }

  /**
   * Sets how many followers {@code id} has from the follows stored: one {@code Select COUNT} Query per
   * shard of the follows' index, then one UpdateItem. Run after an import, while the user is quiet.
   */
  public long recountFollowers(String id) {
    return users.recountFollowers(id);
  }

  /** {@code follower} stops following {@code followee}, counted as {@link #follow} is; false if it did not follow. */
  public boolean unfollow(String follower, String followee) {
    return follows.delete(follower, followee);
  }

  /** Whether {@code follower} follows {@code followee}: one GetItem. */
  public boolean isFollowing(String follower, String followee) {
    return follows.exists(follower, followee);
  }

  /** {@code muter} mutes {@code muted}; false if it already did. */
  public boolean mute(String muter, String muted) {
    return mutes.create(new Mute(muter, muted, clock.instant()));
  }

  /** Whether {@code muter} has muted {@code muted}. */
  public boolean isMuted(String muter, String muted) {
    return mutes.exists(muter, muted);
  }
}
