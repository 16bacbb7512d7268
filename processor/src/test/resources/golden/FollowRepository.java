package dev.singletable.samples.social;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.Arguments;
import dev.singletable.runtime.internal.GetBatch;
import dev.singletable.runtime.internal.Listing;
import dev.singletable.runtime.internal.Operations;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.runtime.internal.WriteBatch;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Follow} edges:
 * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
 * on index GSI1, {@code GSI1PK = TARGET#<followee>}, {@code GSI1SK = ACTOR#<follower>}.
 *
 * <p>Every read is a GetItem or a Query on a known key, never a Scan. Bad input, null arguments
 * included, is refused with a {@link dev.singletable.runtime.SingleTableException} before any
 * request is sent.
 * Thread-safe.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowRepository {
  private static final Listing BY_FOLLOWER = Listing.base(FollowKeys.TYPE,
      FollowKeys.TARGET_PREFIX + "#");

  private static final Listing BY_FOLLOWEE = Listing.inverted(FollowKeys.TYPE,
      FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + "#");

  private final TableContext context;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or
   *     {@code tableName} is null or blank
   */
  public FollowRepository(DynamoDbClient client, String tableName) {
    this.context = TableContext.of(client, tableName, "new FollowRepository");
  }

  /**
   * The physical table name.
   */
  public String tableName() {
    return context.tableName();
  }

  /**
   * Writes the edge unless it exists (PutItem with {@code attribute_not_exists(PK)}).
   * Repeating it is harmless: the stored item is left as it was.
   *
   * @return true if this call created the edge, false if it already existed
   */
  public boolean create(Follow follow) {
    Arguments.requireItem(follow, "FollowRepository.create", "follow", "Follow");
    return context.sync().execute(Operations.putIfAbsent(context.tableName(),
        FollowItemMapper.INSTANCE.toItem(follow)));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys.
   */
  public void put(Follow follow) {
    Arguments.requireItem(follow, "FollowRepository.put", "follow", "Follow");
    context.sync().execute(Operations.put(context.tableName(),
        FollowItemMapper.INSTANCE.toItem(follow)));
  }

  /**
   * The edge, or empty when it does not exist: one GetItem.
   */
  public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
    Arguments.requireConsistency(consistency, "FollowRepository.get", "consistency");
    return context.sync().execute(Operations.get(context.tableName(),
        FollowKeys.primaryKey(follower, followee), consistency, FollowItemMapper.INSTANCE));
  }

  /**
   * As {@link #get(String, String, ReadConsistency)}, eventually consistent.
   */
  public Optional<Follow> get(String follower, String followee) {
    return get(follower, followee, ReadConsistency.EVENTUAL);
  }

  /**
   * As {@link #get(String, String, ReadConsistency)}
   * with the ids of {@code follow}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follow} or one of its ids is null
   */
  public Optional<Follow> get(Follow follow, ReadConsistency consistency) {
    Arguments.requireKey(follow, "FollowRepository.get", "follow", "Follow");
    return get(follow.follower(), follow.followee(), consistency);
  }

  /**
   * As {@link #get(String, String)}
   * with the ids of {@code follow}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follow} or one of its ids is null
   */
  public Optional<Follow> get(Follow follow) {
    Arguments.requireKey(follow, "FollowRepository.get", "follow", "Follow");
    return get(follow.follower(), follow.followee());
  }

  /**
   * Whether the edge exists: one GetItem that fetches only the key.
   */
  public boolean exists(String follower, String followee, ReadConsistency consistency) {
    Arguments.requireConsistency(consistency, "FollowRepository.exists", "consistency");
    return context.sync().execute(Operations.exists(context.tableName(),
        FollowKeys.primaryKey(follower, followee), consistency));
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String follower, String followee) {
    return exists(follower, followee, ReadConsistency.EVENTUAL);
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}
   * with the ids of {@code follow}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follow} or one of its ids is null
   */
  public boolean exists(Follow follow, ReadConsistency consistency) {
    Arguments.requireKey(follow, "FollowRepository.exists", "follow", "Follow");
    return exists(follow.follower(), follow.followee(), consistency);
  }

  /**
   * As {@link #exists(String, String)}
   * with the ids of {@code follow}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follow} or one of its ids is null
   */
  public boolean exists(Follow follow) {
    Arguments.requireKey(follow, "FollowRepository.exists", "follow", "Follow");
    return exists(follow.follower(), follow.followee());
  }

  /**
   * Deletes the edge.
   *
   * @return true if it existed
   */
  public boolean delete(String follower, String followee) {
    return context.sync().execute(Operations.delete(context.tableName(),
        FollowKeys.primaryKey(follower, followee)));
  }

  /**
   * As {@link #delete(String, String)}
   * with the ids of {@code follow}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code follow} or one of its ids is null
   */
  public boolean delete(Follow follow) {
    Arguments.requireKey(follow, "FollowRepository.delete", "follow", "Follow");
    return delete(follow.follower(), follow.followee());
  }

  /**
   * One page of the Follow edges from {@code follower}, in followee order:
   * a Query on the table.
   * For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to
   * {@link dev.singletable.runtime.ListOptions#after(String)}.
   */
  public Page<Follow> following(String follower, ListOptions options) {
    Arguments.requireOptions(options, "FollowRepository.following", "options");
    return context.sync().page(Operations.list(context.tableName(), BY_FOLLOWER,
        FollowKeys.sourceKey(follower), options, FollowItemMapper.INSTANCE));
  }

  /**
   * As {@link #following(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Follow> following(String follower) {
    return following(follower, ListOptions.defaults());
  }

  /**
   * All the Follow edges from {@code follower}, in followee order:
   * a Query on the table,
   * fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowing(String follower, ListOptions options) {
    Arguments.requireOptions(options, "FollowRepository.streamFollowing", "options");
    return context.sync().stream(Operations.list(context.tableName(), BY_FOLLOWER,
        FollowKeys.sourceKey(follower), options, FollowItemMapper.INSTANCE));
  }

  /**
   * As {@link #streamFollowing(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Follow> streamFollowing(String follower) {
    return streamFollowing(follower, ListOptions.defaults());
  }

  /**
   * One page of the Follow edges into {@code followee}, in follower order:
   * a Query on index GSI1, eventually consistent.
   * For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to
   * {@link dev.singletable.runtime.ListOptions#after(String)}.
   */
  public Page<Follow> followers(String followee, ListOptions options) {
    Arguments.requireOptions(options, "FollowRepository.followers", "options");
    return context.sync().page(Operations.list(context.tableName(), BY_FOLLOWEE,
        FollowKeys.targetKey(followee), options, FollowItemMapper.INSTANCE));
  }

  /**
   * As {@link #followers(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Follow> followers(String followee) {
    return followers(followee, ListOptions.defaults());
  }

  /**
   * All the Follow edges into {@code followee}, in follower order:
   * a Query on index GSI1, eventually consistent,
   * fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowers(String followee, ListOptions options) {
    Arguments.requireOptions(options, "FollowRepository.streamFollowers", "options");
    return context.sync().stream(Operations.list(context.tableName(), BY_FOLLOWEE,
        FollowKeys.targetKey(followee), options, FollowItemMapper.INSTANCE));
  }

  /**
   * As {@link #streamFollowers(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Follow> streamFollowers(String followee) {
    return streamFollowers(followee, ListOptions.defaults());
  }

  /**
   * The edges with the ids of {@code follows}, one element per record in the same order: the
   * stored edge, or empty when it does not exist. BatchGetItem, 100 keys a call; a key asked for
   * twice is read once. Keys DynamoDB leaves unprocessed are resent with backoff
   * ({@link BatchSettings#defaults()}). The records' other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if a record or one of its ids is null, or an
   *     id cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
   *     of the batch unprocessed after the last attempt; it lists what was not done
   */
  public List<Optional<Follow>> getAll(List<Follow> follows, ReadConsistency consistency) {
    Arguments.requireConsistency(consistency, "FollowRepository.getAll", "consistency");
    return new GetBatch<>(follows,
        follow -> FollowKeys.primaryKey(follow.follower(), follow.followee()),
        "FollowRepository.getAll", "follows", "Follow")
        .execute(context, FollowItemMapper.INSTANCE, consistency, BatchSettings.defaults());
  }

  /**
   * As {@link #getAll(List, ReadConsistency)}, eventually consistent.
   */
  public List<Optional<Follow>> getAll(List<Follow> follows) {
    return getAll(follows, ReadConsistency.EVENTUAL);
  }

  /**
   * Writes every edge of {@code follows}, replacing stored items with the same keys: BatchWriteItem,
   * 25 a call, in iteration order; when an edge comes twice the later one is stored. Writes DynamoDB
   * leaves unprocessed are resent with backoff ({@link BatchSettings#defaults()}).
   *
   * @throws dev.singletable.runtime.InvalidItemException if a record is null or a value cannot be
   *     stored, before any request
   * @throws dev.singletable.runtime.InvalidKeyException if an id cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
   *     of the batch unprocessed after the last attempt; it lists what was not done
   */
  public void putAll(Collection<Follow> follows) {
    new WriteBatch().putAll(follows, FollowItemMapper.INSTANCE,
        "FollowRepository.putAll", "follows", "Follow").execute(context, BatchSettings.defaults());
  }

  /**
   * Deletes the edges with the ids of {@code follows} (their other components are ignored):
   * BatchWriteItem, 25 a call. Deleting an edge that does not exist is not an error. Writes DynamoDB
   * leaves unprocessed are resent with backoff ({@link BatchSettings#defaults()}).
   *
   * @throws dev.singletable.runtime.InvalidKeyException if a record or one of its ids is null, or an
   *     id cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
   *     of the batch unprocessed after the last attempt; it lists what was not done
   */
  public void deleteAll(Collection<Follow> follows) {
    new WriteBatch().deleteAll(follows,
        follow -> FollowKeys.primaryKey(follow.follower(), follow.followee()),
        "FollowRepository.deleteAll", "follows", "Follow")
        .execute(context, BatchSettings.defaults());
  }
}
