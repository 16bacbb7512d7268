package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.WriteNotAppliedException;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.expr.ConditionJudge;
import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Typed updates as {@link Operation}s: one UpdateItem that changes an existing item without reading it
 * first. Every attribute name and value goes through a placeholder ({@code #a0}, {@code :v0}, numbered
 * in the order the update was written), so reserved words are safe. The update never creates an item
 * ({@code attribute_exists(#pk)}); an ADD to a bounded integer keeps the sum in its type's range; a
 * versioned update is conditioned on the version read and stores the next. DynamoDB refuses an empty
 * ExpressionAttributeValues, so a REMOVE alone sends none. The request asks for {@code
 * ReturnValuesOnConditionCheckFailure ALL_OLD}, so a failed condition carries the item it failed on
 * and {@link #notApplied} says why from it, with no second request.
 */
public final class UpdateOperations {
  private UpdateOperations() {}

  /**
   * The UpdateItem of {@code spec} on the item with {@code key}, returning the record as stored after
   * it (ALL_NEW). When a condition fails, the operation throws what {@link #notApplied} makes of the
   * item the failure carries.
   *
   * @param id the node's id, for a {@link VersionConflictException} (ignored without a version attribute)
   * @param versionAttribute the node's version attribute, or null for no version condition
   * @param version the version read, which the item must still hold (ignored without a version attribute)
   * @throws dev.singletable.runtime.InvalidItemException if a value is not valid Unicode or the values
   *     with the key exceed the item size limit
   */
  public static <T> Operation<UpdateItemRequest, UpdateItemResponse, T> update(String table,
      Map<String, AttributeValue> key, UpdateSpec spec, String entity, Object id, String versionAttribute,
      long version, ItemMapper<T> mapper) {
    return update(table, key, spec, entity, id, versionAttribute, version, mapper, null);
  }

  /**
   * As {@link #update(String, Map, UpdateSpec, String, Object, String, long, ItemMapper)}, also
   * conditioned on {@code conditionOrNull}, a typed condition ANDed to the update's own conditions
   * (its placeholders are {@link ConditionRender}'s, apart from the update's).
   */
  public static <T> Operation<UpdateItemRequest, UpdateItemResponse, T> update(String table,
      Map<String, AttributeValue> key, UpdateSpec spec, String entity, Object id, String versionAttribute,
      long version, ItemMapper<T> mapper, Expr conditionOrNull) {
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
    for (UpdateSpec.Change change : spec.changes()) {
      if (change.limit() != null) {
        String name = name(names, change.attribute());
        condition.append(" AND (attribute_not_exists(").append(name).append(") OR ").append(name)
            .append(change.upward() ? " <= " : " >= ").append(value(values, change.limit())).append(')');
      }
    }
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
    ConditionRender.Rendered rendered = ConditionRender.and(condition.toString(), names, values, conditionOrNull);
    UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(table).key(key)
        .updateExpression(expression).conditionExpression(rendered.expression())
        .expressionAttributeNames(rendered.names()).returnValues(ReturnValue.ALL_NEW)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    if (!rendered.values().isEmpty()) {
      request.expressionAttributeValues(rendered.values());
    }
    return Operation.of(request.build(), Call.UPDATE_ITEM, new Updated<>(mapper))
        .readingFailure(ConditionalCheckFailedException.class,
            new NotApplied<T>(entity, key, spec, id, versionAttribute, version, conditionOrNull));
  }

  /**
   * Why an update's condition failed, from {@code old}, the item the condition failed on as the
   * failure returned it (ALL_OLD; empty if there was none): no item is {@link ItemNotFoundException};
   * another version than {@code version} is {@link VersionConflictException}; stored numbers that the
   * update's ADDs would take out of their types' range are a {@link ConditionFailedException} on them;
   * else the caller's conditions are one naming those the item fails ({@link ConditionCheck}), or all
   * of them, saying it cannot tell, if the item seems to meet them all (a server that judges equality
   * otherwise). An update without conditions cannot have failed on an item that meets its limits;
   * should a server answer so, that is read as not found, as is a server that returns no item.
   *
   * @param versionAttribute the node's version attribute, or null
   */
  public static WriteNotAppliedException notApplied(String entity, Map<String, AttributeValue> key, UpdateSpec spec,
      Map<String, AttributeValue> old, Object id, String versionAttribute, long version) {
    return notApplied(entity, key, spec, old, id, versionAttribute, version, null);
  }

  /**
   * As {@link #notApplied(String, Map, UpdateSpec, Map, Object, String, long)}, for an update also
   * conditioned on {@code conditionOrNull}: the update's equality conditions and the typed
   * condition's attributes are named together, those of each that failed on {@code old}; when the
   * typed condition cannot be judged on it and no equality failed, it says it cannot tell.
   */
  public static WriteNotAppliedException notApplied(String entity, Map<String, AttributeValue> key, UpdateSpec spec,
      Map<String, AttributeValue> old, Object id, String versionAttribute, long version, Expr conditionOrNull) {
    String partition = key.get(Layout.PK).s();
    String sort = key.get(Layout.SK).s();
    if (old.isEmpty()) {
      return new ItemNotFoundException(entity, partition, sort);
    }
    if (versionAttribute != null && !holds(old.get(versionAttribute), version)) {
      return new VersionConflictException(entity, partition, sort, id, version);
    }
    List<String> beyond = new ArrayList<>();
    for (UpdateSpec.Change change : spec.changes()) {
      if (change.limit() != null && passes(old.get(change.attribute()), change.limit(), change.upward())) {
        beyond.add(change.attribute());
      }
    }
    if (!beyond.isEmpty()) {
      return new ConditionFailedException(entity, partition, sort, beyond, beyond);
    }
    if (conditionOrNull != null) {
      return withCondition(entity, partition, sort, spec, old, conditionOrNull);
    }
    List<String> required = spec.conditionAttributes();
    if (required.isEmpty()) {
      return new ItemNotFoundException(entity, partition, sort);
    }
    List<String> failed = ConditionCheck.failed(spec.conditions(), old);
    return failed.isEmpty() ? new ConditionFailedException(entity, partition, sort, required)
        : new ConditionFailedException(entity, partition, sort, required, failed);
  }

  /** The update's equalities and the typed condition, judged together on {@code old}. */
  private static ConditionFailedException withCondition(String entity, String partition, String sort,
      UpdateSpec spec, Map<String, AttributeValue> old, Expr condition) {
    ConditionJudge.Explanation explanation = ConditionJudge.explain(condition, old);
    Set<String> attributes = new LinkedHashSet<>(spec.conditionAttributes());
    attributes.addAll(explanation.attributes());
    Set<String> failed = new LinkedHashSet<>(ConditionCheck.failed(spec.conditions(), old));
    if (explanation.known()) {
      failed.addAll(explanation.failed());
    }
    List<String> all = List.copyOf(attributes);
    return new ConditionFailedException("update", entity, partition, sort, all,
        all.stream().filter(failed::contains).toList(), explanation.known());
  }

  private static boolean holds(AttributeValue stored, long version) {
    return stored != null && stored.n() != null
        && new BigDecimal(stored.n()).compareTo(BigDecimal.valueOf(version)) == 0;
  }

  /** Whether the stored number is beyond {@code limit}, above it if {@code upward}. */
  private static boolean passes(AttributeValue stored, AttributeValue limit, boolean upward) {
    if (stored == null || stored.n() == null) {
      return false;
    }
    int comparison = new BigDecimal(stored.n()).compareTo(new BigDecimal(limit.n()));
    return upward ? comparison > 0 : comparison < 0;
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

  /** Turns a failed condition into the exception it means, from the item it failed on. */
  private record NotApplied<T>(String entity, Map<String, AttributeValue> key, UpdateSpec spec, Object id,
      String versionAttribute, long version, Expr condition) implements Function<ConditionalCheckFailedException, T> {
    @Override
    public T apply(ConditionalCheckFailedException failure) {
      throw notApplied(entity, key, spec, failure.hasItem() ? failure.item() : Map.of(), id, versionAttribute,
          version, condition);
    }
  }

  /** Reads an UpdateItem response (ALL_NEW) as the record stored. */
  private static final class Updated<T> implements Function<UpdateItemResponse, T> {
    private final ItemMapper<T> mapper;

    Updated(ItemMapper<T> mapper) {
      this.mapper = mapper;
    }

    @Override
    public T apply(UpdateItemResponse response) {
      return mapper.fromItem(response.attributes());
    }
  }
}
