package dev.singletable.benchmarks.sharding;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The followers of one target spread over 64 index partitions,
 * {@code GSI1PK = STAR64#<star>#<0-63>}.
 * See {@link ShardedTraversal}.
 */
@Edge(source = "FAN", target = "STAR64", invertedIndex = "GSI1", invertedIndexShards = 64, table = "Shards",
    listFromTarget = "followers")
public record Follow64(@Edge.Source String follower, @Edge.Target String star, Instant followedAt) {}
