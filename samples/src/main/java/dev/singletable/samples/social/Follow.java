package dev.singletable.samples.social;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * {@code follower} follows {@code followee}. Stored once as {@code PK = ACTOR#<follower>},
 * {@code SK = TARGET#<followee>}; index GSI1 flips the keys, so a user's followers are one Query per
 * shard. {@code FollowRepository} lists them as {@code following(follower)}, in followee order, and
 * {@code followers(followee)}, in the order they followed: the index sort key leads with the time,
 * {@code GSI1SK = at#<followedAt>#ACTOR#<follower>}, so the newest followers come first with
 * {@code ListOptions.descending()}, and {@code followers(followee, Range.after(t))} lists those since
 * {@code t}. A follow therefore needs its {@code followedAt}.
 *
 * <p>A celebrity's follows all land in one index partition, which DynamoDB serves up to about 1,000
 * writes a second, so the index spreads each followee's follows over 4 shards, {@code GSI1PK =
 * TARGET#<followee>#<0-3>}, picked from the follower's id: 4 times the write rate a followee can take,
 * for 4 Queries per page of followers (and 4 to recount them). Writes cost the same.
 */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", invertedIndexShards = 4,
    invertedIndexSort = "at#{followedAt}", table = "Social", listFromSource = "following", listFromTarget = "followers")
public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
