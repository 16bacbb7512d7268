package dev.singletable.processor.export;

import static dev.singletable.processor.export.PatternList.ABSENT;
import static dev.singletable.processor.export.PatternList.EXISTS;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.processor.model.EdgeCounter;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.ListingModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The access patterns of an edge's repository. A counted edge's create and delete are one
 * TransactWriteItems with its counters, and its unconditional writes ({@code put}, {@code putAll},
 * {@code deleteAll}) are not offered, as {@code EdgeRepository} refuses them.
 */
final class EdgePatterns {

  private EdgePatterns() {}

  static void addTo(PatternList p, EdgeModel edge, List<EdgeCounter> counters) {
    String record = edge.entity();
    List<String> ids = Signatures.of(edge.ids().stream().map(KeyModel::component).toList());
    boolean counted = !counters.isEmpty();
    if (counted) {
      p.transaction("create", List.of(record), ABSENT, actions(edge, counters, "Put", "+1"));
    } else {
      p.write("create", List.of(record), "PutItem", ABSENT);
      p.write("put", List.of(record), "PutItem", null);
    }
    p.read("get", ids, "GetItem");
    p.read("exists", ids, "GetItem");
    if (counted) {
      p.transaction("delete", ids, EXISTS, actions(edge, counters, "Delete", "-1"));
    } else {
      p.write("delete", ids, "DeleteItem", null);
    }
    if (!edge.updatable().isEmpty()) {
      List<String> parameters = new ArrayList<>(ids);
      parameters.add(edge.updateClass().simpleName());
      p.write("update", parameters, "UpdateItem", EXISTS);
    }
    for (ListingModel listing : edge.listings()) {
      p.addAll(ListingPatterns.of(listing(p, edge, listing)));
    }
    AccessPatterns.indexListings(p, edge);
    p.batch("getAll", "List<" + record + ">", "BatchGetItem", AccessPatterns.BATCH_GET);
    if (!counted) {
      p.batch("putAll", "Collection<" + record + ">", "BatchWriteItem", AccessPatterns.BATCH_WRITE);
    }
    p.batch("importAll", "Collection<" + record + ">", "BatchWriteItem", AccessPatterns.BATCH_WRITE);
    if (!counted) {
      p.batch("deleteAll", "Collection<" + record + ">", "BatchWriteItem", AccessPatterns.BATCH_WRITE);
    }
    for (EdgeCounter counter : counters) {
      End end = counter.counter().end();
      if (end == End.SOURCE || edge.invertedIndex().isPresent()) {
        AccessPatterns.recount(p, edge, end,
            "recount" + counter.node().entity() + AccessPatterns.capitalize(counter.counter().component().name()),
            counter.counter().edgeEnd().component());
      }
    }
    if (edge.invertedIndex().isPresent()) {
      p.add("reshard", List.of(), "Scan, UpdateItem", "table", null, null, List.of(),
          "1 Scan a page, then 1 UpdateItem per edge moved");
    }
  }

  // the listing from the source, on the table; or into the target, on the inverted index (sorted: by its lead)
  private static ListingPatterns.Listing listing(PatternList p, EdgeModel edge, ListingModel listing) {
    if (!listing.inverted()) {
      return new ListingPatterns.Listing(edge, listing.methodName(), Signatures.of(List.of(edge.source().component())),
          "table", p.key(Layout.PK), Layout.SK, edge.target().prefix(),
          edge.compositeTarget() ? edge.targets().stream().map(KeyModel::component).toList() : List.of(), 1);
    }
    String index = edge.invertedIndex().orElseThrow();
    String partition = Layout.indexPartitionKey(index) + " = "
        + PatternList.template(p.keys(), Layout.indexPartitionKey(index));
    return edge.invertedSort()
        .map(sorted -> ListingPatterns.of(edge, sorted, partition, edge.invertedIndexShards()))
        .orElseGet(() -> new ListingPatterns.Listing(edge, listing.methodName(),
            Signatures.of(List.of(edge.target().component())), index, partition, Layout.indexSortKey(index),
            edge.source().prefix(), List.of(), edge.invertedIndexShards()));
  }

  /** Put Follow if attribute_not_exists(PK); Update User ACTOR#{follower}: following +1 if attribute_exists(PK); ... */
  private static List<String> actions(EdgeModel edge, List<EdgeCounter> counters, String write, String change) {
    List<String> actions = new ArrayList<>();
    actions.add(write + " " + edge.entity() + " if " + (write.equals("Put") ? ABSENT : EXISTS));
    for (EdgeCounter counter : counters) {
      KeyModel end = counter.counter().edgeEnd();
      actions.add("Update " + counter.node().entity() + " " + counter.node().id().prefix() + Layout.DELIMITER + "{"
          + end.component().name() + "}: " + counter.counter().component().attributeName() + " " + change + " if "
          + EXISTS);
    }
    return List.copyOf(actions);
  }
}
