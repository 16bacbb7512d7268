package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A test-only counted edge between nodes with a long and a UUID id, in a table of its own: a reader
 * borrows a book, and both count it ({@link Reader#loans()}, {@link Book#loans()}), until a due date
 * that a typed update may move.
 */
@Edge(source = "READER", target = "BOOK", invertedIndex = "GSI1", table = "Library")
public record Loan(@Edge.Source long reader, @Edge.Target UUID book, LocalDate due) {}
