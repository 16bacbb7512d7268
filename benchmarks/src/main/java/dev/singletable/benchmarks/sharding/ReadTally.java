package dev.singletable.benchmarks.sharding;

import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Counts what the Queries of a client read: items returned and, while {@link #askCapacity} is on,
 * read units. Asking for the units adds {@code ReturnConsumedCapacity=TOTAL} to every Query, so it
 * is on only for the traversal that is not timed. dynalite computes the units as DynamoDB does (the
 * items' sizes summed per Query, rounded up to 4 KB, half a unit per 4 KB for an eventually
 * consistent read) except that it reports 0 for a Query that finds nothing, where DynamoDB charges
 * the minimum; each Query is counted here as at least 0.5. Requests themselves are counted by the
 * testing module's {@code RequestCounter}. Thread-safe.
 */
final class ReadTally implements ExecutionInterceptor {
  private static final double MINIMUM_UNITS = 0.5;

  private final LongAdder items = new LongAdder();
  private final DoubleAdder units = new DoubleAdder();
  private volatile boolean askCapacity;

  /** Whether Queries ask for their consumed capacity from now on. */
  void askCapacity(boolean ask) {
    askCapacity = ask;
  }

  @Override
  public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
    if (askCapacity && context.request() instanceof QueryRequest query) {
      return query.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
    }
    return context.request();
  }

  @Override
  public void afterUnmarshalling(Context.AfterUnmarshalling context, ExecutionAttributes attributes) {
    if (context.response() instanceof QueryResponse query) {
      items.add(query.count());
      if (query.consumedCapacity() != null) {
        units.add(Math.max(MINIMUM_UNITS, query.consumedCapacity().capacityUnits()));
      }
    }
  }

  long items() {
    return items.sum();
  }

  double units() {
    return units.sum();
  }

  void reset() {
    items.reset();
    units.reset();
  }
}
