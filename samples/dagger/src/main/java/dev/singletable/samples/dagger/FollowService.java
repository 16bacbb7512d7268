package dev.singletable.samples.dagger;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import java.time.Clock;
import java.util.Optional;
import javax.inject.Inject;
import javax.inject.Singleton;

/**
 * The follow graph as a service exposes it. Dagger builds it from its {@link Inject} constructor with
 * the repositories {@link SocialModule} provides (those of the one {@link SocialTable}), as any
 * JSR-330 container would; it holds no state of its own.
 */
@Singleton
public final class FollowService {
  private final UserRepository users;
  private final FollowRepository follows;
  private final Clock clock;

  @Inject
  FollowService(UserRepository users, FollowRepository follows, Clock clock) {
    this.users = users;
    this.follows = follows;
    this.clock = clock;
  }

  /** Stores a new user with no follows; false if {@code id} exists (nothing changes then). */
  public boolean join(String id, String name) {
    return users.create(new User(id, name, 0, 0));
  }

  /**
   * {@code follower} follows {@code followee}: the follow and both counts in one transaction. False if
   * it already did.
   *
   * @throws dev.singletable.runtime.MissingNodeException if either user does not exist
   */
  public boolean follow(String follower, String followee) {
    return follows.create(new Follow(follower, followee, clock.instant()));
  }

  /** {@code follower} stops following {@code followee}, counted as {@link #follow} is; false if it did not. */
  public boolean unfollow(String follower, String followee) {
    return follows.delete(follower, followee);
  }

  /** The first {@code pageSize} followers of {@code user}, in id order (one Query of index GSI1). */
  public FollowerPage followers(String user, int pageSize) {
    return followers(user, ListOptions.defaults().pageSize(pageSize));
  }

  /**
   * The next page of followers, from the cursor of the last.
   *
   * @throws dev.singletable.runtime.InvalidCursorException if {@code cursor} is not one of this listing
   */
  public FollowerPage followers(String user, int pageSize, String cursor) {
    return followers(user, ListOptions.defaults().pageSize(pageSize).after(cursor));
  }

  /** The counts of {@code user} (one GetItem), or empty if there is no such user. */
  public Optional<FollowCounts> counts(String user) {
    return users.get(user).map(found -> new FollowCounts(found.following(), found.followers()));
  }

  private FollowerPage followers(String user, ListOptions options) {
    Page<Follow> page = follows.followers(user).page(options);
    return new FollowerPage(page.items().stream().map(Follow::follower).toList(), page.nextCursor());
  }
}
