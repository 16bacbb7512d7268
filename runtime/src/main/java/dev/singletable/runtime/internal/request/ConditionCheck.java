package dev.singletable.runtime.internal.request;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

  /** Whether DynamoDB's {@code stored = expected} holds; a null (missing) {@code stored} never equals. */
  static boolean equal(AttributeValue stored, AttributeValue expected) {
    if (stored == null || stored.type() != expected.type()) {
      return false;
    }
    switch (stored.type()) {
      case N:
        return new BigDecimal(stored.n()).compareTo(new BigDecimal(expected.n())) == 0;
      case NS:
        return numbers(stored.ns()).equals(numbers(expected.ns()));
      case SS:
        return new HashSet<>(stored.ss()).equals(new HashSet<>(expected.ss()));
      case BS:
        return new HashSet<>(stored.bs()).equals(new HashSet<>(expected.bs()));
      case L:
        return equalLists(stored.l(), expected.l());
      case M:
        return equalMaps(stored.m(), expected.m());
      default:
        return stored.equals(expected);
    }
  }

  private static Set<BigDecimal> numbers(List<String> texts) {
    Set<BigDecimal> numbers = new HashSet<>();
    for (String text : texts) {
      numbers.add(new BigDecimal(text).stripTrailingZeros());
    }
    return numbers;
  }

  private static boolean equalLists(List<AttributeValue> stored, List<AttributeValue> expected) {
    if (stored.size() != expected.size()) {
      return false;
    }
    for (int i = 0; i < stored.size(); i++) {
      if (!equal(stored.get(i), expected.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean equalMaps(Map<String, AttributeValue> stored, Map<String, AttributeValue> expected) {
    if (!stored.keySet().equals(expected.keySet())) {
      return false;
    }
    for (Map.Entry<String, AttributeValue> entry : expected.entrySet()) {
      if (!equal(stored.get(entry.getKey()), entry.getValue())) {
        return false;
      }
    }
    return true;
  }
}
