package dev.singletable.processor.export;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.processor.export.ModelDescriptor.AccessPattern;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import java.util.List;
import java.util.Optional;

/**
 * The access patterns the generated code offers: per item type, the writes and reads of one item, its
 * listings, its batches and its maintenance (recounts, re-shard, backfill) ({@link EdgePatterns},
 * {@link NodePatterns}); then the table class's batch and transactions ({@link #ofTable}). Overloads that
 * differ only by a {@code ReadConsistency}, a {@code Condition} or a shard count are the pattern without
 * them; the async repositories offer the same patterns as futures.
 */
final class AccessPatterns {
  static final String BATCH_GET = "1 BatchGetItem per 100 keys";
  static final String BATCH_WRITE = "1 BatchWriteItem per 25 items";

  private AccessPatterns() {}

  static List<AccessPattern> of(TableModel table, ItemTypeModel item) {
    PatternList patterns = new PatternList(item);
    if (item instanceof EdgeModel edge) {
      EdgePatterns.addTo(patterns, edge, table.countersOf(edge));
    } else {
      NodePatterns.addTo(patterns, table, (NodeModel) item);
    }
    if (!item.indexes().isEmpty() || item instanceof EdgeModel edge && edge.invertedSort().isPresent()) {
      patterns.add("backfill", List.of(), "Scan, UpdateItem", "table", null, null, List.of(),
          "1 Scan a page, then 1 UpdateItem per item rewritten");
    }
    return patterns.list();
  }

  /** The table class's own: {@code batchWrite()}, {@code transaction()}, {@code read()}. */
  static List<AccessPattern> ofTable(TableModel table) {
    return List.of(
        new AccessPattern(Optional.empty(), "batchWrite()", "BatchWriteItem", "table", Optional.empty(),
            Optional.empty(), List.of(), List.of(), "1 BatchWriteItem per 25 writes"),
        new AccessPattern(Optional.empty(), "transaction()", "TransactWriteItems", "table", Optional.empty(),
            Optional.empty(), List.of(), List.of(), "a transaction of up to 100 actions"),
        new AccessPattern(Optional.empty(), "read()", "TransactGetItems", "table", Optional.empty(),
            Optional.empty(), List.of(), List.of(), "1 TransactGetItems of up to 100 gets"));
  }

  /** The listings of the item type's {@code @Index}es: each listing's overloads, or a unique index's lookup. */
  static void indexListings(PatternList p, ItemTypeModel item) {
    for (IndexModel index : item.indexes()) {
      ListingPatterns.Listing listing = ListingPatterns.of(item, index, ListingPatterns.partition(index), 1);
      if (index.unique()) {
        p.add(index.listing(), listing.partitionParameters(), "Query", index.name(),
            listing.partition() + " AND begins_with(" + index.sort().attribute() + ", " + index.sort().prefix()
                + Layout.DELIMITER + ")", null, List.of(), "1 Query (at most 2 items)");
      } else {
        p.addAll(ListingPatterns.of(listing));
      }
    }
  }

  /**
   * A recount, {@code method} of an edge's or a node's repository, which names the counted end's id
   * {@code id}: a {@code Select COUNT} Query of the edges at that end (one per shard of a sharded
   * inverted index), then an UpdateItem of the node.
   */
  static void recount(PatternList p, EdgeModel edge, End end, String method, ComponentModel id) {
    boolean source = end == End.SOURCE;
    String index = source ? null : edge.invertedIndex().orElseThrow();
    String partitionKey = source ? Layout.PK : Layout.indexPartitionKey(index);
    String sortKey = source ? Layout.SK : Layout.indexSortKey(index);
    String sortPrefix = source ? edge.target().prefix()
        : edge.invertedSort().map(sorted -> sorted.sort().prefix()).orElse(edge.source().prefix());
    int shards = source ? 1 : edge.invertedIndexShards();
    String edgeId = (source ? edge.source() : edge.target()).component().name();
    String partition = PatternList.template(KeyParts.of(edge), partitionKey)
        .replace("{" + edgeId + "}", "{" + id.name() + "}");
    p.add(method, Signatures.of(List.of(id)), "Query, UpdateItem", source ? "table" : index,
        partitionKey + " = " + partition + " AND begins_with(" + sortKey + ", " + sortPrefix + Layout.DELIMITER + ")",
        PatternList.EXISTS, List.of(),
        (shards > 1 ? shards + " Queries (Select COUNT) a page (sharded)" : "1 Query (Select COUNT) a page")
            + ", then 1 UpdateItem");
  }

  static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
