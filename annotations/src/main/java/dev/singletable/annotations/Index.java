package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares a further access pattern of an {@link Edge} or {@link Node} record: a global secondary index
 * whose keys are made of any of its components, or a local one ({@link #local()}) that sorts the
 * record's own base-table partition another way, and the repository listing that queries it.
 *
 * <pre>{@code
 * @Node(prefix = "ORDER", table = "Shop")
 * @Index(name = "GSI2", partition = "c#{customer}", sort = "o#{orderedAt}", listing = "ordersOfCustomer")
 * @Index(name = "GSI3", partition = "p#{product}", sort = "o#{orderedAt}#{orderId}", listing = "ordersOfProduct")
 * public record Order(@Node.Id String orderId, String customer, String product, Instant orderedAt, int quantity) {}
 * }</pre>
 *
 * <p>Each {@code Order("o-17", "alice", "pen", 2026-12-01T10:00:00Z, 2)} then also carries
 * {@code GSI2PK = "c#alice"}, {@code GSI2SK = "o#2026-12-01T10:00:00.000000000Z"},
 * {@code GSI3PK = "p#pen"} and {@code GSI3SK = "o#2026-12-01T10:00:00.000000000Z#o-17"}, and
 * {@code OrderRepository} has {@code ordersOfCustomer(customer)}, {@code ordersOfCustomer(customer, range)},
 * {@code ordersOfProduct(product, orderedAt)}, {@code ordersOfProduct(product, orderedAt, range)} and so
 * on: each returns a listing's handle, read by {@code page()}, {@code stream()} or {@code count()}.
 *
 * <p>A key template is a constant prefix (as {@link Edge#source()}: letters, digits, {@code _},
 * {@code -} and {@code .}, never {@code #}), then one or more {@code #{component}} parts naming
 * components of the record, ids included. Its value is the prefix, then for each part {@code #} and
 * the component's key text: a String escaped as ids are, an int or long at a fixed width that sorts
 * as the numbers do, a UUID in lower case, an enum's constant name, an Instant at a fixed width
 * (years 0000 to 9999), a LocalDate as {@code yyyy-MM-dd}. No other type can be a part. A counter or a
 * version cannot either, since they change without the item being put. The index is sparse: an item
 * one of whose parts is null carries neither key, and no listing of the index returns it. The typed
 * update has no setters for the components of a template (change them with a put), so that an index
 * key is never stale.
 *
 * <p>Several records of a table may share an index name, as long as their prefixes keep their items
 * apart: two item types on one index with the same partition prefix need different sort prefixes.
 * The table class creates every index of its records, with {@code <name>PK} (HASH) and
 * {@code <name>SK} (RANGE), strings, projection ALL.
 *
 * <p>A local index ({@code local = true}) keeps the base table's partition key {@code PK} and sorts
 * it by {@code <name>SK}: it has no partition template, only a sort template.
 *
 * <pre>{@code
 * @Edge(source = "CUSTOMER", target = "ORDER", table = "Shop")
 * @Index(name = "LSI1", local = true, sort = "o#{placedAt}#{order}", listing = "ordersByTime")
 * public record CustomerOrder(@Edge.Source String customer, @Edge.Target String order, Instant placedAt) {}
 * }</pre>
 *
 * <p>The listing's partition argument is the record's base partition: for an edge its
 * {@link Edge.Source} component ({@code ordersByTime(customer)} reads {@code PK = CUSTOMER#<customer>}),
 * for a node its {@link Node.Id} ({@code PK = <prefix>#<id>}, where the node and the edges from it
 * live). Unlike a global index, a local one may be read with {@code ReadConsistency.STRONG}. Its items
 * are sparse as a global index's are (no {@code <name>SK} when a sort component is null), a typed update
 * has no setters for its sort components, and {@code backfill()} writes its key. A table has at most 5
 * local indexes, DynamoDB's limit; they exist only if the table was created with them (there is no
 * UpdateTable for them), and once a table has one, the items of one partition key value (with their
 * local index entries) may hold 10 GB at most. An index name is local for every record that names it,
 * or for none; a local index cannot be {@link #unique()}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@java.lang.annotation.Target(ElementType.TYPE)
@Repeatable(Index.List.class)
public @interface Index {

  /**
   * The secondary index, for example {@code "GSI2"}: 3 to 255 characters of {@code A-Z},
   * {@code a-z}, {@code 0-9}, {@code _}, {@code -} and {@code .}. A global index's key attributes are
   * {@code <name>PK} and {@code <name>SK}, as an inverted index's are; a local index's are {@code PK}
   * and {@code <name>SK}.
   */
  String name();

  /**
   * Whether the index is a local secondary index: the base table's partition key {@code PK} and the
   * sort key {@code <name>SK}, so that the listing reads the record's own partition (an edge's source,
   * a node's id) in another order. A local index has no {@link #partition()} template.
   */
  boolean local() default false;

  /**
   * The partition key template of a global index, for example {@code "c#{customer}"}: stored as
   * {@code c#alice}. Required unless the index is {@link #local()}, and empty for a local one.
   */
  String partition() default "";

  /**
   * The sort key template, for example {@code "o#{orderedAt}#{orderId}"}. A listing reads the items
   * of one partition in this order, and may fix the leading components and give a range of the next.
   */
  String sort();

  /**
   * The name of the repository's listing methods, for example {@code "ordersOfCustomer"}: a Java
   * identifier, no method every repository has, and no other listing's name of the record.
   */
  String listing();

  /**
   * Whether an index partition holds at most one item of this record, such as an order's one invoice:
   * then the repository's method ({@code listing}) is a lookup by the partition components that returns
   * an {@code Optional} (one Query of at most two items), not a listing; a second item found there is
   * a {@code MalformedItemException} naming both. DynamoDB does not enforce it: the writes must. Not
   * for a {@link #local()} index, whose partition is the item's own.
   */
  boolean unique() default false;

  /** Holds the {@code @Index} annotations of a record that has several; written by javac, not by hand. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @java.lang.annotation.Target(ElementType.TYPE)
  @interface List {
    /** The record's indexes, in the order written. */
    Index[] value();
  }
}
