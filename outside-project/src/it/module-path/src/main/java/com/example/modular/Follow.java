package com.example.modular;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/** One user following another, in a named module. */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Modular")
public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
