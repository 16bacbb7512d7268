package dev.singletable.it;

import dev.singletable.annotations.Edge;

/**
 * A test-only edge of the same lending library: a reader's reading of a title, each title's readers spread
 * over 64 index shards, the most there may be ({@code GSI1PK = TITLE#<title>#<0-63>}).
 */
@Edge(source = "READER", target = "TITLE", invertedIndex = "GSI1", invertedIndexShards = 64, table = "Lending",
    listFromSource = "titles", listFromTarget = "readers")
public record Reading(@Edge.Source String reader, @Edge.Target String title) {}
