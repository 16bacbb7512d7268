package dev.singletable.benchmarks.wire;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;
import dev.singletable.annotations.Version;

/**
 * The node of {@link WireCost}, as the sample's {@code User}: {@code PK = ACTOR#<id>}, {@code SK =
 * #Member}, with the two counters that every {@link CountedFollow} keeps and an optimistic version.
 * Its own table, {@code Wire}, keeps the other benchmarks' {@code Bench} table as it was.
 */
@Node(prefix = "ACTOR", table = "Wire")
public record Member(@Node.Id String id, String name,
    @Counter(edge = CountedFollow.class, end = Counter.End.SOURCE) long following,
    @Counter(edge = CountedFollow.class, end = Counter.End.TARGET) long followers,
    @Version long version) {}
