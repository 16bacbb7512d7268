package dev.singletable.benchmarks.sharding;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The followers of one target spread over 4 index partitions,
 * {@code GSI1PK = STAR04#<star>#<0-3>}.
 * See {@link ShardedTraversal}.
 */
@Edge(source = "FAN", target = "STAR04", invertedIndex = "GSI1", invertedIndexShards = 4, table = "Shards",
    listFromTarget = "followers")
public record Follow04(@Edge.Source String follower, @Edge.Target String star, Instant followedAt) {}
