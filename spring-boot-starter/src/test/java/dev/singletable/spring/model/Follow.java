package dev.singletable.spring.model;

import dev.singletable.annotations.Edge;

/** {@code follower} follows {@code followee}, in the table Social. */
@Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1", table = "Social")
public record Follow(@Edge.Source String follower, @Edge.Target String followee) {}
