package dev.singletable.it;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;

/** A test-only node with a long id, counting its {@link Loan}s: {@code PK = READER#0000000000000000099}. */
@Node(prefix = "READER", table = "Library")
public record Reader(@Node.Id long id, String name, @Counter(edge = Loan.class, end = Counter.End.SOURCE) long loans) {}
