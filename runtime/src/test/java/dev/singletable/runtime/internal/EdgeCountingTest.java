package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.End;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** The transactions of a counted edge: node keys read from the edge key, and a self-edge in one action. */
class EdgeCountingTest {
  private static final EdgeCounting FOLLOW = EdgeCounting.of("ACTOR", "TARGET",
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
    assertEquals("b#b%", FOLLOW.nodeId(followers, edge("alice", "b#b%")));
    assertEquals("USER#alice", FOLLOW.nodeKey(FOLLOW.counters().get(0), edge("alice", "bob")).get("PK").s());
  }

  @Test
  void aFollowIsThePutThenOneAddPerNode() {
    List<TransactWriteItem> items = FOLLOW.transaction("t", edge("alice", "bob"), 1).request().transactItems();
    assertEquals(3, items.size());
    assertEquals("attribute_not_exists(#pk)", items.get(0).put().conditionExpression());
    assertEquals("USER#alice", items.get(1).update().key().get("PK").s());
    assertEquals("ADD #c0 :c0", items.get(1).update().updateExpression());
    assertEquals("following", items.get(1).update().expressionAttributeNames().get("#c0"));
    assertEquals("attribute_exists(#pk)", items.get(1).update().conditionExpression());
    assertEquals("USER#bob", items.get(2).update().key().get("PK").s());
    assertEquals("followers", items.get(2).update().expressionAttributeNames().get("#c0"));
  }

  @Test
  void aSelfUnfollowIsTheDeleteAndOneActionOnTheNodeWithBothCounters() {
    WriteTransaction unfollow = FOLLOW.transaction("t", edge("alice", "alice"), -1);
    List<TransactWriteItem> items = unfollow.request().transactItems();
    assertEquals(2, items.size());
    assertEquals("attribute_exists(#pk)", items.get(0).delete().conditionExpression());
    assertEquals("ADD #c0 :c0, #c1 :c1", items.get(1).update().updateExpression());
    assertEquals(Map.of(":c0", AttributeValue.fromN("-1"), ":c1", AttributeValue.fromN("-1")),
        items.get(1).update().expressionAttributeValues());
    assertEquals(FailedCondition.MISSING_NODE, unfollow.actions().get(1).ifConditionFails());
    assertTrue(unfollow.actions().get(1).label().contains("User 'alice'"));
  }
}
