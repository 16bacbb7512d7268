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
   * Loads users in bulk with BatchWriteItem (25 a call, resent with backoff), each written as given,
   * counts and version included (give version 1, as {@code create} stores); a user already stored is
   * overwritten. Nothing checks the counts against the follows: give each user the counts its imported
   * follows make, or import them with counts 0 and recount them ({@link #recountFollowing},
   * {@link #recountFollowers}) after the last follow is imported.
   */
  public void importUsers(Collection<User> batch) {
    users.importAll(batch);
  }

  /**
   * Loads follows in bulk with BatchWriteItem (25 a call, resent with backoff when DynamoDB leaves
   * some unprocessed), without changing any count; a follow that exists is overwritten, time
   * included. The counts must come from {@link #importUsers} or, after the last import, from a
   * recount of the ends the follows touch.
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
