package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One step of a re-shard ({@code dev.singletable.runtime.Reshard}) as a {@link Plan}: a Scan page of
 * the edges of one entity, then, one after another, an UpdateItem for each edge whose index partition
 * key is not yet the one the new shard count gives, conditioned on the edge still existing (an edge
 * deleted meanwhile is skipped, never recreated). Every rewrite is a pure function of the item's own
 * keys, so a step is safe to run again.
 */
public final class ReshardPlan extends Plan<ScanResult> {
  private final String table;
  private final String entity;
  private final String partitionAttribute;
  private final String sortAttribute;
  private final int shards;
  private final ScanRequest scan;
  private final Deque<UpdateItemRequest> rewrites = new ArrayDeque<>();
  private ScanResponse page;
  private int rewritten;

  private ReshardPlan(String table, String entity, String index, int shards, int pageSize,
      Map<String, AttributeValue> startKey) {
    this.table = table;
    this.entity = entity;
    this.partitionAttribute = Layout.indexPartitionKey(index);
    this.sortAttribute = Layout.indexSortKey(index);
    this.shards = shards;
    ScanRequest.Builder scan = ScanRequest.builder().tableName(table).limit(pageSize)
        .filterExpression("#t = :t AND attribute_exists(#isk)")
        .expressionAttributeNames(Map.of("#t", Layout.TYPE, "#isk", sortAttribute))
        .expressionAttributeValues(Map.of(":t", AttributeValue.fromS(entity)));
    if (startKey != null) {
      scan.exclusiveStartKey(startKey);
    }
    this.scan = scan.build();
  }

  /**
   * The step that reads at most {@code pageSize} items after {@code startKey} (null: from the start)
   * and moves the edges named {@code entity} to the partitions {@code shards} gives on {@code index}.
   * The arguments were checked by the caller.
   */
  public static ReshardPlan step(String table, String entity, String index, int shards, int pageSize,
      Map<String, AttributeValue> startKey) {
    return new ReshardPlan(table, entity, index, shards, pageSize, startKey);
  }

  /** The index partition key {@code shards} gives an edge: its target key, and its shard if sharded. */
  String partitionKey(String targetKey, String sourceKey) {
    return shards == 1 ? targetKey : ShardedListingSpec.partitionKey(targetKey, sourceKey, shards, entity);
  }

  @Override
  public Step step() {
    if (page == null) {
      return new Send<>(Call.Reads.SCAN, scan);
    }
    UpdateItemRequest next = rewrites.peek();
    return next == null ? Done.DONE : new Send<>(Call.UPDATE_ITEM, next);
  }

  @Override
  public void answered(Object response) {
    if (page == null) {
      page = (ScanResponse) response;
      for (Map<String, AttributeValue> item : page.items()) {
        queueRewrite(item);
      }
    } else {
      rewrites.poll();
      rewritten++;
    }
  }

  /** A rewrite whose edge was deleted since the Scan read it is skipped. */
  @Override
  public void failed(RuntimeException failure) {
    if (page == null || !(failure instanceof ConditionalCheckFailedException)) {
      throw failure;
    }
    rewrites.poll();
  }

  @Override
  public ScanResult result() {
    boolean more = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty();
    return new ScanResult(more ? page.lastEvaluatedKey() : null, page.scannedCount(), rewritten);
  }

  private void queueRewrite(Map<String, AttributeValue> item) {
    String wanted = partitionKey(item.get(Layout.SK).s(), item.get(sortAttribute).s());
    AttributeValue current = item.get(partitionAttribute);
    if (current != null && wanted.equals(current.s())) {
      return;
    }
    rewrites.add(UpdateItemRequest.builder().tableName(table)
        .key(Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK)))
        .updateExpression("SET #ipk = :ipk")
        .conditionExpression("attribute_exists(#pk) AND #isk = :isk")
        .expressionAttributeNames(Map.of("#ipk", partitionAttribute, "#pk", Layout.PK, "#isk", sortAttribute))
        .expressionAttributeValues(Map.of(":ipk", AttributeValue.fromS(wanted), ":isk", item.get(sortAttribute)))
        .build());
  }
}
