package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.End;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.internal.codec.KeyIds;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.codec.SortId;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import dev.singletable.runtime.internal.expr.Expr;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The transactions of a counted edge: node keys read from the edge key, and a self-edge in one action. */
class EdgeCountingTest {
  private static final EdgeCounting FOLLOW = EdgeCounting.of("ACTOR", SortId.STRING, "TARGET", SortId.STRING,
      new EdgeCounting.Counter("User", "USER", "following", End.SOURCE, null),
      new EdgeCounting.Counter("User", "USER", "followers", End.TARGET, null));

  private static Map<String, AttributeValue> edge(String follower, String followee) {
    return Map.of("PK", AttributeValue.fromS(Keys.string("ACTOR#", follower, "Follow.follower", 1024)),
        "SK", AttributeValue.fromS(Keys.string("TARGET#", followee, "Follow.followee", 1024)),
        "_type", AttributeValue.fromS("Follow"));
  }

  @Test
  void theNodeKeyIsTheEndsEncodedIdAfterTheNodePrefix() {
    EdgeCounting.Counter followers = FOLLOW.counters().get(1);
    Map<String, AttributeValue> key = FOLLOW.nodeKey(followers, edge("alice", "b#b%"));
    assertEquals(Map.of("PK", AttributeValue.fromS("USER#b%23b%25"), "SK", AttributeValue.fromS("#User")), key);
    assertEquals(new MissingNodeException.Node("User", "b#b%", "USER#b%23b%25", "#User"),
        FOLLOW.node(followers, edge("alice", "b#b%")));
    assertEquals("USER#alice", FOLLOW.nodeKey(FOLLOW.counters().get(0), edge("alice", "bob")).get("PK").s());
  }

  @Test
  void aFollowIsThePutThenOneAddPerNode() {
    List<TransactWriteItem> items = FOLLOW.transaction("t", edge("alice", "bob"), 1).request().transactItems();
    assertEquals(3, items.size());
    assertEquals("attribute_not_exists(#pk)", items.get(0).put().conditionExpression());
    assertEquals("USER#alice", items.get(1).update().key().get("PK").s());
    assertEquals("ADD #n0 :n0", items.get(1).update().updateExpression());
    assertEquals("following", items.get(1).update().expressionAttributeNames().get("#n0"));
    assertEquals("attribute_exists(#pk)", items.get(1).update().conditionExpression());
    assertEquals("USER#bob", items.get(2).update().key().get("PK").s());
    assertEquals("followers", items.get(2).update().expressionAttributeNames().get("#n0"));
  }

  @Test
  void aSelfUnfollowIsTheDeleteAndOneActionOnTheNodeWithBothCounters() {
    WriteTransaction unfollow = FOLLOW.transaction("t", edge("alice", "alice"), -1);
    List<TransactWriteItem> items = unfollow.request().transactItems();
    assertEquals(2, items.size());
    assertEquals("attribute_exists(#pk)", items.get(0).delete().conditionExpression());
    assertEquals("ADD #n0 :n0, #n1 :n1", items.get(1).update().updateExpression());
    assertEquals(Map.of(":n0", AttributeValue.fromN("-1"), ":n1", AttributeValue.fromN("-1")),
        items.get(1).update().expressionAttributeValues());
    assertEquals(FailedCondition.MISSING_NODE, unfollow.actions().get(1).ifConditionFails());
    assertTrue(unfollow.actions().get(1).label().contains("User 'alice'"));
  }

