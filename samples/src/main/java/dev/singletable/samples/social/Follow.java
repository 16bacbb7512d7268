package dev.singletable.samples.social;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * {@code follower} follows {@code followee}. Stored once as {@code PK = ACTOR#<follower>},
 * {@code SK = TARGET#<followee>}; index GSI1 flips the keys, so a user's followers are one Query.
 * {@code FollowRepository} lists them as {@code following(follower)} and {@code followers(followee)}.
 */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Social",
    listFromSource = "following", listFromTarget = "followers")
public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
