/**
 * Batches: BatchWriteItem and BatchGetItem cut into calls and resent as a plan (BatchPlan) until
 * DynamoDB leaves nothing unprocessed.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.batch;
