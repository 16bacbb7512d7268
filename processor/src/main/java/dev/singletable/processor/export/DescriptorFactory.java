package dev.singletable.processor.export;

import dev.singletable.layout.Layout;
import dev.singletable.processor.export.ModelDescriptor.AccessPattern;
import dev.singletable.processor.export.ModelDescriptor.Attribute;
import dev.singletable.processor.export.ModelDescriptor.CountedBy;
import dev.singletable.processor.export.ModelDescriptor.Counter;
import dev.singletable.processor.export.ModelDescriptor.Id;
import dev.singletable.processor.export.ModelDescriptor.Index;
import dev.singletable.processor.export.ModelDescriptor.ItemType;
import dev.singletable.processor.export.ModelDescriptor.KeyAttribute;
import dev.singletable.processor.export.ModelDescriptor.Prefix;
import dev.singletable.processor.export.ModelDescriptor.Writer;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the {@link ModelDescriptor} of a table from the table model its classes are generated from:
 * the same indexes as the generated {@code definition()}, the same keys as the mappers, the same
 * methods as the repositories ({@link AccessPatterns}).
 */
final class DescriptorFactory {
  private static final String STRING = "S";

  private DescriptorFactory() {}

  /** The descriptor of {@code table}; {@code async}: whether its async table class is generated too. */
  static ModelDescriptor of(TableModel table, boolean async) {
    List<ItemType> items = table.items().stream().map(item -> itemType(table, item)).toList();
    List<AccessPattern> patterns = new ArrayList<>();
    table.items().forEach(item -> patterns.addAll(AccessPatterns.of(table, item)));
    patterns.addAll(AccessPatterns.ofTable(table));
    return new ModelDescriptor(table.name(), table.className().reflectionName(),
        async ? Optional.of(table.asyncClassName().reflectionName()) : Optional.empty(),
        new KeyAttribute(Layout.PK, STRING), new KeyAttribute(Layout.SK, STRING), keyAttributes(table),
        indexes(table), items, List.copyOf(patterns));
  }

  /** PK, SK, each global index's two keys, each local index's sort key: what {@code Tables.definition} defines. */
  private static List<KeyAttribute> keyAttributes(TableModel table) {
    Set<String> names = new LinkedHashSet<>(List.of(Layout.PK, Layout.SK));
    for (String index : table.indexes()) {
      names.add(Layout.indexPartitionKey(index));
      names.add(Layout.indexSortKey(index));
    }
    table.localIndexes().forEach(index -> names.add(Layout.indexSortKey(index)));
    return names.stream().map(name -> new KeyAttribute(name, STRING)).toList();
  }

  private static List<Index> indexes(TableModel table) {
    List<Index> indexes = new ArrayList<>();
    for (String name : table.indexes()) {
      indexes.add(new Index(name, false, Layout.indexPartitionKey(name), Layout.indexSortKey(name), writers(table, name)));
    }
    for (String name : table.localIndexes()) {
      indexes.add(new Index(name, true, Layout.PK, Layout.indexSortKey(name), writers(table, name)));
    }
    return List.copyOf(indexes);
  }

  /** The item types that key index {@code name}: an edge's inverted index (with its shards) or an {@code @Index}. */
  private static List<Writer> writers(TableModel table, String name) {
    List<Writer> writers = new ArrayList<>();
    for (ItemTypeModel item : table.items()) {
      if (item instanceof EdgeModel edge && edge.invertedIndex().equals(Optional.of(name))) {
        writers.add(new Writer(item.entity(), edge.invertedIndexShards()));
      } else if (item.indexes().stream().anyMatch(index -> index.name().equals(name))) {
        writers.add(new Writer(item.entity(), 1));
      }
    }
    return List.copyOf(writers);
  }

  private static ItemType itemType(TableModel table, ItemTypeModel item) {
    List<Prefix> prefixes = new ArrayList<>();
    List<Id> ids = new ArrayList<>();
    if (item instanceof EdgeModel edge) {
      prefixes.add(new Prefix("source", edge.source().prefix()));
      prefixes.add(new Prefix("target", edge.target().prefix()));
      ids.add(id(edge.source(), "source"));
      edge.targets().forEach(target -> ids.add(id(target, "target")));
    } else {
      NodeModel node = (NodeModel) item;
      prefixes.add(new Prefix("node", node.id().prefix()));
      ids.add(id(node.id(), "node"));
    }
    List<Counter> counters = item instanceof NodeModel node ? node.counters().stream()
        .map(c -> new Counter(c.component().attributeName(), c.edge().entity(), end(c.end().name()))).toList()
        : List.of();
    List<CountedBy> countedBy = item instanceof EdgeModel edge ? table.countersOf(edge).stream()
        .map(c -> new CountedBy(c.node().entity(), c.counter().component().attributeName(),
            end(c.counter().end().name()))).toList()
        : List.of();
    Optional<String> version = item instanceof NodeModel node
        ? node.version().map(ComponentModel::attributeName) : Optional.empty();
    return new ItemType(item instanceof EdgeModel, item.entity(), item.record().reflectionName(),
        item.repositoryClass().reflectionName(), item.accessor(), List.copyOf(prefixes), List.copyOf(ids),
        KeyParts.of(item), attributes(item), counters, countedBy, version);
  }

  private static Id id(KeyModel id, String end) {
    return new Id(id.component().name(), end, id.component().type().toString(), id.component().enumConstants());
  }

  /** {@code _type}, then every stored component in declaration order. */
  private static List<Attribute> attributes(ItemTypeModel item) {
    List<Attribute> attributes = new ArrayList<>();
    attributes.add(new Attribute(Layout.TYPE, STRING, "type", Optional.empty(), Optional.empty(), false, List.of(),
        Optional.of(item.entity())));
    for (ComponentModel component : item.stored()) {
      attributes.add(new Attribute(component.attributeName(), DynamoTypes.of(component),
          component.role().name().toLowerCase(Locale.ROOT), Optional.of(component.name()),
          Optional.of(component.type().toString()), !component.primitive() && !required(item, component),
          component.enumConstants(), Optional.empty()));
    }
    return List.copyOf(attributes);
  }

  /** Whether a stored component is never null: a part of a sorted inverted index's key, which a create requires. */
  private static boolean required(ItemTypeModel item, ComponentModel component) {
    return item instanceof EdgeModel edge
        && edge.invertedSort().map(IndexModel::components).orElse(List.of()).contains(component);
  }

  /** {@code SOURCE} -> {@code source}. */
  static String end(String end) {
    return end.toLowerCase(Locale.ROOT);
  }
}
