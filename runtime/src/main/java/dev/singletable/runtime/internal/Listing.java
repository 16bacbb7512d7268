package dev.singletable.runtime.internal;

import java.util.Objects;

/**
 * Where a listing reads: the base table, or an inverted index whose keys are the base keys swapped
 * (index PK = base SK, index SK = base PK). A listing returns the items of one partition whose sort
 * key starts with {@code sortPrefix}.
 *
 * @param entity the record name, for messages and cursor scopes
 * @param indexName the index to query, or null for the base table
 * @param partitionAttribute the partition key attribute of the table or index
 * @param sortAttribute the sort key attribute of the table or index
 * @param sortPrefix the sort key prefix with its delimiter, for example {@code TARGET#}; a prefix
 *     given without the delimiter gets it appended
 */
public record Listing(String entity, String indexName, String partitionAttribute,
    String sortAttribute, String sortPrefix) {

  /** Requires every component except {@code indexName}, and ends {@code sortPrefix} with '#'. */
  public Listing {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(partitionAttribute, "partitionAttribute");
    Objects.requireNonNull(sortAttribute, "sortAttribute");
    Objects.requireNonNull(sortPrefix, "sortPrefix");
    if (sortPrefix.isEmpty() || sortPrefix.charAt(sortPrefix.length() - 1) != Layout.DELIMITER) {
      sortPrefix = sortPrefix + Layout.DELIMITER;
    }
  }

  /** A listing of the base table: PK is the partition, SK starts with {@code sortKeyPrefix}. */
  public static Listing base(String entity, String sortKeyPrefix) {
    return new Listing(entity, null, Layout.PK, Layout.SK, sortKeyPrefix);
  }

  /** A listing of an inverted index: {@code <index>PK} is the partition, {@code <index>SK} sorts. */
  public static Listing inverted(String entity, String indexName, String sortKeyPrefix) {
    Objects.requireNonNull(indexName, "indexName");
    return new Listing(entity, indexName, Layout.indexPartitionKey(indexName),
        Layout.indexSortKey(indexName), sortKeyPrefix);
  }
}
