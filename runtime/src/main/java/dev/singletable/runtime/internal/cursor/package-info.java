/**
 * Cursors: where a listing resumes, encoded, sealed or signed, and checked against the listing it
 * belongs to.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.cursor;
