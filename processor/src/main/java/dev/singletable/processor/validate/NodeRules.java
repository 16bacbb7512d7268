package dev.singletable.processor.validate;

import dev.singletable.layout.End;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.CounterDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.NodeDeclaration;
import dev.singletable.processor.read.ValueKind;
import dev.singletable.processor.read.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The rules one {@code @Node} type must pass on its own: the record rules edges pass, one id, at most
 * one {@code long} version, and counters of {@code long} or {@code int} that name an {@code @Edge}
 * record of the node's table whose counted end has the node's id type, and its {@code @Index}es
 * ({@link IndexRules}). Every rule adds findings.
 */
public final class NodeRules {

  private NodeRules() {}

  public static List<Finding> check(NodeDeclaration node) {
    List<Finding> findings = new ArrayList<>();
    if (!RecordRules.shape(findings, node, Message.NODE_NOT_RECORD, Message.NODE_GENERIC, Message.NODE_PRIVATE)) {
      return findings;
    }
    RecordRules.prefix(findings, node, "prefix", node.prefix(), node.prefixAt(), "USER");
    List<ComponentDeclaration> ids = new ArrayList<>();
    List<ComponentDeclaration> versions = new ArrayList<>();
    for (ComponentDeclaration component : node.components()) {
      if (component.nodeId() != null) {
        ids.add(component);
      }
      if (!oneRole(findings, node, component) || component.nodeId() != null) {
        continue;
      }
      if (component.version() != null) {
        versions.add(component);
        version(findings, node, component);
      } else if (component.counter() != null) {
        counter(findings, node, component);
      }
    }
    if (ids.isEmpty()) {
      findings.add(Finding.of(node.element(), Message.MISSING_NODE_ID, RecordRules.type(node), node.simpleName()));
    }
    repeated(findings, node, ids, Message.REPEATED_NODE_ID, ComponentDeclaration::nodeId);
    repeated(findings, node, versions, Message.REPEATED_VERSION, ComponentDeclaration::version);
    RecordRules.components(findings, node);
    counterIds(findings, node, ids.size() == 1 ? Optional.of(ids.get(0)) : Optional.empty());
    RecountNames.check(findings, node);
    IndexRules.check(findings, node, otherMethods(node));
    return findings;
  }

  /** The node repository's methods that an index's listing may not take, its recounts included. */
  private static Set<String> otherMethods(NodeDeclaration node) {
    Set<String> methods = new HashSet<>(Names.NODE_REPOSITORY_METHODS);
    node.components().stream().filter(c -> c.counter() != null && RecountNames.recounted(c.counter()))
        .forEach(c -> methods.add(Names.nodeRecount(c.name())));
    return methods;
  }

  /** Whether the component has at most one of {@code @Node.Id}, {@code @Counter} and {@code @Version}. */
  private static boolean oneRole(List<Finding> findings, NodeDeclaration node, ComponentDeclaration component) {
    List<String> markers = new ArrayList<>();
    List<Location> places = new ArrayList<>();
    if (component.nodeId() != null) {
      markers.add("@Node.Id");
      places.add(component.nodeId());
    }
    if (component.counter() != null) {
      markers.add("@Counter");
      places.add(component.counter().at());
    }
    if (component.version() != null) {
      markers.add("@Version");
      places.add(component.version());
    }
    if (markers.size() < 2) {
      return true;
    }
    findings.add(Finding.of(node.element(), Message.CONFLICTING_MARKERS, places.get(1),
        RecordRules.qualified(node, component), markers.get(0), markers.get(1)));
    return false;
  }

  private static void version(List<Finding> findings, NodeDeclaration node, ComponentDeclaration component) {
    ValueType type = component.type();
    if (type.kind() != ValueKind.UNRESOLVED && !(type.kind() == ValueKind.LONG && type.primitive())) {
      findings.add(Finding.of(node.element(), Message.VERSION_TYPE, component.at(),
          RecordRules.qualified(node, component), type.display(), component.name()));
    }
  }

  private static void counter(List<Finding> findings, NodeDeclaration node, ComponentDeclaration component) {
    ValueType type = component.type();
    boolean number = type.primitive() && (type.kind() == ValueKind.LONG || type.kind() == ValueKind.INT);
    if (type.kind() != ValueKind.UNRESOLVED && !number) {
      findings.add(Finding.of(node.element(), Message.COUNTER_TYPE, component.at(),
          RecordRules.qualified(node, component), type.display(), component.name()));
    }
    CounterDeclaration counter = component.counter();
    EdgeDeclaration edge = counter.edge();
    if (edge == null || !edge.table().equals(node.table())) {
      String what = edge == null ? "which is not an @Edge record" : "an @Edge record of table " + edge.table();
      findings.add(Finding.of(node.element(), Message.COUNTER_NOT_EDGE, counter.edgeAt(),
          RecordRules.qualified(node, component), simpleName(counter.edgeName()), what, node.table()));
    } else if (counter.end() == End.TARGET && edge.compositeTarget()) {
      findings.add(Finding.of(node.element(), Message.COMPOSITE_TARGET_COUNTED, counter.endAt(), edge.simpleName(),
          edge.targetNames(), RecordRules.qualified(node, component), edge.simpleName()));
    }
  }

  /**
   * Each counter's counted end has the node's id type, so that the node's key and the edge's key
   * of that end are one encoding. Compared by kind, and by type for enums; an edge without a single
   * marked end has its own error.
   */
  private static void counterIds(List<Finding> findings, NodeDeclaration node, Optional<ComponentDeclaration> id) {
    if (id.isEmpty() || !id.get().type().kind().canBeId()) {
      return;
    }
    ValueType idType = id.get().type();
    for (ComponentDeclaration component : node.components()) {
      CounterDeclaration counter = component.counter();
      if (counter == null || counter.edge() == null || component.nodeId() != null || component.version() != null) {
        continue;
      }
      List<ComponentDeclaration> ends = counter.edge().components().stream()
          .filter(c -> counter.end() == End.SOURCE ? c.source() != null : c.target() != null).toList();
      if (ends.size() != 1 || sameIdType(ends.get(0).type(), idType)) {
        continue;
      }
      ComponentDeclaration end = ends.get(0);
      findings.add(Finding.of(node.element(), Message.COUNTER_ID_TYPE, counter.at(),
          RecordRules.qualified(node, component), counter.end().name().toLowerCase(Locale.ROOT),
          counter.edge().simpleName(), RecordRules.qualified(counter.edge(), end), end.type().display(),
          RecordRules.qualified(node, id.get()), idType.display()));
    }
  }

  private static boolean sameIdType(ValueType a, ValueType b) {
    return a.kind() == b.kind() && (a.kind() != ValueKind.ENUM || a.javaType().equals(b.javaType()));
  }

  private static void repeated(List<Finding> findings, NodeDeclaration node, List<ComponentDeclaration> marked,
      Message message, Function<ComponentDeclaration, Location> marker) {
    if (marked.size() > 1) {
      String names = String.join(", ", marked.stream().map(ComponentDeclaration::name).toList());
      for (ComponentDeclaration extra : marked.subList(1, marked.size())) {
        findings.add(Finding.of(node.element(), message, marker.apply(extra), node.simpleName(), names));
      }
    }
  }

  private static String simpleName(String qualifiedName) {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }
}
