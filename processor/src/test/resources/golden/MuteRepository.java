package dev.singletable.samples.social;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.EdgeRepository;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.ListingSpec;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Mute} edges:
 * {@code PK = ACTOR#<muter>}, {@code SK = MUTED#<muted>}.
 * What it does with records, and how it refuses bad input, is {@link EdgeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class MuteRepository extends EdgeRepository<Mute> {
  private static final ListingSpec BY_MUTER = ListingSpec.base(MuteKeys.TYPE,
      MuteKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING);

  /**
   * Over {@code client} (never closed here) and the physical table {@code tableName}.
   */
  public MuteRepository(DynamoDbClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #MuteRepository(DynamoDbClient, String)}; batches and cursors follow {@code settings}.
   */
  public MuteRepository(DynamoDbClient client, String tableName, TableSettings settings) {
    this(TableContext.of(client, tableName, settings, "new MuteRepository"));
  }

  /**
   * Over the client, table name and settings of {@link SocialTable}, which hands them to its
   * repositories as one {@link Wiring}; its accessors give repositories built this way.
   */
  public MuteRepository(Wiring table) {
    super(RepositoryWiring.edge(table, MuteMapper.INSTANCE,
        "MuteRepository", "Mute", "mute", "mutes", null, BY_MUTER));
  }

  /**
   * The edge, or empty when it does not exist: one GetItem.
   */
  public Optional<Mute> get(String muter, String muted, ReadConsistency consistency) {
    return getByKey(MuteKeys.primaryKey(muter, muted), consistency);
  }

  /**
   * As {@link #get(String, String, ReadConsistency)}, eventually consistent.
   */
  public Optional<Mute> get(String muter, String muted) {
    return get(muter, muted, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the edge exists: one GetItem that fetches only the key.
   */
  public boolean exists(String muter, String muted, ReadConsistency consistency) {
    return existsByKey(MuteKeys.primaryKey(muter, muted), consistency);
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String muter, String muted) {
    return exists(muter, muted, ReadConsistency.EVENTUAL);
  }

  /**
   * The key of the edge with these ids, for a read transaction's get: {@code
   * read.get(table.mutes().key(...))}. Sends nothing.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key
   * @see dev.singletable.runtime.ReadTransaction#get(dev.singletable.runtime.ItemKey)
   */
  public ItemKey<Mute> key(String muter, String muted) {
    return keyOf(MuteKeys.primaryKey(muter, muted));
  }

  /**
   * Deletes the edge; true if it existed.
   */
  public boolean delete(String muter, String muted) {
    return deleteByKey(MuteKeys.primaryKey(muter, muted));
  }

  /**
   * Deletes the edge only if it meets {@code condition}, made with {@link MuteCondition}; true if
   * it existed and was deleted, false if none was stored.
   *
   * @throws dev.singletable.runtime.ConditionFailedException if the stored edge does not meet it;
   *     nothing was deleted
   */
  public boolean delete(String muter, String muted, Condition<Mute> condition) {
    return deleteByKey(MuteKeys.primaryKey(muter, muted), condition);
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
  public Mute update(String muter, String muted, MuteUpdate update) {
    return updateByKey(MuteKeys.primaryKey(muter, muted), update);
  }

  /**
   * As the {@code update} without a condition, applied only if {@code condition} (made with
   * {@link MuteCondition}) holds too; a failed one is a {@code ConditionFailedException} naming the
   * attributes whose part failed, with the update's own conditions.
   */
  public Mute update(String muter, String muted, MuteUpdate update, Condition<Mute> condition) {
    return updateByKey(MuteKeys.primaryKey(muter, muted), update, condition);
  }

  /**
   * The Mute edges from {@code muter}, in muted order
   * (a Query on the table): read them a page at a time ({@code page}), all of them
   * ({@code stream}), or count them ({@code count}). Sends nothing until one of those is called.
   */
  public Listing<Mute> mutesOfMuter(String muter) {
    return listing(0, MuteKeys.sourceKey(muter), "mutesOfMuter");
  }
}
