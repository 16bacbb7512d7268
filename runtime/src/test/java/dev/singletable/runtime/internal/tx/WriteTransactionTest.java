package dev.singletable.runtime.internal.tx;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.internal.request.Operations;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;
import static dev.singletable.runtime.internal.tx.TransactionFixtures.TABLE;
import static dev.singletable.runtime.internal.tx.TransactionFixtures.follow;
import static dev.singletable.runtime.internal.tx.TransactionFixtures.key;
import static dev.singletable.runtime.internal.tx.TransactionFixtures.userKey;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The checks made before a transaction is sent, and the merge of counter updates of one item. */
class WriteTransactionTest {

  private static TransactWriteItem put(int i) {
    return TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(key("A#u" + i, "B#t"))).build();
  }

  private static WriteTransaction.Builder puts(int count) {
    WriteTransaction.Builder builder = WriteTransaction.builder("T.transact");
    for (int i = 0; i < count; i++) {
      builder.add(put(i), "Edge u" + i);
    }
    return builder;
  }

  @Test
  void aTransactionHoldsOneToOneHundredActions() {
    assertEquals(100, puts(100).build().request().transactItems().size());
    InvalidRequestException over = assertThrows(InvalidRequestException.class, () -> puts(101).build());
    assertEquals("T.transact: the transaction has 101 actions, but DynamoDB takes at most 100; actions 100 to 100"
        + " are over the limit. Split the writes into transactions of at most 100 actions.", over.getMessage());
    InvalidRequestException none = assertThrows(InvalidRequestException.class, () -> puts(0).build());
    assertEquals("T.transact: the transaction has no actions, but DynamoDB takes 1 to 100. Add an action, or send"
        + " nothing.", none.getMessage());
  }

  @Test
  void twoActionsOnOneItemAreRefusedWithTheirPositions() {
    TransactWriteItem deleteU1 = TransactWriteItem.builder().delete(Delete.builder().tableName(TABLE)
        .key(key("A#u1", "B#t")).build()).build();
    TransactWriteItem checkU3 = TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName(TABLE)
        .key(key("A#u3", "B#t")).conditionExpression("attribute_exists(PK)").build()).build();
    WriteTransaction.Builder builder = puts(5).add(deleteU1, "Edge u1 again")
        .add(checkU3, FailedCondition.NOT_FOUND, "Edge u3 again").add(put(1), "Edge u1 thrice");

    InvalidRequestException e = assertThrows(InvalidRequestException.class, builder::build);

    assertEquals("T.transact: actions [1, 5, 7] (Edge u1; Edge u1 again; Edge u1 thrice) all act on the item"
        + " PK=A#u1 SK=B#t of table t; actions [3, 6] (Edge u3; Edge u3 again) all act on the item PK=A#u3 SK=B#t of table t. DynamoDB refuses two actions"
        + " on one item in a transaction. Merge them into one action (CounterUpdate.plus merges two counter"
        + " updates of one item).", e.getMessage());
  }

  @Test
  void theSameKeyInAnotherTableOrWithAnotherSortKeyIsAnotherItem() {
    TransactWriteItem otherTable = TransactWriteItem.builder().put(p -> p.tableName("other")
        .item(key("A#u0", "B#t"))).build();
    TransactWriteItem otherSortKey = TransactWriteItem.builder().put(p -> p.tableName(TABLE)
        .item(key("A#u0", "B#s"))).build();
    assertEquals(3, puts(1).add(otherTable, "x").add(otherSortKey, "y").build().actions().size());
  }

  @Test
  void aSelfFollowMergesBothCounterUpdatesIntoOneAction() {
    WriteTransaction self = follow("alice", "alice");

    assertEquals(2, self.actions().size());
    Update update = self.actions().get(1).item().update();
    assertEquals(userKey("alice"), update.key());
    assertEquals("ADD #n0 :n0, #n1 :n1", update.updateExpression());
    assertEquals(Map.of("#n0", "following", "#n1", "followers", "#pk", "PK"), update.expressionAttributeNames());
    assertEquals(Map.of(":n0", AttributeValue.fromN("1"), ":n1", AttributeValue.fromN("1")),
        update.expressionAttributeValues());
    assertEquals("attribute_exists(#pk)", update.conditionExpression());
  }

  @Test
  void mergedDeltasOfOneCounterAddUp() {
    CounterUpdate sum = CounterUpdate.of(TABLE, userKey("a"), "followers", 1, false)
        .plus(CounterUpdate.of(TABLE, userKey("a"), "followers", -3, false));
    assertEquals(Map.of("followers", -2L), sum.deltas());
    Update update = sum.action().update();
    assertEquals("ADD #n0 :n0", update.updateExpression());
    assertEquals(null, update.conditionExpression());
    assertThrows(IllegalArgumentException.class,
        () -> sum.plus(CounterUpdate.of(TABLE, userKey("b"), "followers", 1, false)));
  }

  @Test
  void everyTransactionHasItsOwnToken() {
    String token = follow("alice", "bob").clientRequestToken();
    assertEquals(token, UUID.fromString(token).toString());
    assertNotEquals(token, follow("alice", "bob").clientRequestToken());
  }

  @Test
  void anActionsConditionAndItsMeaningGoTogether() {
    WriteTransaction.Builder builder = WriteTransaction.builder("T.transact");
    assertThrows(IllegalArgumentException.class, () -> builder.add(put(0), FailedCondition.ALREADY_EXISTS, "x"));
    assertThrows(IllegalArgumentException.class,
        () -> builder.add(Operations.createAction(TABLE, key("A#u0", "B#t")), "x"));
  }
}
