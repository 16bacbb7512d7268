package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Marks a {@code long} or {@code int} component of a {@link Node} record as the number of edges of one
 * type at one end of the node, kept exact by the edge's writes.
 *
 * <pre>{@code
 * @Counter(edge = Follow.class, end = Counter.End.TARGET) long followers
 * }</pre>
 *
 * <p>Creating a {@code Follow} whose target is this node adds 1 in the same DynamoDB transaction as
 * the edge's conditional Put, and deleting it subtracts 1 with the Delete: the counter changes exactly
 * when the edge does, so a repeated follow or unfollow changes nothing. The edge must be an
 * {@code @Edge} record of the node's table, and the id at the counted end must have the node's id
 * type. Typed updates never touch a counter, and counter changes do not change the node's
 * {@link Version}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Counter {

  /** The {@code @Edge} record whose edges are counted. */
  Class<? extends Record> edge();

  /** The end of those edges that is this node: {@code SOURCE} counts edges from it, {@code TARGET} edges to it. */
  End end();

  /** An end of an edge. */
  enum End {
    /** The edge's {@link Edge.Source}: counts the edges from the node, e.g. whom a user follows. */
    SOURCE,
    /** The edge's {@link Edge.Target}: counts the edges to the node, e.g. a user's followers. */
    TARGET
  }
}