  /** A conditioned unfollow: the edge's Delete carries the condition after its own, and asks for the item. */
  @Test
  void aConditionedDeleteCarriesTheConditionOnTheEdgesAction() {
    Expr condition = new Expr.Compare("followedAt", Expr.Op.LT, AttributeValue.fromS("2026"));
    WriteTransaction unfollow = FOLLOW.transaction("t", edge("alice", "bob"), condition);
    Delete delete = unfollow.request().transactItems().get(0).delete();
    assertEquals("(attribute_exists(#pk)) AND (#c0 < :c0)", delete.conditionExpression());
    assertEquals(Map.of("#pk", "PK", "#c0", "followedAt"), delete.expressionAttributeNames());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, delete.returnValuesOnConditionCheckFailure());
    assertEquals(FailedCondition.CONDITION, unfollow.actions().get(0).ifConditionFails());
    assertEquals("ADD #n0 :n0", unfollow.request().transactItems().get(1).update().updateExpression(),
        "the counters' placeholders are not the condition's");
  }

  enum Level { LOW, HIGH }

  /**
   * A missing node is named by its id as the caller wrote it, read back by the end's id type from the
   * stored key ({@code 99}, not {@code 0000000000000000099}), and by its item's key as stored.
   */
  @Test
  void aNodeIsNamedByTheIdItsCallerGaveAndByItsStoredKey() {
    EdgeCounting loans = EdgeCounting.of("READER", SortId.LONG, "BOOK", SortId.UUID,
        new EdgeCounting.Counter("Reader", "READER", "loans", End.SOURCE, null),
        new EdgeCounting.Counter("Book", "BOOK", "loans", End.TARGET, null));
    UUID book = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    Map<String, AttributeValue> loan = Map.of("PK", AttributeValue.fromS(Keys.ofLong("READER#", 99, "r", 1024)),
        "SK", AttributeValue.fromS(Keys.uuid("BOOK#", book, "b", 1024)));
    assertEquals(new MissingNodeException.Node("Reader", "99", "READER#0000000000000000099", "#Reader"),
        loans.node(loans.counters().get(0), loan));
    assertEquals(new MissingNodeException.Node("Book", book.toString(), "BOOK#" + book, "#Book"),
        loans.node(loans.counters().get(1), loan));

    EdgeCounting seats = EdgeCounting.of("DESK", SortId.INT, "LEVEL", SortId.enumOf(Level.class),
        new EdgeCounting.Counter("Desk", "DESK", "seats", End.SOURCE, null),
        new EdgeCounting.Counter("Floor", "FLOOR", "seats", End.TARGET, null));
    Map<String, AttributeValue> seat = Map.of("PK", AttributeValue.fromS(Keys.ofInt("DESK#", -7, "d", 1024)),
        "SK", AttributeValue.fromS(Keys.enumName("LEVEL#", Level.HIGH, "l", 1024)));
    assertEquals(new MissingNodeException.Node("Desk", "-7", "DESK#-2147483641", "#Desk"),
        seats.node(seats.counters().get(0), seat));
    assertEquals(new MissingNodeException.Node("Floor", "HIGH", "FLOOR#HIGH", "#Floor"),
        seats.node(seats.counters().get(1), seat));

    WriteTransaction loanTransaction = loans.transaction("t", loan, 1);
    assertEquals("Reader '99'", loanTransaction.actions().get(1).label(), "messages use the caller's id");
    assertEquals("READER#0000000000000000099", loanTransaction.request().transactItems().get(1).update().key()
        .get("PK").s());
  }

  /** Every long and int id round-trips from its stored text to the text its caller writes. */
  @Test
  void everyNumericIdReadsBackAsItsCallerWritesIt() {
    Random random = new Random(18);
    for (int i = 0; i < 10_000; i++) {
      long id = i < 4 ? new long[] {0, -1, Long.MIN_VALUE, Long.MAX_VALUE}[i] : random.nextLong() >> random.nextInt(64);
      assertEquals(Long.toString(id), SortId.LONG.text(KeyIds.ofLong(id)));
      int small = (int) id;
      assertEquals(Integer.toString(small), SortId.INT.text(KeyIds.ofInt(small)));
    }
    UUID uuid = UUID.randomUUID();
    assertEquals(uuid.toString(), SortId.UUID.text(Keys.uuid("", uuid, "id", 1024)));
    assertEquals("a#b%c", SortId.STRING.text(KeyIds.escape("a#b%c")));
    assertEquals("HIGH", SortId.enumOf(Level.class).text("HIGH"));
    assertEquals("12x", SortId.LONG.text("12x"), "text no id of the type makes is kept as it is");
  }
}
