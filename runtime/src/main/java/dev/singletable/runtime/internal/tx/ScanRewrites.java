package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One step of a migration as a {@link Plan}: a Scan page of the items of one entity, then, one after another, the UpdateItem
 * that {@link #rewrite} makes for each item that needs one. A rewrite whose condition fails (the item
 * changed or was deleted since the Scan read it) is skipped.
 */
abstract class ScanRewrites extends Plan<ScanResult> {
  private final ScanRequest scan;
  private final Deque<UpdateItemRequest> rewrites = new ArrayDeque<>();
  private ScanResponse page;
  private int rewritten;

  /**
   * @param condition the Scan's filter beyond the entity, e.g. {@code " AND attribute_exists(#isk)"}
   * @param names its attribute names beside {@code #t}
   */
  ScanRewrites(String table, String entity, String condition, Map<String, String> names, int pageSize,
      Map<String, AttributeValue> startKey) {
    Map<String, String> allNames = new HashMap<>(names);
    allNames.put("#t", Layout.TYPE);
    ScanRequest.Builder scan = ScanRequest.builder().tableName(table).limit(pageSize)
        .filterExpression("#t = :t" + condition)
        .expressionAttributeNames(allNames)
        .expressionAttributeValues(Map.of(":t", AttributeValue.fromS(entity)));
    if (startKey != null) {
      scan.exclusiveStartKey(startKey);
    }
    this.scan = scan.build();
  }

  /** The rewrite of {@code item}, or null when it needs none. */
  abstract UpdateItemRequest rewrite(Map<String, AttributeValue> item);

  @Override
  public final Step step() {
    if (page == null) {
      return new Send<>(Call.Reads.SCAN, scan);
    }
    UpdateItemRequest next = rewrites.peek();
    return next == null ? Done.DONE : new Send<>(Call.UPDATE_ITEM, next);
  }

  @Override
  public final void answered(Object response) {
    if (page == null) {
      page = (ScanResponse) response;
      for (Map<String, AttributeValue> item : page.items()) {
        UpdateItemRequest rewrite = rewrite(item);
        if (rewrite != null) {
          rewrites.add(rewrite);
        }
      }
    } else {
      rewrites.poll();
      rewritten++;
    }
  }

  @Override
  public final void failed(RuntimeException failure) {
    if (page == null || !(failure instanceof ConditionalCheckFailedException)) {
      throw failure;
    }
    rewrites.poll();
  }

  @Override
  public final ScanResult result() {
    boolean more = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty();
    return new ScanResult(more ? page.lastEvaluatedKey() : null, page.scannedCount(), rewritten);
  }
}
