package dev.singletable.processor.validate;

import dev.singletable.processor.model.Names;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.Location;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javax.lang.model.SourceVersion;

/**
 * The listing names chosen with {@code listFromSource} and {@code listFromTarget}: Java identifiers,
 * a target listing only with an inverted index, and no two repository methods of one name (each
 * listing is one method, which returns its handle).
 */
final class ListingRules {

  private ListingRules() {}

  static void check(List<Finding> findings, EdgeDeclaration edge) {
    boolean sourceValid = identifier(findings, edge, "listFromSource", edge.listFromSource(), edge.listFromSourceAt());
    boolean targetValid = identifier(findings, edge, "listFromTarget", edge.listFromTarget(), edge.listFromTargetAt());
    boolean byTarget = !edge.invertedIndex().isEmpty();
    if (!byTarget && !edge.listFromTarget().isEmpty()) {
      findings.add(Finding.of(edge.element(), Message.LIST_FROM_TARGET_WITHOUT_INDEX, edge.listFromTargetAt(),
          edge.simpleName(), edge.listFromTarget()));
    }
    Optional<String> source = name(edge, edge.listFromSource(), c -> c.source() != null);
    Optional<String> target = byTarget
        ? name(edge, edge.listFromTarget(), c -> c.target() != null) : Optional.empty();
    boolean targetChosen = byTarget && !edge.listFromTarget().isEmpty();
    if (sourceValid && !edge.listFromSource().isEmpty()) {
      // When both names are chosen and clash, the finding goes on listFromTarget alone.
      clash(findings, edge, "listFromSource", edge.listFromSource(), edge.listFromSourceAt(),
          targetChosen ? Optional.empty() : target);
    }
    if (targetValid && targetChosen) {
      clash(findings, edge, "listFromTarget", edge.listFromTarget(), edge.listFromTargetAt(), source);
    }
  }

  /** The names of the edge's listing methods, chosen or derived, where they can be told: what an index's listing may not take. */
  static Set<String> names(EdgeDeclaration edge) {
    Set<String> names = new HashSet<>();
    name(edge, edge.listFromSource(), c -> c.source() != null).ifPresent(names::add);
    if (!edge.invertedIndex().isEmpty()) {
      name(edge, edge.listFromTarget(), c -> c.target() != null).ifPresent(names::add);
    }
    return names;
  }

  private static boolean identifier(
      List<Finding> findings, EdgeDeclaration edge, String member, String value, Location at) {
    if (value.isEmpty() || SourceVersion.isIdentifier(value) && !SourceVersion.isKeyword(value)) {
      return true;
    }
    findings.add(Finding.of(edge.element(), Message.INVALID_LISTING_NAME, at, member, edge.simpleName(), value,
        ", or leave it out for the derived name"));
    return false;
  }

  /** A chosen name another method has: one every repository has, or the {@code other} listing's. */
  private static void clash(List<Finding> findings, EdgeDeclaration edge, String member, String chosen,
      Location at, Optional<String> other) {
    if (Names.REPOSITORY_METHODS.contains(chosen) || other.filter(chosen::equals).isPresent()) {
      findings.add(Finding.of(edge.element(), Message.LISTING_NAME_TAKEN, at, member, edge.simpleName(), chosen, chosen));
    }
  }

  /** The listing method's name, when the end's component can be told. */
  private static Optional<String> name(
      EdgeDeclaration edge, String chosen, Predicate<ComponentDeclaration> end) {
    if (!chosen.isEmpty()) {
      return Optional.of(chosen);
    }
    List<ComponentDeclaration> ends = edge.components().stream().filter(end).toList();
    return ends.size() == 1
        ? Optional.of(Names.listing("", edge.simpleName(), ends.get(0).name())) : Optional.empty();
  }
}
