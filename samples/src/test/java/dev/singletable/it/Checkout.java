package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * A test-only edge of a lending library: a member's checkout of a book, each book's borrowers
 * spread over 8 index shards ({@code GSI1PK = BOOK#<book>#<0-7>}), in a table of its own.
 */
@Edge(source = "MEMBER", target = "BOOK", invertedIndex = "GSI1", invertedIndexShards = 8, table = "Lending",
    listFromSource = "checkouts", listFromTarget = "borrowers")
public record Checkout(@Edge.Source String member, @Edge.Target String book, Instant since) {}
