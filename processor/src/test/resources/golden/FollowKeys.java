package dev.singletable.samples.social;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.codec.Keys;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Follow} items:
 * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
 * on index GSI1, {@code GSI1PK = TARGET#<followee>#<shard 0-3>}, {@code GSI1SK = at#<followedAt>#ACTOR#<follower>}.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowKeys {
  /**
   * The {@code _type} attribute of every Follow item.
   */
  public static final String TYPE = "Follow";

  /**
   * The prefix of source keys.
   */
  public static final String SOURCE_PREFIX = "ACTOR";

  /**
   * The prefix of target keys.
   */
  public static final String TARGET_PREFIX = "TARGET";

  /**
   * The global secondary index that flips the keys.
   */
  public static final String INVERTED_INDEX = "GSI1";

  /**
   * How many shards the inverted index spreads the edges into one target over: its partition
   * key is the target key, {@code #} and the shard, a hash of the source id
   * ({@code dev.singletable.layout.Shards}).
   */
  public static final int INVERTED_INDEX_SHARDS = 4;

  private FollowKeys() {
  }

  /**
   * The source key {@code ACTOR#<follower>}: the partition key of the edges from it,
   * and the sort key on the inverted index.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follower} is null or empty,
   *     or the key is longer than 1024 UTF-8 bytes
   */
  public static String sourceKey(String follower) {
    return Keys.string(SOURCE_PREFIX + Layout.DELIMITER, follower, "Follow.follower", 1024);
  }

  /**
   * The target key {@code TARGET#<followee>}: the sort key of the edges to it,
   * and the partition key on the inverted index.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code followee} is null or empty,
   *     or the key is longer than 1024 UTF-8 bytes
   */
  public static String targetKey(String followee) {
    return Keys.string(TARGET_PREFIX + Layout.DELIMITER, followee, "Follow.followee", 1024);
  }

  /**
   * The primary key of one edge, for GetItem and DeleteItem.
   */
  public static Map<String, AttributeValue> primaryKey(String follower, String followee) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put(Layout.PK, AttributeValue.createS(sourceKey(follower)));
    key.put(Layout.SK, AttributeValue.createS(targetKey(followee)));
    return key;
  }

  /**
   * The sort key {@code at#<followedAt>#<source key>} of the inverted index GSI1: the edges into one target
   * sort by {@code followedAt}, then by source. {@code sourceKey} is {@link #sourceKey}'s.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code followedAt} is null or outside
   *     the years 0000 to 9999, or the key is longer than 1024 UTF-8 bytes
   */
  public static String invertedSortKey(Instant followedAt, String sourceKey) {
    return Keys.followedBy(Keys.instant("at" +
        Layout.DELIMITER, followedAt, "Follow.followedAt", 1024) + Layout.DELIMITER,
        sourceKey, "Follow.follower", 1024);
  }
}
