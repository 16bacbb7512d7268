package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The count of a sharded listing: the {@link CountQuery} of each shard partition, driven together,
 * one {@link Plan.Round} at a time (each round holds the next Query of every shard not yet counted),
 * and summed. So the shards are counted at once where the driver sends a round at once.
 */
final class ShardedCount extends Plan<Long> {
  private final List<QueryLoop<Long>> shards;
  private final List<QueryLoop<Long>> asked = new ArrayList<>();

  /** The plan that counts {@code shards} together and sums them. */
  ShardedCount(List<CountQuery> shards) {
    this.shards = new ArrayList<>(shards.size());
    for (CountQuery shard : shards) {
      this.shards.add(shard.start());
    }
  }

  @Override
  public Step step() {
    asked.clear();
    List<QueryRequest> queries = new ArrayList<>(shards.size());
    for (QueryLoop<Long> shard : shards) {
      QueryRequest pending = shard.pending();
      if (pending != null) {
        asked.add(shard);
        queries.add(pending);
      }
    }
    return queries.isEmpty() ? Done.DONE : new Round(queries);
  }

  @Override
  public void answeredAll(List<QueryResponse> responses) {
    for (int i = 0; i < responses.size(); i++) {
      asked.get(i).answered(responses.get(i));
    }
  }

  @Override
  public Long result() {
    long sum = 0;
    for (QueryLoop<Long> shard : shards) {
      sum += shard.result();
    }
    return sum;
  }
}
