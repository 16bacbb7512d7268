package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.Mode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A failed typed update, as DynamoDB answers it: {@code ConditionalCheckFailedException} whose body
 * carries the item as it was ({@code ReturnValuesOnConditionCheckFailure ALL_OLD}), or no item when
 * there was none, replayed by a fake HTTP endpoint to a real client, sync and async. Each failure is
 * read into its typed exception from that item alone: one request, never a read after it.
 */
class UpdateFailureTest {
  private static final String FAILED = "{\"__type\":\"com.amazonaws.dynamodb.v20120810#"
      + "ConditionalCheckFailedException\",\"message\":\"The conditional request failed\"";
  private static final String KEY_JSON = "\"PK\":{\"S\":\"PROFILE#alice\"},\"SK\":{\"S\":\"#Profile\"}";
  private static final Map<String, AttributeValue> KEY =
      Map.of(Layout.PK, AttributeValue.fromS("PROFILE#alice"), Layout.SK, AttributeValue.fromS("#Profile"));
  private static final ItemMapper<Map<String, AttributeValue>> RAW = RawMapper.INSTANCE;

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  /** Sends {@code spec} as the update at version 3 of alice's profile. */
  private static Map<String, AttributeValue> update(Mode mode, FakeHttp http, UpdateSpec spec) {
    return mode.execute(http, UpdateOperations.update("t", KEY, spec, "Profile", "alice", "version", 3, RAW));
  }

  /** An update at version 3 that adds 5 to the int {@code size} and requires {@code name = "Al"}. */
  private static UpdateSpec spec() {
    UpdateSpec spec = new UpdateSpec("ProfileUpdate");
    spec.add("size", "size", 5, Integer.MIN_VALUE, Integer.MAX_VALUE);
    spec.require("name", "name", AttributeValue.fromS("Al"));
    return spec;
  }

  /** An update at version 3 that sets {@code status} if {@code name = "Al"} and {@code bio = "Hi"}. */
  private static UpdateSpec twoConditions() {
    UpdateSpec spec = new UpdateSpec("ProfileUpdate");
    spec.set("status", "status", AttributeValue.fromS("online"));
    spec.require("name", "name", AttributeValue.fromS("Al"));
    spec.require("bio", "bio", AttributeValue.fromS("Hi"));
    return spec;
  }

  private <T extends RuntimeException> T failsWith(Mode mode, String oldItemJson, Class<T> expected) {
    return failsWith(mode, spec(), oldItemJson, expected);
  }

  private <T extends RuntimeException> T failsWith(Mode mode, UpdateSpec spec, String oldItemJson,
      Class<T> expected) {
    http = new FakeHttp(body -> new Answer(400, FAILED + (oldItemJson == null ? "" : ",\"Item\":{" + oldItemJson
        + "}") + "}"));
    T thrown = assertThrows(expected, () -> update(mode, http, spec));
    assertEquals(1, http.bodies.size(), "one UpdateItem, no read after it");
    assertTrue(http.bodies.get(0).contains("\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\""),
        http.bodies.get(0));
    return thrown;
  }

