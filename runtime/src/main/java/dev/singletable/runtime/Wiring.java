package dev.singletable.runtime;

/**
 * An opaque value that generated code and the runtime hand each other: the contract between them,
 * with no methods of its own. A generated table hands its repositories its client, table name and
 * settings as one; a generated repository hands its base class its mapper, names, listings and
 * counters as one; a collection's read hands the generated page its items as one. Only generated code
 * and the runtime make them (ARCHITECTURE.md, "The contract between generated code and the
 * runtime"): do not implement this interface. A value made elsewhere is refused with an {@link
 * InvalidRequestException}.
 */
public interface Wiring {}
