package dev.singletable.processor.read;

/**
 * One {@code @Index} of a record as written.
 *
 * @param name the {@code name} value, the index
 * @param local the {@code local} value: a local secondary index, keyed by the base partition key
 * @param partition the {@code partition} value, a key template; empty when not given
 * @param sort the {@code sort} value, a key template
 * @param listing the {@code listing} value, the repository's listing methods
 * @param unique the {@code unique} value
 * @param at the annotation
 * @param nameAt the {@code name} value's location
 * @param localAt the {@code local} value's location
 * @param partitionAt the {@code partition} value's location
 * @param sortAt the {@code sort} value's location
 * @param listingAt the {@code listing} value's location
 * @param uniqueAt the {@code unique} value's location
 */
public record IndexDeclaration(String name, boolean local, String partition, String sort, String listing,
    boolean unique, Location at, Location nameAt, Location localAt, Location partitionAt, Location sortAt,
    Location listingAt, Location uniqueAt) {}
