package dev.singletable.processor.model;

/**
 * A counter of a node over an edge, seen from the edge: what its repository must change in the same
 * transaction as each edge it writes.
 *
 * @param node the counting node
 * @param counter one of its counters, over the edge
 */
public record EdgeCounter(NodeModel node, CounterModel counter) {}
