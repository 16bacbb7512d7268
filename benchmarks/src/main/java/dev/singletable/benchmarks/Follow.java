package dev.singletable.benchmarks;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The benchmark record: {@code follower} follows {@code followee}. The processor generates
 * {@code FollowKeys}, {@code FollowMapper}, {@code FollowRepository} and {@code BenchTable}.
 */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Bench")
public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt,
    int weight) {}
