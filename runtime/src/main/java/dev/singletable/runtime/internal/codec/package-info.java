/**
 * Codecs: keys, ids, values and items to and from AttributeValues, their escaping, fixed widths
 * and size checks. Depends on no other internal package.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.codec;
