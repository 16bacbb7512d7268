package dev.singletable.processor.validate;

import dev.singletable.layout.Layout;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.ValueKind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.SourceVersion;

/** The rules that {@code @Edge} and {@code @Node} records share: shape, prefixes, table, accessor, components. */
final class RecordRules {

  private RecordRules() {}

  /**
   * A record, not generic, reachable; false when it is no record and nothing else can be checked.
   * {@code messages} are the kind's not-record, generic and private messages, in that order.
   */
  static boolean shape(List<Finding> findings, ItemTypeDeclaration item, Message... messages) {
    if (!item.isRecord()) {
      findings.add(Finding.of(item.element(), messages[0], type(item),
          item.simpleName(), item.kindDescription(), item.simpleName()));
      return false;
    }
    if (!item.typeParameters().isEmpty()) {
      findings.add(Finding.of(item.element(), messages[1], type(item), item.simpleName(), item.typeParameters()));
    }
    if (item.isPrivate()) {
      findings.add(Finding.of(item.element(), messages[2], type(item), item.simpleName()));
    }
    if (!SourceVersion.isIdentifier(item.table()) || SourceVersion.isKeyword(item.table())) {
      findings.add(Finding.of(item.element(), Message.INVALID_TABLE_NAME, item.tableAt(), item.simpleName(), item.table()));
    }
    String accessor = item.accessor();
    if (!accessor.isEmpty() && (!SourceVersion.isIdentifier(accessor) || SourceVersion.isKeyword(accessor))) {
      findings.add(Finding.of(item.element(), Message.INVALID_ACCESSOR, item.accessorAt(), item.simpleName(),
          accessor, Names.plural(item.simpleName())));
    }
    return true;
  }

  static void prefix(List<Finding> findings, ItemTypeDeclaration item, String member, String value, Location at,
      String example) {
    if (value.isEmpty()) {
      findings.add(Finding.of(item.element(), Message.EMPTY_PREFIX, at, member, item.simpleName(), example));
    } else if (value.indexOf(Layout.DELIMITER) >= 0) {
      findings.add(Finding.of(item.element(), Message.PREFIX_WITH_DELIMITER, at,
          member, item.simpleName(), value, value.replace(String.valueOf(Layout.DELIMITER), "")));
    } else if (value.codePoints().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c)
        || Character.isSpaceChar(c))) {
      findings.add(Finding.of(item.element(), Message.PREFIX_WITH_WHITESPACE, at,
          member, item.simpleName(), escape(value)));
    }
  }

  /** Id and attribute types, {@code @Attribute} names, and no two components stored under one name. */
  static void components(List<Finding> findings, ItemTypeDeclaration item) {
    Map<String, ComponentDeclaration> byAttribute = new HashMap<>();
    for (ComponentDeclaration component : item.components()) {
      ValueKind kind = component.type().kind();
      boolean id = component.isId();
      if (kind == ValueKind.UNRESOLVED) {
        continue;
      }
      boolean sortPart = item instanceof EdgeDeclaration edge && edge.compositeTarget() && component.target() != null
          && component.source() == null;
      if (id && !kind.canBeId() && !sortPart) {
        findings.add(Finding.of(item.element(), Message.UNSUPPORTED_ID_TYPE, component.at(),
            qualified(item, component), component.type().display()));
      } else if (!id && !kind.canBeAttribute()) {
        findings.add(Finding.of(item.element(), Message.UNSUPPORTED_ATTRIBUTE_TYPE, component.at(),
            qualified(item, component), component.type().display()));
      }
      if (id && component.attributeAt() != null) {
        findings.add(Finding.of(item.element(), Message.ATTRIBUTE_ON_ID, component.attributeAt(),
            qualified(item, component), component.idMarker()));
      } else if (component.attributeName() != null && component.attributeName().isEmpty()) {
        findings.add(Finding.of(item.element(), Message.INVALID_ATTRIBUTE_NAME, component.attributeAt(),
            qualified(item, component)));
      }
      if (id) {
        continue;
      }
      ComponentDeclaration earlier = byAttribute.putIfAbsent(component.storedName(), component);
      if (earlier != null) {
        findings.add(Finding.of(item.element(), Message.DUPLICATE_ATTRIBUTE, where(component), item.simpleName(),
            component.storedName(), earlier.name(), component.name()));
      }
    }
  }

  /**
   * The type itself, for a problem of the whole type: javac prints the line of its declaration
   * ({@code record Follow(}), not of the annotations above it.
   */
  static Location type(ItemTypeDeclaration item) {
    return Location.of(item.element());
  }

  /** The {@code @Attribute} value when there is one, else the component. */
  static Location where(ComponentDeclaration component) {
    return component.attributeAt() != null ? component.attributeAt() : component.at();
  }

  static String qualified(ItemTypeDeclaration item, ComponentDeclaration component) {
    return item.simpleName() + "." + component.name();
  }

  /** The value with every invisible character but the plain space written as {@code \\uXXXX}. */
  static String escape(String value) {
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
