package dev.singletable.processor.validate;

import dev.singletable.layout.Layout;
import dev.singletable.processor.model.KeyTemplate;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.IndexDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.NodeDeclaration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The rules over the secondary indexes of one table's records together: an index name is local for
 * every record that keys it or for none, item types that share an index keep their items apart by
 * their prefixes, and the table stays within DynamoDB's default quota of global indexes and its limit
 * of local ones. An index is an {@code @Index} name or an edge's inverted index (always global); two
 * inverted indexes that meet are {@link Message#CONFUSABLE_RECORDS} already. A local index is keyed
 * by the base partition key, so its partition prefix is the record's base one: an edge's source
 * prefix, a node's prefix.
 */
final class TableIndexRules {

  private TableIndexRules() {}

  /**
   * What one item type puts into one index: its key prefixes, and where findings about it go.
   *
   * @param description "@Index GSI2 of Order", "the inverted index of Follow"
   * @param prefixesAt the value that holds the sort prefix to change: {@code sort}, or {@code invertedIndex}
   * @param nameAt the value that names the index
   * @param inverted whether it is an edge's inverted index, else an {@code @Index}
   * @param local whether it is a local index
   */
  private record IndexUse(ItemTypeDeclaration item, String index, String partitionPrefix, String sortPrefix,
      String description, Location prefixesAt, Location nameAt, boolean inverted, boolean local) {

    /** {@code GSI2PK=c#…, GSI2SK=o#…}; for a local index {@code PK=CUSTOMER#…, LSI1SK=o#…}. */
    String keys() {
      return (local ? Layout.PK : Layout.indexPartitionKey(index)) + "=" + partitionPrefix + Layout.DELIMITER
          + "…, " + Layout.indexSortKey(index) + "=" + sortPrefix + Layout.DELIMITER + "…";
    }

    /** "local", "global". */
    String kind() {
      return local ? "local" : "global";
    }
  }

  /** {@code items} are the records of {@code table} that passed their own rules, sorted by name. */
  static void check(List<Finding> findings, String table, List<? extends ItemTypeDeclaration> items) {
    List<IndexUse> uses = uses(items);
    kinds(findings, uses);
    collisions(findings, table, uses);
    quota(findings, table, uses.stream().filter(use -> !use.local()).toList());
    localLimit(findings, table, uses.stream().filter(IndexUse::local).toList());
  }

  /** Every use of an index in the table, record by record, each record's inverted index first. */
  private static List<IndexUse> uses(List<? extends ItemTypeDeclaration> items) {
    List<IndexUse> uses = new ArrayList<>();
    for (ItemTypeDeclaration item : items) {
      if (item instanceof EdgeDeclaration edge && !edge.invertedIndex().isEmpty()) {
        // With invertedIndexSort, the index sort key starts with its prefix rather than the source's.
        boolean sorted = !edge.invertedIndexSort().isEmpty();
        uses.add(new IndexUse(edge, edge.invertedIndex(), edge.target(),
            sorted ? KeyTemplate.parse(edge.invertedIndexSort()).template().prefix() : edge.source(),
            "the inverted index of " + edge.simpleName(), sorted ? edge.invertedIndexSortAt() : edge.invertedIndexAt(),
            edge.invertedIndexAt(), true, false));
      }
      for (IndexDeclaration index : item.indexes()) {
        String partitionPrefix = index.local() ? basePrefix(item)
            : KeyTemplate.parse(index.partition()).template().prefix();
        uses.add(new IndexUse(item, index.name(), partitionPrefix, KeyTemplate.parse(index.sort()).template().prefix(),
            IndexRules.describe(item, index), index.sortAt(), index.nameAt(), false, index.local()));
      }
    }
    return uses;
  }

  /** The prefix of an item's base partition key: an edge's source prefix, a node's prefix. */
  private static String basePrefix(ItemTypeDeclaration item) {
    return item instanceof EdgeDeclaration edge ? edge.source() : ((NodeDeclaration) item).prefix();
  }

  /**
   * An index name that is local for one use and global for another: an error on each use, naming the
   * first use of the other kind.
   */
  private static void kinds(List<Finding> findings, List<IndexUse> uses) {
    for (IndexUse use : uses) {
      uses.stream().filter(other -> other.index().equals(use.index()) && other.local() != use.local()).findFirst()
          .ifPresent(other -> findings.add(Finding.of(use.item().element(), Message.LOCAL_AND_GLOBAL_INDEX,
              use.nameAt(), use.description(), use.index(), use.kind(),
              other.description(), other.kind())));
    }
  }

  /**
   * Two item types on one index with the same partition and sort prefixes, one of them by
   * {@code @Index}: an error on each, naming the other.
   */
  private static void collisions(List<Finding> findings, String table, List<IndexUse> uses) {
    Map<String, List<IndexUse>> byKeys = new LinkedHashMap<>();
    uses.forEach(use -> byKeys.computeIfAbsent(use.keys(), k -> new ArrayList<>()).add(use));
    for (List<IndexUse> same : byKeys.values()) {
      for (IndexUse use : same) {
        for (IndexUse other : same) {
          if (other.item() != use.item() && !(use.inverted() && other.inverted())) {
            findings.add(Finding.of(use.item().element(), Message.INDEX_LAYOUT_COLLISION, use.prefixesAt(),
                use.description(), other.description(), use.index(), table, use.keys()));
          }
        }
      }
    }
  }

  /**
   * More distinct global indexes than the default quota: a warning where the first one beyond it (by
   * name) is first named.
   */
  private static void quota(List<Finding> findings, String table, List<IndexUse> uses) {
    Map<String, IndexUse> firstUse = new TreeMap<>();
    uses.forEach(use -> firstUse.putIfAbsent(use.index(), use));
    if (firstUse.size() > Layout.DEFAULT_INDEX_QUOTA) {
      IndexUse beyond = new ArrayList<>(firstUse.values()).get(Layout.DEFAULT_INDEX_QUOTA);
      findings.add(Finding.of(beyond.item().element(), Message.TOO_MANY_INDEXES, beyond.nameAt(), table,
          firstUse.size(), Layout.DEFAULT_INDEX_QUOTA));
    }
  }

  /**
   * More distinct local indexes than DynamoDB allows: an error where the first one beyond the limit
   * (by name) is first named.
   */
  private static void localLimit(List<Finding> findings, String table, List<IndexUse> uses) {
    Map<String, IndexUse> firstUse = new TreeMap<>();
    uses.forEach(use -> firstUse.putIfAbsent(use.index(), use));
    if (firstUse.size() > Layout.MAX_LOCAL_INDEXES) {
      IndexUse beyond = new ArrayList<>(firstUse.values()).get(Layout.MAX_LOCAL_INDEXES);
      findings.add(Finding.of(beyond.item().element(), Message.TOO_MANY_LOCAL_INDEXES, beyond.nameAt(),
          Layout.MAX_LOCAL_INDEXES, table, firstUse.size(), String.join(", ", firstUse.keySet())));
    }
  }
}
