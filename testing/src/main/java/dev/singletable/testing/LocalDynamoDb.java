package dev.singletable.testing;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClientBuilder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * A local DynamoDB: a dynalite 4.0.0 server in a {@code node} child process, listening on a free
 * port of 127.0.0.1, for tests and samples.
 *
 * <pre>{@code
 * try (LocalDynamoDb dynamo = LocalDynamoDb.start();
 *      DynamoDbClient client = dynamo.newClient()) {
 *   client.listTables();
 * }
 * }</pre>
 *
 * <p>Needs Node.js 20 on the PATH (or {@code SINGLETABLE_NODE} / {@code -Dsingletable.node}).
 * dynalite itself is in this module's jar, which extracts it on first use into
 * {@code ~/.cache/singletable} ({@code XDG_CACHE_HOME}, or {@code SINGLETABLE_CACHE_DIR} /
 * {@code -Dsingletable.cache.dir}), where the launcher script is written too; {@code SINGLETABLE_DYNALITE_DIR} /
 * {@code -Dsingletable.dynalite.dir} names another folder containing
 * {@code node_modules/dynalite} instead. Tables are created, updated and deleted at once
 * (dynalite's {@code createTableMs}, {@code deleteTableMs} and {@code updateTableMs} are 0). The
 * server stops on {@link #close()}, at JVM shutdown, and by itself when the JVM dies, since it
 * exits when its standard input closes. Starting one loads no AWS SDK class; {@link #newClient()}
 * does, and the SDK then prints SLF4J's "no binding" notice unless the project has one.
 */
public final class LocalDynamoDb implements AutoCloseable {

  private static final Duration PORT_TIMEOUT = Duration.ofSeconds(15);
  private static final Duration READY_TIMEOUT = Duration.ofSeconds(15);
  private static final Duration READY_RETRY_DELAY = Duration.ofMillis(20);

  private final DynaliteProcess process;
  private final URI endpoint;
  private final Faults faults;
  private final Thread shutdownHook;
  private final AtomicBoolean closed = new AtomicBoolean();

  private LocalDynamoDb(DynaliteProcess process, int port) {
    this.process = process;
    this.endpoint = URI.create("http://127.0.0.1:" + port);
    this.faults = new Faults(endpoint);
    this.shutdownHook = new Thread(process::stop, "dynalite-" + process.handle().pid() + "-stop");
    Runtime.getRuntime().addShutdownHook(shutdownHook);
  }

  /**
   * Starts an in-memory server and returns once it answers ListTables.
   *
   * @throws LocalDynamoDbException if Node.js or dynalite is missing, or the server does not start
   */
  public static LocalDynamoDb start() {
    return start(Installation.find(), null);
  }

  /**
   * Starts a server that keeps its tables in {@code dataDirectory} (created if missing), so that
   * a later server started on the same folder sees them. Only one server at a time can use a
   * folder.
   *
   * @throws LocalDynamoDbException if Node.js or dynalite is missing, or the server does not start
   */
  public static LocalDynamoDb start(Path dataDirectory) {
    return start(Installation.find(), Objects.requireNonNull(dataDirectory, "dataDirectory"));
  }

  /** Starts a server from a given installation; {@code dataDirectory} is null for in-memory. */
  static LocalDynamoDb start(Installation installation, Path dataDirectory) {
    if (dataDirectory != null) {
      try {
        Files.createDirectories(dataDirectory);
      } catch (IOException e) {
        throw new LocalDynamoDbException("Cannot create the data directory " + dataDirectory
            + ": " + e.getMessage(), e);
      }
    }
    DynaliteProcess process = DynaliteProcess.launch(installation, dataDirectory);
    LocalDynamoDb server = new LocalDynamoDb(process, process.awaitPort(PORT_TIMEOUT));
    try {
      server.awaitReady();
      return server;
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
  }

  /** Sends ListTables until it succeeds; each try may wait for the rest of READY_TIMEOUT. */
  private void awaitReady() {
    long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
    ListTablesProbe probe = new ListTablesProbe(endpoint);
    try {
      while (true) {
        String problem =
            probe.problem(Duration.ofNanos(Math.max(deadline - System.nanoTime(), 1_000_000)));
        if (problem == null) {
          return;
        }
        if (!process.handle().isAlive()) {
          throw process.failure("dynalite exited after it started listening: " + problem, null);
        }
        if (System.nanoTime() > deadline) {
          throw process.failure("dynalite at " + endpoint + " did not answer ListTables within "
              + READY_TIMEOUT.toSeconds() + " s: " + problem, null);
        }
        Thread.sleep(READY_RETRY_DELAY.toMillis());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw process.failure("Interrupted while waiting for dynalite to answer ListTables", e);
    }
  }

  /** The server's address, {@code http://127.0.0.1:<port>}. */
  public URI endpoint() {
    return endpoint;
  }

  /**
   * The fault switches of this server, off until a test sets one: transactions cancelled with
   * {@code TransactionConflict}, requests throttled, batch entries left unprocessed.
   */
  public Faults faults() {
    return faults;
  }

  /**
   * A new client for this server: Apache 5 HTTP client, region us-east-1, static dummy
   * credentials. The caller closes it.
   */
  public DynamoDbClient newClient() {
    return newClient(new ExecutionInterceptor[0]);
  }

  /**
   * A new client for this server, as {@link #newClient()}, that also runs {@code interceptors}
   * (for example a {@link RequestCounter}). The caller closes it.
   */
  public DynamoDbClient newClient(ExecutionInterceptor... interceptors) {
    return clientBuilder()
        .overrideConfiguration(config -> config.executionInterceptors(List.of(interceptors)))
        .build();
  }

  /**
   * A new asynchronous client for this server: Netty HTTP client, region us-east-1, static dummy
   * credentials, and {@code interceptors}. The caller closes it.
   */
  public DynamoDbAsyncClient newAsyncClient(ExecutionInterceptor... interceptors) {
    return asyncClientBuilder()
        .overrideConfiguration(config -> config.executionInterceptors(List.of(interceptors)))
        .build();
  }

  /**
   * A builder of clients for this server, set as {@link #newClient()}'s are (endpoint, Apache 5
   * HTTP client, region us-east-1, static dummy credentials) and with nothing else, so that a test
   * can change any other setting before {@code build()}. Without an override configuration the
   * client retries as the AWS SDK does by default (in SDK 2.57.8's default "legacy" mode, a
   * throttled request up to 9 times; {@code AWS_RETRY_MODE} or a profile's {@code retry_mode}
   * change that); with retries off, a test sees what its own code does with a throttle:
   *
   * <pre>{@code
   * DynamoDbClient client = dynamo.clientBuilder()
   *     .overrideConfiguration(config -> config.retryStrategy(AwsRetryStrategy.doNotRetry())
   *         .addExecutionInterceptor(counter))
   *     .build();
   * }</pre>
   */
  public DynamoDbClientBuilder clientBuilder() {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClientBuilder(Apache5HttpClient.builder());
  }

  /**
   * A builder of asynchronous clients for this server (Netty HTTP client), as
   * {@link #clientBuilder()}.
   */
  public DynamoDbAsyncClientBuilder asyncClientBuilder() {
    return DynamoDbAsyncClient.builder()
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder());
  }

  /**
   * Stops the server: closes its standard input, waits up to 5 s for it to exit and then kills
   * it. Calling it again does nothing.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException e) {
      // The JVM is shutting down; stopping the process here as well is harmless.
    }
    process.stop();
  }

  /** The node process, for tests that check it is gone. */
  ProcessHandle process() {
    return process.handle();
  }

  @Override
  public String toString() {
    return "LocalDynamoDb[" + endpoint + ", pid " + process.handle().pid() + "]";
  }
}
