package dev.singletable.processor.export;

import static dev.singletable.processor.export.PatternList.ABSENT;
import static dev.singletable.processor.export.PatternList.EXISTS;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The access patterns of a node's repository. A versioned node's writes are conditioned on the version
 * read, and its batch writes that could not keep it ({@code putAll}, {@code deleteAll}) are not offered;
 * nor is {@code putAll} of a node with counters.
 */
final class NodePatterns {

  private NodePatterns() {}

  static void addTo(PatternList p, TableModel table, NodeModel node) {
    String record = node.entity();
    List<String> id = Signatures.of(List.of(node.id().component()));
    String ids = Signatures.simple(node.id().component().type().box());
    boolean versioned = node.version().isPresent();
    String version = node.version().map(v -> v.attributeName() + " = {" + v.name() + "}").orElse(null);
    List<String> idAndVersion = new ArrayList<>(id);
    if (versioned) {
      idAndVersion.add("long");
    }
    p.write("create", List.of(record), "PutItem", ABSENT);
    p.write("put", List.of(record), "UpdateItem", versioned ? ABSENT + " OR " + version : null);
    p.read("get", id, "GetItem");
    p.read("exists", id, "GetItem");
    p.write("delete", idAndVersion, "DeleteItem", version);
    if (!node.updatable().isEmpty()) {
      List<String> parameters = new ArrayList<>(idAndVersion);
      parameters.add(node.updateClass().simpleName());
      p.write("update", parameters, "UpdateItem", EXISTS + (versioned ? " AND " + version : ""));
    }
    p.batch("getAll", "List<" + ids + ">", "BatchGetItem", AccessPatterns.BATCH_GET);
    if (!versioned && node.counters().isEmpty()) {
      p.batch("putAll", "Collection<" + record + ">", "BatchWriteItem", AccessPatterns.BATCH_WRITE);
    }
    p.batch("importAll", "Collection<" + record + ">", "BatchWriteItem", AccessPatterns.BATCH_WRITE);
    if (!versioned) {
      p.batch("deleteAll", "Collection<" + ids + ">", "BatchWriteItem", AccessPatterns.BATCH_WRITE);
    }
    node.counters().stream().filter(c -> c.end() == End.SOURCE || c.edge().invertedIndex().isPresent())
        .forEach(c -> AccessPatterns.recount(p, c.edge(), c.end(),
            "recount" + AccessPatterns.capitalize(c.component().name()), node.id().component()));
    AccessPatterns.indexListings(p, node);
    table.collectionOf(node).ifPresent(collection -> p.add("collection", id, "Query", "table", p.key(Layout.PK),
        null, List.of("page", "pages"), "1 Query a page"));
  }
}
