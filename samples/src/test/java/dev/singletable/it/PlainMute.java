package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * The sample's {@code Mute}, beside {@link PlainFollow} in the Graph table: a second edge type in the
 * follower's partition, for batches of two types and listings that must not mix them.
 */
@Edge(source = "ACTOR", target = "MUTED", table = "Graph")
public record PlainMute(@Edge.Source String muter, @Edge.Target String muted, Instant mutedAt) {}
