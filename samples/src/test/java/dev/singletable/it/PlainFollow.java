package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The sample's {@code Follow} without counters, for the tests of what every edge repository does: the
 * same keys, index and listings, in a table of its own where no node counts it. Its writes are the
 * plain PutItem, DeleteItem and BatchWriteItem (a counted {@code Follow} is a transaction that needs
 * both users to exist, tested in {@link CountedEdgeTest}).
 */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Graph",
    listFromSource = "following", listFromTarget = "followers")
public record PlainFollow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
