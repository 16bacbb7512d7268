package dev.singletable.layout;

import java.util.List;
import java.util.Optional;

/**
 * The fixed layout of a single table, in the one place that the processor (generators, table checks,
 * the table definition) and the runtime read: key attribute names, the key delimiter, DynamoDB's
 * limits, and where each key of an edge item ({@link #edgeKeys}) and of a node item ({@link #nodeKeys},
 * {@link #nodeSortKey}) goes. An index {@code I} has the key attributes {@code IPK} and {@code ISK}.
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
  /** DynamoDB's default quota of global secondary indexes per table. */
  public static final int DEFAULT_INDEX_QUOTA = 20;
  /** DynamoDB's limit of local secondary indexes per table, which no quota increase raises. */
  public static final int MAX_LOCAL_INDEXES = 5;

  private Layout() {}

  /** The partition key attribute of an index: {@code GSI1} gives {@code GSI1PK}. */
  public static String indexPartitionKey(String index) {
    return index + "PK";
  }

  /** The sort key attribute of an index: {@code GSI1} gives {@code GSI1SK}. */
  public static String indexSortKey(String index) {
    return index + "SK";
  }

  /**
   * Where the two keys of an edge item go, base table first. The base table is keyed from the source:
   * {@code PK} = source key, {@code SK} = target key. An inverted index flips them: its partition key
   * is the target key and its sort key the source key, so the same item is listed from either end.
   */
  public static List<KeySlot> edgeKeys(Optional<String> invertedIndex) {
    KeySlot pk = new KeySlot(PK, Optional.empty(), true, End.SOURCE);
    KeySlot sk = new KeySlot(SK, Optional.empty(), false, End.TARGET);
    return invertedIndex
        .map(index -> List.of(pk, sk,
            new KeySlot(indexPartitionKey(index), invertedIndex, true, End.TARGET),
            new KeySlot(indexSortKey(index), invertedIndex, false, End.SOURCE)))
        .orElse(List.of(pk, sk));
  }

  /**
   * Where the key of a node item goes: {@code PK} = the node's key {@code <prefix>#<id>}, the same
   * attribute and encoding as the source key of an edge, so a node whose prefix is its outgoing edges'
   * source prefix shares their partition. Its {@code SK} is the fixed {@link #nodeSortKey}. A node
   * item has no inverted index key; it carries the keys of its own {@code @Index} indexes only, so no
   * listing of an edge's inverted index ever sees it.
   */
  public static List<KeySlot> nodeKeys() {
    return List.of(new KeySlot(PK, Optional.empty(), true, End.NODE));
  }

  /**
   * The sort key of every item of one node type: the delimiter, then the entity name, {@code #User}.
   * An edge's sort key is {@code <prefix>#<id>} with a non-empty prefix that holds no delimiter, so
   * it never begins with the delimiter: a node item never matches an edge listing's
   * {@code begins_with(SK, "<prefix>#")}, and a node read ({@code SK = #User}) never returns an edge.
   * Entity names are unique in a table, so two node types sharing a prefix have distinct items too.
   * In a partition, the node sorts before the edges whose prefixes start with a letter, digit,
   * {@code _}, {@code -} or {@code .}, so a Query of the item collection returns it first.
   */
  public static String nodeSortKey(String entityName) {
    return DELIMITER + entityName;
  }
}
