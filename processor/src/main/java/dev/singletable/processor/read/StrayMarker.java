package dev.singletable.processor.read;

/**
 * A singletable component marker on something that is not a component of a record it belongs to.
 *
 * @param annotation the annotation as users write it, e.g. {@code @Edge.Source}
 * @param owner the element it sits on, for messages
 * @param records the records it belongs to, for messages: {@code an @Edge}, {@code a @Node}, ...
 * @param at where it sits
 */
public record StrayMarker(String annotation, String owner, String records, Location at) {}
