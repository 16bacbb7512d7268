package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.internal.expr.ConditionJudge;
import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
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

/**
 * The writes that take a typed condition, as {@link Operation}s: a PutItem or a DeleteItem whose
 * ConditionExpression is the caller's ({@link ConditionRender}), asking for {@code
 * ReturnValuesOnConditionCheckFailure ALL_OLD}, so that a failure carries the item it failed on and
 * {@link #notMet} names the attributes whose part failed, with no second request.
 */
public final class ConditionalOperations {
  private ConditionalOperations() {}

  /**
   * Writes the item, replacing any with its key, if {@code condition} holds on the stored item (or on
   * no item: a missing attribute is missing); else a {@link ConditionFailedException}.
   */
  public static Operation<PutItemRequest, PutItemResponse, Void> put(String table, Map<String, AttributeValue> item,
      Expr condition, String entity) {
    ConditionRender.Rendered rendered = ConditionRender.render(condition);
    PutItemRequest.Builder request = PutItemRequest.builder().tableName(table).item(item)
        .conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    if (!rendered.values().isEmpty()) {
      request.expressionAttributeValues(rendered.values());
    }
    return Operation.of(request.build(), Call.PUT_ITEM, new Written())
        .readingFailure(ConditionalCheckFailedException.class, new NotMet<Void>("put", entity, item, condition, false));
  }

  /**
   * Deletes the item with {@code key} if {@code condition} holds on it. The result is true if it
   * existed and was deleted, false if no item was stored (whether the condition held on nothing or
   * not); an item that fails the condition is a {@link ConditionFailedException}.
   */
  public static Operation<DeleteItemRequest, DeleteItemResponse, Boolean> delete(String table,
      Map<String, AttributeValue> key, Expr condition, String entity) {
    ConditionRender.Rendered rendered = ConditionRender.render(condition);
    DeleteItemRequest.Builder request = DeleteItemRequest.builder().tableName(table).key(key)
        .conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .returnValues(ReturnValue.ALL_OLD)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    if (!rendered.values().isEmpty()) {
      request.expressionAttributeValues(rendered.values());
    }
    return Operation.of(request.build(), Call.DELETE_ITEM, new Deleted())
        .readingFailure(ConditionalCheckFailedException.class,
            new NotMet<Boolean>("delete", entity, key, condition, true));
  }

  /**
   * The failure of {@code condition} on {@code old}, the item as it was (empty: none), for the {@code
   * write} ({@code "put"}, {@code "delete"}, {@code "update"}) of the item with {@code key}: the
   * attributes whose parts were false on it, or all of them, saying it cannot tell, when the
   * condition holds on it or cannot be judged ({@link ConditionJudge#explain}).
   */
  public static ConditionFailedException notMet(String write, String entity, Map<String, AttributeValue> key,
      Expr condition, Map<String, AttributeValue> old) {
    ConditionJudge.Explanation explanation = ConditionJudge.explain(condition, old);
    return new ConditionFailedException(write, entity, key.get(Layout.PK).s(), key.get(Layout.SK).s(),
        explanation.attributes(), explanation.failed(), explanation.known());
  }

  /** The item of a failure, or empty when it carries none. */
  static Map<String, AttributeValue> old(ConditionalCheckFailedException failure) {
    return failure.hasItem() ? failure.item() : Map.of();
  }

  /** Turns a failed condition into a {@link ConditionFailedException}; for a delete of nothing, false. */
  private record NotMet<R>(String write, String entity, Map<String, AttributeValue> key, Expr condition,
      boolean deleting) implements Function<ConditionalCheckFailedException, R> {
    @Override
    @SuppressWarnings("unchecked")
    public R apply(ConditionalCheckFailedException failure) {
      Map<String, AttributeValue> old = old(failure);
      if (deleting && old.isEmpty()) {
        return (R) Boolean.FALSE;
      }
      throw notMet(write, entity, key, condition, old);
    }
  }

  /** Reads a PutItem response as done. */
  private static final class Written implements Function<PutItemResponse, Void> {
    @Override
    public Void apply(PutItemResponse response) {
      return null;
    }
  }

  /** Reads a DeleteItem response (ALL_OLD) as whether the item existed. */
  private static final class Deleted implements Function<DeleteItemResponse, Boolean> {
    @Override
    public Boolean apply(DeleteItemResponse response) {
      return response.hasAttributes() && !response.attributes().isEmpty();
    }
  }
}
