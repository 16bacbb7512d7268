package dev.singletable.samples.dagger;

import java.util.List;
import java.util.Optional;

/**
 * One page of a user's followers, by id, and the cursor of the next page if there is one: what
 * {@link FollowService#followers} returns, so that its callers need no type of singletable.
 */
public record FollowerPage(List<String> followers, Optional<String> nextCursor) {

  public FollowerPage {
    followers = List.copyOf(followers);
  }
}
