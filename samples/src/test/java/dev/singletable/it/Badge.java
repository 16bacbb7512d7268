package dev.singletable.it;

import dev.singletable.annotations.Edge;

/** A badge a member earned; stored in the member's partition, without an index. */
@Edge(source = "MEMBER", target = "BADGE")
public record Badge(@Edge.Source String member, @Edge.Target String badge, int level) {}
