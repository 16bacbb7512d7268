package dev.singletable.runtime.internal.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.internal.request.RenderedCondition;
import dev.singletable.runtime.internal.request.TransactionActions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The seam typed conditions reach transactions by: a rendered condition's placeholders are renamed
 * per action, so that they never collide with the placeholders of the action's own condition, and
 * it is ANDed to that condition.
 */
class RenderedConditionTest {
  private static final RenderedCondition VERSION_AND_NAME = new RenderedCondition(
      "#v = :read AND #name = :name AND attribute_exists(#missing)",
      Map.of("#v", "version", "#name", "name"),
      Map.of(":read", AttributeValue.fromN("3"), ":name", AttributeValue.fromS("Bob")));

  @Test
  void placeholdersAreRenamedAndUnknownOnesLeftForDynamoDbToRefuse() {
    RenderedCondition renamed = VERSION_AND_NAME.prefixed(ComposedWrite.prefix(4));

    assertEquals("#c4_v = :c4_read AND #c4_name = :c4_name AND attribute_exists(#missing)", renamed.expression());
    assertEquals(Map.of("#c4_v", "version", "#c4_name", "name"), renamed.names());
    assertEquals(Map.of(":c4_read", AttributeValue.fromN("3"), ":c4_name", AttributeValue.fromS("Bob")),
        renamed.values());
  }

  @Test
  void aConditionIsAndedToAVersionedDeleteWithoutTakingItsPlaceholders() {
    TransactWriteItem delete = TransactionActions.deleteAtVersion("t", ComposedFixtures.userKey("bob"), "version", 2);

    Delete conditioned = ComposedWrite.and(delete, VERSION_AND_NAME, ComposedWrite.prefix(0)).delete();

    assertEquals("(attribute_not_exists(#pk) OR #v = :read) AND (#c0_v = :c0_read AND #c0_name = :c0_name AND"
        + " attribute_exists(#missing))", conditioned.conditionExpression());
    assertEquals(Map.of("#pk", "PK", "#v", "version", "#c0_v", "version", "#c0_name", "name"),
        conditioned.expressionAttributeNames());
    assertEquals(Map.of(":read", AttributeValue.fromN("2"), ":c0_read", AttributeValue.fromN("3"),
        ":c0_name", AttributeValue.fromS("Bob")), conditioned.expressionAttributeValues());
  }

  @Test
  void aConditionBecomesThePutsOnlyConditionWhenItHasNone() {
    TransactWriteItem put = TransactionActions.put("t", ComposedFixtures.userKey("bob"));

    assertEquals("#c1_name = :c1_name", ComposedWrite.and(put, new RenderedCondition("#name = :name",
        Map.of("#name", "name"), Map.of(":name", AttributeValue.fromS("Bob"))), "c1_").put().conditionExpression());
  }

  @Test
  void aConditionCheckTakesNoSecondCondition() {
    TransactWriteItem check = TransactionActions.checkExists("t", ComposedFixtures.userKey("bob"));

    assertThrows(IllegalArgumentException.class, () -> ComposedWrite.and(check, VERSION_AND_NAME, "c0_"));
  }
}
