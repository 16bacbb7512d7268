package dev.singletable.processor.validate;

import dev.singletable.layout.Layout;
import dev.singletable.processor.model.ValueKind;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.Location;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;

/** The rules one {@code @Edge} type must pass on its own. Every rule adds findings; none throws. */
public final class EdgeRules {

  private static final Pattern INDEX_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");

  private EdgeRules() {}

  public static List<Finding> check(EdgeDeclaration edge) {
    List<Finding> findings = new ArrayList<>();
    if (!edge.isRecord()) {
      findings.add(Finding.of(edge.element(), Message.EDGE_NOT_RECORD, type(edge),
          edge.simpleName(), edge.kindDescription(), edge.simpleName()));
      return findings;
    }
    if (!edge.typeParameters().isEmpty()) {
      findings.add(Finding.of(edge.element(), Message.EDGE_GENERIC, type(edge), edge.simpleName(), edge.typeParameters()));
    }
    if (edge.isPrivate()) {
      findings.add(Finding.of(edge.element(), Message.EDGE_PRIVATE, type(edge), edge.simpleName()));
    }
    prefix(findings, edge, "source", edge.source(), edge.sourceAt(), "ACTOR");
    prefix(findings, edge, "target", edge.target(), edge.targetAt(), "TARGET");
    if (!edge.invertedIndex().isEmpty() && !INDEX_NAME.matcher(edge.invertedIndex()).matches()) {
      findings.add(Finding.of(edge.element(), Message.INVALID_INDEX_NAME, edge.invertedIndexAt(),
          edge.simpleName(), edge.invertedIndex()));
    }
    if (!SourceVersion.isIdentifier(edge.table()) || SourceVersion.isKeyword(edge.table())) {
      findings.add(Finding.of(edge.element(), Message.INVALID_TABLE_NAME, edge.tableAt(), edge.simpleName(), edge.table()));
    }
    ends(findings, edge);
    ListingRules.check(findings, edge);
    components(findings, edge);
    return findings;
  }

  private static void prefix(
      List<Finding> findings, EdgeDeclaration edge, String member, String value, Location at, String example) {
    if (value.isEmpty()) {
      findings.add(Finding.of(edge.element(), Message.EMPTY_PREFIX, at, member, edge.simpleName(), example));
    } else if (value.indexOf(Layout.DELIMITER) >= 0) {
      findings.add(Finding.of(edge.element(), Message.PREFIX_WITH_DELIMITER, at,
          member, edge.simpleName(), value, value.replace(String.valueOf(Layout.DELIMITER), "")));
    } else if (value.codePoints().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c)
        || Character.isSpaceChar(c))) {
      findings.add(Finding.of(edge.element(), Message.PREFIX_WITH_WHITESPACE, at,
          member, edge.simpleName(), escape(value)));
    }
  }

  /** Exactly one source and one target, on different components. */
  private static void ends(List<Finding> findings, EdgeDeclaration edge) {
    List<ComponentDeclaration> sources = new ArrayList<>();
    List<ComponentDeclaration> targets = new ArrayList<>();
    for (ComponentDeclaration component : edge.components()) {
      if (component.source() != null && component.target() != null) {
        findings.add(Finding.of(edge.element(), Message.SOURCE_AND_TARGET, component.target(), qualified(edge, component)));
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
      findings.add(Finding.of(edge.element(), missing, type(edge), edge.simpleName()));
    }
    if (marked.size() > 1) {
      String names = String.join(", ", marked.stream().map(ComponentDeclaration::name).toList());
      for (ComponentDeclaration extra : marked.subList(1, marked.size())) {
        findings.add(Finding.of(edge.element(), repeated, source ? extra.source() : extra.target(), edge.simpleName(), names));
      }
    }
  }

  private static void components(List<Finding> findings, EdgeDeclaration edge) {
    Map<String, ComponentDeclaration> byAttribute = new HashMap<>();
    for (ComponentDeclaration component : edge.components()) {
      ValueKind kind = component.type().kind();
      boolean id = component.source() != null || component.target() != null;
      if (kind == ValueKind.UNRESOLVED) {
        continue;
      }
      if (id && !kind.canBeId()) {
        findings.add(Finding.of(edge.element(), Message.UNSUPPORTED_ID_TYPE, component.at(),
            qualified(edge, component), component.type().display()));
      } else if (!id && !kind.canBeAttribute()) {
        findings.add(Finding.of(edge.element(), Message.UNSUPPORTED_ATTRIBUTE_TYPE, component.at(),
            qualified(edge, component), component.type().display()));
      }
      if (id && component.attributeAt() != null) {
        findings.add(Finding.of(edge.element(), Message.ATTRIBUTE_ON_ID, component.attributeAt(), qualified(edge, component),
            component.source() != null ? "@Edge.Source" : "@Edge.Target"));
      } else if (component.attributeName() != null && component.attributeName().isEmpty()) {
        findings.add(Finding.of(edge.element(), Message.INVALID_ATTRIBUTE_NAME, component.attributeAt(), qualified(edge, component)));
      }
      if (id) {
        continue;
      }
      ComponentDeclaration earlier = byAttribute.putIfAbsent(component.storedName(), component);
      if (earlier != null) {
        findings.add(Finding.of(edge.element(), Message.DUPLICATE_ATTRIBUTE, where(component), edge.simpleName(),
            component.storedName(), earlier.name(), component.name()));
      }
    }
  }

  /**
   * The type itself, for a problem of the whole type: javac prints the line of its declaration
   * ({@code record Follow(}), not of the annotations above it.
   */
  static Location type(EdgeDeclaration edge) {
    return Location.of(edge.element());
  }

  /** The {@code @Attribute} value when there is one, else the component. */
  static Location where(ComponentDeclaration component) {
    return component.attributeAt() != null ? component.attributeAt() : component.at();
  }

  static String qualified(EdgeDeclaration edge, ComponentDeclaration component) {
    return edge.simpleName() + "." + component.name();
  }

  /** The value with every invisible character but the plain space written as {@code \\uXXXX}. */
  private static String escape(String value) {
    StringBuilder out = new StringBuilder();
    value.codePoints().forEach(c -> {
      boolean invisible = Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c);
      if (invisible && c != ' ') {
        out.append(String.format("\\u%04X", c));
      } else {
        out.appendCodePoint(c);
      }
    });
    return out.toString();
  }
}
