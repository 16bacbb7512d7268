package dev.singletable.samples.boot;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;

/**
 * A user of table {@code Social}: {@code PK = ACTOR#<id>}, {@code SK = #User}. The two counters are
 * kept by the {@link Follow} edges: each follow and unfollow changes the edge and both counts in one
 * transaction, and needs both users to exist.
 */
@Node(prefix = "ACTOR", table = "Social")
public record User(@Node.Id String id, String name,
    @Counter(edge = Follow.class, end = Counter.End.SOURCE) long following,
    @Counter(edge = Follow.class, end = Counter.End.TARGET) long followers) {}
