package dev.singletable.runtime.internal;

import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A read made of one Query or several in a row, as a state machine that sends nothing itself: {@link
 * #first()}, then {@link #next} with each response until it says done, then {@link #result()}. A loop
 * drives it in {@link SyncExecutor}, a future chain in {@link AsyncExecutor}. One loop serves one
 * read, one step at a time.
 */
interface QueryLoop<R> {
  /** The first Query. */
  QueryRequest first();

  /** Takes the response to the last request: the next Query, or empty when the read is complete. */
  Optional<QueryRequest> next(QueryResponse response);

  /** The result, once {@link #next} said done. */
  R result();
}
