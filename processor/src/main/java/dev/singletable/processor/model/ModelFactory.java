package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import dev.singletable.layout.End;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
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
    KeyModel target = null;
    for (ComponentDeclaration declared : edge.components()) {
      Role role = declared.source() != null ? Role.SOURCE : declared.target() != null ? Role.TARGET : Role.ATTRIBUTE;
      ComponentModel component = new ComponentModel(declared.name(), declared.type().javaType(),
          declared.type().kind(), declared.type().primitive(), role, declared.storedName());
      components.add(component);
      if (role == Role.SOURCE) {
        source = new KeyModel(component, edge.source(), keys.maxKeyBytes(End.SOURCE));
      } else if (role == Role.TARGET) {
        target = new KeyModel(component, edge.target(), keys.maxKeyBytes(End.TARGET));
      }
    }
    List<ListingModel> listings = new ArrayList<>();
    listings.add(listing(edge, edge.listFromSource(), source, false));
    if (!edge.invertedIndex().isEmpty()) {
      listings.add(listing(edge, edge.listFromTarget(), target, true));
    }
    return new EdgeModel(ClassName.get(edge.element()), edge.simpleName(), edge.table(), source, target,
        invertedIndex(edge), keys, List.copyOf(components), Names.plural(edge.simpleName()), List.copyOf(listings));
  }

  /** Where the keys of a record that passed {@code EdgeRules} (one source, one target) go. */
  public static KeyLayout keyLayout(EdgeDeclaration edge) {
    String source = edge.components().stream().filter(c -> c.source() != null).findFirst().orElseThrow().name();
    String target = edge.components().stream().filter(c -> c.target() != null).findFirst().orElseThrow().name();
    return KeyLayout.edge(edge.source(), source, edge.target(), target, invertedIndex(edge));
  }

  private static Optional<String> invertedIndex(EdgeDeclaration edge) {
    return edge.invertedIndex().isEmpty() ? Optional.empty() : Optional.of(edge.invertedIndex());
  }

  private static ListingModel listing(EdgeDeclaration edge, String chosen, KeyModel end, boolean inverted) {
    String component = end.component().name();
    String name = Names.listing(chosen, edge.simpleName(), component);
    return new ListingModel(name, Names.stream(name), Names.listingField(component), inverted);
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
    for (ItemTypeModel item : items) {
      item.keys().fields().forEach(key -> key.slot().index().ifPresent(indexes::add));
    }
    return new TableModel(name, ClassName.get(pkg, name + "Table"), List.copyOf(items), List.copyOf(indexes));
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
