package dev.singletable.processor.validate;

import dev.singletable.layout.End;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.CounterDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.NodeDeclaration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The recount methods a node's counters give its repository ({@code recountFollowers}) and the counted
 * edge's ({@code recountUserFollowers}) need names of their own. Names are made from the component's,
 * so two counters whose names differ only in the case of their first letter ({@code followers},
 * {@code Followers}) would give both repositories one method twice, and a listing the user named
 * {@code recountUserFollowers} would be taken on the edge's.
 */
final class RecountNames {

  private RecountNames() {}

  static void check(List<Finding> findings, NodeDeclaration node) {
    Map<String, ComponentDeclaration> taken = new HashMap<>();
    for (ComponentDeclaration component : node.components()) {
      CounterDeclaration counter = component.counter();
      if (counter == null || component.nodeId() != null || component.version() != null || !recounted(counter)) {
        continue;
      }
      String nodeMethod = Names.nodeRecount(component.name());
      ComponentDeclaration first = taken.putIfAbsent(nodeMethod, component);
      if (first != null) {
        findings.add(Finding.of(node.element(), Message.RECOUNT_NAME_TAKEN, counter.at(),
            RecordRules.qualified(node, component), node.simpleName() + "Repository", nodeMethod,
            "counter " + RecordRules.qualified(node, first) + " gives it one too", ""));
        continue;
      }
      EdgeDeclaration edge = counter.edge();
      String edgeMethod = Names.edgeRecount(node.simpleName(), component.name());
      listingWith(edge, edgeMethod).ifPresent(listing -> findings.add(Finding.of(node.element(),
          Message.RECOUNT_NAME_TAKEN, counter.at(), RecordRules.qualified(node, component),
          edge.simpleName() + "Repository", edgeMethod, "that is a listing method of " + edge.simpleName()
              + " (" + listing + ")", ", or choose another listing name")));
    }
  }

  /** Whether the edge's repository gets a recount for this counter: always at the source, else with an index. */
  static boolean recounted(CounterDeclaration counter) {
    EdgeDeclaration edge = counter.edge();
    return edge != null && (counter.end() == End.SOURCE || !edge.invertedIndex().isEmpty());
  }

  /** The listing member whose method is {@code method}, if any: a chosen name, or an {@code @Index}'s listing. */
  private static Optional<String> listingWith(EdgeDeclaration edge, String method) {
    for (String member : List.of("listFromSource", "listFromTarget")) {
      boolean source = member.equals("listFromSource");
      String chosen = source ? edge.listFromSource() : edge.listFromTarget();
      if (!chosen.isEmpty() && (method.equals(chosen))) {
        return Optional.of(member + " = \"" + chosen + "\"");
      }
    }
    return edge.indexes().stream().filter(index -> index.listing().equals(method)).findFirst()
        .map(index -> "listing = \"" + method + "\" of @Index " + index.name());
  }
}
