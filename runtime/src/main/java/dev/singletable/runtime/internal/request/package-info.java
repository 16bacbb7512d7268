/**
 * Requests: the single operations of edges and nodes (get, put, create, delete, update) built as
 * values.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.request;
