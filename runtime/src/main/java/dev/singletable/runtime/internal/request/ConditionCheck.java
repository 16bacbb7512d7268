package dev.singletable.runtime.internal.request;

import dev.singletable.runtime.internal.expr.ConditionJudge;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which of an update's equality conditions an item fails, judged as DynamoDB's {@code =} judges: a
 * missing attribute or one of another type fails; numbers are equal by value ({@code 1.0 = 1}); sets
 * are equal whatever their order; lists element by element, maps key by key, recursively; strings,
 * binaries and booleans exactly. Used only to explain a failure DynamoDB reported, never to decide one.
 */
public final class ConditionCheck {
  private ConditionCheck() {}

  /** The attributes of {@code conditions} that {@code item} fails, in the order of the conditions. */
  static List<String> failed(List<UpdateSpec.Condition> conditions, Map<String, AttributeValue> item) {
    return conditions.stream()
        .filter(condition -> !equal(item.get(condition.attribute()), condition.value()))
        .map(UpdateSpec.Condition::attribute)
        .toList();
  }

  /** Whether DynamoDB's {@code stored = expected} holds ({@link ConditionJudge#equal}). */
  static boolean equal(AttributeValue stored, AttributeValue expected) {
    return ConditionJudge.equal(stored, expected);
  }
}
