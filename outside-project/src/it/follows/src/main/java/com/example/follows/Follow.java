package com.example.follows;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/** One user following another: the README's record, in a project of its own. */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Social")
public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
