package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.List;
import java.util.Objects;

/**
 * Where a listing reads: the base table or an index. A listing returns the items of one partition
 * whose sort key starts with {@code sortPrefix}, or, without a prefix, every item of the partition
 * (an item collection: a node and its edges, see {@link #partition}). Which key goes into which attribute is the
 * generator's business ({@code dev.singletable.layout.Layout#edgeKeys}); a listing only names the
 * attributes, and its cursors carry the values of the last item's {@link #position()} attributes, so
 * nothing here assumes how an index's keys relate to the base keys.
 *
 * @param entity the record name, for messages and cursor scopes
 * @param indexName the index to query, or null for the base table
 * @param partitionAttribute the partition key attribute of the table or index: {@code PK} for a local
 *     secondary index ({@link #local()})
 * @param sortAttribute the sort key attribute of the table or index
 * @param sortPrefix the sort key prefix with its delimiter, for example {@code TARGET#}; a prefix
 *     given without the delimiter gets it appended; null for the whole partition
 * @param sortId the type of the id after the prefix, which places a starting point; null for the
 *     whole partition
 * @param followed whether further components follow that id in the sort key ({@code e#<status>#<at>}
 *     listed by status), so that the items of one id have keys that extend its key rather than equal it
 */
public record ListingSpec(String entity, String indexName, String partitionAttribute,
    String sortAttribute, String sortPrefix, SortId sortId, boolean followed) implements Listable {

  /** A listing whose sort id ends the sort key. */
  public ListingSpec(String entity, String indexName, String partitionAttribute, String sortAttribute,
      String sortPrefix, SortId sortId) {
    this(entity, indexName, partitionAttribute, sortAttribute, sortPrefix, sortId, false);
  }

  /**
   * Requires every component except {@code indexName}, and {@code sortPrefix} and {@code sortId}, which
   * go together; ends a prefix with '#'.
   */
  public ListingSpec {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(partitionAttribute, "partitionAttribute");
    Objects.requireNonNull(sortAttribute, "sortAttribute");
    if ((sortPrefix == null) != (sortId == null)) {
      throw new IllegalArgumentException("a sort prefix goes with the type of the id after it; got "
          + sortPrefix + " and " + sortId);
    }
    if (sortPrefix != null
        && (sortPrefix.isEmpty() || sortPrefix.charAt(sortPrefix.length() - 1) != Layout.DELIMITER)) {
      sortPrefix = sortPrefix + Layout.DELIMITER;
    }
  }

  /** This listing: a listing of one partition is read as it is. */
  @Override
  public ListingSpec listing() {
    return this;
  }

  /** The pages of this listing in one partition, each read by a {@link Pager}: Query after Query until it is full. */
  @Override
  public <T> PageQuery<Page<T>> pages(String table, String partition, SortRange rangeOrNull, ListOptions options,
      ItemMapper<T> mapper, CursorSeal seal) {
    return new PageQuery<>(table, this, partition, rangeOrNull, options, new MappedPage<>(mapper), seal);
  }

  @Override
  public Plan<Long> count(String table, String partition, SortRange rangeOrNull, ListOptions options) {
    return new CountQuery(table, this, partition, rangeOrNull, options).plan();
  }

  /**
   * The attributes whose values, read from the last item of a page, say where the next page starts:
   * the sort key of the table or index, and for an index also the base table's key, since DynamoDB
   * needs the whole primary key to resume a Query on an index (of a local index the base sort key
   * alone: its partition key is the base one). The partition key comes from the call.
   */
  public List<String> position() {
    return indexName == null ? List.of(sortAttribute)
        : local() ? List.of(sortAttribute, Layout.SK) : List.of(sortAttribute, Layout.PK, Layout.SK);
  }

  /** The longest value DynamoDB accepts in each {@link #position()} attribute, in UTF-8 bytes. */
  int[] positionLimits() {
    return indexName == null ? new int[] {Layout.MAX_SORT_KEY_BYTES}
        : local() ? new int[] {Layout.MAX_SORT_KEY_BYTES, Layout.MAX_SORT_KEY_BYTES}
        : new int[] {Layout.MAX_SORT_KEY_BYTES, Layout.MAX_PARTITION_KEY_BYTES, Layout.MAX_SORT_KEY_BYTES};
  }

  /**
   * Whether this is a listing of a local secondary index: an index whose partition key is the base
   * table's {@code PK}. Such a listing may read strongly consistently, and its cursors need only the
   * base sort key beside the index's, since the partition is the call's.
   */
  public boolean local() {
    return indexName != null && Layout.PK.equals(partitionAttribute);
  }

  /**
   * A listing of the base table: PK is the partition, SK starts with {@code sortKeyPrefix}, followed by
   * an id of type {@code sortId}.
   */
  public static ListingSpec base(String entity, String sortKeyPrefix, SortId sortId) {
    return new ListingSpec(entity, null, Layout.PK, Layout.SK, sortKeyPrefix, Objects.requireNonNull(sortId, "sortId"));
  }

  /**
   * As {@link #base}, for the leading component of a composite sort key ({@code EVENT#<status>#<at>},
   * an edge with several {@code @Edge.Target} components) that further components follow: the items of
   * one value of it have keys that start with its key and {@code #}.
   */
  public static ListingSpec baseLeading(String entity, String sortKeyPrefix, SortId sortId) {
    ListingSpec last = base(entity, sortKeyPrefix, sortId);
    return new ListingSpec(entity, null, Layout.PK, Layout.SK, last.sortPrefix(), sortId, true);
  }

  /**
   * Every item of one partition of the base table, whatever its sort key: a node and the edges that
   * share its partition.
   *
   * @param name what the cursors are bound to and messages say, e.g. {@code "the User collection"}
   */
  public static ListingSpec partition(String name) {
    return new ListingSpec(name, null, Layout.PK, Layout.SK, null, null);
  }

  /**
   * A listing of an inverted index: {@code <index>PK} is the partition, {@code <index>SK} sorts, its
   * prefix followed by an id of type {@code sortId}.
   */
  public static ListingSpec inverted(String entity, String indexName, String sortKeyPrefix, SortId sortId) {
    Objects.requireNonNull(indexName, "indexName");
    return new ListingSpec(entity, indexName, Layout.indexPartitionKey(indexName),
        Layout.indexSortKey(indexName), sortKeyPrefix, Objects.requireNonNull(sortId, "sortId"));
  }

  /**
   * A listing of a secondary index declared with {@code @Index}: {@code <index>PK} is the partition,
   * {@code <index>SK} sorts, its constant prefix (and, per call, the leading components' values)
   * followed by a component of type {@code sortId}. The key attributes are named as an inverted
   * index's are.
   */
  public static ListingSpec index(String entity, String indexName, String sortKeyPrefix, SortId sortId) {
    return inverted(entity, indexName, sortKeyPrefix, sortId);
  }

  /**
   * As {@link #index}, for a sort component that further components follow in the sort key: the items
   * of one value of it have keys that start with its key and {@code #}.
   */
  public static ListingSpec indexLeading(String entity, String indexName, String sortKeyPrefix, SortId sortId) {
    ListingSpec last = index(entity, indexName, sortKeyPrefix, sortId);
    return new ListingSpec(entity, indexName, last.partitionAttribute(), last.sortAttribute(), last.sortPrefix(),
        sortId, true);
  }

  /**
   * A listing of a local secondary index declared with {@code @Index(local = true)}: the base table's
   * {@code PK} is the partition (the item's own), {@code <index>SK} sorts, its constant prefix (and, per
   * call, the leading components' values) followed by a component of type {@code sortId}.
   */
  public static ListingSpec local(String entity, String indexName, String sortKeyPrefix, SortId sortId) {
    Objects.requireNonNull(indexName, "indexName");
    return new ListingSpec(entity, indexName, Layout.PK, Layout.indexSortKey(indexName), sortKeyPrefix,
        Objects.requireNonNull(sortId, "sortId"));
  }

  /** As {@link #local}, for a sort component that further components follow in the sort key. */
  public static ListingSpec localLeading(String entity, String indexName, String sortKeyPrefix, SortId sortId) {
    return local(entity, indexName, sortKeyPrefix, sortId).followedBy();
  }

  /** This listing with further components after its sort id ({@link #followed()}). */
  private ListingSpec followedBy() {
    return new ListingSpec(entity, indexName, partitionAttribute, sortAttribute, sortPrefix, sortId, true);
  }

  @Override
  public ListingSpec withSortPrefix(String prefix) {
    return new ListingSpec(entity, indexName, partitionAttribute, sortAttribute, prefix, sortId, followed);
  }
}
