package dev.singletable.processor.read;

import dev.singletable.layout.End;

/**
 * A {@code @Counter} on a component of a {@code @Node} record, with the edge type it names as read.
 *
 * @param at the annotation
 * @param edgeAt its {@code edge} value
 * @param edgeName the qualified name of the class {@code edge} names
 * @param edgeUnresolved whether that class did not resolve (yet)
 * @param edge that class as an {@code @Edge} declaration, or null when it is not one
 * @param end the counted end, {@code SOURCE} or {@code TARGET}
 * @param endAt its {@code end} value
 */
public record CounterDeclaration(
    Location at, Location edgeAt, String edgeName, boolean edgeUnresolved, EdgeDeclaration edge, End end,
    Location endAt) {}
