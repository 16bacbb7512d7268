package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A read made of one Query or several in a row (a page, a count): {@link #first()}, then {@link
 * #next} with each response until it says done, then {@link #result()}. As a {@link Plan}, each
 * Query is a {@link Plan.Send}; {@link ShardedCount} also drives several loops round by round.
 */
abstract class QueryLoop<R> extends Plan<R> {
  private QueryRequest pending;
  private boolean started;

  /** The first Query. */
  abstract QueryRequest first();

  /** Takes the response to the last request: the next Query, or empty when the read is complete. */
  abstract Optional<QueryRequest> next(QueryResponse response);

  /** The Query to send now, or null once the read is complete. */
  final QueryRequest pending() {
    if (!started) {
      started = true;
      pending = first();
    }
    return pending;
  }

  @Override
  public final Step step() {
    QueryRequest request = pending();
    return request == null ? Done.DONE : new Send<>(Call.Reads.QUERY, request);
  }

  @Override
  public final void answered(Object response) {
    pending = next((QueryResponse) response).orElse(null);
  }
}
