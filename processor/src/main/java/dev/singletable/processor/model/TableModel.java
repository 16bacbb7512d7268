package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * One logical table, built whole before anything of it is generated: its generated class, every
 * item type stored in it and the secondary indexes they need.
 *
 * @param name the logical name, e.g. {@code Main}
 * @param className the generated class, e.g. {@code com.example.MainTable}
 * @param items the item types stored in it, sorted by record name
 * @param indexes the distinct names of its global indexes, inverted and {@code @Index}, sorted
 * @param localIndexes the distinct names of its local indexes ({@code @Index(local = true)}), sorted
 */
public record TableModel(String name, ClassName className, List<ItemTypeModel> items, List<String> indexes,
    List<String> localIndexes) {

  /** The edge records of the table, sorted by name. */
  public List<EdgeModel> edges() {
    return items.stream().filter(EdgeModel.class::isInstance).map(EdgeModel.class::cast).toList();
  }

  /** The node records of the table, sorted by name. */
  public List<NodeModel> nodes() {
    return items.stream().filter(NodeModel.class::isInstance).map(NodeModel.class::cast).toList();
  }

  /**
   * The counters over {@code edge}, node by node in name order, each node's in declaration order:
   * empty for an uncounted edge.
   */
  public List<EdgeCounter> countersOf(EdgeModel edge) {
    return nodes().stream().flatMap(node -> node.counters().stream()
            .filter(counter -> counter.edge().entity().equals(edge.entity()))
            .map(counter -> new EdgeCounter(node, counter)))
        .toList();
  }

  /** The item collection of {@code node}: empty unless an edge of this table starts in its partition. */
  public Optional<CollectionModel> collectionOf(NodeModel node) {
    return CollectionModel.of(node, edges());
  }

  /**
   * Where the table's model descriptor goes in the class output, and where its table class reads it:
   * {@code META-INF/singletable/com.example.MainTable.json}; its exports go into the folder of that name
   * without {@code .json}.
   */
  public String descriptorResource() {
    return "META-INF/singletable/" + className.reflectionName() + ".json";
  }

  /** The table's provider for {@code ServiceLoader}, e.g. {@code com.example.MainTableProvider}. */
  public ClassName providerClassName() {
    return GeneratedKind.TABLE_PROVIDER.of(className.packageName(), name);
  }

  /** The table class over an asynchronous client, e.g. {@code com.example.MainAsyncTable}. */
  public ClassName asyncClassName() {
    return GeneratedKind.ASYNC_TABLE.of(className.packageName(), name);
  }
}
