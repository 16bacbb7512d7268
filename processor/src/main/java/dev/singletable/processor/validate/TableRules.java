package dev.singletable.processor.validate;

import dev.singletable.layout.Layout;
import dev.singletable.processor.model.KeyLayout;
import dev.singletable.processor.model.ModelFactory;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.IndexDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules that look at every record of one table together, edges and nodes: no two records whose
 * key conditions match each other's items, no attribute that doubles as a key of the table (a node
 * attribute named {@code GSI1PK} would put the node into the index its edges are listed from), one
 * name and one accessor on the table class per record, and the indexes' rules ({@link TableIndexRules}). A node's fixed sort key never meets an edge's ({@code Layout.nodeSortKey}): a
 * node's key condition ({@code PK=USER#…, SK=#User}) never equals an edge's ({@code SK=TARGET#…}).
 */
public final class TableRules {

  private TableRules() {}

  /** {@code items} are the records of {@code table} that passed their own rules, sorted by name. */
  public static List<Finding> check(String table, List<? extends ItemTypeDeclaration> items) {
    List<Finding> findings = new ArrayList<>();
    Map<String, String> reserved = reservedAttributes(items);
    for (ItemTypeDeclaration item : items) {
      for (ComponentDeclaration component : item.components()) {
        String role = reserved.get(component.storedName());
        if (!component.isId() && role != null) {
          findings.add(Finding.of(item.element(), Message.RESERVED_ATTRIBUTE, RecordRules.where(component),
              component.storedName(), RecordRules.qualified(item, component), role, table));
        }
      }
    }
    pairs(findings, table, items);
    accessors(findings, items);
    TableIndexRules.check(findings, table, items);
    return findings;
  }

  /** {@code _type} and every key attribute of every record of the table, with the role it plays. */
  private static Map<String, String> reservedAttributes(List<? extends ItemTypeDeclaration> items) {
    Map<String, String> reserved = new HashMap<>();
    reserved.put(Layout.TYPE, "type discriminator");
    for (ItemTypeDeclaration item : items) {
      KeyLayout layout = ModelFactory.keyLayout(item);
      layout.sortKey().ifPresent(fixed -> reserved.put(Layout.SK, "sort key"));
      for (KeyLayout.KeyField key : layout.fields()) {
        reserved.put(key.attribute(), key.slot().index().map(index -> index + " ").orElse("")
            + (key.slot().partition() ? "partition key" : "sort key"));
      }
      for (IndexDeclaration index : item.indexes()) {
        if (!index.local()) {
          reserved.put(Layout.indexPartitionKey(index.name()), index.name() + " partition key");
        }
        reserved.put(Layout.indexSortKey(index.name()), index.name() + " sort key");
      }
    }
    return reserved;
  }

  /**
   * Two records of one name, or with a key condition in common. Only the records that share a
   * name or a layout with another are compared pairwise, so a large clean table costs one pass.
   */
  private static void pairs(List<Finding> findings, String table, List<? extends ItemTypeDeclaration> items) {
    Map<ItemTypeDeclaration, List<String>> layouts = new IdentityHashMap<>();
    Map<String, Integer> names = new HashMap<>();
    Map<String, Integer> layoutUses = new HashMap<>();
    for (ItemTypeDeclaration item : items) {
      List<String> own = ModelFactory.keyLayout(item).conditions();
      layouts.put(item, own);
      names.merge(item.simpleName(), 1, Integer::sum);
      own.forEach(layout -> layoutUses.merge(layout, 1, Integer::sum));
    }
    List<? extends ItemTypeDeclaration> clashing = items.stream()
        .filter(item -> names.get(item.simpleName()) > 1
            || layouts.get(item).stream().anyMatch(layout -> layoutUses.get(layout) > 1))
        .toList();
    for (ItemTypeDeclaration item : clashing) {
      for (ItemTypeDeclaration other : clashing) {
        if (item == other) {
          continue;
        }
        if (item.simpleName().equals(other.simpleName())) {
          findings.add(Finding.of(item.element(), Message.DUPLICATE_ENTITY_NAME, RecordRules.type(item),
              table, item.simpleName(), item.qualifiedName(), other.qualifiedName()));
        }
        List<String> shared = layouts.get(item).stream().filter(layouts.get(other)::contains).toList();
        if (!shared.isEmpty()) {
          findings.add(Finding.of(item.element(), Message.CONFUSABLE_RECORDS, item.at(),
              item.simpleName(), other.simpleName(), String.join(" and ", shared), table));
        }
      }
    }
  }

  /**
   * Each record's accessor on the table class, chosen or derived: no other record's, and no member the
   * table class has anyway. Records of one name are {@link Message#DUPLICATE_ENTITY_NAME} already.
   */
  private static void accessors(List<Finding> findings, List<? extends ItemTypeDeclaration> items) {
    Map<String, List<ItemTypeDeclaration>> byAccessor = new HashMap<>();
    for (ItemTypeDeclaration item : items) {
      byAccessor.computeIfAbsent(accessor(item), a -> new ArrayList<>()).add(item);
    }
    for (ItemTypeDeclaration item : items) {
      String accessor = accessor(item);
      String member = item.accessor().isEmpty() ? "the derived accessor" : "accessor";
      if (Names.TABLE_MEMBERS.contains(accessor)) {
        findings.add(Finding.of(item.element(), Message.ACCESSOR_TAKEN, item.accessorAt(),
            member, item.simpleName(), accessor, "every table class has already"));
      }
      for (ItemTypeDeclaration other : byAccessor.get(accessor)) {
        if (!other.simpleName().equals(item.simpleName())) {
          findings.add(Finding.of(item.element(), Message.ACCESSOR_TAKEN, item.accessorAt(),
              member, item.simpleName(), accessor, other.simpleName() + " has too"));
        }
      }
    }
  }

  private static String accessor(ItemTypeDeclaration item) {
    return Names.accessor(item.accessor(), item.simpleName());
  }
}
