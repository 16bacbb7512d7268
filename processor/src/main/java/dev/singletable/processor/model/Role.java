package dev.singletable.processor.model;

/** The part a record component plays in an edge item. */
public enum Role {
  /** The source id: encoded into PK (and the inverted index's sort key). */
  SOURCE,
  /** The target id: encoded into SK (and the inverted index's partition key). */
  TARGET,
  /** Any other component: stored as an attribute of its own. */
  ATTRIBUTE
}
