package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.internal.codec.Values;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The inverted index GSI1 of follows into {@code TARGET#bob}, spread over shards as the generated
 * mapper writes it, answering Queries like DynamoDB: the two key conditions a sharded listing sends,
 * sort keys in code point order, Limit, ScanIndexForward, ExclusiveStartKey (which must be a key this
 * Query could have returned), LastEvaluatedKey when a Limit or the per-response cap (the 1 MB stand-in)
 * stops it. Sync and async; every Query is recorded. Queries may run concurrently while no item is
 * added or removed.
 */
public final class ShardedIndexFake implements DynamoDbClient {
  public static final String TARGET = "TARGET#bob";
  final int shards;
  /** Sort key to item, per index partition. */
  final Map<String, TreeMap<String, Map<String, AttributeValue>>> partitions = new TreeMap<>();
  public final List<QueryRequest> queries = new ArrayList<>();
  public int maxItemsPerResponse = Integer.MAX_VALUE;
  /**
   * Called with each Query's partition and the sort keys it answers, after the answer is made: a write
   * that lands between two shards' Queries.
   */
  BiConsumer<String, List<String>> afterQuery = (partition, answered) -> {};

  public ShardedIndexFake(int shards) {
    this.shards = shards;
  }

  /** Stores the follow of bob by {@code follower}, in its shard. */
  public void follow(String follower) {
    String source = "ACTOR#" + follower;
    put(ShardedListingSpec.partitionKey(TARGET, source, shards, "Follow.followee"), source);
  }

  /** Stores an item with this index partition and sort key. */
  void put(String partition, String source) {
    partitions.computeIfAbsent(partition, p -> new TreeMap<>(ShardMerge::compareCodePoints)).put(source, Map.of(
        "GSI1PK", Values.string(partition), "GSI1SK", Values.string(source),
        Layout.PK, Values.string(source), Layout.SK, Values.string(TARGET)));
  }

  /**
   * Moves the follow of bob by {@code follower} from its shard under {@code from} shards to its shard
   * under {@code to}, as a re-shard's rewrite of its index partition key does.
   */
  void move(String follower, int from, int to) {
    String source = "ACTOR#" + follower;
    partitions.get(Shards.partition(TARGET, Shards.of(follower, from))).remove(source);
    put(Shards.partition(TARGET, Shards.of(follower, to)), source);
  }

  void unfollow(String follower) {
    String source = "ACTOR#" + follower;
    partitions.get(Shards.partition(TARGET, Shards.of(follower, shards))).remove(source);
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    synchronized (queries) {
      queries.add(request);
    }
    assertEquals("GSI1", request.indexName());
    Map<String, AttributeValue> values = request.expressionAttributeValues();
    TreeMap<String, Map<String, AttributeValue>> partition =
        partitions.getOrDefault(values.get(":pk").s(), new TreeMap<>(ShardMerge::compareCodePoints));
    boolean forward = !Boolean.FALSE.equals(request.scanIndexForward());
    List<String> matches = new ArrayList<>();
    for (String key : partition.keySet()) {
      if (request.keyConditionExpression().equals("#pk = :pk AND begins_with(#sk, :prefix)")
          ? key.startsWith(values.get(":prefix").s())
          : ShardMerge.compareCodePoints(key, values.get(":from").s()) >= 0
              && ShardMerge.compareCodePoints(key, values.get(":to").s()) <= 0) {
        matches.add(key);
      }
    }
    Comparator<String> order = forward ? ShardMerge::compareCodePoints : (a, b) -> ShardMerge.compareCodePoints(b, a);
    matches.sort(order);
    int from = 0;
    if (request.hasExclusiveStartKey()) {
      Map<String, AttributeValue> start = request.exclusiveStartKey();
      assertEquals(values.get(":pk"), start.get("GSI1PK"), "start key outside the partition");
      String after = start.get("GSI1SK").s();
      while (from < matches.size() && order.compare(matches.get(from), after) <= 0) {
        from++;
      }
    }
    int limit = request.limit() == null ? Integer.MAX_VALUE : request.limit();
    int to = Math.min(matches.size(), from + Math.min(limit, maxItemsPerResponse));
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String key : matches.subList(from, to)) {
      items.add(partition.get(key));
    }
    QueryResponse.Builder response = QueryResponse.builder().items(items).count(items.size());
    if (!items.isEmpty() && (items.size() == limit || items.size() == maxItemsPerResponse)) {
      Map<String, AttributeValue> last = items.get(items.size() - 1);
      response.lastEvaluatedKey(Map.of("GSI1PK", last.get("GSI1PK"), "GSI1SK", last.get("GSI1SK"),
          Layout.PK, last.get(Layout.PK), Layout.SK, last.get(Layout.SK)));
    }
    afterQuery.accept(values.get(":pk").s(), items.stream().map(item -> item.get("GSI1SK").s()).toList());
    return response.build();
  }

  /** The same index behind the asynchronous client: each Query answers on a pool thread. */
  DynamoDbAsyncClient async() {
    ShardedIndexFake index = this;
    return new DynamoDbAsyncClient() {
      @Override
      public CompletableFuture<QueryResponse> query(QueryRequest request) {
        return CompletableFuture.supplyAsync(() -> index.query(request));
      }

      @Override
      public String serviceName() {
        return "dynamodb";
      }

      @Override
      public void close() {}
    };
  }

  @Override
  public String serviceName() {
    return "dynamodb";
  }

  @Override
  public void close() {}
}
