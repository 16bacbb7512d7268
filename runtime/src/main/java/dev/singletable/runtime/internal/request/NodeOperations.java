package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The writes of node repositories, as {@link Operation}s like {@link Operations}'. A node's counters
 * belong to its counted edges: a create writes them as 0, a put never overwrites them, so a profile
 * edit cannot reset a follower count. A node with a version is written only over the version the
 * caller read (0: not stored yet), and each write stores the next one; a failed version condition is
 * read as a {@link VersionConflictException}, by the operation itself, so that the sync and async
 * repositories only run it.
 */
public final class NodeOperations {
  private static final AttributeValue ZERO = AttributeValue.fromN("0");
  private static final AttributeValue ONE = AttributeValue.fromN("1");

  private NodeOperations() {}

  /**
   * Writes the node's item unless one with its key exists, with every counter 0 and the version 1,
   * whatever the record holds.
   */
  public static <N> Operation<PutItemRequest, PutItemResponse, Boolean> create(
      String table, Map<String, AttributeValue> item, NodeMapper<N> mapper) {
    for (String counter : mapper.counters()) {
      item.put(counter, ZERO);
    }
    if (mapper.versionAttribute() != null) {
      item.put(mapper.versionAttribute(), ONE);
    }
    return Operations.create(table, item);
  }

  /**
   * An UpdateItem that sets the ordinary attributes of {@code item} and removes the null ones, keeps
   * the counters (0 when the item is new) and, for a versioned node, stores {@code version + 1} if
   * the stored version is {@code version} (or, for 0, if no item exists). The result is the node as
   * stored afterwards, or empty if the version condition failed.
   */
  public static <N> Operation<UpdateItemRequest, UpdateItemResponse, N> put(
      String table, Map<String, AttributeValue> item, long version, NodeMapper<N> mapper, String entity, Object id) {
    return put(table, item, version, mapper, entity, id, null);
  }

