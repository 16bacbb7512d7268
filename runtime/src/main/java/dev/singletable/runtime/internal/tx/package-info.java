/**
 * Transactions: counted edges' TransactWriteItems and their resends, recounts and re-shard steps,
 * as plans.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.tx;
