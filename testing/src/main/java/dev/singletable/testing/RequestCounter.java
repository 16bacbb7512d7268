package dev.singletable.testing;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/**
 * Counts the HTTP requests a client actually sends, in total and per operation name
 * ({@code "PutItem"}, {@code "Query"} ...). A retried call counts once per attempt; a call refused
 * before it is sent counts nothing, which is how tests prove that bad input never reached DynamoDB:
 *
 * <pre>{@code
 * RequestCounter requests = new RequestCounter();
 * DynamoDbClient client = dynamo.newClient(requests);
 * assertThrows(SomeValidationException.class, () -> repository.put(tooLargeItem));
 * assertEquals(0, requests.count());
 * }</pre>
 *
 * <p>Thread-safe.
 */
public final class RequestCounter implements ExecutionInterceptor {

  private final LongAdder total = new LongAdder();
  private final Map<String, LongAdder> byOperation = new ConcurrentHashMap<>();

  /** Creates a counter at zero. */
  public RequestCounter() {}

  @Override
  public void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes executionAttributes) {
    String operation = executionAttributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
    byOperation.computeIfAbsent(operation, name -> new LongAdder()).increment();
    total.increment();
  }

  /** The number of requests sent since creation or the last {@link #reset()}. */
  public long count() {
    return total.sum();
  }

  /** The number of requests of one operation, such as {@code "PutItem"}, sent so far. */
  public long count(String operationName) {
    LongAdder counter = byOperation.get(operationName);
    return counter == null ? 0 : counter.sum();
  }

  /** Sets every count back to zero. */
  public void reset() {
    byOperation.clear();
    total.reset();
  }

  /** The counts by operation name, for assertion messages, e.g. {@code {PutItem=2, Query=1}}. */
  @Override
  public String toString() {
    Map<String, Long> counts = new TreeMap<>();
    byOperation.forEach((operation, counter) -> counts.put(operation, counter.sum()));
    return counts.toString();
  }
}
