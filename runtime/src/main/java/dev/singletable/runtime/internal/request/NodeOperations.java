package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
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
    if (versionAttribute != null) {
      names.put("#v", versionAttribute);
      set.append(", #v = :next");
      values.put(":next", AttributeValue.fromN(Long.toString(Math.addExact(version, 1))));
      if (version == 0) {
        names.put("#pk", Layout.PK);
        request.conditionExpression("attribute_not_exists(#pk)");
      } else {
        values.put(":read", AttributeValue.fromN(Long.toString(version)));
        request.conditionExpression("#v = :read");
      }
    }
    request.updateExpression(set.append(remove).toString()).expressionAttributeNames(names)
        .expressionAttributeValues(values);
    return Operation.of(request.build(), Call.UPDATE_ITEM, new Stored<>(mapper))
        .readingFailure(ConditionalCheckFailedException.class, new Conflict<N>(entity, item, id, version));
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
