package dev.singletable.benchmarks.sharding;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The unsharded variant:
 * all the followers of one target in one index partition, {@code GSI1PK = STAR01#<star>}.
 * See {@link ShardedTraversal}.
 */
@Edge(source = "FAN", target = "STAR01", invertedIndex = "GSI1", table = "Shards",
    listFromTarget = "followers")
public record Follow01(@Edge.Source String follower, @Edge.Target String star, Instant followedAt) {}
