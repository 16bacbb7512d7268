package dev.singletable.samples.social;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.Listing;
import dev.singletable.runtime.internal.Operations;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads and writes {@link Follow} edges:
 * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
 * on index GSI1, {@code GSI1PK = TARGET#<followee>}, {@code GSI1SK = ACTOR#<follower>}.
 *
 * <p>Every read is a GetItem or a Query on a known key, never a Scan. Bad input is refused
 * with a {@link dev.singletable.runtime.SingleTableException} before any request is sent.
 * Thread-safe.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowRepository {
  private static final Listing BY_FOLLOWER = Listing.base(FollowKeys.TYPE,
      FollowKeys.TARGET_PREFIX + "#");

  private static final Listing BY_FOLLOWEE = Listing.inverted(FollowKeys.TYPE,
      FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + "#");

  private final DynamoDbClient client;

  private final String tableName;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   */
  public FollowRepository(DynamoDbClient client, String tableName) {
    this.client = Objects.requireNonNull(client, "client");
    this.tableName = Objects.requireNonNull(tableName, "tableName");
  }

  /**
   * The physical table name.
   */
  public String tableName() {
    return tableName;
  }

  /**
   * Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}).
   * Repeating it is harmless: the stored item is left as it was.
   *
   * @return true if this call created the edge, false if it already existed
   */
  public boolean create(Follow follow) {
    return Operations.putIfAbsent(client, tableName, FollowItemMapper.INSTANCE.toItem(follow));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys.
   */
  public void put(Follow follow) {
    Operations.put(client, tableName, FollowItemMapper.INSTANCE.toItem(follow));
  }

  /**
   * The edge, or empty when it does not exist: one GetItem.
   */
  public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
    Map<String, AttributeValue> item = Operations.get(client, tableName,
        FollowKeys.primaryKey(follower, followee), consistency);
    return item == null ? Optional.empty() : Optional.of(FollowItemMapper.INSTANCE.fromItem(item));
  }

  /**
   * As {@link #get(String, String, ReadConsistency)}, eventually consistent.
   */
  public Optional<Follow> get(String follower, String followee) {
    return get(follower, followee, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the edge exists: one GetItem that fetches only the key.
   */
  public boolean exists(String follower, String followee, ReadConsistency consistency) {
    return Operations.exists(client, tableName, FollowKeys.primaryKey(follower, followee),
        consistency);
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String follower, String followee) {
    return exists(follower, followee, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the edge.
   *
   * @return true if it existed
   */
  public boolean delete(String follower, String followee) {
    return Operations.delete(client, tableName, FollowKeys.primaryKey(follower, followee));
  }

  /**
   * One page of the Follow edges from {@code follower}, in followee order:
   * a Query on the table.
   * For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to
   * {@link dev.singletable.runtime.ListOptions#after(String)}.
   */
  public Page<Follow> followsOfFollower(String follower, ListOptions options) {
    return Operations.list(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), options,
        FollowItemMapper.INSTANCE);
  }

  /**
   * As {@link #followsOfFollower(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Follow> followsOfFollower(String follower) {
    return followsOfFollower(follower, ListOptions.defaults());
  }

  /**
   * All the Follow edges from {@code follower}, in followee order:
   * a Query on the table,
   * fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowsOfFollower(String follower, ListOptions options) {
    return Operations.stream(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower),
        options, FollowItemMapper.INSTANCE);
  }

  /**
   * As {@link #streamFollowsOfFollower(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Follow> streamFollowsOfFollower(String follower) {
    return streamFollowsOfFollower(follower, ListOptions.defaults());
  }

  /**
   * One page of the Follow edges into {@code followee}, in follower order:
   * a Query on index GSI1, eventually consistent.
   * For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to
   * {@link dev.singletable.runtime.ListOptions#after(String)}.
   */
  public Page<Follow> followsOfFollowee(String followee, ListOptions options) {
    return Operations.list(client, tableName, BY_FOLLOWEE, FollowKeys.targetKey(followee), options,
        FollowItemMapper.INSTANCE);
  }

  /**
   * As {@link #followsOfFollowee(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Follow> followsOfFollowee(String followee) {
    return followsOfFollowee(followee, ListOptions.defaults());
  }

  /**
   * All the Follow edges into {@code followee}, in follower order:
   * a Query on index GSI1, eventually consistent,
   * fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowsOfFollowee(String followee, ListOptions options) {
    return Operations.stream(client, tableName, BY_FOLLOWEE, FollowKeys.targetKey(followee),
        options, FollowItemMapper.INSTANCE);
  }

  /**
   * As {@link #streamFollowsOfFollowee(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Follow> streamFollowsOfFollowee(String followee) {
    return streamFollowsOfFollowee(followee, ListOptions.defaults());
  }
}
