package dev.singletable.it;

import dev.singletable.annotations.Node;
import java.time.Instant;

/** A node without counters or version, keyed by a long: its put and delete are unconditional. */
@Node(prefix = "TAG")
public record Tag(@Node.Id long id, String label, Instant taggedAt) {}
