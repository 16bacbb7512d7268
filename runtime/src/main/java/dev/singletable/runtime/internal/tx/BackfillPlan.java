package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
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
public final class BackfillPlan<T> extends ScanRewrites {
  private final String table;
  private final ItemMapper<T> mapper;
  private final List<String> attributes;

  private BackfillPlan(String table, String entity, ItemMapper<T> mapper, List<String> attributes, int pageSize,
      Map<String, AttributeValue> startKey) {
    super(table, entity, "", Map.of(), pageSize, startKey);
    this.table = table;
    this.mapper = mapper;
    this.attributes = attributes;
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
  UpdateItemRequest rewrite(Map<String, AttributeValue> item) {
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
      return null;
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
    return update.build();
  }
}
