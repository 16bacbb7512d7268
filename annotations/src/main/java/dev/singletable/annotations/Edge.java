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
 * {@code FollowRepository} beside the record, and one table class per {@link #table()}, whose
 * {@code follows()} returns the repository (see {@link #accessor()}).
 *
 * <p>Several {@link Target} components make a composite sort key, in component order:
 *
 * <pre>{@code
 * @Edge(source = "TICKET", target = "EVENT", listFromSource = "historyOfTicket")
 * public record TicketStep(@Edge.Source String ticket, @Edge.Target Status status, @Edge.Target Instant at, String note) {}
 * }</pre>
 *
 * <p>stores {@code PK = "TICKET#t1"}, {@code SK = "EVENT#OPEN#2026-12-01T09:00:00.000000000Z"}, so that the
 * text order of the keys is the components' order. Reads and deletes take every id
 * ({@code get(ticket, status, at)}), and the listing from the source fixes leading components and takes a
 * {@code Range} of the next, as an {@link Index} listing does: {@code historyOfTicket(ticket)},
 * {@code historyOfTicket(ticket, Range<Status>)}, {@code historyOfTicket(ticket, status)},
 * {@code historyOfTicket(ticket, status, Range<Instant>)}. Such an edge has no target node: no
 * {@link #invertedIndex()}, and no {@code @Counter} of its {@code TARGET} end.
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
   * What the inverted index sorts the edges into one target by, before the source: a key template as
   * {@link Index#sort()} takes (a constant prefix, then {@code #{component}} parts), for example
   * {@code "at#{followedAt}"}. Empty (the default): by the source key alone, {@code GSI1SK =
   * ACTOR#alice}. Given, the index sort key is the template's value, {@code #} and the source key,
   * {@code GSI1SK = at#2026-12-01T09:00:00.000000000Z#ACTOR#alice}, so the listing by target lists
   * in time order (newest first with {@code ListOptions.descending()}), takes a {@code Range} of the
   * first part ({@code followers(followee, Range.after(t))}), and, over shards, merges them in that
   * order; each edge is still one item, read by both ends with one GetItem. Needs {@link
   * #invertedIndex()}; the parts must be non-null on every write (an edge is always in its inverted
   * index), cannot be the source or the target, and are not set by the typed update (put the edge to
   * change them). Changing it for stored edges needs the repository's {@code backfill()}.
   */
  String invertedIndexSort() default "";

  /**
   * The logical table this record lives in. Records of one compilation that name the same table
   * share one physical DynamoDB table and one generated {@code <table>Table} class. A Java identifier.
   */
  String table() default DEFAULT_TABLE;

  /**
   * The name of the listing of the edges from one source, for example {@code "following"}: the
   * repository then has {@code following(follower)}, which returns the listing's handle ({@code
   * following(follower).page()}, {@code .stream()}, {@code .count()}). Empty: the record's plural, "Of"
   * and the source component, as in {@code followsOfFollower}. A Java identifier that no other method
   * of the repository has.
   */
  String listFromSource() default "";

  /**
   * The name of the listing of the edges into one target, for example {@code "followers"}; needs
   * {@link #invertedIndex()}. Empty: the record's plural, "Of" and the target component, as in
   * {@code followsOfFollowee}.
   */
  String listFromTarget() default "";

  /**
   * The name of the table class's method that returns this record's repository, for example
   * {@code "people"}: {@code table.people()}. It also names the record's method on an item collection.
   * Empty (the default): the record's plural in lower camel case, {@code follows} for {@code Follow},
   * made from the name's last word by the rules of regular English plurals:
   * <ul>
   *   <li>{@code person}, {@code man}, {@code woman}, {@code child} (as the whole last word) become
   *       {@code people}, {@code men}, {@code women}, {@code children}: {@code SalesPerson} ->
   *       {@code salesPeople}, but {@code Human} -> {@code humans};</li>
   *   <li>{@code calf}, {@code elf}, {@code half}, {@code knife}, {@code leaf}, {@code life}, {@code loaf},
   *       {@code self}, {@code sheaf}, {@code shelf}, {@code thief}, {@code wife}, {@code wolf} end in
   *       {@code ves}: {@code BookShelf} -> {@code bookShelves}; any other f takes s:
   *       {@code roofs}, {@code chiefs}, {@code beliefs};</li>
   *   <li>a consonant and y become ies: {@code Reply} -> {@code replies}, but {@code days};</li>
   *   <li>s, x, z, ch and sh take es: {@code matches}, {@code boxes};</li>
   *   <li>anything else takes s.</li>
   * </ul>
   * The derived listing names ({@code followsOfFollower}) use the same plural, not this value.
   * A Java identifier and not a keyword, that no other record of the table has and that is not a
   * method of the table class ({@code tableName}, {@code definition}, {@code createIfMissing},
   * {@code addMissingIndexes}, {@code batchWrite}, {@code transaction}, {@code read}, those of
   * {@code Object}), nor {@code context}; the processor refuses any other.
   */
  String accessor() default "";

  /** Marks the record component that holds the source id (String, UUID, int, long or an enum). */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  @interface Source {}

  /**
   * Marks the record component that holds the target id (String, UUID, int, long or an enum): the sort
   * key is {@code TARGET#<id>}. Several components may be marked, in component order, for a composite
   * sort key {@code TARGET#<c1>#<c2>...}: each a String, UUID, int, long, enum, Instant or LocalDate
   * (never a box, since no part of a key can be null), written in key text that sorts as its values do
   * (numbers fixed width, instants fixed width in the years 0000 to 9999, strings escaped), as the parts
   * of an {@link Index} template are.
   */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
  @interface Target {}
}
