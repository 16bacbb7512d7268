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
 * Reads and writes {@link Follow} edges ({@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>}; on index GSI1 {@code GSI1PK = SK}, {@code GSI1SK = PK}).
 *
 * <p>Every read is a GetItem or a Query on a known key, never a Scan. Bad input is refused with a
 * {@link dev.singletable.runtime.SingleTableException} before any request is sent. Thread-safe.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowRepository {
  private static final Listing BY_FOLLOWER = Listing.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + "#");

  private static final Listing BY_FOLLOWEE = Listing.inverted(FollowKeys.TYPE, FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + "#");

  private final DynamoDbClient client;

  private final String tableName;

  /**
   * @param client the DynamoDB client (the repository never closes it)
   * @param tableName the physical table, which differs per environment
   */
  public FollowRepository(DynamoDbClient client, String tableName) {
    this.client = Objects.requireNonNull(client, "client");
    this.tableName = Objects.requireNonNull(tableName, "tableName");
  }

  /**
   * The physical table this repository reads and writes.
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
   * The edge, or empty when it does not exist (one GetItem, eventually consistent).
   */
  public Optional<Follow> get(String follower, String followee) {
    Map<String, AttributeValue> item = Operations.get(client, tableName, FollowKeys.primaryKey(follower, followee), ReadConsistency.EVENTUAL);
    return item == null ? Optional.empty() : Optional.of(FollowItemMapper.INSTANCE.fromItem(item));
  }

  /**
   * The edge, or empty when it does not exist (one GetItem).
   */
  public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
    Map<String, AttributeValue> item = Operations.get(client, tableName, FollowKeys.primaryKey(follower, followee), consistency);
    return item == null ? Optional.empty() : Optional.of(FollowItemMapper.INSTANCE.fromItem(item));
  }

  /**
   * Whether the edge exists: one GetItem that fetches only the key, eventually consistent.
   */
  public boolean exists(String follower, String followee) {
    return Operations.exists(client, tableName, FollowKeys.primaryKey(follower, followee), ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the edge exists: one GetItem that fetches only the key.
   */
  public boolean exists(String follower, String followee, ReadConsistency consistency) {
    return Operations.exists(client, tableName, FollowKeys.primaryKey(follower, followee), consistency);
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
   * One page of the Follow edges of {@code follower}, in followee key order (a Query on the table), the first {@link dev.singletable.runtime.ListOptions#defaults()} page.
   */
  public Page<Follow> followsOfFollower(String follower) {
    return Operations.list(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), ListOptions.defaults(), FollowItemMapper.INSTANCE);
  }

  /**
   * One page of the Follow edges of {@code follower}, in followee key order (a Query on the table), as {@code options} says; pass the page's {@link dev.singletable.runtime.Page#nextCursor()}
   * in {@link dev.singletable.runtime.ListOptions#after(String)} for the next page.
   */
  public Page<Follow> followsOfFollower(String follower, ListOptions options) {
    return Operations.list(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), options, FollowItemMapper.INSTANCE);
  }

  /**
   * All the Follow edges of {@code follower}, in followee key order (a Query on the table), fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowsOfFollower(String follower) {
    return Operations.stream(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), ListOptions.defaults(), FollowItemMapper.INSTANCE);
  }

  /**
   * All the Follow edges of {@code follower}, in followee key order (a Query on the table), fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowsOfFollower(String follower, ListOptions options) {
    return Operations.stream(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), options, FollowItemMapper.INSTANCE);
  }

  /**
   * One page of the Follow edges of {@code followee}, in follower key order (a Query on index GSI1 (eventually consistent)), the first {@link dev.singletable.runtime.ListOptions#defaults()} page.
   */
  public Page<Follow> followsOfFollowee(String followee) {
    return Operations.list(client, tableName, BY_FOLLOWEE, FollowKeys.targetKey(followee), ListOptions.defaults(), FollowItemMapper.INSTANCE);
  }

  /**
   * One page of the Follow edges of {@code followee}, in follower key order (a Query on index GSI1 (eventually consistent)), as {@code options} says; pass the page's {@link dev.singletable.runtime.Page#nextCursor()}
   * in {@link dev.singletable.runtime.ListOptions#after(String)} for the next page.
   */
  public Page<Follow> followsOfFollowee(String followee, ListOptions options) {
    return Operations.list(client, tableName, BY_FOLLOWEE, FollowKeys.targetKey(followee), options, FollowItemMapper.INSTANCE);
  }

  /**
   * All the Follow edges of {@code followee}, in follower key order (a Query on index GSI1 (eventually consistent)), fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowsOfFollowee(String followee) {
    return Operations.stream(client, tableName, BY_FOLLOWEE, FollowKeys.targetKey(followee), ListOptions.defaults(), FollowItemMapper.INSTANCE);
  }

  /**
   * All the Follow edges of {@code followee}, in follower key order (a Query on index GSI1 (eventually consistent)), fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowsOfFollowee(String followee, ListOptions options) {
    return Operations.stream(client, tableName, BY_FOLLOWEE, FollowKeys.targetKey(followee), options, FollowItemMapper.INSTANCE);
  }
}
