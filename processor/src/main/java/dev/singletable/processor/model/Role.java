package dev.singletable.processor.model;

/** The part a record component plays in an edge or node item. */
public enum Role {
  /** The source id: encoded into PK (and the inverted index's sort key). */
  SOURCE,
  /** The target id: encoded into SK (and the inverted index's partition key). */
  TARGET,
  /** A node's id: encoded into PK. */
  NODE_ID,
  /** A node's counter of edges: a number attribute that only the counted edges' writes change. */
  COUNTER,
  /** A node's version for optimistic locking: a number attribute. */
  VERSION,
  /** Any other component: stored as an attribute of its own. */
  ATTRIBUTE;

  /** Whether the component is an id, stored in the keys rather than as an attribute of its own. */
  public boolean isId() {
    return this == SOURCE || this == TARGET || this == NODE_ID;
  }
}
