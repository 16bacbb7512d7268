/**
 * Queries: listings, their pages and counts, sharded merges and item collections, as plans.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.query;
