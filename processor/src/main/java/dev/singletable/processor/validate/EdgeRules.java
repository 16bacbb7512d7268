package dev.singletable.processor.validate;

import dev.singletable.layout.Shards;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.ValueKind;
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

  /** Exactly one source and at least one target, on different components; several targets make a composite sort key. */
  private static void ends(List<Finding> findings, EdgeDeclaration edge) {
    List<ComponentDeclaration> sources = new ArrayList<>();
    for (ComponentDeclaration component : edge.components()) {
      if (component.source() != null && component.target() != null) {
        findings.add(Finding.of(edge.element(), Message.SOURCE_AND_TARGET, component.target(), RecordRules.qualified(edge, component)));
        continue;
      }
      if (component.source() != null) {
        sources.add(component);
      }
    }
    boolean bothOnOne = edge.components().stream().anyMatch(c -> c.source() != null && c.target() != null);
    if (sources.isEmpty() && !bothOnOne) {
      findings.add(Finding.of(edge.element(), Message.MISSING_SOURCE, RecordRules.type(edge), edge.simpleName()));
    }
    if (sources.size() > 1) {
      String names = String.join(", ", sources.stream().map(ComponentDeclaration::name).toList());
      for (ComponentDeclaration extra : sources.subList(1, sources.size())) {
        findings.add(Finding.of(edge.element(), Message.REPEATED_SOURCE, extra.source(), edge.simpleName(), names));
      }
    }
    if (edge.targets().isEmpty() && !bothOnOne) {
      findings.add(Finding.of(edge.element(), Message.MISSING_TARGET, RecordRules.type(edge), edge.simpleName()));
    }
    if (edge.targets().size() > 1) {
      compositeTarget(findings, edge);
    }
  }

  /**
   * The components of a composite sort key are key parts that cannot be null (no box), and the edge has
   * no target node for an inverted index to list by.
   */
  private static void compositeTarget(List<Finding> findings, EdgeDeclaration edge) {
    for (ComponentDeclaration component : edge.targets()) {
      ValueKind kind = component.type().kind();
      if (kind == ValueKind.UNRESOLVED) {
        continue;
      }
      if (!kind.canBeKeyPart()) {
        findings.add(Finding.of(edge.element(), Message.UNORDERED_TARGET_COMPONENT, component.at(),
            RecordRules.qualified(edge, component), component.type().display()));
      } else if (!component.type().primitive() && (kind == ValueKind.INT || kind == ValueKind.LONG)) {
        findings.add(Finding.of(edge.element(), Message.NULLABLE_TARGET_COMPONENT, component.at(),
            RecordRules.qualified(edge, component), component.type().display(), kind.display(), component.name()));
      }
    }
    if (!edge.invertedIndex().isEmpty()) {
      findings.add(Finding.of(edge.element(), Message.COMPOSITE_TARGET_INVERTED, edge.invertedIndexAt(),
          edge.simpleName(), edge.targetNames(), edge.invertedIndex()));
    }
  }
}
