package dev.singletable.runtime.internal.request;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Equality as DynamoDB's {@code =} judges it, for naming the conditions an item fails. */
class ConditionCheckTest {
  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  private static AttributeValue n(String text) {
    return AttributeValue.fromN(text);
  }

  @Test
  void numbersAreEqualByValueAndNeverEqualText() {
    assertTrue(ConditionCheck.equal(n("1.0"), n("1")));
    assertTrue(ConditionCheck.equal(n("-0.50"), n("-5E-1")));
    assertFalse(ConditionCheck.equal(n("1.01"), n("1")));
    assertFalse(ConditionCheck.equal(s("1"), n("1")));
  }

  @Test
  void setsAreEqualWhateverTheirOrder() {
    assertTrue(ConditionCheck.equal(AttributeValue.fromSs(List.of("b", "a")), AttributeValue.fromSs(List.of("a", "b"))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromSs(List.of("a")), AttributeValue.fromSs(List.of("a", "b"))));
    assertTrue(ConditionCheck.equal(AttributeValue.fromNs(List.of("2", "1.0")), AttributeValue.fromNs(List.of("1", "2"))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromNs(List.of("1", "3")), AttributeValue.fromNs(List.of("1", "2"))));
    SdkBytes one = SdkBytes.fromUtf8String("x");
    SdkBytes two = SdkBytes.fromUtf8String("y");
    assertTrue(ConditionCheck.equal(AttributeValue.fromBs(List.of(two, one)),
        AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("x"), SdkBytes.fromUtf8String("y")))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromBs(List.of(one)), AttributeValue.fromBs(List.of(two))));
  }

  @Test
  void listsInOrderAndMapsByKeyWithNumbersByValueInside() {
    assertTrue(ConditionCheck.equal(AttributeValue.fromL(List.of(s("a"), n("1.0"))),
        AttributeValue.fromL(List.of(s("a"), n("1")))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromL(List.of(s("b"), s("a"))),
        AttributeValue.fromL(List.of(s("a"), s("b")))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromL(List.of(s("a"))), AttributeValue.fromL(List.of())));
    assertTrue(ConditionCheck.equal(AttributeValue.fromM(Map.of("k", n("2.00"), "j", s("x"))),
        AttributeValue.fromM(Map.of("j", s("x"), "k", n("2")))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromM(Map.of("k", s("x"))),
        AttributeValue.fromM(Map.of("k", s("x"), "j", s("y")))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromM(Map.of("k", s("x"))), AttributeValue.fromM(Map.of("k", s("y")))));
  }

  @Test
  void stringsBinariesAndBooleansExactly() {
    assertTrue(ConditionCheck.equal(s("Al"), s("Al")));
    assertFalse(ConditionCheck.equal(s("al"), s("Al")));
    assertFalse(ConditionCheck.equal(s("Al "), s("Al")));
    assertTrue(ConditionCheck.equal(AttributeValue.fromB(SdkBytes.fromUtf8String("b")),
        AttributeValue.fromB(SdkBytes.fromUtf8String("b"))));
    assertFalse(ConditionCheck.equal(AttributeValue.fromBool(true), AttributeValue.fromBool(false)));
    assertFalse(ConditionCheck.equal(AttributeValue.fromBool(true), s("true")));
  }

  @Test
  void theFailedConditionsAreTheMissingAndTheDifferentInTheirOrder() {
    UpdateSpec spec = new UpdateSpec("ProfileUpdate");
    spec.require("name", "name", s("Al"));
    spec.require("size", "size", n("3"));
    spec.require("bio", "bio", s("Hi"));
    spec.require("tags", "tags", AttributeValue.fromSs(List.of("a", "b")));
    Map<String, AttributeValue> item = Map.of("name", s("Al"), "size", n("3.0"), "tags",
        AttributeValue.fromSs(List.of("b")));
    assertEquals(List.of("bio", "tags"), ConditionCheck.failed(spec.conditions(), item));
    assertEquals(List.of(), ConditionCheck.failed(spec.conditions(), Map.of("name", s("Al"), "size", n("3"),
        "bio", s("Hi"), "tags", AttributeValue.fromSs(List.of("b", "a")))));
  }
}
