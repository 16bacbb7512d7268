package dev.singletable.processor.read;

import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * An {@code @Edge} type as written, before any rule has looked at it.
 *
 * @param element the annotated type (the originating element of every file made from it)
 * @param kindDescription what it is, for messages: "a record", "a class", "an interface", ...
 * @param typeParameters its type parameters as written, empty when none
 * @param isPrivate whether generated code in its package could not reach it
 * @param source the {@code source} value
 * @param target the {@code target} value
 * @param invertedIndex the {@code invertedIndex} value, empty when none
 * @param invertedIndexShards the {@code invertedIndexShards} value, 1 when not given
 * @param invertedIndexSort the {@code invertedIndexSort} template, empty when not given
 * @param table the {@code table} value
 * @param listFromSource the {@code listFromSource} value, empty when not given
 * @param listFromTarget the {@code listFromTarget} value, empty when not given
 * @param accessor the {@code accessor} value, empty when not given
 * @param at the {@code @Edge} annotation
 * @param sourceAt the {@code source} value's location
 * @param targetAt the {@code target} value's location
 * @param invertedIndexAt the {@code invertedIndex} value's location
 * @param invertedIndexShardsAt the {@code invertedIndexShards} value's location
 * @param invertedIndexSortAt the {@code invertedIndexSort} value's location
 * @param tableAt the {@code table} value's location
 * @param listFromSourceAt the {@code listFromSource} value's location
 * @param listFromTargetAt the {@code listFromTarget} value's location
 * @param accessorAt the {@code accessor} value's location
 * @param nodeAt a {@code @Node} annotation on the same type, or null
 * @param components the record components in order (empty for a non-record)
 * @param indexes its {@code @Index} annotations in source order
 */
public record EdgeDeclaration(
    TypeElement element,
    String kindDescription,
    String typeParameters,
    boolean isPrivate,
    String source,
    String target,
    String invertedIndex,
    int invertedIndexShards,
    String invertedIndexSort,
    String table,
    String listFromSource,
    String listFromTarget,
    String accessor,
    Location at,
    Location sourceAt,
    Location targetAt,
    Location invertedIndexAt,
    Location invertedIndexShardsAt,
    Location invertedIndexSortAt,
    Location tableAt,
    Location listFromSourceAt,
    Location listFromTargetAt,
    Location accessorAt,
    Location nodeAt,
    List<ComponentDeclaration> components,
    List<IndexDeclaration> indexes) implements ItemTypeDeclaration {

  /**
   * The components marked {@code @Edge.Target} alone (not also {@code @Edge.Source}), in component
   * order: one for an edge to a target node, several for a composite sort key.
   */
  public List<ComponentDeclaration> targets() {
    return components.stream().filter(c -> c.target() != null && c.source() == null).toList();
  }

  /** Whether several components make a composite sort key. */
  public boolean compositeTarget() {
    return targets().size() > 1;
  }

  /** The target components' names, for messages: {@code status, at}. */
  public String targetNames() {
    return String.join(", ", targets().stream().map(ComponentDeclaration::name).toList());
  }
}
