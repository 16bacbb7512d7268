package dev.singletable.layout;

/** The end of an edge whose key a key attribute holds. */
public enum End {
  /** The edge's source, e.g. the follower of a follow. */
  SOURCE,
  /** The edge's target, e.g. the one followed. */
  TARGET
}
