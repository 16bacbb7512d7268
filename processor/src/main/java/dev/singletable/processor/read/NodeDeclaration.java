package dev.singletable.processor.read;

import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @Node} type as written, before any rule has looked at it.
 *
 * @param element the annotated type
 * @param kindDescription what it is, for messages: "a record", "a class", ...
 * @param typeParameters its type parameters as written, empty when none
 * @param isPrivate whether generated code in its package could not reach it
 * @param prefix the {@code prefix} value
 * @param table the {@code table} value
 * @param accessor the {@code accessor} value, empty when not given
 * @param at the {@code @Node} annotation
 * @param prefixAt the {@code prefix} value's location
 * @param tableAt the {@code table} value's location
 * @param accessorAt the {@code accessor} value's location
 * @param components the record components in order (empty for a non-record)
 * @param indexes its {@code @Index} annotations in source order
 */
public record NodeDeclaration(
    TypeElement element,
    String kindDescription,
    String typeParameters,
    boolean isPrivate,
    String prefix,
    String table,
    String accessor,
    Location at,
    Location prefixAt,
    Location tableAt,
    Location accessorAt,
    List<ComponentDeclaration> components,
    List<IndexDeclaration> indexes) implements ItemTypeDeclaration {}
