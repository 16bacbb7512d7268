/**
 * The annotations of singletable: {@link dev.singletable.annotations.Edge} declares an edge record,
 * {@link dev.singletable.annotations.Edge.Source} and {@link dev.singletable.annotations.Edge.Target}
 * mark its two ids, and {@link dev.singletable.annotations.Attribute} renames a stored attribute.
 * This module has no dependencies; the processor reads these annotations at compile time.
 */
package dev.singletable.annotations;
