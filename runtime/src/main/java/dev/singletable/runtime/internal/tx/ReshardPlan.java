package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One step of a re-shard ({@code dev.singletable.runtime.Reshard}) as a {@link Plan}: a Scan page of
 * the edges of one entity, then, one after another, an UpdateItem for each edge whose index partition
 * key is not yet the one the new shard count gives, conditioned on the edge still existing (an edge
 * deleted meanwhile is skipped, never recreated). Every rewrite is a pure function of the item's own
 * keys, so a step is safe to run again.
 */
public final class ReshardPlan extends ScanRewrites {
  private final String table;
  private final String entity;
  private final String partitionAttribute;
  private final String sortAttribute;
  private final int shards;

  private ReshardPlan(String table, String entity, String index, int shards, int pageSize,
      Map<String, AttributeValue> startKey) {
    super(table, entity, " AND attribute_exists(#isk)", Map.of("#isk", Layout.indexSortKey(index)), pageSize,
        startKey);
    this.table = table;
    this.entity = entity;
    this.partitionAttribute = Layout.indexPartitionKey(index);
    this.sortAttribute = Layout.indexSortKey(index);
    this.shards = shards;
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
  UpdateItemRequest rewrite(Map<String, AttributeValue> item) {
    // The shard comes from the source key, PK (the index sort key may lead with other components).
    String wanted = partitionKey(item.get(Layout.SK).s(), item.get(Layout.PK).s());
    AttributeValue current = item.get(partitionAttribute);
    if (current != null && wanted.equals(current.s())) {
      return null;
    }
    return UpdateItemRequest.builder().tableName(table)
        .key(Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK)))
        .updateExpression("SET #ipk = :ipk")
        .conditionExpression("attribute_exists(#pk) AND #isk = :isk")
        .expressionAttributeNames(Map.of("#ipk", partitionAttribute, "#pk", Layout.PK, "#isk", sortAttribute))
        .expressionAttributeValues(Map.of(":ipk", AttributeValue.fromS(wanted), ":isk", item.get(sortAttribute)))
        .build();
  }
}
