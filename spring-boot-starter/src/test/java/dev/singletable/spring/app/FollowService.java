package dev.singletable.spring.app;

import dev.singletable.spring.model.Follow;
import dev.singletable.spring.model.FollowRepository;
import java.util.List;
import org.springframework.stereotype.Service;

/** The guide's example service: a repository injected by type. */
@Service
public class FollowService {
  private final FollowRepository follows;

  public FollowService(FollowRepository follows) {
    this.follows = follows;
  }

  public void follow(String follower, String followee) {
    follows.put(new Follow(follower, followee));
  }

  public List<String> following(String follower) {
    return follows.followsOfFollower(follower).stream().map(Follow::followee).toList();
  }
}
