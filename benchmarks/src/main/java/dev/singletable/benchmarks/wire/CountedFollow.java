package dev.singletable.benchmarks.wire;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * A follow counted by {@link Member}'s {@code following} and {@code followers}: creating or deleting
 * one is a transaction of the edge and both counters. Unsharded inverted index, as in the README's
 * first example.
 */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Wire",
    listFromSource = "following", listFromTarget = "followers")
public record CountedFollow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
