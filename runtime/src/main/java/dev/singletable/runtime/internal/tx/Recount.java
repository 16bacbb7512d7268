package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.query.Listable;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * An operator's repair of one drifted counter: counts the edges at the node's end with a paged Query
 * ({@code Select COUNT}, strongly consistent on the base table; an inverted index is eventually
 * consistent), then sets the counter to that number ({@code SET}, conditioned on the node existing).
 * The edges into a node of a sharded inverted index sit in N index partitions ({@code TARGET#bob#0}
 * to {@code TARGET#bob#<N-1>}): each is counted, one after the other, or all at once without
 * blocking, and the counts summed, so the recount costs at least N Queries.
 *
 * <p>It is exact only if no edge at that end is created or deleted while it runs: a follow that
 * commits after the Query has passed its position but before the {@code SET} is lost from the
 * counter (its {@code ADD} is overwritten), and an index that lags misses recent edges. Run it when
 * the node is quiet, or run it twice and accept the second result when both agree.
 */
public final class Recount {
  private final EdgeCounting counting;
  private final EdgeCounting.Counter counter;
  private final String table;
  private final String partition;
  private final String method;

  /**
   * @param counter the position of the counter in {@code counting}
   * @param partition the edge key of the node's end, e.g. {@code TARGET#bob} for bob's followers
   * @throws InvalidRequestException if the edges at that end cannot be listed (no inverted index)
   */
  public Recount(EdgeCounting counting, int counter, TableContext context, String partition, String method) {
    this.counting = counting;
    this.counter = counting.counters().get(counter);
    this.table = context.tableName();
    this.partition = partition;
    this.method = method;
    if (this.counter.listing() == null) {
      throw new InvalidRequestException(method + ": the edges at the " + this.counter.end() + " end of "
          + this.counter.node() + "." + this.counter.attribute() + " have no listing to count them with."
          + " Give the edge an invertedIndex.");
    }
  }

  /** The count, after setting the counter to it. */
  public long run(TableContext context) {
    return context.sync().run(new Steps());
  }

  /** As {@link #run}, without blocking: the partitions of a sharded index are counted at once. */
  public CompletableFuture<Long> runAsync(TableContext context) {
    return context.async().run(new Steps());
  }

  /**
   * The count of the partitions holding the node's edges: the edge key itself, or its N shards;
   * strongly consistent on the base table (an index reads only eventually consistently).
   */
  private Plan<Long> count() {
    ListingSpec listing = counter.listing();
    ListOptions options = listing.indexName() == null
        ? ListOptions.defaults().consistency(ReadConsistency.STRONG) : ListOptions.defaults();
    Listable counted = counter.shards() == 1 ? listing : new ShardedListingSpec(listing, counter.shards());
    return counted.count(table, partition, null, options);
  }

  /** The count's Queries, then the UpdateItem that sets the counter to their sum. */
  private final class Steps extends Plan<Long> {
    private final Plan<Long> count = count();
    private Long counted;
    private boolean set;

    @Override
    public Step step() {
      if (counted == null) {
        Step step = count.step();
        if (step != Done.DONE) {
          return step;
        }
        counted = count.result();
      }
      return set ? Done.DONE : new Send<>(Call.UPDATE_ITEM, set(counted));
    }

    @Override
    public void answered(Object response) {
      if (counted == null) {
        count.answered(response);
      } else {
        set = true;
      }
    }

    @Override
    public void answeredAll(List<QueryResponse> responses) {
      count.answeredAll(responses);
    }

    @Override
    public void failed(RuntimeException failure) {
      if (counted == null) {
        count.failed(failure);
      } else if (failure instanceof ConditionalCheckFailedException) {
        throw missing();
      } else {
        throw failure;
      }
    }

    @Override
    public Long result() {
      return counted;
    }
  }

  private UpdateItemRequest set(long count) {
    return UpdateItemRequest.builder().tableName(table).key(counting.nodeKey(counter, edgeKey()))
        .updateExpression("SET #k = :n").conditionExpression("attribute_exists(#pk)")
        .expressionAttributeNames(Map.of("#k", counter.attribute(), "#pk", Layout.PK))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromN(Long.toString(count)))).build();
  }

  /** A key holding only the edge key of the node's end, from which the node's key is read. */
  private Map<String, AttributeValue> edgeKey() {
    return Map.of(counter.end() == End.SOURCE ? Layout.PK : Layout.SK, AttributeValue.fromS(partition));
  }

  private MissingNodeException missing() {
    MissingNodeException.Node node = counting.node(counter, edgeKey());
    return new MissingNodeException(method + ": the node " + node + " does not exist, so there is no counter to"
        + " repair. Create the node first.", List.of(node));
  }
}
