package dev.singletable.testing;

import static dev.singletable.testing.Tx.Outcome.FAILS;
import static dev.singletable.testing.Tx.Outcome.PASSES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.testing.Tx.Action;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** TransactWriteItems on the local server, held to DynamoDB's documented answers. */
class TransactWriteItemsTest {

  private static final String CANCELLED =
      "Transaction cancelled, please refer cancellation reasons for specific reasons ";
  private static final String CONDITION_FAILED = "The conditional request failed";
  private static final List<String> IDS = List.of("a", "b", "c");

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  @ParameterizedTest
  @EnumSource(Action.class)
  void eachActionTakesEffectWithTheOthers(Action action) {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a");
    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.action(table, action, "a", PASSES),
        Tx.put(table, Tx.item("fresh", "written"))));

    assertEquals(Tx.after(action, "a"), Tx.read(dynamo.client(), table, "a"));
    assertEquals(Tx.item("fresh", "written"), Tx.read(dynamo.client(), table, "fresh"));
  }

  @Test
  void theFourKindsOfActionTakeEffectInOneTransaction() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "updated", "deleted", "checked");

    // FAILS is attribute_not_exists(pk), which holds for "put": it does not exist yet.
    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.action(table, Action.PUT, "put", FAILS),
        Tx.action(table, Action.UPDATE, "updated", PASSES),
        Tx.action(table, Action.DELETE, "deleted", PASSES),
        Tx.action(table, Action.CONDITION_CHECK, "checked", PASSES)));

    assertEquals(Tx.item("put", "new"), Tx.read(dynamo.client(), table, "put"));
    assertEquals(Tx.after(Action.UPDATE, "updated"), Tx.read(dynamo.client(), table, "updated"));
    assertEquals(Map.of(), Tx.read(dynamo.client(), table, "deleted"));
    assertEquals(Tx.item("checked", "old"), Tx.read(dynamo.client(), table, "checked"));
  }

  /** Each action type with a failing condition, at each position among two passing actions. */
  static Stream<Arguments> failingActionAndPosition() {
    return Stream.of(Action.values())
        .flatMap(action -> IntStream.range(0, IDS.size()).mapToObj(at -> Arguments.of(action, at)));
  }

  @ParameterizedTest
  @MethodSource("failingActionAndPosition")
  void aFailedConditionCancelsAllWithOneReasonPerActionInOrder(Action failing, int position) {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", IDS.toArray(String[]::new));
    List<TransactWriteItem> actions = new ArrayList<>();
    for (int i = 0; i < IDS.size(); i++) {
      actions.add(i == position
          ? Tx.action(table, failing, IDS.get(i), FAILS)
          : Tx.action(table, i % 2 == 0 ? Action.UPDATE : Action.DELETE, IDS.get(i), PASSES));
    }

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(actions)));

    List<String> expected = new ArrayList<>(Collections.nCopies(IDS.size(), "None"));
    expected.set(position, "ConditionalCheckFailed");
    assertEquals(expected, Tx.codes(e.cancellationReasons()));
    assertEquals(CANCELLED + expected, e.awsErrorDetails().errorMessage());
    CancellationReason reason = e.cancellationReasons().get(position);
    assertEquals(CONDITION_FAILED, reason.message());
    assertFalse(reason.hasItem(), "an Item without ReturnValuesOnConditionCheckFailure: " + reason);
    for (String id : IDS) {
      assertEquals(Tx.item(id, "old"), Tx.read(dynamo.client(), table, id), "item " + id);
    }
  }

  @Test
  void everyFailedConditionHasItsReason() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b", "c");

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.action(table, Action.PUT, "a", FAILS),
            Tx.action(table, Action.UPDATE, "b", PASSES),
            Tx.action(table, Action.CONDITION_CHECK, "c", FAILS))));

    assertEquals(List.of("ConditionalCheckFailed", "None", "ConditionalCheckFailed"),
        Tx.codes(e.cancellationReasons()));
    assertEquals(CANCELLED + "[ConditionalCheckFailed, None, ConditionalCheckFailed]",
        e.awsErrorDetails().errorMessage());
  }

  @ParameterizedTest
  @EnumSource(Action.class)
  void allOldPutsTheItemInTheReason(Action failing) {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "b");

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.action(table, Action.UPDATE, "a", PASSES, ReturnValuesOnConditionCheckFailure.ALL_OLD),
            Tx.action(table, failing, "b", FAILS, ReturnValuesOnConditionCheckFailure.ALL_OLD))));

    assertEquals(List.of("None", "ConditionalCheckFailed"), Tx.codes(e.cancellationReasons()));
    assertFalse(e.cancellationReasons().get(0).hasItem(), "the passing action returns no item");
    assertEquals(Tx.item("b", "old"), e.cancellationReasons().get(1).item());
    assertEquals(Tx.item("a", "old"), Tx.read(dynamo.client(), table, "a"));
  }

  @ParameterizedTest
  @EnumSource(Action.class)
  void allOldOnAMissingItemReturnsNoItem(Action failing) {
    String table = dynamo.tableName();

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.action(table, failing, "missing", PASSES,
                ReturnValuesOnConditionCheckFailure.ALL_OLD))));

    assertEquals(List.of("ConditionalCheckFailed"), Tx.codes(e.cancellationReasons()));
    assertFalse(e.cancellationReasons().get(0).hasItem(), e.cancellationReasons().toString());
    assertEquals(Map.of(), Tx.read(dynamo.client(), table, "missing"));
  }

  @Test
  void anUpdateThatGrowsAnItemOver400KbCancelsWithAValidationError() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "a", "big");

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.action(table, Action.UPDATE, "a", PASSES),
            TransactWriteItem.builder().update(update -> update.tableName(table)
                .key(Tx.key("big")).updateExpression("SET p = :p")
                .expressionAttributeValues(Map.of(":p", Tx.sized("big", 410_000).get("p"))))
                .build())));

    assertEquals(List.of("None", "ValidationError"), Tx.codes(e.cancellationReasons()));
    assertEquals(CANCELLED + "[None, ValidationError]", e.awsErrorDetails().errorMessage());
    String message = e.cancellationReasons().get(1).message();
    assertTrue(message != null
        && message.contains("Item size to update has exceeded the maximum allowed size"), message);
    assertEquals(Tx.item("a", "old"), Tx.read(dynamo.client(), table, "a"));
    assertEquals(Tx.item("big", "old"), Tx.read(dynamo.client(), table, "big"));
  }

  /**
   * The writes before a failing one are undone: an item replaced gets its old content back, an
   * item created is deleted again.
   */
  @Test
  void anUpdateThatCannotApplyUndoesTheWritesBeforeIt() {
    String table = dynamo.tableName();
    Tx.seed(dynamo.client(), table, "old", "replaced", "text");

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(
            Tx.put(table, Tx.item("replaced", "new")),
            Tx.put(table, Tx.item("created", "new")),
            TransactWriteItem.builder().update(update -> update.tableName(table)
                .key(Tx.key("text")).updateExpression("ADD v :one")
                .expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1")))).build())));

    assertEquals(List.of("None", "None", "ValidationError"), Tx.codes(e.cancellationReasons()));
    assertEquals("An operand in the update expression has an incorrect data type",
        e.cancellationReasons().get(2).message());
    assertEquals(Tx.item("replaced", "old"), Tx.read(dynamo.client(), table, "replaced"));
    assertEquals(Map.of(), Tx.read(dynamo.client(), table, "created"));
    assertEquals(Tx.item("text", "old"), Tx.read(dynamo.client(), table, "text"));
  }

  @Test
  void actionsMaySpanTables() throws InterruptedException {
    String table = dynamo.tableName();
    String other = table + "-other";
    TestTables.createKeyValue(dynamo.client(), other);
    try {
      dynamo.client().transactWriteItems(request -> request.transactItems(
          Tx.put(table, Tx.item("a", "here")), Tx.put(other, Tx.item("a", "there"))));

      assertEquals(Tx.item("a", "here"), Tx.read(dynamo.client(), table, "a"));
      assertEquals(Tx.item("a", "there"), Tx.read(dynamo.client(), other, "a"));
    } finally {
      dynamo.client().deleteTable(request -> request.tableName(other));
    }
  }
}
