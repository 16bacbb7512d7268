package dev.singletable.testing;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * A JUnit 5 extension that gives each test a fresh, empty table on a {@link LocalDynamoDb}.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(name ->
 *     CreateTableRequest.builder().tableName(name) ... .build());
 *
 * @Test
 * void putsAnItem() {
 *   dynamo.client().putItem(request -> request.tableName(dynamo.tableName()).item(...));
 *   assertEquals(1, dynamo.requests().count("PutItem"));
 * }
 * }</pre>
 *
 * <p>One server is started per JVM, on first use, and shared by every test class; it stops when
 * the test run ends. Each extension has its own clients, a blocking and an asynchronous one, which
 * count their requests in one {@link RequestCounter} and are closed when the test class ends; they
 * retry as the AWS SDK does by default (see {@link LocalDynamoDb#clientBuilder()} for a client
 * without retries). Before each test the extension creates a table with a new name
 * through the given function and waits until it is ACTIVE, then resets the counter; after each
 * test it deletes the table. Test methods may also declare {@link DynamoDbClient},
 * {@link DynamoDbAsyncClient}, {@link RequestCounter} and {@link Faults} parameters; the fault
 * switches are turned off after each test. Register it in a {@code static} field; it serves one test at
 * a time, so do not run the methods of one class concurrently.
 */
public final class LocalDynamoDbExtension
    implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback, ParameterResolver {

  private static final Namespace NAMESPACE = Namespace.create(LocalDynamoDbExtension.class);
  private static final AtomicLong TABLES = new AtomicLong();

  private final Function<String, CreateTableRequest> tableDefinition;
  private final RequestCounter requests = new RequestCounter();
  private volatile LocalDynamoDb server;
  private volatile DynamoDbClient client;
  private volatile DynamoDbAsyncClient asyncClient;
  private volatile String tableName;

  private LocalDynamoDbExtension(Function<String, CreateTableRequest> tableDefinition) {
    this.tableDefinition = tableDefinition;
  }

  /**
   * An extension that creates a table before each test from {@code tableDefinition}, which is
   * given the new table's name and must use it.
   */
  public static LocalDynamoDbExtension withTable(
      Function<String, CreateTableRequest> tableDefinition) {
    return new LocalDynamoDbExtension(Objects.requireNonNull(tableDefinition, "tableDefinition"));
  }

  /** An extension that only provides a server and a client, with no table. */
  public static LocalDynamoDbExtension withoutTable() {
    return new LocalDynamoDbExtension(null);
  }

  /** The client of this extension, which counts its requests in {@link #requests()}. */
  public DynamoDbClient client() {
    return requireConnected(client);
  }

  /**
   * The asynchronous client of this extension (Netty), which counts its requests in
   * {@link #requests()} too.
   */
  public DynamoDbAsyncClient asyncClient() {
    return requireConnected(asyncClient);
  }

  /** The shared server. */
  public LocalDynamoDb server() {
    return requireConnected(server);
  }

  /**
   * The fault switches of the shared server. The extension turns them off after each test (and
   * before, for a switch set outside a test), so a switch a test set does not outlive it.
   */
  public Faults faults() {
    return server().faults();
  }

  /** The current test's table. */
  public String tableName() {
    if (tableDefinition == null) {
      throw new IllegalStateException("This extension was made by withoutTable(), so it has no"
          + " table; use LocalDynamoDbExtension.withTable(...) to get one per test.");
    }
    if (tableName == null) {
      throw new IllegalStateException("No test is running, so there is no table.");
    }
    return tableName;
  }

  /** The requests {@link #client()} sent during the current test, counted from zero. */
  public RequestCounter requests() {
    return requests;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    connect(context);
  }

  @Override
  public void beforeEach(ExtensionContext context) throws InterruptedException {
    connect(classContext(context));
    server.faults().resetIfSet();
    if (tableDefinition != null) {
      createTable(uniqueTableName(context));
    }
    requests.reset();
  }

  @Override
  public void afterEach(ExtensionContext context) throws InterruptedException {
    String created = tableName;
    tableName = null;
    if (server != null) {
      // First, or a throttle the test left on would fail the DeleteTable below.
      server.faults().resetIfSet();
    }
    if (created != null) {
      try {
        client.deleteTable(request -> request.tableName(created));
      } catch (ResourceNotFoundException e) {
        return; // The test deleted its table itself.
      }
      // So that the next test, and ListTables after the last one, see it gone.
      TableWait.untilGone(client, created);
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == DynamoDbClient.class || type == DynamoDbAsyncClient.class
        || type == RequestCounter.class || type == Faults.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    connect(classContext(context));
    Class<?> type = parameter.getParameter().getType();
    return type == DynamoDbClient.class ? client
        : type == DynamoDbAsyncClient.class ? asyncClient
        : type == Faults.class ? server.faults()
        : requests;
  }

  /** Opens this extension's client once; the context it is opened in closes it when it ends. */
  private void connect(ExtensionContext context) {
    if (client != null) {
      return;
    }
    server = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(
        LocalDynamoDb.class, key -> LocalDynamoDb.start(), LocalDynamoDb.class);
    DynamoDbClient opened = server.newClient(requests);
    DynamoDbAsyncClient openedAsync = server.newAsyncClient(requests);
    client = opened;
    asyncClient = openedAsync;
    context.getStore(NAMESPACE).put(this, (AutoCloseable) () -> disconnect(opened, openedAsync));
  }

  private void disconnect(DynamoDbClient opened, DynamoDbAsyncClient openedAsync) {
    opened.close();
    openedAsync.close();
    if (client == opened) {
      client = null;
      asyncClient = null;
    }
  }

  private void createTable(String name) throws InterruptedException {
    CreateTableRequest request = tableDefinition.apply(name);
    if (!name.equals(request.tableName())) {
      throw new IllegalStateException("The table definition must use the name it is given ('"
          + name + "'), but its CreateTableRequest names '" + request.tableName() + "'.");
    }
    client.createTable(request);
    tableName = name;
    TableWait.untilActive(client, name);
  }

  /** The test method's name (cut to DynamoDB's table name characters) and a JVM-wide number. */
  private static String uniqueTableName(ExtensionContext context) {
    String method = context.getRequiredTestMethod().getName().replaceAll("[^A-Za-z0-9_.-]", "_");
    String prefix = method.length() > 200 ? method.substring(0, 200) : method;
    return prefix + "-" + TABLES.incrementAndGet();
  }

  /** The context of the test class, above a method's (and a parameterized test's) contexts. */
  private static ExtensionContext classContext(ExtensionContext context) {
    ExtensionContext current = context;
    while (current.getTestMethod().isPresent()) {
      current = current.getParent().orElseThrow();
    }
    return current;
  }

  private static <T> T requireConnected(T value) {
    if (value == null) {
      throw new IllegalStateException("The extension has not started yet: call this from a test"
          + " or a @BeforeEach method of a class that registers it with @RegisterExtension.");
    }
    return value;
  }
}
