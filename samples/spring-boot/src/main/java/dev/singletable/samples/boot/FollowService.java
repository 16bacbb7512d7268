package dev.singletable.samples.boot;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.stereotype.Service;

/**
 * The follow graph over the starter's beans: {@link UserRepository} and {@link FollowRepository} of the
 * one {@code SocialTable}, injected by type. Every id goes to the repositories as the caller gave it:
 * the library refuses a bad one before any request ({@code InvalidKeyException}), and {@link
 * SocialErrors} answers it.
 */
@Service
public class FollowService {
  private final UserRepository users;
  private final FollowRepository follows;
  private final Clock clock = Clock.systemUTC();

  public FollowService(UserRepository users, FollowRepository follows) {
    this.users = users;
    this.follows = follows;
  }

  /** Stores a new user with no follows; false if {@code id} exists (nothing changes then). */
  public boolean join(String id, String name) {
    return users.create(new User(id, name, 0, 0));
  }

  /** The user, with its counts (one GetItem), or empty if there is none. */
  public Optional<User> user(String id) {
    return users.get(id);
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

  /**
   * A page of the followers of {@code user}, in id order (one Query of index GSI1).
   *
   * @param cursor the last page's {@code nextCursor}, or null for the first page
   * @throws dev.singletable.runtime.InvalidCursorException if {@code cursor} is not one of this listing
   */
  public UserPage followers(String user, int pageSize, String cursor) {
    return page(follows.followers(user).page(options(pageSize, cursor)), Follow::follower);
  }

  /** A page of the users {@code user} follows, in id order (one Query), as {@link #followers} is. */
  public UserPage following(String user, int pageSize, String cursor) {
    return page(follows.following(user).page(options(pageSize, cursor)), Follow::followee);
  }

  private static ListOptions options(int pageSize, String cursor) {
    ListOptions options = ListOptions.defaults().pageSize(pageSize);
    return cursor == null ? options : options.after(cursor);
  }

  private static UserPage page(Page<Follow> page, Function<Follow, String> id) {
    return new UserPage(page.items().stream().map(id).toList(), page.nextCursor().orElse(null));
  }
}
