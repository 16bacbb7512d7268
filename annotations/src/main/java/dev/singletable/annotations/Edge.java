package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares a record as one edge type of an adjacency list in a DynamoDB single table.
 *
 * <pre>{@code
 * @Edge(source = "ACTOR", target = "TARGET", invertedIndex = "GSI1")
 * public record Follow(@Edge.Source String follower, @Edge.Target String followee, Instant followedAt) {}
 * }</pre>
 *
 * <p>Each {@code Follow("alice", "bob", ...)} is one item with {@code PK = "ACTOR#alice"} and
 * {@code SK = "TARGET#bob"}. With an inverted index the item also carries the flipped keys
 * {@code GSI1PK = "TARGET#bob"} and {@code GSI1SK = "ACTOR#alice"}, so the edges can be listed from
 * either end ({@code followsOfFollower}, {@code followsOfFollowee}, or the names given by
 * {@link #listFromSource()} and {@link #listFromTarget()}). The annotation processor generates {@code FollowKeys}, {@code FollowMapper} and
 * {@code FollowRepository} beside the record, and one table class per {@link #table()}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@java.lang.annotation.Target(ElementType.TYPE)
public @interface Edge {

  /** The name of the table used when {@link #table()} is not given; its generated class is {@code MainTable}. */
  String DEFAULT_TABLE = "Main";

  /**
   * The key prefix of the source end, for example {@code "ACTOR"}: the partition key is
   * {@code ACTOR#<source id>}. Letters, digits, {@code _}, {@code -} and {@code .}; never {@code #}.
   */
  String source();

  /** The key prefix of the target end, for example {@code "TARGET"}: the sort key is {@code TARGET#<target id>}. */
  String target();

  /**
   * The global secondary index that flips the keys ({@code <index>PK} = target key,
   * {@code <index>SK} = source key), so that the edges into a target can be listed. Empty: no
   * inverted index, and no listing by target is generated.
   */
  String invertedIndex() default "";

  /**
   * How many shards the inverted index spreads the edges into one target over, 1 (the default) to
   * 64; needs {@link #invertedIndex()}. With {@code N > 1} the index partition key is {@code
   * TARGET#bob#k}, where {@code k} is a fixed hash of the source id modulo {@code N} (the same for
   * every write of an edge, so a repeated create stays one item), and a listing by target queries
   * all {@code N} shards and merges them in order. Shard only a target so popular that its one index
   * partition runs hot: every page of that listing then costs {@code N} Queries. Changing {@code N}
   * for stored data needs a re-shard; cursors made under another {@code N} are refused.
   */
  int invertedIndexShards() default 1;

  /**
   * The logical table this record lives in. Records of one compilation that name the same table
   * share one physical DynamoDB table and one generated {@code <table>Table} class. A Java identifier.
   */
  String table() default DEFAULT_TABLE;

  /**
   * The name of the listing of the edges from one source, for example {@code "following"}: the
   * repository then has {@code following(follower)} and {@code streamFollowing(follower)}. Empty: the
   * record's plural, "Of" and the source component, as in {@code followsOfFollower}. A Java identifier
   * that no other method of the repository has.
   */
  String listFromSource() default "";

  /**
   * The name of the listing of the edges into one target, for example {@code "followers"}; needs
   * {@link #invertedIndex()}. Empty: the record's plural, "Of" and the target component, as in
   * {@code followsOfFollowee}.
   */
  String listFromTarget() default "";

  /** Marks the record component that holds the source id (String, UUID, int, long or an enum). */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  @interface Source {}

  /** Marks the record component that holds the target id (String, UUID, int, long or an enum). */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  @interface Target {}
}
