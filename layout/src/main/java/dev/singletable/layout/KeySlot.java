package dev.singletable.layout;

import java.util.Optional;

/**
 * One key attribute of an item and the key it receives.
 *
 * @param attribute the attribute, e.g. {@code PK} or {@code GSI1SK}
 * @param index the index this attribute keys, or empty for the base table
 * @param partition whether it is the partition (HASH) key of its table or index, else the sort (RANGE) key
 * @param end whose key it holds
 */
public record KeySlot(String attribute, Optional<String> index, boolean partition, End end) {

  /** The longest value DynamoDB accepts in this attribute, in UTF-8 bytes. */
  public int maxBytes() {
    return partition ? Layout.MAX_PARTITION_KEY_BYTES : Layout.MAX_SORT_KEY_BYTES;
  }
}
