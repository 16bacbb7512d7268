package dev.singletable.processor.model;

import dev.singletable.layout.End;

/**
 * One {@code @Counter} of a node, resolved: the attribute that holds the count, and the edges it counts.
 *
 * @param component the counter component ({@code long} or {@code int}), stored under its attribute name
 * @param edge the counted edge type, in the node's table
 * @param end the end of the edge that is the node: its id there is the node's id
 */
public record CounterModel(ComponentModel component, EdgeModel edge, End end) {

  /** The edge's id component and key prefix at the counted end, e.g. the followee of a follower count. */
  public KeyModel edgeEnd() {
    return end == End.SOURCE ? edge.source() : edge.target();
  }
}
