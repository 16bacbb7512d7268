/**
 * Tables: the table definition, its set-up as a plan, and the check of an existing table against
 * the generated code.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.table;