  /**
   * As {@link #put(String, Map, long, NodeMapper, String, Object)}, also conditioned on {@code
   * conditionOrNull}, ANDed to the version condition. A failure carries the item (ALL_OLD): a
   * version other than {@code version} stored (or any item, for version 0; none, for a version of 1
   * or more) is a {@link VersionConflictException}, else the condition's failure ({@link
   * ConditionalOperations#notMet}).
   */
  public static <N> Operation<UpdateItemRequest, UpdateItemResponse, N> put(String table,
      Map<String, AttributeValue> item, long version, NodeMapper<N> mapper, String entity, Object id,
      Expr conditionOrNull) {
    String versionAttribute = mapper.versionAttribute();
    Map<String, String> names = new HashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    StringBuilder set = new StringBuilder("SET ");
    int i = 0;
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      String name = attribute.getKey();
      if (name.equals(Layout.PK) || name.equals(Layout.SK) || name.equals(versionAttribute)) {
        continue;
      }
      String placeholder = "a" + i++;
      names.put("#" + placeholder, name);
      set.append(i > 1 ? ", #" : "#").append(placeholder);
      if (mapper.counters().contains(name)) {
        set.append(" = if_not_exists(#").append(placeholder).append(", :zero)");
        values.put(":zero", ZERO);
      } else {
        set.append(" = :").append(placeholder);
        values.put(":" + placeholder, attribute.getValue());
      }
    }
    StringBuilder remove = new StringBuilder();
    for (String name : mapper.attributes()) {
      if (!item.containsKey(name)) {
        String placeholder = "a" + i++;
        names.put("#" + placeholder, name);
        remove.append(remove.length() == 0 ? " REMOVE #" : ", #").append(placeholder);
      }
    }
    UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(table)
        .key(Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK)))
        .returnValues(ReturnValue.ALL_NEW);
    String own = null;
    if (versionAttribute != null) {
      names.put("#v", versionAttribute);
      set.append(", #v = :next");
      values.put(":next", AttributeValue.fromN(Long.toString(Math.addExact(version, 1))));
      if (version == 0) {
        names.put("#pk", Layout.PK);
        own = "attribute_not_exists(#pk)";
      } else {
        values.put(":read", AttributeValue.fromN(Long.toString(version)));
        own = "#v = :read";
      }
    }
    String updateExpression = set.append(remove).toString();
    if (conditionOrNull == null) {
      if (own != null) {
        request.conditionExpression(own);
      }
      request.updateExpression(updateExpression).expressionAttributeNames(names).expressionAttributeValues(values);
      return Operation.of(request.build(), Call.UPDATE_ITEM, new Stored<>(mapper))
          .readingFailure(ConditionalCheckFailedException.class, new Conflict<N>(entity, item, id, version));
    }
    ConditionRender.Rendered rendered = ConditionRender.and(own, names, values, conditionOrNull);
    request.updateExpression(updateExpression).conditionExpression(rendered.expression())
        .expressionAttributeNames(rendered.names()).expressionAttributeValues(rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    return Operation.of(request.build(), Call.UPDATE_ITEM, new Stored<>(mapper))
        .readingFailure(ConditionalCheckFailedException.class,
            new Judged<N>("put", entity, item, id, versionAttribute, version, conditionOrNull));
  }

  /**
   * Deletes the node's item if its version is {@code version} or it does not exist. The result says
   * whether it existed; another version stored is a {@link VersionConflictException}.
   */
  public static Operation<DeleteItemRequest, DeleteItemResponse, Boolean> deleteAtVersion(
      String table, Map<String, AttributeValue> key, String versionAttribute, long version, String entity,
      Object id) {
    DeleteItemRequest request = DeleteItemRequest.builder().tableName(table).key(key)
        .conditionExpression("attribute_not_exists(#pk) OR #v = :read")
        .expressionAttributeNames(Map.of("#pk", Layout.PK, "#v", versionAttribute))
        .expressionAttributeValues(Map.of(":read", AttributeValue.fromN(Long.toString(version))))
        .returnValues(ReturnValue.ALL_OLD).build();
    return Operation.of(request, Call.DELETE_ITEM, new Existed())
        .readingFailure(ConditionalCheckFailedException.class, new Conflict<Boolean>(entity, key, id, version));
  }

  /**
   * Deletes the node's item if its version is {@code version} and {@code condition} holds on it. The
   * result says whether it existed; no item stored is false, another version stored a {@link
   * VersionConflictException}, an item at the version that fails the condition a {@link
   * dev.singletable.runtime.ConditionFailedException}.
   *
   * @param versionAttribute the node's version attribute, or null for a node without one
   */
  public static Operation<DeleteItemRequest, DeleteItemResponse, Boolean> deleteAtVersion(
      String table, Map<String, AttributeValue> key, String versionAttribute, long version, String entity,
      Object id, Expr condition) {
    if (versionAttribute == null) {
      return ConditionalOperations.delete(table, key, condition, entity);
    }
    ConditionRender.Rendered rendered = ConditionRender.and("attribute_not_exists(#pk) OR #v = :read",
        Map.of("#pk", Layout.PK, "#v", versionAttribute),
        Map.of(":read", AttributeValue.fromN(Long.toString(version))), condition);
    DeleteItemRequest request = DeleteItemRequest.builder().tableName(table).key(key)
        .conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values()).returnValues(ReturnValue.ALL_OLD)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build();
    return Operation.of(request, Call.DELETE_ITEM, new Existed())
        .readingFailure(ConditionalCheckFailedException.class,
            new Judged<Boolean>("delete", entity, key, id, versionAttribute, version, condition));
  }

  /**
   * Reads a failed condition of a versioned write with a typed condition from the item it failed on:
   * for a delete, no item is false; a stored version other than {@code version} (for a put of version
   * 0, any item; of a later one, no item) is a {@link VersionConflictException}; else the typed
   * condition failed ({@link ConditionalOperations#notMet}).
   */
  private record Judged<R>(String write, String entity, Map<String, AttributeValue> item, Object id,
      String versionAttribute, long version, Expr condition) implements Function<ConditionalCheckFailedException, R> {
    @Override
    @SuppressWarnings("unchecked")
    public R apply(ConditionalCheckFailedException failure) {
      Map<String, AttributeValue> old = ConditionalOperations.old(failure);
      Map<String, AttributeValue> key = Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK));
      if (write.equals("delete") && old.isEmpty()) {
        return (R) Boolean.FALSE;
      }
      if (versionAttribute != null && conflicts(old)) {
        throw new VersionConflictException(entity, item.get(Layout.PK).s(), item.get(Layout.SK).s(), id, version);
      }
      throw ConditionalOperations.notMet(write, entity, key, condition, old);
    }

    private boolean conflicts(Map<String, AttributeValue> old) {
      if (old.isEmpty()) {
        return version != 0;
      }
      AttributeValue stored = old.get(versionAttribute);
      return version == 0 || stored == null || stored.n() == null
          || new BigDecimal(stored.n()).compareTo(BigDecimal.valueOf(version)) != 0;
    }
  }

  /**
   * Reads a failed version condition of the item whose key {@code item} holds (the item or its key)
   * as the {@link VersionConflictException} it means.
   */
  private record Conflict<R>(String entity, Map<String, AttributeValue> item, Object id, long version)
      implements Function<ConditionalCheckFailedException, R> {
    @Override
    public R apply(ConditionalCheckFailedException failure) {
      throw new VersionConflictException(entity, item.get(Layout.PK).s(), item.get(Layout.SK).s(), id, version);
    }
  }

  /** Reads an UpdateItem response (ALL_NEW) as the node stored. */
  private static final class Stored<N> implements Function<UpdateItemResponse, N> {
    private final NodeMapper<N> mapper;

    Stored(NodeMapper<N> mapper) {
      this.mapper = mapper;
    }

    @Override
    public N apply(UpdateItemResponse response) {
      return mapper.fromItem(response.attributes());
    }
  }

  /** Reads a DeleteItem response (ALL_OLD) as whether the item existed. */
  private static final class Existed implements Function<DeleteItemResponse, Boolean> {
    @Override
    public Boolean apply(DeleteItemResponse response) {
      return response.hasAttributes() && !response.attributes().isEmpty();
    }
  }
}
