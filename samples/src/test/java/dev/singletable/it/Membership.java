package dev.singletable.it;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/** A member belongs to a club; stored in the member's partition, and listed by club over GSI2. */
@Edge(source = "MEMBER", target = "CLUB", invertedIndex = "GSI2", listFromSource = "clubsOf",
    listFromTarget = "membersOf")
public record Membership(@Edge.Source String member, @Edge.Target String club, Instant joinedAt) {}
