package dev.singletable.samples.social;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/**
 * {@code muter} hides {@code muted}'s posts. It shares the {@code ACTOR#<muter>} partition with
 * the muter's follows ({@code SK = MUTED#<muted>}), and is private: no index lists who muted whom.
 */
@Edge(source = "ACTOR", target = "MUTED", table = "Social")
public record Mute(@Edge.Source String muter, @Edge.Target String muted, Instant mutedAt) {}
