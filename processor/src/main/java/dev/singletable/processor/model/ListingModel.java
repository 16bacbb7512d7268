package dev.singletable.processor.model;

/**
 * One listing of a repository: the edges from one source, or (over the inverted index) into one
 * target.
 *
 * @param methodName the method that gives the listing, e.g. {@code followsOfFollower} or a name
 *     chosen in {@code @Edge}
 * @param fieldName the repository's constant that describes the listing, e.g. {@code BY_FOLLOWER}
 * @param inverted whether it lists by target over the inverted index
 */
public record ListingModel(String methodName, String fieldName, boolean inverted) {}
