package dev.singletable.runtime.internal.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.expr.Expr;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A failed write with a typed condition, as DynamoDB answers it ({@code ConditionalCheckFailedException}
 * with the old item, or none), replayed to a real client, sync and async: one request, which asks for
 * the item, sends the condition's placeholders, and is read into the typed answer from that item alone.
 */
class ConditionalFailureTest {
  private static final String FAILED = "{\"__type\":\"com.amazonaws.dynamodb.v20120810#"
      + "ConditionalCheckFailedException\",\"message\":\"The conditional request failed\"";
  private static final String KEY_JSON = "\"PK\":{\"S\":\"PROFILE#alice\"},\"SK\":{\"S\":\"#Profile\"}";
  private static final Map<String, AttributeValue> KEY =
      Map.of(Layout.PK, AttributeValue.fromS("PROFILE#alice"), Layout.SK, AttributeValue.fromS("#Profile"));
  /** {@code begins_with(name, "A") AND size > 3}. */
  private static final Expr CONDITION = new Expr.And(List.of(new Expr.BeginsWith("name", AttributeValue.fromS("A")),
      new Expr.Compare("size", Expr.Op.GT, AttributeValue.fromN("3"))));

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  private void answer(String oldItemJson) {
    http = new FakeHttp(body -> new Answer(400, FAILED + (oldItemJson == null ? "" : ",\"Item\":{" + oldItemJson
        + "}") + "}"));
  }

  private void oneRequestAskingForTheItem() {
    assertEquals(1, http.bodies.size(), "one request, no read after it");
    String body = http.bodies.get(0);
    assertTrue(body.contains("\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\""), body);
    assertTrue(body.contains("begins_with(#c0, :c0) AND #c1 > :c1"), body);
  }

  private static String item(String name, String size) {
    return KEY_JSON + ",\"name\":{\"S\":\"" + name + "\"},\"size\":{\"N\":\"" + size + "\"},\"version\":{\"N\":\"3\"}";
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aPutNamesThePartThatFailed(Mode mode) {
    answer(item("Bob", "5"));
    Map<String, AttributeValue> record = Map.of(Layout.PK, KEY.get(Layout.PK), Layout.SK, KEY.get(Layout.SK));
    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> mode.execute(http, ConditionalOperations.put("t", record, CONDITION, "Profile")));
    oneRequestAskingForTheItem();
    assertEquals(List.of("name", "size"), failed.attributes());
    assertEquals(List.of("name"), failed.failedAttributes());
    assertTrue(failed.getMessage().startsWith("The put of the Profile item with PK 'PROFILE#alice'"),
        failed.getMessage());
    assertFalse(failed.getMessage().contains("Bob"), "no value in the message");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aDeleteOfNothingIsFalseAndOfAnItemThatFailsIsNamed(Mode mode) {
    answer(null);
    assertFalse(mode.execute(http, ConditionalOperations.delete("t", KEY, CONDITION, "Profile")));
    oneRequestAskingForTheItem();
    http.close();
    answer(item("Al", "3"));
    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> mode.execute(http, ConditionalOperations.delete("t", KEY, CONDITION, "Profile")));
    assertEquals(List.of("size"), failed.failedAttributes());
    assertTrue(failed.failedAttributesKnown());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anItemThatSeemsToMeetTheConditionCannotTell(Mode mode) {
    answer(item("Al", "4"));
    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> mode.execute(http, ConditionalOperations.delete("t", KEY, CONDITION, "Profile")));
    assertFalse(failed.failedAttributesKnown());
    assertEquals(List.of("name", "size"), failed.failedAttributes());
    assertTrue(failed.getMessage().contains("DynamoDB's answer did not tell"), failed.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aVersionConflictWinsOverTheCondition(Mode mode) {
    answer(item("Bob", "1").replace("\"N\":\"3\"}", "\"N\":\"4\"}"));
    assertThrows(VersionConflictException.class, () -> mode.execute(http,
        NodeOperations.deleteAtVersion("t", KEY, "version", 3, "Profile", "alice", CONDITION)));
    assertTrue(http.bodies.get(0).contains("(attribute_not_exists(#pk) OR #v = :read) AND (begins_with(#c0, :c0)"),
        http.bodies.get(0));
  }
}
