package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * A test-only edge whose inverted index spreads each star's fans over 16 shards ({@code GSI1PK =
 * STAR#<star>#<0-15>}), in a table of its own so that the sample's tables stay as they are.
 */
@Edge(source = "FAN", target = "STAR", invertedIndex = "GSI1", invertedIndexShards = 16, table = "Celebrity",
    listFromSource = "stars", listFromTarget = "fans")
public record Fandom(@Edge.Source String fan, @Edge.Target String star, Instant since) {}
