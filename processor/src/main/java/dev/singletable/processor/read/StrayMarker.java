package dev.singletable.processor.read;

/**
 * A singletable annotation on something that is not a component of an {@code @Edge} record.
 *
 * @param annotation the annotation as users write it, e.g. {@code @Edge.Source}
 * @param owner the element it sits on, for messages
 * @param at where it sits
 */
public record StrayMarker(String annotation, String owner, Location at) {}
