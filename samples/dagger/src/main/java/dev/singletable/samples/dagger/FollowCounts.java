package dev.singletable.samples.dagger;

/** How many users a user follows and how many follow it, as the {@link User} item counts them. */
public record FollowCounts(long following, long followers) {}
