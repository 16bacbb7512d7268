package dev.singletable.samples.social;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.EdgeRepository;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.Reshard;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.Listing;
import dev.singletable.runtime.internal.query.ShardedListing;
import dev.singletable.runtime.internal.tx.EdgeCounting;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Follow} edges:
 * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
 * on index GSI1, {@code GSI1PK = TARGET#<followee>#<shard 0-3>}, {@code GSI1SK = ACTOR#<follower>}.
 * What it does with records, and how it refuses bad input, is {@link EdgeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowRepository extends EdgeRepository<Follow> {
  private static final Listing BY_FOLLOWER = Listing.base(FollowKeys.TYPE,
      FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING);

  private static final ShardedListing BY_FOLLOWEE = ShardedListing.inverted(FollowKeys.TYPE,
      FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + Layout.DELIMITER, SortId.STRING,
      FollowKeys.INVERTED_INDEX_SHARDS);

  private static final EdgeCounting COUNTING = EdgeCounting.of(FollowKeys.SOURCE_PREFIX,
      SortId.STRING, FollowKeys.TARGET_PREFIX, SortId.STRING,
    new EdgeCounting.Counter("User", "ACTOR", "following", End.SOURCE, Listing.base(FollowKeys.TYPE,
        FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING)),
    new EdgeCounting.Counter("User", "ACTOR", "followers", ShardedListing.inverted(FollowKeys.TYPE,
        FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + Layout.DELIMITER, SortId.STRING,
        FollowKeys.INVERTED_INDEX_SHARDS)));

  /**
   * Over {@code client} (never closed here) and the physical table {@code tableName}.
   */
  public FollowRepository(DynamoDbClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #FollowRepository(DynamoDbClient, String)}; batches and cursors follow {@code settings}.
   */
  public FollowRepository(DynamoDbClient client, String tableName, TableSettings settings) {
    super(TableContext.of(client, tableName, settings, "new FollowRepository"),
        FollowMapper.INSTANCE, "FollowRepository", "Follow", "follow", "follows", COUNTING);
  }

  /**
   * The edge, or empty when it does not exist: one GetItem.
   */
  public Optional<Follow> get(String follower, String followee, ReadConsistency consistency) {
    return getByKey(FollowKeys.primaryKey(follower, followee), consistency);
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
    return existsByKey(FollowKeys.primaryKey(follower, followee), consistency);
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String follower, String followee) {
    return exists(follower, followee, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the edge; true if it existed.
   */
  public boolean delete(String follower, String followee) {
    return deleteByKey(FollowKeys.primaryKey(follower, followee));
  }

  /**
   * Changes the edge's attributes as {@code update} says, without reading it first: one UpdateItem,
   * conditioned on the edge existing; counters are left as they are.
   * The result is the edge as stored afterwards; nothing is written if a condition fails.
   *
   * @throws dev.singletable.runtime.ItemNotFoundException if there is no such edge
   * @throws dev.singletable.runtime.ConditionFailedException if a condition of {@code update} does not hold
   * @throws dev.singletable.runtime.InvalidRequestException if {@code update} is null or changes nothing
   */
  public Follow update(String follower, String followee, FollowUpdate update) {
    return updateByKey(FollowKeys.primaryKey(follower, followee), update);
  }

  /**
   * One page of the Follow edges from {@code follower}, in followee order
   * (a Query on the table).
   */
  public Page<Follow> following(String follower, ListOptions options) {
    return pageOf(BY_FOLLOWER, FollowKeys.sourceKey(follower), options, "following");
  }

  /**
   * As {@link #following(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Follow> following(String follower) {
    return following(follower, ListOptions.defaults());
  }

  /**
   * All the Follow edges from {@code follower}, in followee order
   * (a Query on the table), fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowing(String follower, ListOptions options) {
    return streamOf(BY_FOLLOWER, FollowKeys.sourceKey(follower), options, "streamFollowing");
  }

  /**
   * As {@link #streamFollowing(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Follow> streamFollowing(String follower) {
    return streamFollowing(follower, ListOptions.defaults());
  }

  /**
   * How many Follow edges there are from {@code follower}:
   * a paged Select COUNT Query on the table, billed like reading the items
   * (DynamoDB bills the items it examines), exact only at one moment.
   */
  public long countFollowing(String follower, ListOptions options) {
    return countOf(BY_FOLLOWER, FollowKeys.sourceKey(follower), options, "countFollowing");
  }

  /**
   * As {@link #countFollowing(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public long countFollowing(String follower) {
    return countFollowing(follower, ListOptions.defaults());
  }

  /**
   * One page of the Follow edges into {@code followee}, in follower order
   * (a Query on each of the 4 shards of index GSI1, merged in order,
   * eventually consistent).
   */
  public Page<Follow> followers(String followee, ListOptions options) {
    return pageOf(BY_FOLLOWEE, FollowKeys.targetKey(followee), options, "followers");
  }

  /**
   * As {@link #followers(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Follow> followers(String followee) {
    return followers(followee, ListOptions.defaults());
  }

  /**
   * All the Follow edges into {@code followee}, in follower order
   * (a Query on each of the 4 shards of index GSI1, merged in order,
   * eventually consistent), fetched page by page as the stream is consumed.
   */
  public Stream<Follow> streamFollowers(String followee, ListOptions options) {
    return streamOf(BY_FOLLOWEE, FollowKeys.targetKey(followee), options, "streamFollowers");
  }

  /**
   * As {@link #streamFollowers(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Follow> streamFollowers(String followee) {
    return streamFollowers(followee, ListOptions.defaults());
  }

  /**
   * How many Follow edges there are into {@code followee}:
   * a paged Select COUNT Query on each of the 4 shards of index GSI1, billed like reading the items
   * (DynamoDB bills the items it examines), exact only at one moment.
   */
  public long countFollowers(String followee, ListOptions options) {
    return countOf(BY_FOLLOWEE, FollowKeys.targetKey(followee), options, "countFollowers");
  }

  /**
   * As {@link #countFollowers(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public long countFollowers(String followee) {
    return countFollowers(followee, ListOptions.defaults());
  }

  /**
   * Repairs {@code User.following} of the node {@code follower} from the edges: counts the Follow edges from it
   * (paged Query, {@code Select COUNT}), sets the counter to that count and returns it. An operator's tool:
   * exact only if no such edge is created or deleted while it runs (user guide, counted edges, "Recount").
   *
   * @throws dev.singletable.runtime.MissingNodeException if the node does not exist
   */
  public long recountUserFollowing(String follower) {
    return recountByKey(0, FollowKeys.sourceKey(follower), "recountUserFollowing");
  }

  /**
   * Repairs {@code User.followers} of the node {@code followee} from the edges: counts the Follow edges into it
   * (paged Query, {@code Select COUNT}), sets the counter to that count and returns it. An operator's tool:
   * exact only if no such edge is created or deleted while it runs (user guide, counted edges, "Recount").
   * The edges sit in 4 shards of the index, each counted with its own Query (or more).
   *
   * @throws dev.singletable.runtime.MissingNodeException if the node does not exist
   */
  public long recountUserFollowers(String followee) {
    return recountByKey(1, FollowKeys.targetKey(followee), "recountUserFollowers");
  }

  /**
   * The migration of the stored {@link Follow} edges to the 4 index shards this code was
   * generated with. Run it ({@code run}, or {@code step} by step) after deploying a change of
   * {@code invertedIndexShards}: one Scan of the table, one UpdateItem per edge moved. See
   * {@link Reshard}.
   */
  public Reshard reshard() {
    return reshardTo(FollowKeys.INVERTED_INDEX, FollowKeys.INVERTED_INDEX_SHARDS);
  }
}
