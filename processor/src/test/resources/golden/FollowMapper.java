package dev.singletable.samples.social;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Maps {@link Follow} to its DynamoDB item and back:
 * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
 * on index GSI1, {@code GSI1PK = TARGET#<followee>#<shard 0-3>}, {@code GSI1SK = at#<followedAt>#ACTOR#<follower>}.
 * {@code _type = Follow}, and one attribute per other component (null ones are left out).
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowMapper implements ItemMapper<Follow> {
  /**
   * The mapper; it holds no state.
   */
  public static final FollowMapper INSTANCE = new FollowMapper();

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(FollowKeys.TYPE);

  private FollowMapper() {
  }

  /**
   * The item of {@code follow}, with both key pairs and every non-null attribute.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null, empty or too long, or a
   *     component of an index key cannot be a key
   * @throws dev.singletable.runtime.InvalidItemException if {@code follow} is null or a value cannot be
   *     stored
   */
  @Override
  public Map<String, AttributeValue> toItem(Follow follow) {
    Arguments.requireItem(follow, "FollowMapper.toItem", "follow", "Follow");
    AttributeValue sourceKey = AttributeValue.createS(FollowKeys.sourceKey(follow.follower()));
    AttributeValue targetKey = AttributeValue.createS(FollowKeys.targetKey(follow.followee()));
    Map<String, AttributeValue> item = new HashMap<>(8);
    item.put(Layout.PK, sourceKey);
    item.put(Layout.SK, targetKey);
    item.put("GSI1PK", AttributeValue.createS(ShardedListingSpec.partitionKey(targetKey.s(), sourceKey.s(),
        FollowKeys.INVERTED_INDEX_SHARDS, "Follow.followee")));
    item.put("GSI1SK", AttributeValue.createS(FollowKeys.invertedSortKey(follow.followedAt(), sourceKey.s())));
    item.put(Layout.TYPE, TYPE_VALUE);
    if (follow.followedAt() != null) {
      item.put("followedAt", Values.instant(follow.followedAt(), "followedAt"));
    }
    // At most 4165 bytes and no text but checked keys: nothing to check before writing.
    return item;
  }

  /**
   * The record stored in {@code item}; ids are decoded from the keys.
   *
   * @throws dev.singletable.runtime.MalformedItemException if {@code item} is null or not a Follow item
   */
  @Override
  public Follow fromItem(Map<String, AttributeValue> item) {
    Arguments.requireStoredItem(item, "FollowMapper.fromItem", "item", "Follow");
    Values.checkType(item, FollowKeys.TYPE);
    String follower = Keys.decodeString(Values.requireString(item, Layout.PK),
        FollowKeys.SOURCE_PREFIX, "PK");
    String followee = Keys.decodeString(Values.requireString(item, Layout.SK),
        FollowKeys.TARGET_PREFIX, "SK");
    Instant followedAt = Values.readInstant(item, "followedAt");
    return new Follow(follower, followee, followedAt);
  }

  /**
   * The key of {@code follow}'s item: {@code PK} and {@code SK}.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follow} or an id is null, or an id
   *     is empty or too long
   */
  @Override
  public Map<String, AttributeValue> primaryKey(Follow follow) {
    Arguments.requireKey(follow, "FollowMapper.primaryKey", "follow", "Follow");
    return FollowKeys.primaryKey(follow.follower(), follow.followee());
  }
}
