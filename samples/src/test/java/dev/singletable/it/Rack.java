package dev.singletable.it;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;

/** A test-only node with an int id, counting the genres shelved on it ({@link Shelving}). */
@Node(prefix = "RACK", table = "Library")
public record Rack(@Node.Id int number, @Counter(edge = Shelving.class, end = Counter.End.SOURCE) long genres) {}
