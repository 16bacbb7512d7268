package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One step of an index backfill ({@code dev.singletable.runtime.Backfill}) as a {@link Plan}: a Scan
 * page of the items of one entity, then, one after another, an UpdateItem for each item whose index
 * key attributes are not what its mapper writes today: each is set, or removed when the item is not in
 * that index (a sparse index's missing component). The rewrite is conditioned on those attributes
 * still being as read, so an item written meanwhile (whose write set them right) is skipped, and one
 * deleted meanwhile is never recreated.
 *
 * @param <T> the record
 */
public final class BackfillPlan<T> extends Plan<ScanResult> {
  private final String table;
  private final ItemMapper<T> mapper;
  private final List<String> attributes;
  private final ScanRequest scan;
  private final Deque<UpdateItemRequest> rewrites = new ArrayDeque<>();
  private ScanResponse page;
  private int rewritten;

  private BackfillPlan(String table, String entity, ItemMapper<T> mapper, List<String> attributes, int pageSize,
      Map<String, AttributeValue> startKey) {
    this.table = table;
    this.mapper = mapper;
    this.attributes = attributes;
    ScanRequest.Builder scan = ScanRequest.builder().tableName(table).limit(pageSize)
        .filterExpression("#t = :t")
        .expressionAttributeNames(Map.of("#t", Layout.TYPE))
        .expressionAttributeValues(Map.of(":t", AttributeValue.fromS(entity)));
    if (startKey != null) {
      scan.exclusiveStartKey(startKey);
    }
    this.scan = scan.build();
  }

  /**
   * The step that reads at most {@code pageSize} items after {@code startKey} (null: from the start)
   * and rewrites the {@code attributes} (index key attributes) of the items named {@code entity}. The
   * arguments were checked by the caller.
   */
  public static <T> BackfillPlan<T> step(String table, String entity, ItemMapper<T> mapper, List<String> attributes,
      int pageSize, Map<String, AttributeValue> startKey) {
    return new BackfillPlan<>(table, entity, mapper, attributes, pageSize, startKey);
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

  /** A rewrite whose item changed or was deleted since the Scan read it is skipped. */
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
    Map<String, AttributeValue> wanted = mapper.toItem(mapper.fromItem(item));
    StringBuilder set = new StringBuilder();
    StringBuilder remove = new StringBuilder();
    StringBuilder condition = new StringBuilder("attribute_exists(#pk)");
    Map<String, String> names = new HashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    names.put("#pk", Layout.PK);
    for (int i = 0; i < attributes.size(); i++) {
      String attribute = attributes.get(i);
      AttributeValue now = item.get(attribute);
      AttributeValue target = wanted.get(attribute);
      names.put("#a" + i, attribute);
      condition.append(now == null ? " AND attribute_not_exists(#a" + i + ")" : " AND #a" + i + " = :was" + i);
      if (now != null) {
        values.put(":was" + i, now);
      }
      if (Objects.equals(now, target)) {
        continue;
      }
      if (target == null) {
        remove.append(remove.length() == 0 ? "REMOVE #a" : ", #a").append(i);
      } else {
        set.append(set.length() == 0 ? "SET #a" : ", #a").append(i).append(" = :to").append(i);
        values.put(":to" + i, target);
      }
    }
    if (set.length() == 0 && remove.length() == 0) {
      return;
    }
    UpdateItemRequest.Builder update = UpdateItemRequest.builder().tableName(table)
        .key(Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK)))
        .updateExpression(set.length() == 0 ? remove.toString()
            : remove.length() == 0 ? set.toString() : set + " " + remove)
        .conditionExpression(condition.toString())
        .expressionAttributeNames(names);
    if (!values.isEmpty()) {
      update.expressionAttributeValues(values);
    }
    rewrites.add(update.build());
  }
}
