package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.util.UUID;

/** Where a device sits: the remaining id types, a UUID source and a boxed Integer target. */
@Edge(source = "DEVICE", target = "SLOT", invertedIndex = "GSI2")
public record Placement(@Edge.Source UUID device, @Edge.Target Integer slot) {}
