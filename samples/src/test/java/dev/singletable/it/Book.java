package dev.singletable.it;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;
import java.util.UUID;

/** A test-only node with a UUID id, counting the {@link Loan}s of it. */
@Node(prefix = "BOOK", table = "Library")
public record Book(@Node.Id UUID id, String title, @Counter(edge = Loan.class, end = Counter.End.TARGET) int loans) {}
