/**
 * The plan protocol: a Plan is a request sequence as a state machine (send, send a round, wait,
 * done) that the executors run; Call names each API call, Operation is a single request and how to
 * read it, Resumable is the read of one page that makes the read of the next.
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.plan;
