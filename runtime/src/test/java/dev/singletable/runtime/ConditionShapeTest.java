package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.internal.codec.Encoding;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.expr.ConditionRender;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The request shape of every typed condition, pinned once here rather than in each golden: the
 * expression, its names and its values, as the attribute handles make them. Also how conditions
 * combine, what they show, and what they refuse.
 */
class ConditionShapeTest {
  record Row() {}

  private static final ConditionAttribute.Text<Row> NAME = ConditionAttribute.text("RowCondition.name()", "name");
  private static final ConditionAttribute.Ordered<Row, Integer> SCORE =
      ConditionAttribute.ordered("RowCondition.score()", "score", Encoding.INT);
  private static final ConditionAttribute.Ordered<Row, Instant> AT =
      ConditionAttribute.ordered("RowCondition.at()", "at", Encoding.INSTANT);
  private static final ConditionAttribute.Bytes<Row> DATA = ConditionAttribute.bytes("RowCondition.data()", "data");
  private static final ConditionAttribute.Elements<Row, Set<String>> TAGS =
      ConditionAttribute.elements("RowCondition.tags()", "tags", Encoding.STRING_SET);
  private static final ConditionAttribute.Sized<Row, Map<String, String>> LABELS =
      ConditionAttribute.sized("RowCondition.labels()", "labels", Encoding.STRING_MAP);
  private static final ConditionAttribute<Row, Boolean> ACTIVE =
      ConditionAttribute.of("RowCondition.active()", "active", Encoding.BOOLEAN);

  private static ConditionRender.Rendered render(Condition<Row> condition) {
    return ConditionRender.render(Condition.expr(condition, "test"));
  }

  private static void shape(Condition<Row> condition, String expression, Map<String, String> names,
      Map<String, AttributeValue> values) {
    ConditionRender.Rendered rendered = render(condition);
    assertEquals(expression, rendered.expression());
    assertEquals(names, rendered.names());
    assertEquals(values, rendered.values());
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  private static AttributeValue n(String number) {
    return AttributeValue.fromN(number);
  }

  @Test
  void comparisons() {
    Map<String, String> score = Map.of("#c0", "score");
    shape(SCORE.eq(3), "#c0 = :c0", score, Map.of(":c0", n("3")));
    shape(SCORE.ne(3), "#c0 <> :c0", score, Map.of(":c0", n("3")));
    shape(SCORE.lt(3), "#c0 < :c0", score, Map.of(":c0", n("3")));
    shape(SCORE.le(3), "#c0 <= :c0", score, Map.of(":c0", n("3")));
    shape(SCORE.gt(3), "#c0 > :c0", score, Map.of(":c0", n("3")));
    shape(SCORE.ge(3), "#c0 >= :c0", score, Map.of(":c0", n("3")));
    shape(SCORE.between(1, 3), "#c0 BETWEEN :c0 AND :c1", score, Map.of(":c0", n("1"), ":c1", n("3")));
    Instant t = Instant.parse("2026-12-02T10:00:00Z");
    shape(AT.lt(t), "#c0 < :c0", Map.of("#c0", "at"), Map.of(":c0", Values.instant(t, "at")));
    shape(ACTIVE.eq(true), "#c0 = :c0", Map.of("#c0", "active"), Map.of(":c0", AttributeValue.fromBool(true)));
  }

  /** An IN's values each get a placeholder of their own, in the order given. */
  @Test
  void in() {
    shape(SCORE.in(List.of(1, 2, 3)), "#c0 IN (:c0, :c1, :c2)", Map.of("#c0", "score"),
        Map.of(":c0", n("1"), ":c1", n("2"), ":c2", n("3")));
    shape(NAME.in(Set.of("a")), "#c0 IN (:c0)", Map.of("#c0", "name"), Map.of(":c0", s("a")));
    List<Integer> hundred = java.util.stream.IntStream.range(0, 100).boxed().toList();
    assertEquals(100, render(SCORE.in(hundred)).values().size());
    assertEquals("Condition[score IN (?, ?) OR name = ?]", SCORE.in(List.of(1, 2)).or(NAME.eq("a")).toString());
  }

  /** DynamoDB takes 1 to 100 values in an IN: the others are refused naming the attribute and the count. */
  @Test
  void anInOfNoValueOrOverOneHundredIsRefused() {
    List<Integer> many = java.util.stream.IntStream.range(0, 101).boxed().toList();
    InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> SCORE.in(many));
    assertEquals("RowCondition.score().in(...): 101 values to compare score with, but DynamoDB's IN takes at most"
        + " 100. Split them into several in(...) of at most 100 each, joined with or().", e.getMessage());
    e = assertThrows(InvalidRequestException.class, () -> SCORE.in(List.of()));
    assertEquals("RowCondition.score().in([]): an IN needs 1 to 100 values to compare score with, and DynamoDB"
        + " refuses one of none. Give at least one value.", e.getMessage());
    assertThrows(InvalidRequestException.class, () -> SCORE.in(null));
    assertThrows(InvalidRequestException.class, () -> SCORE.in(java.util.Arrays.asList(1, null)));
    assertThrows(InvalidRequestException.class, () -> AT.in(List.of(Instant.MAX)));
  }

