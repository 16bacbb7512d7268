package dev.singletable.processor.model;

/**
 * One end of an edge: the id component and how it becomes a key.
 *
 * @param component the id component
 * @param prefix the key prefix, e.g. {@code ACTOR}; the key is {@code ACTOR#<id>}
 * @param maxKeyBytes the UTF-8 limit of the whole key: the smallest limit of every key attribute it fills
 */
public record KeyModel(ComponentModel component, String prefix, int maxKeyBytes) {}
