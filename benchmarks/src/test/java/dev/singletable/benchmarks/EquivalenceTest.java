package dev.singletable.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.benchmarks.enhanced.EnhancedCalls;
import dev.singletable.benchmarks.enhanced.FollowBean;
import dev.singletable.benchmarks.enhanced.FollowImmutable;
import dev.singletable.benchmarks.enhanced.FollowSchemas;
import dev.singletable.runtime.InvalidItemException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every benchmarked variant makes the generated code's items and reads them back equal. */
class EquivalenceTest {
  private static final List<Follow> FOLLOWS = List.of(Canned.FOLLOW,
      new Follow("a#b%c", "%23#", Instant.parse("1970-01-01T00:00:00Z"), -1),
      new Follow("ünï", "😀", Instant.parse("2000-02-29T23:59:59.000000001Z"), Integer.MAX_VALUE),
      new Follow("x", "y", Instant.parse("9999-12-31T23:59:59.999999999Z"), 0),
      new Follow("x", "y", null, 5));
  private static final DynamoDbClient CLIENT =
      new FakeDynamoDb(Canned.queryResponse(), Canned.getItemResponse()).client();
  private static final DynamoDbEnhancedClient ENHANCED =
      DynamoDbEnhancedClient.builder().dynamoDbClient(CLIENT).build();

  @AfterAll
  static void close() {
    CLIENT.close();
  }

  @Test
  void handWrittenItemsEqualGeneratedItems() {
    for (Follow follow : FOLLOWS) {
      Map<String, AttributeValue> item = generated(follow);
      assertEquals(item, HandWrittenMapper.toItem(follow), follow::toString);
      assertEquals(follow, HandWrittenMapper.fromItem(item), follow::toString);
    }
  }

  @Test
  void enhancedItemsEqualGeneratedItems() {
    TableSchema<Follow> staticSchema = FollowSchemas.staticImmutable();
    TableSchema<FollowBean> beanSchema = FollowSchemas.bean();
    TableSchema<FollowImmutable> immutableSchema = FollowSchemas.immutable();
    for (Follow follow : FOLLOWS) {
      Map<String, AttributeValue> item = generated(follow);
      assertEquals(item, staticSchema.itemToMap(follow, true), follow::toString);
      assertEquals(item, beanSchema.itemToMap(FollowBean.of(follow), true), follow::toString);
      assertEquals(item, immutableSchema.itemToMap(FollowImmutable.of(follow), true),
          follow::toString);
      assertEquals(follow, staticSchema.mapToItem(item), follow::toString);
      assertEquals(follow, beanSchema.mapToItem(item).toFollow(), follow::toString);
      assertEquals(follow, immutableSchema.mapToItem(item).toFollow(), follow::toString);
    }
  }

  @Test
  void everyQueryVariantReadsTheCannedPage() {
    List<Follow> page = Canned.page();
    FollowRepository generated = new BenchTable(CLIENT, HandWrittenMapper.TABLE).follows();
    assertEquals(page, generated.followsOfFollower(Canned.FOLLOWER).page().items());
    assertEquals(page, new HandWrittenCalls(CLIENT).query(Canned.FOLLOWER));
    assertEquals(page, new EnhancedCalls<>(ENHANCED.table(HandWrittenMapper.TABLE,
        FollowSchemas.staticImmutable())).query(Canned.FOLLOWER));
    assertEquals(page, new EnhancedCalls<>(ENHANCED.table(HandWrittenMapper.TABLE,
        FollowSchemas.bean())).query(Canned.FOLLOWER).stream().map(FollowBean::toFollow)
        .collect(Collectors.toList()));
    assertEquals(page, new EnhancedCalls<>(ENHANCED.table(HandWrittenMapper.TABLE,
        FollowSchemas.immutable())).query(Canned.FOLLOWER).stream().map(FollowImmutable::toFollow)
        .collect(Collectors.toList()));
  }

  @Test
  void everyGetVariantReadsTheCannedItem() {
    Follow follow = Canned.FOLLOW;
    FollowRepository generated = new BenchTable(CLIENT, HandWrittenMapper.TABLE).follows();
    assertEquals(follow, generated.get(follow.follower(), follow.followee()).orElseThrow());
    assertEquals(follow, new HandWrittenCalls(CLIENT).get(follow.follower(), follow.followee()));
    assertEquals(follow, new EnhancedCalls<>(ENHANCED.table(HandWrittenMapper.TABLE,
        FollowSchemas.staticImmutable())).get(follow.follower(), follow.followee()));
  }

  /** No variant stores an instant whose text would sort out of time order. */
  @Test
  void everyVariantRefusesInstantsOutsideFourDigitYears() {
    for (Instant at : List.of(Instant.parse("+10000-01-01T00:00:00Z"), Instant.parse("-0001-12-31T00:00:00Z"))) {
      Follow follow = new Follow("x", "y", at, 0);
      assertThrows(InvalidItemException.class, () -> generated(follow), follow::toString);
      assertThrows(IllegalArgumentException.class, () -> HandWrittenMapper.toItem(follow), follow::toString);
      assertThrows(IllegalArgumentException.class, () -> FollowSchemas.staticImmutable().itemToMap(follow, true),
          follow::toString);
    }
  }

  private static Map<String, AttributeValue> generated(Follow follow) {
    return FollowMapper.INSTANCE.toItem(follow);
  }
}
