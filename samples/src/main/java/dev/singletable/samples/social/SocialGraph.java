package dev.singletable.samples.social;

import java.time.Clock;
import java.util.Collection;
import java.util.Objects;

/**
 * The social graph a service would expose. It receives the generated repositories through its
 * constructor, so Spring, Guice, Dagger or CDI can wire it. Listings need no wrapper here:
 * {@code FollowRepository.following} and {@code followers} are named in {@link Follow}'s annotation.
 */
public final class SocialGraph {
  private final FollowRepository follows;
  private final MuteRepository mutes;
  private final Clock clock;

  public SocialGraph(FollowRepository follows, MuteRepository mutes, Clock clock) {
    this.follows = Objects.requireNonNull(follows, "follows");
    this.mutes = Objects.requireNonNull(mutes, "mutes");
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  /** {@code follower} follows {@code followee}; false if it already did (the first follow time is kept). */
  public boolean follow(String follower, String followee) {
    return follows.create(new Follow(follower, followee, clock.instant()));
  }

  /**
   * Loads follows in bulk with BatchWriteItem (25 a call, resent with backoff when DynamoDB leaves
   * some unprocessed). Unlike {@link #follow}, it overwrites a follow that exists, time included:
   * use it to import, and {@code follow} for what users do.
   */
  public void importFollows(Collection<Follow> batch) {
    follows.putAll(batch);
  }

  /** {@code follower} stops following {@code followee}; false if it did not follow. */
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
