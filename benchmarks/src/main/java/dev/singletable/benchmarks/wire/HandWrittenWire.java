package dev.singletable.benchmarks.wire;

import dev.singletable.benchmarks.FixedInstant;
import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.HandWrittenMapper;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The requests of a create and of a counted follow, written with the low-level client as a careful
 * engineer would: attribute names in expressions only where DynamoDB needs them (none of {@code PK},
 * {@code following}, {@code followers} is a reserved word), one value placeholder shared by both
 * counter updates, no parameter that is a default. The ClientRequestToken is left to the SDK, which
 * fills in a random one as the generated code does (both are 36-character UUIDs).
 */
public final class HandWrittenWire {
  /** The counted edges' table. */
  public static final String TABLE = "Wire";
  private static final String ABSENT = "attribute_not_exists(PK)";
  private static final String PRESENT = "attribute_exists(PK)";
  private static final AttributeValue MEMBER_SORT_KEY = AttributeValue.createS("#Member");
  private static final AttributeValue TYPE = AttributeValue.createS("CountedFollow");
  private static final Map<String, AttributeValue> ONE = Map.of(":one", AttributeValue.createN("1"));

  private HandWrittenWire() {}

  /** {@code follows.create(follow)}: PutItem unless the edge exists. */
  public static PutItemRequest create(Follow follow) {
    return PutItemRequest.builder().tableName(HandWrittenMapper.TABLE)
        .item(HandWrittenMapper.toItem(follow)).conditionExpression(ABSENT).build();
  }

  /**
   * {@code countedFollows.create(follow)}: the edge unless it exists, and {@code ADD 1} to the
   * follower's {@code following} and the followee's {@code followers}, each only if the member exists.
   * A self-follow would need one update of both counters; the benchmark's follow is not one.
   */
  public static TransactWriteItemsRequest countedFollow(CountedFollow follow) {
    return TransactWriteItemsRequest.builder().transactItems(List.of(
        TransactWriteItem.builder().put(Put.builder().tableName(TABLE).item(item(follow))
            .conditionExpression(ABSENT).build()).build(),
        counter(follow.follower(), "following"),
        counter(follow.followee(), "followers"))).build();
  }

  private static TransactWriteItem counter(String member, String attribute) {
    return TransactWriteItem.builder().update(Update.builder().tableName(TABLE)
        .key(Map.of("PK", AttributeValue.createS(HandWrittenMapper.sourceKey(member)), "SK", MEMBER_SORT_KEY))
        .updateExpression("ADD " + attribute + " :one").conditionExpression(PRESENT)
        .expressionAttributeValues(ONE).build()).build();
  }

  /** The item of a counted follow, laid out as {@link HandWrittenMapper} lays out a follow. */
  static Map<String, AttributeValue> item(CountedFollow follow) {
    AttributeValue source = AttributeValue.createS(HandWrittenMapper.sourceKey(follow.follower()));
    AttributeValue target = AttributeValue.createS(HandWrittenMapper.targetKey(follow.followee()));
    Map<String, AttributeValue> item = new HashMap<>(8);
    item.put("PK", source);
    item.put("SK", target);
    item.put("GSI1PK", target);
    item.put("GSI1SK", source);
    item.put("_type", TYPE);
    if (follow.followedAt() != null) {
      item.put("followedAt", AttributeValue.createS(FixedInstant.format(follow.followedAt())));
    }
    return item;
  }
}
