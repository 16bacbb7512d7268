/**
 * The annotations of singletable: {@link dev.singletable.annotations.Edge} declares an edge record,
 * {@link dev.singletable.annotations.Edge.Source} and {@link dev.singletable.annotations.Edge.Target}
 * mark its two ids, and {@link dev.singletable.annotations.Attribute} renames a stored attribute.
 * {@link dev.singletable.annotations.Node} declares a node record with its
 * {@link dev.singletable.annotations.Node.Id}, the {@link dev.singletable.annotations.Counter}s its edges
 * keep and an optional {@link dev.singletable.annotations.Version}. Either may declare further
 * access patterns with {@link dev.singletable.annotations.Index}.
 * This module has no dependencies; the processor reads these annotations at compile time.
 */
package dev.singletable.annotations;
