/**
 * The runtime's internals, which generated code and the public base classes call; no compatibility
 * promise, they change with the processor. By concern, with no package cycle ({@code
 * PackageCyclesTest}):
 *
 * <ul>
 *   <li>{@code codec}: keys, ids, values and items to and from attribute values (depends on none);
 *   <li>{@code plan}: the plan protocol ({@code Plan}, {@code Call}, {@code Operation}, {@code Backoff});
 *   <li>{@code cursor}: cursors, sealed and checked;
 *   <li>{@code table}: the table definition, its set-up and check;
 *   <li>{@code query}: listings, pages, counts, shard merges, item collections (plans);
 *   <li>{@code exec}: the table context and the two executors, the only code that sends or waits;
 *   <li>{@code request}: single operations of edges and nodes;
 *   <li>{@code batch}: batches and their resends;
 *   <li>{@code tx}: counted edges' transactions, recounts, re-shard steps.
 * </ul>
 *
 * <p>{@link dev.singletable.runtime.internal.RepositoryWiring}, in this package, is what a generated
 * repository hands its base class as a {@link dev.singletable.runtime.Wiring}: the table's context, the
 * mapper, the names messages use, the listings, counters and item collection.
 *
 * <p>{@code RuntimeVersion} (generated from a template at build time) carries this jar's version: the
 * processor generates code only against a runtime of its own version.
 */
package dev.singletable.runtime.internal;
