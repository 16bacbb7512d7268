package dev.singletable.samples.social;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.Backfill;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.EdgeRepository;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.Reshard;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.tx.EdgeCounting;
import java.time.Instant;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Follow} edges:
 * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
 * on index GSI1, {@code GSI1PK = TARGET#<followee>#<shard 0-3>}, {@code GSI1SK = at#<followedAt>#ACTOR#<follower>}.
 * What it does with records, and how it refuses bad input, is {@link EdgeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowRepository extends EdgeRepository<Follow> {
  private static final ListingSpec BY_FOLLOWER = ListingSpec.base(FollowKeys.TYPE,
      FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING);

  private static final ShardedListingSpec BY_FOLLOWEE = ShardedListingSpec.invertedLeading(FollowKeys.TYPE,
      FollowKeys.INVERTED_INDEX, "at" + Layout.DELIMITER, SortId.INSTANT,
      FollowKeys.INVERTED_INDEX_SHARDS);

  private static final EdgeCounting COUNTING = EdgeCounting.of(FollowKeys.SOURCE_PREFIX,
      SortId.STRING, FollowKeys.TARGET_PREFIX, SortId.STRING,
    new EdgeCounting.Counter("User", "ACTOR", "following", End.SOURCE, BY_FOLLOWER),
    new EdgeCounting.Counter("User", "ACTOR", "followers", BY_FOLLOWEE));

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
    this(TableContext.of(client, tableName, settings, "new FollowRepository"));
  }

  /**
   * Over the client, table name and settings of {@link SocialTable}, which hands them to its
   * repositories as one {@link Wiring}; its accessors give repositories built this way.
   */
  public FollowRepository(Wiring table) {
    super(RepositoryWiring.edge(table, FollowMapper.INSTANCE,
        "FollowRepository", "Follow", "follow", "follows", COUNTING, BY_FOLLOWER, BY_FOLLOWEE));
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
   * The key of the edge with these ids, for a read transaction's get: {@code
   * read.get(table.follows().key(...))}. Sends nothing.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key
   * @see dev.singletable.runtime.ReadTransaction#get(dev.singletable.runtime.ItemKey)
   */
  public ItemKey<Follow> key(String follower, String followee) {
    return keyOf(FollowKeys.primaryKey(follower, followee));
  }

  /**
   * Deletes the edge; true if it existed.
   */
  public boolean delete(String follower, String followee) {
    return deleteByKey(FollowKeys.primaryKey(follower, followee));
  }

  /**
   * Deletes the edge only if it meets {@code condition}, made with {@link FollowCondition}; true if
   * it existed and was deleted, false if none was stored.
   *
   * @throws dev.singletable.runtime.ConditionFailedException if the stored edge does not meet it;
   *     nothing was deleted
   */
  public boolean delete(String follower, String followee, Condition<Follow> condition) {
    return deleteByKey(FollowKeys.primaryKey(follower, followee), condition);
  }

  /**
   * The Follow edges from {@code follower}, in followee order
   * (a Query on the table): read them a page at a time ({@code page}), all of them
   * ({@code stream}), or count them ({@code count}). Sends nothing until one of those is called.
   */
  public Listing<Follow> following(String follower) {
    return listing(0, FollowKeys.sourceKey(follower), "following");
  }

  /**
   * The Follow edges into {@code followee}, in {@code followedAt}, then {@code follower} order (a
   * Query on each of the 4 shards of index GSI1, merged in order, eventually consistent): read them
   * a page at a time ({@code page}), all of them ({@code stream}), or count them ({@code count}).
   * Sends nothing until one of those is called.
   */
  public Listing<Follow> followers(String followee) {
    return listing(1, FollowKeys.targetKey(followee), null, Range.all(), "followers");
  }

  /**
   * The Follow edges into {@code followee} whose {@code followedAt} is in the given range, in
   * {@code followedAt}, then {@code follower} order (a Query on each of the 4 shards of index GSI1,
   * merged in order, eventually consistent): read them a page at a time ({@code page}), all of them
   * ({@code stream}), or count them ({@code count}). Sends nothing until one of those is called.
   */
  public Listing<Follow> followers(String followee, Range<Instant> followedAt) {
    return listing(1, FollowKeys.targetKey(followee), null, followedAt, "followers");
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
    return reshardTo(FollowKeys.INVERTED_INDEX, FollowKeys.INVERTED_INDEX_SHARDS, "reshard");
  }

  /**
   * As {@link #reshard()}, to {@code shards} index shards (1: unsharded) rather than the code's:
   * to prepare a change before deploying it, or to undo one. Listings by target read the code's count.
   *
   * @throws dev.singletable.runtime.InvalidRequestException if {@code shards} is not 1 to 64
   */
  public Reshard reshard(int shards) {
    return reshardTo(FollowKeys.INVERTED_INDEX, shards, "reshard");
  }

  /**
   * The migration that writes the keys of index GSI1 into the stored {@link Follow} edges that do not
   * hold them as this code writes them (or removes them where a component is null). Run it
   * ({@code run}, or {@code step} by step) after adding an index to a table with data or changing
   * invertedIndexSort and deploying this code: one Scan of the table, one UpdateItem per item
   * rewritten. See {@link Backfill}.
   */
  public Backfill backfill() {
    return backfillOf("GSI1");
  }
}
