package dev.singletable.processor.model;

/**
 * The table layout every generated item follows. The runtime's {@code Layout} holds the same
 * values; a processor test keeps the two in step.
 */
public final class Layout {
  public static final String PK = "PK";
  public static final String SK = "SK";
  public static final String TYPE = "_type";
  public static final char DELIMITER = '#';
  public static final int MAX_PARTITION_KEY_BYTES = 2048;
  public static final int MAX_SORT_KEY_BYTES = 1024;
  public static final int MAX_ITEM_BYTES = 400 * 1024;
  /** DynamoDB's default quota of global secondary indexes per table. */
  public static final int DEFAULT_INDEX_QUOTA = 20;

  private Layout() {}

  public static String indexPartitionKey(String index) {
    return index + "PK";
  }

  public static String indexSortKey(String index) {
    return index + "SK";
  }
}
