package dev.singletable.it;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.Follow;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The operations of the generated Follow repository, so that one test runs against
 * {@code FollowRepository} and {@code FollowAsyncRepository} alike (see {@link Mode}). Streams are
 * collected to lists.
 */
interface Follows {
  /** The repository's class name, as error messages give it. */
  String name();

  boolean create(Follow follow);

  void put(Follow follow);

  Optional<Follow> get(String follower, String followee);

  Optional<Follow> get(String follower, String followee, ReadConsistency consistency);

  Optional<Follow> get(Follow follow);

  Optional<Follow> get(Follow follow, ReadConsistency consistency);

  boolean exists(String follower, String followee);

  boolean exists(String follower, String followee, ReadConsistency consistency);

  boolean exists(Follow follow);

  boolean exists(Follow follow, ReadConsistency consistency);

  boolean delete(String follower, String followee);

  boolean delete(Follow follow);

  Page<Follow> following(String follower);

  Page<Follow> following(String follower, ListOptions options);

  Page<Follow> followers(String followee);

  Page<Follow> followers(String followee, ListOptions options);

  List<Follow> streamFollowing(String follower);

  List<Follow> streamFollowing(String follower, ListOptions options);

  List<Follow> streamFollowers(String followee);

  List<Follow> streamFollowers(String followee, ListOptions options);

  List<Optional<Follow>> getAll(List<Follow> follows);

  List<Optional<Follow>> getAll(List<Follow> follows, ReadConsistency consistency);

  void putAll(Collection<Follow> follows);

  void deleteAll(Collection<Follow> follows);
}