  @Test
  void functions() {
    Map<String, String> name = Map.of("#c0", "name");
    shape(NAME.beginsWith("al"), "begins_with(#c0, :c0)", name, Map.of(":c0", s("al")));
    shape(NAME.contains("li"), "contains(#c0, :c0)", name, Map.of(":c0", s("li")));
    shape(NAME.exists(), "attribute_exists(#c0)", name, Map.of());
    shape(NAME.notExists(), "attribute_not_exists(#c0)", name, Map.of());
    shape(NAME.type(AttributeType.NULL), "attribute_type(#c0, :c0)", name, Map.of(":c0", s("NULL")));
    shape(TAGS.contains("red"), "contains(#c0, :c0)", Map.of("#c0", "tags"), Map.of(":c0", s("red")));
    shape(DATA.beginsWith(new byte[] {1}), "begins_with(#c0, :c0)", Map.of("#c0", "data"),
        Map.of(":c0", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1}))));
  }

  @Test
  void sizes() {
    Map<String, String> tags = Map.of("#c0", "tags");
    shape(TAGS.size().eq(2), "size(#c0) = :c0", tags, Map.of(":c0", n("2")));
    shape(TAGS.size().ne(2), "size(#c0) <> :c0", tags, Map.of(":c0", n("2")));
    shape(TAGS.size().lt(2), "size(#c0) < :c0", tags, Map.of(":c0", n("2")));
    shape(TAGS.size().le(2), "size(#c0) <= :c0", tags, Map.of(":c0", n("2")));
    shape(TAGS.size().gt(2), "size(#c0) > :c0", tags, Map.of(":c0", n("2")));
    shape(TAGS.size().ge(2), "size(#c0) >= :c0", tags, Map.of(":c0", n("2")));
    shape(LABELS.size().between(1, 2), "size(#c0) BETWEEN :c0 AND :c1", Map.of("#c0", "labels"),
        Map.of(":c0", n("1"), ":c1", n("2")));
    shape(NAME.size().gt(0), "size(#c0) > :c0", Map.of("#c0", "name"), Map.of(":c0", n("0")));
  }

  @Test
  void combinationsShareANameAndParenthesizeEveryGroup() {
    Condition<Row> condition = NAME.beginsWith("a").and(SCORE.gt(1).or(NAME.eq("b"))).and(TAGS.size().gt(0).not());
    shape(condition, "begins_with(#c0, :c0) AND (#c1 > :c1 OR #c0 = :c2) AND NOT (size(#c2) > :c3)",
        Map.of("#c0", "name", "#c1", "score", "#c2", "tags"),
        Map.of(":c0", s("a"), ":c1", n("1"), ":c2", s("b"), ":c3", n("0")));
    assertEquals("Condition[begins_with(name, ?) AND (score > ? OR name = ?) AND NOT (size(tags) > ?)]",
        condition.toString(), "the shape shows no value");
    assertEquals(NAME.eq("x"), NAME.eq("x").not().not(), "a double negation is the condition");
    assertEquals(NAME.eq("x").and(SCORE.eq(1)).and(SCORE.eq(2)), NAME.eq("x").and(SCORE.eq(1).and(SCORE.eq(2))),
        "AND is flattened");
  }

  @Test
  void theLibrarysOwnPlaceholdersNeverClash() {
    ConditionRender.Rendered rendered = ConditionRender.and("attribute_exists(#pk) AND #v = :read",
        Map.of("#pk", "PK", "#v", "version"), Map.of(":read", n("3")), Condition.expr(NAME.eq("a"), "test"));
    assertEquals("(attribute_exists(#pk) AND #v = :read) AND (#c0 = :c0)", rendered.expression());
    assertEquals(Map.of("#pk", "PK", "#v", "version", "#c0", "name"), rendered.names());
    assertEquals(Map.of(":read", n("3"), ":c0", s("a")), rendered.values());
    assertThrows(IllegalArgumentException.class, () -> ConditionRender.and("#c0 = :x", Map.of("#c0", "a"),
        Map.of(":x", n("1")), Condition.expr(NAME.eq("a"), "test")));
  }

  /** The transaction engine's actions: the condition ANDed to the action's own, the item asked for on failure. */
  @Test
  void transactionActionsCarryTheCondition() {
    Map<String, AttributeValue> key = Map.of("PK", s("USER#a"), "SK", s("#User"));
    var condition = Condition.expr(NAME.eq("a"), "test");
    TransactWriteItem check = ConditionRender.conditionCheck("t", key, condition);
    assertEquals("#c0 = :c0", check.conditionCheck().conditionExpression());
    assertEquals(Map.of("#c0", "name"), check.conditionCheck().expressionAttributeNames());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, check.conditionCheck().returnValuesOnConditionCheckFailure());
    Put put = ConditionRender.put(Put.builder().tableName("t").item(key).conditionExpression("attribute_not_exists(#pk)")
        .expressionAttributeNames(Map.of("#pk", "PK")).build(), condition);
    assertEquals("(attribute_not_exists(#pk)) AND (#c0 = :c0)", put.conditionExpression());
    assertEquals(Map.of("#pk", "PK", "#c0", "name"), put.expressionAttributeNames());
    assertEquals(Map.of(":c0", s("a")), put.expressionAttributeValues());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, put.returnValuesOnConditionCheckFailure());
    Delete delete = ConditionRender.delete(Delete.builder().tableName("t").key(key).build(),
        Condition.expr(NAME.exists(), "test"));
    assertEquals("attribute_exists(#c0)", delete.conditionExpression());
    assertTrue(!delete.hasExpressionAttributeValues(), "DynamoDB refuses an empty map of values");
    Update update = ConditionRender.update(Update.builder().tableName("t").key(key).updateExpression("ADD #a0 :v0")
        .conditionExpression("attribute_exists(#pk)").expressionAttributeNames(Map.of("#pk", "PK", "#a0", "n"))
        .expressionAttributeValues(Map.of(":v0", n("1"))).build(), condition);
    assertEquals("(attribute_exists(#pk)) AND (#c0 = :c0)", update.conditionExpression());
    assertEquals(Map.of(":v0", n("1"), ":c0", s("a")), update.expressionAttributeValues());
  }

  @Test
  void refusalsNameTheCallAndTheFix() {
    InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> NAME.eq(null));
    assertEquals("RowCondition.name().eq(null): a condition compares with a value. To require that name is missing,"
        + " use RowCondition.name().notExists().", e.getMessage());
    e = assertThrows(InvalidRequestException.class, () -> SCORE.between(3, 1));
    assertEquals("RowCondition.score().between(low, high): low is above high, which DynamoDB refuses. Give the lower"
        + " bound first.", e.getMessage());
    assertThrows(InvalidRequestException.class, () -> NAME.between("b", "a"));
    assertThrows(InvalidRequestException.class, () -> TAGS.size().between(2, 1));
    assertThrows(InvalidRequestException.class, () -> TAGS.contains(null));
    assertThrows(InvalidRequestException.class, () -> NAME.type(null));
    assertThrows(InvalidRequestException.class, () -> NAME.eq("a").and(null));
    assertThrows(InvalidRequestException.class, () -> NAME.eq("a").or(null));
    e = assertThrows(InvalidRequestException.class, () -> Condition.expr(null, "UserRepository.put"));
    assertTrue(e.getMessage().startsWith("UserRepository.put: the condition is null."), e.getMessage());
    NAME.between("a", "a");
    SCORE.between(3, 3);
  }

  @Test
  void aValueTheMapperWouldNotStoreIsRefusedNamingTheCondition() {
    ConditionAttribute.Ordered<Row, Double> ratio = ConditionAttribute.ordered("RowCondition.ratio()", "ratio",
        Encoding.DOUBLE);
    InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> ratio.lt(Double.NaN));
    assertTrue(e.getMessage().startsWith("RowCondition.ratio().lt(NaN): "), e.getMessage());
    assertTrue(e.getCause() instanceof InvalidItemException, String.valueOf(e.getCause()));
    e = assertThrows(InvalidRequestException.class, () -> TAGS.eq(java.util.Collections.singleton(null)));
    assertTrue(e.getMessage().startsWith("RowCondition.tags().eq([null]): "), e.getMessage());
    Instant late = Instant.parse("+10000-01-01T00:00:00Z");
    e = assertThrows(InvalidRequestException.class, () -> AT.lt(late));
    assertEquals("RowCondition.at().lt(+10000-01-01T00:00:00Z): Attribute at is +10000-01-01T00:00:00Z, outside the"
        + " years 0000 to 9999 that an attribute can hold in time order. Pass an instant in those years.",
        e.getMessage());
    assertThrows(InvalidRequestException.class, () -> AT.between(Instant.MIN, Instant.EPOCH));
  }

  @Test
  void aFailedPutNamesItsWrite() {
    ConditionFailedException e = new ConditionFailedException("put", "User", "USER#a", "#User", List.of("name",
        "score"), List.of("score"), true);
    assertEquals("The put of the User item with PK 'USER#a' and SK '#User' was not applied: its condition on score"
        + " does not hold (the one on name does). Nothing was written. Read the User again and decide whether the"
        + " change still applies.", e.getMessage());
    e = new ConditionFailedException("delete", "User", "USER#a", "#User", List.of("name", "score"), List.of(), false);
    assertEquals(List.of("name", "score"), e.failedAttributes());
    assertTrue(e.getMessage().contains("DynamoDB's answer did not tell"), e.getMessage());
  }
}
