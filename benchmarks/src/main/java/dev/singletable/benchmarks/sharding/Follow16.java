package dev.singletable.benchmarks.sharding;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The followers of one target spread over 16 index partitions,
 * {@code GSI1PK = STAR16#<star>#<0-15>}.
 * See {@link ShardedTraversal}.
 */
@Edge(source = "FAN", target = "STAR16", invertedIndex = "GSI1", invertedIndexShards = 16, table = "Shards",
    listFromTarget = "followers")
public record Follow16(@Edge.Source String follower, @Edge.Target String star, Instant followedAt) {}
