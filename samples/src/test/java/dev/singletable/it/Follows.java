package dev.singletable.it;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The operations of the generated PlainFollow repository, so that one test runs against
 * {@code PlainFollowRepository} and {@code PlainFollowAsyncRepository} alike (see {@link Mode}). Streams are
 * collected to lists.
 */
interface Follows {
  /** The repository's class name, as error messages give it. */
  String name();

  boolean create(PlainFollow follow);

  void put(PlainFollow follow);

  Optional<PlainFollow> get(String follower, String followee);

  Optional<PlainFollow> get(String follower, String followee, ReadConsistency consistency);

  Optional<PlainFollow> get(PlainFollow follow);

  Optional<PlainFollow> get(PlainFollow follow, ReadConsistency consistency);

  boolean exists(String follower, String followee);

  boolean exists(String follower, String followee, ReadConsistency consistency);

  boolean exists(PlainFollow follow);

  boolean exists(PlainFollow follow, ReadConsistency consistency);

  boolean delete(String follower, String followee);

  boolean delete(PlainFollow follow);

  Page<PlainFollow> following(String follower);

  Page<PlainFollow> following(String follower, ListOptions options);

  Page<PlainFollow> followers(String followee);

  Page<PlainFollow> followers(String followee, ListOptions options);

  List<PlainFollow> streamFollowing(String follower);

  List<PlainFollow> streamFollowing(String follower, ListOptions options);

  List<PlainFollow> streamFollowers(String followee);

  List<PlainFollow> streamFollowers(String followee, ListOptions options);

  List<Optional<PlainFollow>> getAll(List<PlainFollow> follows);

  List<Optional<PlainFollow>> getAll(List<PlainFollow> follows, ReadConsistency consistency);

  void putAll(Collection<PlainFollow> follows);

  void deleteAll(Collection<PlainFollow> follows);
}
