package dev.singletable.runtime.internal;

/**
 * The fixed layout of a single table: key attribute names, the key delimiter and DynamoDB's size
 * limits. An inverted index {@code I} has the key attributes {@code IPK} and {@code ISK}.
 */
public final class Layout {
  /** Partition key attribute of the base table. */
  public static final String PK = "PK";
  /** Sort key attribute of the base table. */
  public static final String SK = "SK";
  /** Attribute holding the entity name of an item. */
  public static final String TYPE = "_type";
  /** Separates a key prefix from the id: {@code ACTOR#alice}. */
  public static final char DELIMITER = '#';
  /** DynamoDB's limit for a partition key value, in UTF-8 bytes. */
  public static final int MAX_PARTITION_KEY_BYTES = 2048;
  /** DynamoDB's limit for a sort key value, in UTF-8 bytes. */
  public static final int MAX_SORT_KEY_BYTES = 1024;
  /** DynamoDB's limit for a whole item: attribute names and values, in bytes. */
  public static final int MAX_ITEM_BYTES = 400 * 1024;

  private Layout() {}

  /** The partition key attribute of an index: {@code GSI1} gives {@code GSI1PK}. */
  public static String indexPartitionKey(String index) {
    return index + "PK";
  }

  /** The sort key attribute of an index: {@code GSI1} gives {@code GSI1SK}. */
  public static String indexSortKey(String index) {
    return index + "SK";
  }
}
