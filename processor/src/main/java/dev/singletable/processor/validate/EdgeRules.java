package dev.singletable.processor.validate;

import dev.singletable.layout.Shards;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The rules one {@code @Edge} type must pass on its own. Every rule adds findings; none throws. */
public final class EdgeRules {

  private EdgeRules() {}

  public static List<Finding> check(EdgeDeclaration edge) {
    List<Finding> findings = new ArrayList<>();
    if (edge.nodeAt() != null) {
      findings.add(Finding.of(edge.element(), Message.EDGE_AND_NODE, edge.nodeAt(), edge.simpleName()));
    }
    if (!RecordRules.shape(findings, edge, Message.EDGE_NOT_RECORD, Message.EDGE_GENERIC, Message.EDGE_PRIVATE)) {
      return findings;
    }
    RecordRules.prefix(findings, edge, "source", edge.source(), edge.sourceAt(), "ACTOR");
    RecordRules.prefix(findings, edge, "target", edge.target(), edge.targetAt(), "TARGET");
    if (!edge.invertedIndex().isEmpty() && !IndexRules.validName(edge.invertedIndex())) {
      findings.add(Finding.of(edge.element(), Message.INVALID_INDEX_NAME, edge.invertedIndexAt(),
          "invertedIndex", edge.simpleName(), edge.invertedIndex()));
    }
    shards(findings, edge);
    ends(findings, edge);
    invertedSort(findings, edge);
    ListingRules.check(findings, edge);
    RecordRules.components(findings, edge);
    IndexRules.check(findings, edge, ListingRules.names(edge));
    return findings;
  }

  /** A shard count from 1 to {@link Shards#MAX}, and more than 1 only with an inverted index. */
  private static void shards(List<Finding> findings, EdgeDeclaration edge) {
    int shards = edge.invertedIndexShards();
    if (shards < 1 || shards > Shards.MAX) {
      findings.add(Finding.of(edge.element(), Message.INVALID_SHARD_COUNT, edge.invertedIndexShardsAt(),
          Shards.MAX, edge.simpleName(), shards));
    } else if (shards > 1 && edge.invertedIndex().isEmpty()) {
      findings.add(Finding.of(edge.element(), Message.SHARDS_WITHOUT_INDEX, edge.invertedIndexShardsAt(),
          edge.simpleName(), shards));
    }
  }

  /** A template for the inverted index's sort key, only with an inverted index, naming neither end. */
  private static void invertedSort(List<Finding> findings, EdgeDeclaration edge) {
    if (edge.invertedIndexSort().isEmpty()) {
      return;
    }
    if (edge.invertedIndex().isEmpty()) {
      findings.add(Finding.of(edge.element(), Message.INVERTED_SORT_WITHOUT_INDEX, edge.invertedIndexSortAt(),
          edge.simpleName(), RecordRules.escape(edge.invertedIndexSort())));
      return;
    }
    Set<String> ends = new HashSet<>();
    for (ComponentDeclaration component : edge.components()) {
      if (component.source() != null || component.target() != null) {
        ends.add(component.name());
      }
    }
    IndexRules.invertedSort(findings, edge, ends);
  }

  /** Exactly one source and one target, on different components. */
  private static void ends(List<Finding> findings, EdgeDeclaration edge) {
    List<ComponentDeclaration> sources = new ArrayList<>();
    List<ComponentDeclaration> targets = new ArrayList<>();
    for (ComponentDeclaration component : edge.components()) {
      if (component.source() != null && component.target() != null) {
        findings.add(Finding.of(edge.element(), Message.SOURCE_AND_TARGET, component.target(), RecordRules.qualified(edge, component)));
        continue;
      }
      if (component.source() != null) {
        sources.add(component);
      }
      if (component.target() != null) {
        targets.add(component);
      }
    }
    end(findings, edge, sources, Message.MISSING_SOURCE, Message.REPEATED_SOURCE, true);
    end(findings, edge, targets, Message.MISSING_TARGET, Message.REPEATED_TARGET, false);
  }

  private static void end(List<Finding> findings, EdgeDeclaration edge, List<ComponentDeclaration> marked,
      Message missing, Message repeated, boolean source) {
    boolean bothOnOne = edge.components().stream().anyMatch(c -> c.source() != null && c.target() != null);
    if (marked.isEmpty() && !bothOnOne) {
      findings.add(Finding.of(edge.element(), missing, RecordRules.type(edge), edge.simpleName()));
    }
    if (marked.size() > 1) {
      String names = String.join(", ", marked.stream().map(ComponentDeclaration::name).toList());
      for (ComponentDeclaration extra : marked.subList(1, marked.size())) {
        findings.add(Finding.of(edge.element(), repeated, source ? extra.source() : extra.target(), edge.simpleName(), names));
      }
    }
  }
}
