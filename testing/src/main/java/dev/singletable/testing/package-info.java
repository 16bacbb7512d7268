/**
 * A local DynamoDB for singletable's tests and samples.
 *
 * <ul>
 *   <li>{@link dev.singletable.testing.LocalDynamoDb}: starts dynalite 4.0.0 in a {@code node}
 *       child process on a free loopback port, in memory or on disk, and makes clients for it.
 *   <li>{@link dev.singletable.testing.LocalDynamoDbExtension}: a JUnit 5 extension that shares
 *       one server per JVM and gives each test a fresh table and a client.
 *   <li>{@link dev.singletable.testing.RequestCounter}: an SDK interceptor that counts the
 *       requests a client actually sends, to prove that refused input sent none.
 *   <li>{@link dev.singletable.testing.Faults}: switches that make the server fail requests as
 *       DynamoDB does under contention or load (transaction conflicts, throttles, batch entries left
 *       unprocessed), so that retry and resend code can be tested.
 *   <li>{@link dev.singletable.testing.LocalDynamoDbException}: thrown when the server cannot
 *       start; says what is missing and how to fix it.
 * </ul>
 *
 * <p>Requires only Node.js 20 on the PATH: the jar carries dynalite 4.0.0 and its dependencies.
 */
package dev.singletable.testing;
