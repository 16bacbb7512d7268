package dev.singletable.processor.model;

import com.squareup.javapoet.NameAllocator;
import dev.singletable.layout.Layout;
import dev.singletable.processor.read.IndexDeclaration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Builds an item type's {@link IndexModel}s from {@code @Index} declarations that passed every rule. */
final class IndexModels {

  private IndexModels() {}

  /**
   * The indexes of an item type whose components are {@code components}; {@code fields} are the
   * repository's constants the indexes' specs must not take (an edge's {@code BY_FOLLOWER} ...);
   * {@code base} is the key of the item's base partition (an edge's source, a node's id), which the
   * keys class's {@code baseMethod} makes and a local index shares.
   */
  static List<IndexModel> of(List<IndexDeclaration> declared, List<ComponentModel> components,
      Collection<String> fields, KeyModel base, String baseMethod) {
    Map<String, ComponentModel> byName = components.stream()
        .collect(Collectors.toMap(ComponentModel::name, Function.identity()));
    NameAllocator methods = new NameAllocator();
    methods.newName(baseMethod);
    NameAllocator specs = new NameAllocator();
    fields.forEach(specs::newName);
    List<IndexModel> indexes = new ArrayList<>();
    for (IndexDeclaration index : declared) {
      IndexKeyModel partition = index.local()
          ? new IndexKeyModel(Layout.PK, base.prefix(), List.of(base.component()), base.maxKeyBytes())
          : key(Layout.indexPartitionKey(index.name()), index.partition(), byName, Layout.MAX_PARTITION_KEY_BYTES);
      IndexKeyModel sort = key(Layout.indexSortKey(index.name()), index.sort(), byName, Layout.MAX_SORT_KEY_BYTES);
      String stem = Names.indexMethodStem(index.name());
      List<String> specFields = new ArrayList<>();
      for (int fixed = 0; fixed < sort.components().size(); fixed++) {
        specFields.add(specs.newName(Names.indexListingField(index.name(), fixed)));
      }
      indexes.add(new IndexModel(index.name(), index.local(), partition, sort, index.listing(), index.unique(),
          index.local() ? baseMethod : methods.newName(stem + "Partition"),
          methods.newName(stem + "Sort"), methods.newName(stem + "SortPrefix"), List.copyOf(specFields)));
    }
    return List.copyOf(indexes);
  }

  /**
   * An edge's inverted index whose sort key leads with {@code template}, as an {@link IndexModel}: the
   * partition is the target key, the sort key the template's value then the source key; its first
   * spec is the listing's own field, the others take names no other spec of the repository has.
   */
  static IndexModel invertedSort(String index, KeyTemplate template, ListingModel listing, KeyModel target,
      List<ComponentModel> components, Collection<String> fields, List<IndexModel> indexes) {
    Map<String, ComponentModel> byName = components.stream()
        .collect(Collectors.toMap(ComponentModel::name, Function.identity()));
    NameAllocator specs = new NameAllocator();
    fields.forEach(specs::newName);
    indexes.forEach(other -> other.specFields().forEach(specs::newName));
    List<String> specFields = new ArrayList<>(List.of(listing.fieldName()));
    for (int fixed = 1; fixed < template.components().size(); fixed++) {
      specFields.add(specs.newName(listing.fieldName() + "_" + fixed));
    }
    return new IndexModel(index, false,
        new IndexKeyModel(Layout.indexPartitionKey(index), target.prefix(), List.of(target.component()),
            target.maxKeyBytes()),
        new IndexKeyModel(Layout.indexSortKey(index), template.prefix(),
            template.components().stream().map(byName::get).toList(), Layout.MAX_SORT_KEY_BYTES),
        listing.methodName(), false, "targetKey", "invertedSortKey", "invertedSortPrefix", List.copyOf(specFields));
  }

  private static IndexKeyModel key(String attribute, String template, Map<String, ComponentModel> components,
      int maxBytes) {
    KeyTemplate parsed = KeyTemplate.parse(template).template();
    return new IndexKeyModel(attribute, parsed.prefix(),
        parsed.components().stream().map(components::get).toList(), maxBytes);
  }
}
