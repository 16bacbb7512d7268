package dev.singletable.processor.read;

import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * One annotated type as written, before any rule has looked at it: an {@code @Edge} or a
 * {@code @Node}. The table rules see every item type of a table through this.
 */
public sealed interface ItemTypeDeclaration permits EdgeDeclaration, NodeDeclaration {

  /** The annotated type (the originating element of every file made from it). */
  TypeElement element();

  /** What it is, for messages: "a record", "a class", "an interface", ... */
  String kindDescription();

  /** Its type parameters as written, empty when none. */
  String typeParameters();

  /** Whether generated code in its package could not reach it. */
  boolean isPrivate();

  /** The {@code table} value. */
  String table();

  /** The {@code accessor} value, empty when not given. */
  String accessor();

  /** The {@code accessor} value's location: the annotation when it is not given. */
  Location accessorAt();

  /** The {@code @Edge} or {@code @Node} annotation. */
  Location at();

  /** The {@code table} value's location. */
  Location tableAt();

  /** The record components in order (empty for a non-record). */
  List<ComponentDeclaration> components();

  /** Its {@code @Index} annotations, in source order. */
  List<IndexDeclaration> indexes();

  default boolean isRecord() {
    return element().getKind() == ElementKind.RECORD;
  }

  default String simpleName() {
    return element().getSimpleName().toString();
  }

  default String qualifiedName() {
    return element().getQualifiedName().toString();
  }

  /** Whether some component's type, or a type it names, did not resolve (yet). */
  default boolean hasUnresolvedTypes() {
    return components().stream().anyMatch(c -> c.type().kind() == ValueKind.UNRESOLVED
        || c.counter() != null && c.counter().edgeUnresolved());
  }
}
