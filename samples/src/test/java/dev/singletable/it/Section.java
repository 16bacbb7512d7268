package dev.singletable.it;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;

/** A test-only node with an enum id, counting the racks that hold its genre ({@link Shelving}). */
@Node(prefix = "GENRE", table = "Library")
public record Section(@Node.Id Shelving.Genre genre, @Counter(edge = Shelving.class, end = Counter.End.TARGET) long racks) {}
