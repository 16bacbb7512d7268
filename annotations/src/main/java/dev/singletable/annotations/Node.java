package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares a record as one node type of a DynamoDB single table: an item of its own, such as a user's
 * profile, that edges point from and to and whose {@link Counter counters} they keep.
 *
 * <pre>{@code
 * @Node(prefix = "ACTOR", table = "Social")
 * public record User(@Node.Id String id, String name,
 *     @Counter(edge = Follow.class, end = Counter.End.SOURCE) long following,
 *     @Counter(edge = Follow.class, end = Counter.End.TARGET) long followers,
 *     @Version long version) {}
 * }</pre>
 *
 * <p>Each {@code User("alice", ...)} is one item with {@code PK = "ACTOR#alice"} and the fixed sort key
 * {@code SK = "#User"}: the key delimiter, then the record's name. When the node's prefix is the source
 * prefix of an edge ({@code @Edge(source = "ACTOR", ...)}), alice's item lives in her partition beside
 * the edges from her, so one Query of {@code ACTOR#alice} returns the node and its edges, the node
 * first ({@code #} sorts before the letters, digits, {@code _}, {@code -} and {@code .} of a prefix). An edge's sort key is always {@code <prefix>#<id>} with a non-empty prefix, so it never begins
 * with {@code #}: a node item is never returned by an edge listing (which asks for
 * {@code begins_with(SK, "<target prefix>#")}), and a node read never returns an edge. A node item
 * carries no inverted index key, so no listing of an inverted index sees it; it carries the keys of
 * its own {@link Index}es.
 *
 * <p>The annotation processor generates {@code UserKeys}, {@code UserMapper} and {@code UserRepository}
 * beside the record, and the table class's {@code users()} returns the repository (see
 * {@link #accessor()}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@java.lang.annotation.Target(ElementType.TYPE)
public @interface Node {

  /**
   * The key prefix, for example {@code "USER"}: the partition key is {@code USER#<id>}. Give it the
   * source prefix of the node's outgoing edges to keep the node in their partition. Letters, digits,
   * {@code _}, {@code -} and {@code .}; never {@code #}.
   */
  String prefix();

  /** The logical table this record lives in, as {@link Edge#table()}; counted edges must be in it too. */
  String table() default Edge.DEFAULT_TABLE;

  /**
   * The name of the table class's method that returns this record's repository, for example
   * {@code "people"} for {@code record Person}: {@code table.people()}. Empty (the default): the
   * record's plural, {@code users} for {@code User}, derived as {@link Edge#accessor()} says. The
   * same rules apply: a Java identifier, not a keyword, no other record's of the table and no other
   * method of the table class.
   */
  String accessor() default "";

  /** Marks the record component that holds the node's id (String, UUID, int, long or an enum). */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  @interface Id {}
}
