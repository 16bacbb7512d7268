package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import dev.singletable.layout.End;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.NodeDeclaration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/** Builds the immutable models from declarations that passed every rule. */
public final class ModelFactory {

  private ModelFactory() {}

  public static EdgeModel edge(EdgeDeclaration edge) {
    KeyLayout keys = keyLayout(edge);
    List<ComponentModel> components = new ArrayList<>();
    KeyModel source = null;
    List<KeyModel> targets = new ArrayList<>();
    for (ComponentDeclaration declared : edge.components()) {
      Role role = declared.source() != null ? Role.SOURCE : declared.target() != null ? Role.TARGET : Role.ATTRIBUTE;
      ComponentModel component = new ComponentModel(declared.name(), declared.type().javaType(),
          declared.type().kind(), declared.type().primitive(), role, declared.storedName(),
          declared.type().constants());
      components.add(component);
      if (role == Role.SOURCE) {
        source = new KeyModel(component, edge.source(), keys.maxKeyBytes(End.SOURCE));
      } else if (role == Role.TARGET) {
        targets.add(new KeyModel(component, edge.target(), keys.maxKeyBytes(End.TARGET)));
      }
    }
    List<ListingModel> listings = new ArrayList<>();
    listings.add(sourceListing(edge, source, targets.size()));
    if (!edge.invertedIndex().isEmpty()) {
      listings.add(listing(edge, edge.listFromTarget(), targets.get(0), true));
    }
    List<String> fields = new ArrayList<>();
    listings.forEach(listing -> fields.addAll(listing.specFields()));
    fields.add(Names.COUNTING_FIELD);
    List<IndexModel> indexes = IndexModels.of(edge.indexes(), components, fields, source, "sourceKey");
    KeyModel inverted = targets.get(0);
    Optional<IndexModel> invertedSort = keys.invertedSort().map(template -> IndexModels.invertedSort(
        edge.invertedIndex(), template, listings.get(1), inverted, components, fields, indexes));
    return new EdgeModel(ClassName.get(edge.element()), edge.simpleName(), edge.table(), source, targets.get(0),
        invertedIndex(edge), keys, List.copyOf(components), Names.plural(edge.simpleName()),
        Names.accessor(edge.accessor(), edge.simpleName()), List.copyOf(listings), indexes, List.copyOf(targets),
        invertedSort);
  }

  /**
   * The listing from the source; of a composite sort key of {@code targets} components, with a spec per
   * count of fixed leading components, {@code BY_TICKET_1} ...
   */
  private static ListingModel sourceListing(EdgeDeclaration edge, KeyModel source, int targets) {
    ListingModel listing = listing(edge, edge.listFromSource(), source, false);
    List<String> prefixFields = new ArrayList<>();
    for (int fixed = 1; fixed < targets; fixed++) {
      prefixFields.add(listing.fieldName() + "_" + fixed);
    }
    return new ListingModel(listing.methodName(), listing.fieldName(), false, List.copyOf(prefixFields));
  }

