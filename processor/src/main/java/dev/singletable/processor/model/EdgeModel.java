package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * Everything the generators need to know about one {@code @Edge} record.
 *
 * @param record the record's class
 * @param entity the value of the {@code _type} attribute (the record's simple name)
 * @param table the logical table's name
 * @param source the source id and its key prefix
 * @param target the target id and its key prefix
 * @param invertedIndex the index that flips the keys, if any
 * @param keys which key attribute receives which key
 * @param components every component in declaration order (the canonical constructor's order)
 * @param plural the lower-camel plural of the record's name, e.g. {@code follows}: derived listing names
 *     and the runtime's name of a batch's entries start with it
 * @param accessor the table class's method that returns the repository, and the item collections' method
 *     for the edge: the {@code accessor} value, else the plural
 * @param listings the listing from the source, then the one from the target if there is an inverted index
 * @param indexes its {@code @Index}es, in source order
 * @param invertedSort with {@code invertedIndexSort}, the inverted index as an index of its own: the
 *     target key its partition ({@code targetKey}), the template the lead of its sort key, which the
 *     source key follows ({@code invertedSortKey}), the listing from the target its listing, its
 *     specs the listing's field and, for each count of fixed leading components beyond none, one more
 */
public record EdgeModel(
    ClassName record,
    String entity,
    String table,
    KeyModel source,
    KeyModel target,
    Optional<String> invertedIndex,
    KeyLayout keys,
    List<ComponentModel> components,
    String plural,
    String accessor,
    List<ListingModel> listings,
    List<IndexModel> indexes,
    Optional<IndexModel> invertedSort) implements ItemTypeModel {

  @Override
  public List<KeyModel> ids() {
    return List.of(source, target);
  }

  /** As {@link ItemTypeModel#updatable()}, less the parts of the inverted index's sort key. */
  @Override
  public List<ComponentModel> updatable() {
    List<ComponentModel> parts = invertedSort.map(IndexModel::components).orElse(List.of());
    return ItemTypeModel.super.updatable().stream().filter(a -> !parts.contains(a)).toList();
  }

  /** How many shards the inverted index spreads a target over; 1 when unsharded. */
  public int invertedIndexShards() {
    return keys.indexShards();
  }
}
