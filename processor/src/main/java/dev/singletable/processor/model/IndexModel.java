package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code @Index} of an item type: its two keys, the keys class's methods that make them, and the
 * listing that queries it. A local index's partition key is the base table's {@code PK}, the item's
 * own partition: its key model is the base partition's (an edge's source, a node's id), and its
 * {@code partitionMethod} the keys class's base key method ({@code sourceKey}, {@code key}). The listing is a family of overloads ({@code IndexListings}); the one that
 * fixes the first {@code k} sort components reads through the spec {@code specFields.get(k)}, since
 * the type of the sort id after them is that spec's.
 *
 * @param name the index, e.g. {@code GSI3}
 * @param local whether it is a local secondary index, keyed by {@code PK} and its sort key
 * @param partition its partition key, {@code GSI3PK = p#<product>}
 * @param sort its sort key, {@code GSI3SK = o#<orderedAt>#<orderId>}
 * @param listing the repository's listing methods, e.g. {@code ordersOfProduct}
 * @param unique whether an index partition holds one item at most: the method is then a lookup
 * @param partitionMethod the keys class's partition key of one partition, e.g. {@code gsi3Partition}; for a
 *     local index the base key's, e.g. {@code sourceKey}
 * @param sortMethod the keys class's whole sort key, e.g. {@code gsi3Sort}
 * @param sortPrefixMethod the keys class's sort key prefix of the leading components, e.g.
 *     {@code gsi3SortPrefix}: one overload per count of them, 1 to n-1
 * @param specFields the repository's listing spec per count of fixed sort components, 0 to n-1, e.g.
 *     {@code BY_GSI3_0}, {@code BY_GSI3_1}
 */
public record IndexModel(String name, boolean local, IndexKeyModel partition, IndexKeyModel sort, String listing, boolean unique,
    String partitionMethod, String sortMethod, String sortPrefixMethod, List<String> specFields) {

  /** Every component of both keys, partition first, in template order (each at most once in an index). */
  public List<ComponentModel> components() {
    List<ComponentModel> all = new ArrayList<>(partition.components());
    all.addAll(sort.components());
    return List.copyOf(all);
  }

  /**
   * The key attributes the mapper writes: {@code GSI3PK} and {@code GSI3SK}, or a local index's sort
   * key alone ({@code LSI1SK}), since its partition key is the item's {@code PK}.
   */
  public List<IndexKeyModel> writtenKeys() {
    return local ? List.of(sort) : List.of(partition, sort);
  }

  /** The components that may be null: an item with one of them null is not in the index. Ids never are. */
  public List<ComponentModel> nullable() {
    return components().stream().filter(c -> !c.primitive() && !c.role().isId()).toList();
  }
}