  /**
   * A node's model, its counters resolved to the table's {@code edges}; empty when a counted edge is
   * not among them (it was rejected, with an error of its own).
   */
  public static Optional<NodeModel> node(NodeDeclaration node, List<EdgeModel> edges) {
    KeyLayout keys = keyLayout(node);
    List<ComponentModel> components = new ArrayList<>();
    List<CounterModel> counters = new ArrayList<>();
    KeyModel id = null;
    ComponentModel version = null;
    for (ComponentDeclaration declared : node.components()) {
      Role role = declared.nodeId() != null ? Role.NODE_ID : declared.counter() != null ? Role.COUNTER
          : declared.version() != null ? Role.VERSION : Role.ATTRIBUTE;
      ComponentModel component = new ComponentModel(declared.name(), declared.type().javaType(),
          declared.type().kind(), declared.type().primitive(), role, declared.storedName(),
          declared.type().constants());
      components.add(component);
      if (role == Role.NODE_ID) {
        id = new KeyModel(component, node.prefix(), keys.maxKeyBytes(End.NODE));
      } else if (role == Role.VERSION) {
        version = component;
      } else if (role == Role.COUNTER) {
        ClassName counted = ClassName.get(declared.counter().edge().element());
        Optional<EdgeModel> edge = edges.stream().filter(e -> e.record().equals(counted)).findFirst();
        if (edge.isEmpty()) {
          return Optional.empty();
        }
        counters.add(new CounterModel(component, edge.get(), declared.counter().end()));
      }
    }
    return Optional.of(new NodeModel(ClassName.get(node.element()), node.simpleName(), node.table(), id, keys,
        List.copyOf(components), List.copyOf(counters), Optional.ofNullable(version),
        Names.accessor(node.accessor(), node.simpleName()), IndexModels.of(node.indexes(), components, List.of(), id, "key")));
  }

  /** Where the keys of a record that passed its rules go. */
  public static KeyLayout keyLayout(ItemTypeDeclaration item) {
    if (item instanceof NodeDeclaration node) {
      String id = node.components().stream().filter(c -> c.nodeId() != null).findFirst().orElseThrow().name();
      return KeyLayout.node(node.prefix(), id, node.simpleName());
    }
    return keyLayout((EdgeDeclaration) item);
  }

  /** Where the keys of a record that passed {@code EdgeRules} (one source, one target or a composite sort key) go. */
  public static KeyLayout keyLayout(EdgeDeclaration edge) {
    String source = edge.components().stream().filter(c -> c.source() != null).findFirst().orElseThrow().name();
    List<String> targets = edge.targets().stream().map(ComponentDeclaration::name).toList();
    return KeyLayout.edge(edge.source(), source, edge.target(), targets, invertedIndex(edge),
        edge.invertedIndexShards(),
        edge.invertedIndexSort().isEmpty() ? null : KeyTemplate.parse(edge.invertedIndexSort()).template());
  }

  private static Optional<String> invertedIndex(EdgeDeclaration edge) {
    return edge.invertedIndex().isEmpty() ? Optional.empty() : Optional.of(edge.invertedIndex());
  }

  private static ListingModel listing(EdgeDeclaration edge, String chosen, KeyModel end, boolean inverted) {
    String component = end.component().name();
    String name = Names.listing(chosen, edge.simpleName(), component);
    return new ListingModel(name, Names.listingField(component), inverted);
  }

  /**
   * A table's model. Its class goes to the longest package its records share; when they share none,
   * to the first record's package, because no named package can import from the unnamed one.
   * {@code items} are sorted by record name.
   */
  public static TableModel table(String name, List<? extends ItemTypeModel> items) {
    String pkg = items.get(0).record().packageName();
    for (ItemTypeModel item : items) {
      pkg = commonPackage(pkg, item.record().packageName());
    }
    if (pkg.isEmpty()) {
      pkg = items.get(0).record().packageName();
    }
    TreeSet<String> indexes = new TreeSet<>();
    TreeSet<String> localIndexes = new TreeSet<>();
    for (ItemTypeModel item : items) {
      item.keys().fields().forEach(key -> key.slot().index().ifPresent(indexes::add));
      item.indexes().forEach(index -> (index.local() ? localIndexes : indexes).add(index.name()));
    }
    return new TableModel(name, GeneratedKind.TABLE.of(pkg, name), List.copyOf(items), List.copyOf(indexes),
        List.copyOf(localIndexes));
  }

  private static String commonPackage(String a, String b) {
    String[] left = a.split("\\.");
    String[] right = b.split("\\.");
    StringBuilder common = new StringBuilder();
    for (int i = 0; i < Math.min(left.length, right.length) && left[i].equals(right[i]); i++) {
      common.append(common.length() == 0 ? "" : ".").append(left[i]);
    }
    return common.toString();
  }
}