  private static String item(String version, String size, String name) {
    return KEY_JSON + ",\"version\":{\"N\":\"" + version + "\"},\"size\":{\"N\":\"" + size
        + "\"},\"name\":{\"S\":\"" + name + "\"}";
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void noOldItemIsNotFound(Mode mode) {
    ItemNotFoundException missing = failsWith(mode, null, ItemNotFoundException.class);
    assertEquals(List.of("Profile", "PROFILE#alice", "#Profile"),
        List.of(missing.entity(), missing.partitionKey(), missing.sortKey()));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anOldItemOfAnotherVersionIsAConflict(Mode mode) {
    VersionConflictException conflict = failsWith(mode, item("4", "1", "Al"), VersionConflictException.class);
    assertEquals(List.of("Profile", "PROFILE#alice", "#Profile", "alice", 3L), List.of(conflict.entity(),
        conflict.partitionKey(), conflict.sortKey(), conflict.id(), conflict.expectedVersion()));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anOldNumberTheAddWouldTakeOutOfRangeNamesItsAttribute(Mode mode) {
    ConditionFailedException overflow = failsWith(mode,
        item("3", Long.toString(Integer.MAX_VALUE - 4L), "Al"), ConditionFailedException.class);
    assertEquals(List.of("size"), overflow.attributes());
    assertEquals("PROFILE#alice", overflow.partitionKey());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void otherwiseTheCallersConditionsFailed(Mode mode) {
    ConditionFailedException failed = failsWith(mode, item("3", "1", "Bob"), ConditionFailedException.class);
    assertEquals(List.of("name"), failed.attributes());
    assertEquals(List.of("name"), failed.failedAttributes());
    assertEquals("#Profile", failed.sortKey());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void onlyTheConditionThatFailedIsNamed(Mode mode) {
    ConditionFailedException failed = failsWith(mode, twoConditions(),
        KEY_JSON + ",\"version\":{\"N\":\"3\"},\"name\":{\"S\":\"Al\"},\"bio\":{\"S\":\"Bye\"}",
        ConditionFailedException.class);
    assertEquals(List.of("name", "bio"), failed.attributes());
    assertEquals(List.of("bio"), failed.failedAttributes());
    assertTrue(failed.failedAttributesKnown());
    assertEquals("The update of the Profile item with PK 'PROFILE#alice' and SK '#Profile' was not applied: its"
        + " condition on bio does not hold (the one on name does). Nothing was written. Read the Profile again"
        + " and decide whether the change still applies.", failed.getMessage());
  }

  /** A missing attribute fails its condition, as another value does; values never reach the message. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void bothConditionsFailedAreNamedWithoutTheirValues(Mode mode) {
    ConditionFailedException failed = failsWith(mode, twoConditions(),
        KEY_JSON + ",\"version\":{\"N\":\"3\"},\"name\":{\"S\":\"Bob\"}", ConditionFailedException.class);
    assertEquals(List.of("name", "bio"), failed.failedAttributes());
    assertEquals("The update of the Profile item with PK 'PROFILE#alice' and SK '#Profile' was not applied: its"
        + " conditions on name and bio do not hold. Nothing was written. Read the Profile again and decide"
        + " whether the change still applies.", failed.getMessage());
  }

  /**
   * DynamoDB leaves {@code Item} out only when there was no item, so a failure without one is not
   * found even for an update with conditions: they were never compared.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void noOldItemIsNotFoundWhateverTheConditions(Mode mode) {
    ItemNotFoundException missing = failsWith(mode, twoConditions(), null, ItemNotFoundException.class);
    assertEquals("#Profile", missing.sortKey());
  }

  /** A server that judged equality otherwise than the item shows: every condition is named, and so is the doubt. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anOldItemMeetingEveryConditionNamesThemAllAndSaysItCannotTell(Mode mode) {
    ConditionFailedException failed = failsWith(mode, twoConditions(),
        KEY_JSON + ",\"version\":{\"N\":\"3\"},\"name\":{\"S\":\"Al\"},\"bio\":{\"S\":\"Hi\"}",
        ConditionFailedException.class);
    assertEquals(List.of("name", "bio"), failed.failedAttributes());
    assertFalse(failed.failedAttributesKnown());
    assertTrue(failed.getMessage().contains("its condition on name and bio does not hold; which of those"
        + " attributes failed, DynamoDB's answer did not tell."), failed.getMessage());
  }

  /**
   * When several things fail at once, one exception says so, told in this order (docs/guide/failures.md,
   * "When several things fail at once"): no item, then another version, then an ADD out of its type's range, then
   * the caller's conditions. Each case below also fails every check after its own.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStaleVersionWinsOverAnAddOutOfRangeAndAFailedCondition(Mode mode) {
    VersionConflictException conflict = failsWith(mode, item("4", Long.toString(Integer.MAX_VALUE - 4L), "Bob"),
        VersionConflictException.class);
    assertEquals(3L, conflict.expectedVersion());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStaleVersionWinsOverAFailedCondition(Mode mode) {
    VersionConflictException conflict = failsWith(mode, twoConditions(),
        KEY_JSON + ",\"version\":{\"N\":\"2\"},\"name\":{\"S\":\"Bob\"}", VersionConflictException.class);
    assertEquals("PROFILE#alice", conflict.partitionKey());
  }

  /** An ADD out of range hides a failed condition: only the ADD's attribute is named, as the failure. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anAddOutOfRangeHidesAFailedCondition(Mode mode) {
    ConditionFailedException overflow = failsWith(mode, item("3", Long.toString(Integer.MAX_VALUE - 4L), "Bob"),
        ConditionFailedException.class);
    assertEquals(List.of("size"), overflow.attributes());
    assertEquals(List.of("size"), overflow.failedAttributes());
    assertTrue(overflow.failedAttributesKnown());
    assertFalse(overflow.getMessage().contains("name"), overflow.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aWrittenUpdateReturnsTheNewItem(Mode mode) {
    http = new FakeHttp(body -> Answer.ok("{\"Attributes\":{" + item("4", "6", "Al") + "}}"));
    Map<String, AttributeValue> stored = update(mode, http, spec());
    assertEquals(AttributeValue.fromN("4"), stored.get("version"));
    assertEquals(1, http.bodies.size());
  }
}
