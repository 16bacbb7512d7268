package dev.singletable.it;

import dev.singletable.annotations.Edge;

/**
 * A test-only counted edge between nodes with an int and an enum id, without an inverted index: a
 * rack holds books of a genre, and both count it ({@link Rack#genres()}, {@link Section#racks()}).
 */
@Edge(source = "RACK", target = "GENRE", table = "Library")
public record Shelving(@Edge.Source int rack, @Edge.Target Genre genre) {

  public enum Genre { FICTION, POETRY }
}
