package com.example.follows;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

/** What an application writes on top of the generated table: it only sees the repository. */
public final class FollowService {
  private final FollowRepository follows;
  private final Clock clock;

  public FollowService(SocialTable social, Clock clock) {
    this.follows = social.follows();
    this.clock = clock;
  }

  /** {@code follower} follows {@code followee}; false if it already did. */
  public boolean follow(String follower, String followee) {
    return follows.create(new Follow(follower, followee, clock.instant()));
  }

  public Optional<Follow> find(String follower, String followee) {
    return follows.get(follower, followee);
  }

  /** Everyone {@code follower} follows, in name order. */
  public List<String> following(String follower) {
    return follows.followsOfFollower(follower).stream().map(Follow::followee).toList();
  }

  /** Everyone who follows {@code followee}, in name order, from the inverted index. */
  public List<String> followers(String followee) {
    return follows.followsOfFollowee(followee).stream().map(Follow::follower).toList();
  }
}
