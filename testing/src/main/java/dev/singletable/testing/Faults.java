package dev.singletable.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Switches that make a {@link LocalDynamoDb} fail requests the way DynamoDB does under contention
 * or load, so that retry code can be tested locally. All are off until a test sets one; each
 * fires exactly the number of times it is given and then turns itself off.
 *
 * <pre>{@code
 * dynamo.faults().failTransactionsOn("social", Map.of("PK", AttributeValue.fromS("USER#alice")), 2);
 * dynamo.faults().throttleNext(3);
 * dynamo.faults().throttleNext(2, "BatchWriteItem");
 * dynamo.faults().leaveUnprocessedItems(5, 2);   // the next 2 BatchWriteItem leave their last 5 writes
 * dynamo.faults().leaveUnprocessedKeys(10, 1);   // the next BatchGetItem leaves its last 10 keys
 * dynamo.faults().reset();
 * dynamo.faults().advanceTokenClock(Duration.ofMinutes(10));   // ClientRequestTokens expire
 * }</pre>
 *
 * <p>The switches belong to the server, so they act on every client of it. The server takes them
 * through requests whose {@code X-Amz-Target} is {@code SingletableFaults.*}, which no AWS SDK
 * sends. {@link LocalDynamoDbExtension} turns them off after each test. A switch given bad input
 * throws {@link IllegalArgumentException} and sends nothing.
 *
 * <p>The clients of {@link LocalDynamoDb#newClient()} and the extension retry a throttled request
 * as the AWS SDK does by default, so a throttle shorter than the SDK's attempts never reaches the
 * code under test; build a client with {@link LocalDynamoDb#clientBuilder()} and the SDK's retries
 * off to see what that code does with it. The SDK never retries an answer with unprocessed
 * entries: that is a success, left to the caller.
 */
public final class Faults {

  /** The error a throttled request fails with; both are HTTP 400 and retried by the AWS SDKs. */
  public enum ThrottleError {
    /** {@code ProvisionedThroughputExceededException}, what DynamoDB sends for a table's reads and writes. */
    PROVISIONED_THROUGHPUT_EXCEEDED("ProvisionedThroughputExceededException"),
    /** {@code ThrottlingException}, what DynamoDB sends when control-plane requests come too fast. */
    THROTTLING("ThrottlingException");

    private final String errorType;

    ThrottleError(String errorType) {
      this.errorType = errorType;
    }
  }

  /** The operations the server answers: dynalite's and the launcher's transactions. */
  static final Set<String> OPERATIONS = Set.of("BatchGetItem", "BatchWriteItem", "CreateTable",
      "DeleteItem", "DeleteTable", "DescribeTable", "DescribeTimeToLive", "GetItem", "ListTables",
      "ListTagsOfResource", "PutItem", "Query", "Scan", "TagResource", "TransactGetItems",
      "TransactWriteItems", "UntagResource", "UpdateItem", "UpdateTable");

  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final HttpClient http = HttpClient.newBuilder()
      .version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(TIMEOUT)
      .build();
  private final URI endpoint;
  private final AtomicBoolean armed = new AtomicBoolean();

  Faults(URI endpoint) {
    this.endpoint = endpoint;
  }

  /**
   * Makes the next {@code times} TransactWriteItems or TransactGetItems requests that have an
   * action on this item fail with {@code TransactionCanceledException}, reason code
   * {@code TransactionConflict} for the actions on the item and {@code None} for the others, as
   * DynamoDB answers when another transaction holds the item. Nothing of such a transaction is
   * written. Several switches may be set at once, on different items.
   *
   * @param key the item's primary key attributes (string, number or binary values)
   * @throws IllegalArgumentException if {@code times} is below 1 or the key is empty or not a key
   */
  public void failTransactionsOn(String tableName, Map<String, AttributeValue> key, int times) {
    Objects.requireNonNull(tableName, "tableName");
    Objects.requireNonNull(key, "key");
    if (tableName.isBlank()) {
      throw new IllegalArgumentException("tableName is blank; give the table that holds the item.");
    }
    if (key.isEmpty()) {
      throw new IllegalArgumentException("The key of " + tableName + " is empty; give its primary"
          + " key attributes, e.g. Map.of(\"PK\", AttributeValue.fromS(\"USER#alice\")).");
    }
    String body = "{\"TableName\":" + Json.string(tableName) + ",\"Key\":" + keyJson(key)
        + ",\"Count\":" + requireTimes(times) + "}";
    send("FailTransactions", body);
  }

  /**
   * Makes the next {@code times} requests to the server, of any operation and from any client,
   * fail with {@code ProvisionedThroughputExceededException}. Replaces an earlier throttle of
   * every operation.
   *
   * @throws IllegalArgumentException if {@code times} is below 1
   */
  public void throttleNext(int times) {
    throttleNext(times, ThrottleError.PROVISIONED_THROUGHPUT_EXCEEDED);
  }

  /**
   * Makes the next {@code times} requests to the server fail with {@code error}. Replaces an
   * earlier throttle of every operation.
   *
   * @throws IllegalArgumentException if {@code times} is below 1
   */
  public void throttleNext(int times, ThrottleError error) {
    Objects.requireNonNull(error, "error");
    send("Throttle", throttleJson(times, error, ""));
  }

  /**
   * Makes the next {@code times} requests of {@code operation} (such as {@code "BatchWriteItem"},
   * as {@link RequestCounter} names it), from any client, fail with
   * {@code ProvisionedThroughputExceededException}; other operations pass. Replaces an earlier
   * throttle of that operation. While a throttle of every operation is set as well, a request of
   * {@code operation} uses this one up first.
   *
   * @throws IllegalArgumentException if {@code times} is below 1 or the server does not answer
   *     {@code operation}
   */
  public void throttleNext(int times, String operation) {
    throttleNext(times, operation, ThrottleError.PROVISIONED_THROUGHPUT_EXCEEDED);
  }

  /**
   * Makes the next {@code times} requests of {@code operation} fail with {@code error}, as
   * {@link #throttleNext(int, String)} does.
   *
   * @throws IllegalArgumentException if {@code times} is below 1 or the server does not answer
   *     {@code operation}
   */
  public void throttleNext(int times, String operation, ThrottleError error) {
    Objects.requireNonNull(error, "error");
    send("Throttle", throttleJson(times, error,
        ",\"Operation\":" + Json.string(requireOperation(operation))));
  }

  /**
   * Makes each of the next {@code times} BatchWriteItem requests leave its last {@code entries}
   * writes unprocessed (counted across its tables in the order the request lists them; all of them
   * if it has no more): those are not written, and come back in {@code UnprocessedItems}, keyed by
   * table, as the {@code PutRequest} or {@code DeleteRequest} that was sent; the others are
   * written. The AWS SDK does not retry such an answer (it is a success), so every resend a test
   * sees is the caller's own. A request the server refuses (a missing table, a key that does not
   * fit it) fails as usual and does not count, and a throttle fires before this switch. Replaces
   * an earlier switch of BatchWriteItem.
   *
   * @throws IllegalArgumentException if {@code entries} or {@code times} is below 1
   */
  public void leaveUnprocessedItems(int entries, int times) {
    leaveUnprocessed("BatchWriteItem", "entries", entries, times);
  }

  /**
   * Makes each of the next {@code times} BatchGetItem requests leave its last {@code keys} keys
   * unread (counted across its tables in the order the request lists them; all of them if it has
   * no more): their items are not in {@code Responses}, and the keys come back in
   * {@code UnprocessedKeys}, keyed by table, with the {@code ProjectionExpression},
   * {@code ExpressionAttributeNames}, {@code ConsistentRead} and {@code AttributesToGet} that the
   * request gave that table, so that the entry can be sent again as it is. Otherwise as
   * {@link #leaveUnprocessedItems(int, int)}. Replaces an earlier switch of BatchGetItem.
   *
   * @throws IllegalArgumentException if {@code keys} or {@code times} is below 1
   */
  public void leaveUnprocessedKeys(int keys, int times) {
    leaveUnprocessed("BatchGetItem", "keys", keys, times);
  }

  /**
   * Moves the clock that {@code ClientRequestToken}s are remembered by forward by {@code by}, so
   * that a test can show a token expiring, 10 minutes after its transaction succeeded, without
   * waiting for it. Only that clock moves, never backwards, and {@link #reset()} leaves it.
   *
   * @throws IllegalArgumentException if {@code by} is under a millisecond
   */
  public void advanceTokenClock(Duration by) {
    Objects.requireNonNull(by, "by");
    if (by.toMillis() < 1) {
      throw new IllegalArgumentException("by is " + by + "; the token clock only moves forward,"
          + " by a millisecond or more, e.g. Duration.ofMinutes(10).");
    }
    send("AdvanceTokenClock", "{\"Milliseconds\":" + by.toMillis() + "}");
  }

  /** Turns every switch off, including those that have not fired yet. */
  public void reset() {
    send("Reset", "{}");
    armed.set(false);
  }

  /** Turns the switches off if this object set any, sparing a request otherwise. */
  void resetIfSet() {
    if (armed.get()) {
      reset();
    }
  }

  private void send(String operation, String body) {
    armed.set(true);
    HttpRequest request = HttpRequest.newBuilder(endpoint)
        .timeout(TIMEOUT)
        .header("Content-Type", "application/x-amz-json-1.0")
        .header("X-Amz-Target", "SingletableFaults." + operation)
        .POST(HttpRequest.BodyPublishers.ofString(body))
        .build();
    HttpResponse<String> response;
    try {
      response = http.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new LocalDynamoDbException("Could not reach the local server at " + endpoint
          + " to set the fault switch " + operation + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LocalDynamoDbException("Interrupted while setting the fault switch " + operation, e);
    }
    if (response.statusCode() != 200) {
      throw new LocalDynamoDbException("The local server at " + endpoint + " refused the fault"
          + " switch " + operation + " " + body + ": HTTP " + response.statusCode() + " "
          + response.body());
    }
  }

  private void leaveUnprocessed(String operation, String name, int entries, int times) {
    if (entries < 1) {
      throw new IllegalArgumentException(name + " is " + entries + "; leave at least 1 unprocessed."
          + " Use reset() to turn switches off.");
    }
    send("LeaveUnprocessed", "{\"Operation\":\"" + operation + "\",\"Entries\":" + entries
        + ",\"Count\":" + requireTimes(times) + "}");
  }

  private static String throttleJson(int times, ThrottleError error, String members) {
    return "{\"Count\":" + requireTimes(times) + ",\"ErrorType\":" + Json.string(error.errorType)
        + members + "}";
  }

  private static String requireOperation(String operation) {
    Objects.requireNonNull(operation, "operation");
    if (!OPERATIONS.contains(operation)) {
      throw new IllegalArgumentException("operation is '" + operation + "', which the server does not"
          + " answer; give one of " + new TreeSet<>(OPERATIONS) + ", spelt as"
          + " RequestCounter names it.");
    }
    return operation;
  }

  private static int requireTimes(int times) {
    if (times < 1) {
      throw new IllegalArgumentException("times is " + times + "; a switch fires at least once."
          + " Use reset() to turn switches off.");
    }
    return times;
  }

  private static String keyJson(Map<String, AttributeValue> key) {
    StringJoiner json = new StringJoiner(",", "{", "}");
    key.forEach((name, value) -> json.add(Json.string(name) + ":" + keyValueJson(name, value)));
    return json.toString();
  }

  private static String keyValueJson(String name, AttributeValue value) {
    Objects.requireNonNull(value, () -> "the value of key attribute " + name);
    switch (value.type()) {
      case S:
        return "{\"S\":" + Json.string(value.s()) + "}";
      case N:
        return "{\"N\":" + Json.string(value.n()) + "}";
      case B:
        return "{\"B\":\"" + Base64.getEncoder().encodeToString(value.b().asByteArrayUnsafe())
            + "\"}";
      default:
        throw new IllegalArgumentException("Key attribute " + name + " is of type " + value.type()
            + "; key attributes are strings, numbers or binary. Give the item's primary key.");
    }
  }
}
