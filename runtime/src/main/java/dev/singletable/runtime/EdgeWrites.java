package dev.singletable.runtime;

import dev.singletable.runtime.internal.tx.EdgeCounting;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.ConditionalOperations;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.tx.Recount;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link EdgeRepository} and {@link AsyncEdgeRepository} write one edge, counted or not. An edge
 * no node counts is created with one conditional PutItem and deleted with one DeleteItem; a counted
 * edge (with {@link EdgeCounting}) in a transaction with its counters. The writes that could not keep
 * the counters right are refused for a counted edge, naming the method and the call to use instead,
 * before any request. The checks name the method only when they refuse, so that a call builds no
 * message text.
 */
final class EdgeWrites {
  private final TableContext context;
  private final EdgeCounting counting;
  private final String owner;
  private final String entity;

  /** {@code counting} is null for an edge no node counts. */
  EdgeWrites(TableContext context, EdgeCounting counting, String owner, String entity) {
    this.context = context;
    this.counting = counting;
    this.owner = owner;
    this.entity = entity;
  }

  /** The plan that writes the edge {@code item} unless it exists; its result is true if it created it. */
  Plan<Boolean> create(Map<String, AttributeValue> item) {
    return counting != null ? counting.create(context, item, owner.concat(".create"))
        : Plan.of(Operations.create(context.tableName(), item));
  }

  /** The plan that deletes the edge with {@code key}; its result is true if it existed. */
  Plan<Boolean> delete(Map<String, AttributeValue> key) {
    return counting != null ? counting.delete(context, key, owner.concat(".delete"))
        : Plan.of(Operations.delete(context.tableName(), key));
  }

  /**
   * The plan that deletes the edge with {@code key} if it meets {@code condition}; its result is true
   * if it existed, false if it did not; an edge that fails the condition is a {@link
   * ConditionFailedException}. A counted edge's Delete action in its transaction carries the condition.
   */
  Plan<Boolean> delete(Map<String, AttributeValue> key, Expr condition) {
    return counting != null ? counting.delete(context, key, owner.concat(".delete"), condition, entity)
        : Plan.of(ConditionalOperations.delete(context.tableName(), key, condition, entity));
  }

  /** The recount of counter number {@code counter} in {@code partition}, the edge key of the node's end. */
  Recount recount(int counter, String partition, String method) {
    return new Recount(counting, counter, context, partition, owner.concat(".").concat(method));
  }

  /** Refuses put of a counted edge. */
  void refusePut() {
    refuseIfCounted(".put", "Use create, which counts the edge if it is new and leaves it as it was if not.");
  }

  /** Refuses putAll of a counted edge. */
  void refusePutAll() {
    refuseIfCounted(".putAll", "Call create for each edge (each is one transaction), or load them with"
        + " importAll, which leaves the counters as they are, then recount the nodes they touch.");
  }

  /** Refuses deleteAll of a counted edge. */
  void refuseDeleteAll() {
    refuseIfCounted(".deleteAll", "Call delete for each edge; each is one transaction.");
  }

  private void refuseIfCounted(String method, String fix) {
    if (counting != null) {
      throw counting.uncounted(owner.concat(method), method.substring(1), entity, fix);
    }
  }
}
