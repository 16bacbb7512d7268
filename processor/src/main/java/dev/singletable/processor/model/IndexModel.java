package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code @Index} of an item type: its two keys, the keys class's methods that make them, and the
 * listing that queries it. The listing is a family of overloads ({@code IndexListings}); the one that
 * fixes the first {@code k} sort components reads through the spec {@code specFields.get(k)}, since
 * the type of the sort id after them is that spec's.
 *
 * @param name the index, e.g. {@code GSI3}
 * @param partition its partition key, {@code GSI3PK = p#<product>}
 * @param sort its sort key, {@code GSI3SK = o#<orderedAt>#<orderId>}
 * @param listing the repository's listing methods, e.g. {@code ordersOfProduct}
 * @param unique whether an index partition holds one item at most: the method is then a lookup
 * @param partitionMethod the keys class's partition key of one partition, e.g. {@code gsi3Partition}
 * @param sortMethod the keys class's whole sort key, e.g. {@code gsi3Sort}
 * @param sortPrefixMethod the keys class's sort key prefix of the leading components, e.g.
 *     {@code gsi3SortPrefix}: one overload per count of them, 1 to n-1
 * @param specFields the repository's listing spec per count of fixed sort components, 0 to n-1, e.g.
 *     {@code BY_GSI3_0}, {@code BY_GSI3_1}
 */
public record IndexModel(String name, IndexKeyModel partition, IndexKeyModel sort, String listing, boolean unique,
    String partitionMethod, String sortMethod, String sortPrefixMethod, List<String> specFields) {

  /** Every component of both keys, partition first, in template order (each at most once in an index). */
  public List<ComponentModel> components() {
    List<ComponentModel> all = new ArrayList<>(partition.components());
    all.addAll(sort.components());
    return List.copyOf(all);
  }

  /** The components that may be null: an item with one of them null is not in the index. Ids never are. */
  public List<ComponentModel> nullable() {
    return components().stream().filter(c -> !c.primitive() && !c.role().isId()).toList();
  }
}
