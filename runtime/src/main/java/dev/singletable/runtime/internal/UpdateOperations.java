package dev.singletable.runtime.internal;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.SingleTableException;
import dev.singletable.runtime.VersionConflictException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Typed updates as {@link Operation}s: one UpdateItem that changes an existing item without reading it
 * first. Every attribute name and value goes through a placeholder ({@code #a0}, {@code :v0}, numbered
 * in the order the update was written), so reserved words are safe. The update never creates an item
 * ({@code attribute_exists(#pk)}), and a versioned one is also conditioned on the version read and
 * stores the next. DynamoDB refuses an empty ExpressionAttributeValues, so a REMOVE alone sends none.
 * When a condition fails, the result is empty; {@link #notApplied} then says why,
 * from a consistent read.
 */
public final class UpdateOperations {
  private UpdateOperations() {}

  /**
   * The UpdateItem of {@code spec} on the item with {@code key}, returning the record as stored after
   * it (ALL_NEW), or empty if a condition failed.
   *
   * @param versionAttribute the node's version attribute, or null for no version condition
   * @param version the version read, which the item must still hold (ignored without a version attribute)
   * @throws dev.singletable.runtime.InvalidItemException if a value is not valid Unicode or the values
   *     with the key exceed the item size limit
   */
  public static <T> Operation<UpdateItemRequest, UpdateItemResponse, Optional<T>> update(String table,
      Map<String, AttributeValue> key, UpdateSpec spec, String entity, String versionAttribute, long version,
      ItemMapper<T> mapper) {
    Map<String, String> names = new HashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    Map<String, AttributeValue> written = new HashMap<>(key);
    StringBuilder set = new StringBuilder();
    StringBuilder remove = new StringBuilder();
    StringBuilder add = new StringBuilder();
    for (UpdateSpec.Change change : spec.changes()) {
      String name = name(names, change.attribute());
      switch (change.action()) {
        case SET:
          clause(set, "SET ").append(name).append(" = ").append(value(values, change.value()));
          written.put(change.attribute(), change.value());
          break;
        case ADD:
          clause(add, " ADD ").append(name).append(' ').append(value(values, change.value()));
          written.put(change.attribute(), change.value());
          break;
        default:
          clause(remove, " REMOVE ").append(name);
      }
    }
    Items.checkWritable(written, entity);
    StringBuilder condition = new StringBuilder("attribute_exists(#pk)");
    for (UpdateSpec.Condition required : spec.conditions()) {
      condition.append(" AND ").append(name(names, required.attribute())).append(" = ")
          .append(value(values, required.value()));
    }
    names.put("#pk", Layout.PK);
    if (versionAttribute != null) {
      names.put("#v", versionAttribute);
      clause(set, "SET ").append("#v = :next");
      values.put(":next", AttributeValue.fromN(Long.toString(Math.addExact(version, 1))));
      values.put(":read", AttributeValue.fromN(Long.toString(version)));
      condition.append(" AND #v = :read");
    }
    String expression = set.length() == 0 ? (remove.toString() + add).substring(1) : set.append(remove).append(add)
        .toString();
    UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(table).key(key)
        .updateExpression(expression).conditionExpression(condition.toString())
        .expressionAttributeNames(names).returnValues(ReturnValue.ALL_NEW);
    if (!values.isEmpty()) {
      request.expressionAttributeValues(values);
    }
    return Operation.of(request.build(), Call.UPDATE_ITEM, new Updated<>(mapper))
        .answering(ConditionalCheckFailedException.class, Optional.empty());
  }

  /**
   * Why an update's condition failed, from {@code current}, the item as a consistent read found it
   * afterwards: no item is {@link ItemNotFoundException}; another version than {@code version} is
   * {@link VersionConflictException}; otherwise, with conditions of the caller's, {@link
   * ConditionFailedException}; otherwise the item was created after the update failed, which is read
   * as not found.
   *
   * @param storedVersion the version {@code current} holds (ignored without a version attribute)
   */
  public static SingleTableException notApplied(String entity, Map<String, AttributeValue> key, UpdateSpec spec,
      boolean exists, Object id, boolean versioned, long version, long storedVersion) {
    String partition = key.get(Layout.PK).s();
    String sort = key.get(Layout.SK).s();
    if (exists && versioned && storedVersion != version) {
      return new VersionConflictException(entity, id, version);
    }
    if (exists && !spec.conditionAttributes().isEmpty()) {
      return new ConditionFailedException(entity, partition, sort, spec.conditionAttributes());
    }
    return new ItemNotFoundException(entity, partition, sort);
  }

  private static StringBuilder clause(StringBuilder clause, String keyword) {
    return clause.append(clause.length() == 0 ? keyword : ", ");
  }

  private static String name(Map<String, String> names, String attribute) {
    for (Map.Entry<String, String> name : names.entrySet()) {
      if (name.getValue().equals(attribute)) {
        return name.getKey();
      }
    }
    String placeholder = "#a" + names.size();
    names.put(placeholder, attribute);
    return placeholder;
  }

  private static String value(Map<String, AttributeValue> values, AttributeValue value) {
    String placeholder = ":v" + values.size();
    values.put(placeholder, value);
    return placeholder;
  }

  /** Reads an UpdateItem response (ALL_NEW) as the record stored. */
  private static final class Updated<T> implements Function<UpdateItemResponse, Optional<T>> {
    private final ItemMapper<T> mapper;

    Updated(ItemMapper<T> mapper) {
      this.mapper = mapper;
    }

    @Override
    public Optional<T> apply(UpdateItemResponse response) {
      return Optional.of(mapper.fromItem(response.attributes()));
    }
  }
}
