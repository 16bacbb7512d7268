package dev.singletable.layout;

/** Whose key a key attribute holds: an end of an edge, or a node itself. */
public enum End {
  /** The edge's source, e.g. the follower of a follow. */
  SOURCE,
  /** The edge's target, e.g. the one followed. */
  TARGET,
  /** A node's own key, in the {@code PK} of its item, where its outgoing edges hold their source key. */
  NODE
}
