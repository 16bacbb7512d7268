package dev.singletable.samples.boot;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * {@code follower} follows {@code followee}, since {@code followedAt}: {@code PK = ACTOR#<follower>},
 * {@code SK = TARGET#<followee>}. Index GSI1 flips the keys, so that {@code FollowRepository.followers}
 * lists a user's followers (in follower id order) as {@code following} lists whom a user follows (in
 * followee id order).
 */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Social",
    listFromSource = "following", listFromTarget = "followers")
public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
