package dev.singletable.processor.validate;

import dev.singletable.layout.Layout;
import dev.singletable.processor.model.KeyLayout;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The rules that look at every record of one table together: no two records whose key conditions
 * match each other's items, no attribute that doubles as a key of the table, one name per record.
 */
public final class TableRules {

  private TableRules() {}

  /** {@code edges} are the records of {@code table} that passed {@link EdgeRules}, sorted by name. */
  public static List<Finding> check(String table, List<EdgeDeclaration> edges) {
    List<Finding> findings = new ArrayList<>();
    Map<String, String> reserved = reservedAttributes(edges);
    for (EdgeDeclaration edge : edges) {
      for (ComponentDeclaration component : edge.components()) {
        String role = reserved.get(component.storedName());
        if (component.source() == null && component.target() == null && role != null) {
          findings.add(Finding.of(edge.element(), Message.RESERVED_ATTRIBUTE, EdgeRules.where(component),
              component.storedName(), EdgeRules.qualified(edge, component), role, table));
        }
      }
    }
    pairs(findings, table, edges);
    indexQuota(findings, table, edges);
    return findings;
  }

  /** {@code _type} and every key attribute of every record of the table, with the role it plays. */
  private static Map<String, String> reservedAttributes(List<EdgeDeclaration> edges) {
    Map<String, String> reserved = new HashMap<>();
    reserved.put(Layout.TYPE, "type discriminator");
    for (EdgeDeclaration edge : edges) {
      for (KeyLayout.KeyField key : ModelFactory.keyLayout(edge).fields()) {
        reserved.put(key.attribute(), key.slot().index().map(index -> index + " ").orElse("")
            + (key.slot().partition() ? "partition key" : "sort key"));
      }
    }
    return reserved;
  }

  /**
   * Two records of one name, or with a key condition in common. Only the records that share a
   * name or a layout with another are compared pairwise, so a large clean table costs one pass.
   */
  private static void pairs(List<Finding> findings, String table, List<EdgeDeclaration> edges) {
    Map<EdgeDeclaration, List<String>> layouts = new IdentityHashMap<>();
    Map<String, Integer> names = new HashMap<>();
    Map<String, Integer> layoutUses = new HashMap<>();
    for (EdgeDeclaration edge : edges) {
      List<String> own = ModelFactory.keyLayout(edge).conditions();
      layouts.put(edge, own);
      names.merge(edge.simpleName(), 1, Integer::sum);
      own.forEach(layout -> layoutUses.merge(layout, 1, Integer::sum));
    }
    List<EdgeDeclaration> clashing = edges.stream()
        .filter(edge -> names.get(edge.simpleName()) > 1
            || layouts.get(edge).stream().anyMatch(layout -> layoutUses.get(layout) > 1))
        .toList();
    for (EdgeDeclaration edge : clashing) {
      for (EdgeDeclaration other : clashing) {
        if (edge == other) {
          continue;
        }
        if (edge.simpleName().equals(other.simpleName())) {
          findings.add(Finding.of(edge.element(), Message.DUPLICATE_ENTITY_NAME, EdgeRules.type(edge),
              table, edge.simpleName(), edge.qualifiedName(), other.qualifiedName()));
        }
        List<String> shared = layouts.get(edge).stream().filter(layouts.get(other)::contains).toList();
        if (!shared.isEmpty()) {
          findings.add(Finding.of(edge.element(), Message.CONFUSABLE_RECORDS, edge.at(),
              edge.simpleName(), other.simpleName(), String.join(" and ", shared), table));
        }
      }
    }
  }

  private static void indexQuota(List<Finding> findings, String table, List<EdgeDeclaration> edges) {
    Map<String, EdgeDeclaration> firstUse = new LinkedHashMap<>();
    for (EdgeDeclaration edge : edges) {
      if (!edge.invertedIndex().isEmpty()) {
        firstUse.putIfAbsent(edge.invertedIndex(), edge);
      }
    }
    TreeSet<String> indexes = new TreeSet<>(firstUse.keySet());
    if (indexes.size() > Layout.DEFAULT_INDEX_QUOTA) {
      String beyond = new ArrayList<>(indexes).get(Layout.DEFAULT_INDEX_QUOTA);
      EdgeDeclaration edge = firstUse.get(beyond);
      findings.add(Finding.of(edge.element(), Message.TOO_MANY_INDEXES, edge.invertedIndexAt(),
          table, indexes.size(), Layout.DEFAULT_INDEX_QUOTA));
    }
  }
}
