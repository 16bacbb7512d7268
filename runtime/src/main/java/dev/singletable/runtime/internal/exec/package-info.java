/**
 * Execution: the table context and the two drivers, SyncExecutor and AsyncExecutor, the only code
 * that sends a request or waits.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.exec;
