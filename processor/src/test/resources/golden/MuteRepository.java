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
 * Reads and writes {@link Mute} edges:
 * {@code PK = ACTOR#<muter>}, {@code SK = MUTED#<muted>}.
 *
 * <p>Every read is a GetItem or a Query on a known key, never a Scan. Bad input, null arguments
 * included, is refused with a {@link dev.singletable.runtime.SingleTableException} before any
 * request is sent.
 * Thread-safe.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class MuteRepository {
  private static final Listing BY_MUTER = Listing.base(MuteKeys.TYPE, MuteKeys.TARGET_PREFIX + "#");

  private final TableContext context;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or
   *     {@code tableName} is null or blank
   */
  public MuteRepository(DynamoDbClient client, String tableName) {
    this.context = TableContext.of(client, tableName, "new MuteRepository");
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
  public boolean create(Mute mute) {
    Arguments.requireItem(mute, "MuteRepository.create", "mute", "Mute");
    return context.sync().execute(Operations.putIfAbsent(context.tableName(),
        MuteItemMapper.INSTANCE.toItem(mute)));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys.
   */
  public void put(Mute mute) {
    Arguments.requireItem(mute, "MuteRepository.put", "mute", "Mute");
    context.sync().execute(Operations.put(context.tableName(),
        MuteItemMapper.INSTANCE.toItem(mute)));
  }

  /**
   * The edge, or empty when it does not exist: one GetItem.
   */
  public Optional<Mute> get(String muter, String muted, ReadConsistency consistency) {
    Arguments.requireConsistency(consistency, "MuteRepository.get", "consistency");
    return context.sync().execute(Operations.get(context.tableName(),
        MuteKeys.primaryKey(muter, muted), consistency, MuteItemMapper.INSTANCE));
  }

  /**
   * As {@link #get(String, String, ReadConsistency)}, eventually consistent.
   */
  public Optional<Mute> get(String muter, String muted) {
    return get(muter, muted, ReadConsistency.EVENTUAL);
  }

  /**
   * As {@link #get(String, String, ReadConsistency)}
   * with the ids of {@code mute}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code mute} or one of its ids is null
   */
  public Optional<Mute> get(Mute mute, ReadConsistency consistency) {
    Arguments.requireKey(mute, "MuteRepository.get", "mute", "Mute");
    return get(mute.muter(), mute.muted(), consistency);
  }

  /**
   * As {@link #get(String, String)}
   * with the ids of {@code mute}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code mute} or one of its ids is null
   */
  public Optional<Mute> get(Mute mute) {
    Arguments.requireKey(mute, "MuteRepository.get", "mute", "Mute");
    return get(mute.muter(), mute.muted());
  }

  /**
   * Whether the edge exists: one GetItem that fetches only the key.
   */
  public boolean exists(String muter, String muted, ReadConsistency consistency) {
    Arguments.requireConsistency(consistency, "MuteRepository.exists", "consistency");
    return context.sync().execute(Operations.exists(context.tableName(),
        MuteKeys.primaryKey(muter, muted), consistency));
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String muter, String muted) {
    return exists(muter, muted, ReadConsistency.EVENTUAL);
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}
   * with the ids of {@code mute}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code mute} or one of its ids is null
   */
  public boolean exists(Mute mute, ReadConsistency consistency) {
    Arguments.requireKey(mute, "MuteRepository.exists", "mute", "Mute");
    return exists(mute.muter(), mute.muted(), consistency);
  }

  /**
   * As {@link #exists(String, String)}
   * with the ids of {@code mute}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code mute} or one of its ids is null
   */
  public boolean exists(Mute mute) {
    Arguments.requireKey(mute, "MuteRepository.exists", "mute", "Mute");
    return exists(mute.muter(), mute.muted());
  }

  /**
   * Deletes the edge.
   *
   * @return true if it existed
   */
  public boolean delete(String muter, String muted) {
    return context.sync().execute(Operations.delete(context.tableName(),
        MuteKeys.primaryKey(muter, muted)));
  }

  /**
   * As {@link #delete(String, String)}
   * with the ids of {@code mute}; its other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code mute} or one of its ids is null
   */
  public boolean delete(Mute mute) {
    Arguments.requireKey(mute, "MuteRepository.delete", "mute", "Mute");
    return delete(mute.muter(), mute.muted());
  }

  /**
   * One page of the Mute edges from {@code muter}, in muted order:
   * a Query on the table.
   * For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to
   * {@link dev.singletable.runtime.ListOptions#after(String)}.
   */
  public Page<Mute> mutesOfMuter(String muter, ListOptions options) {
    Arguments.requireOptions(options, "MuteRepository.mutesOfMuter", "options");
    return context.sync().page(Operations.list(context.tableName(), BY_MUTER,
        MuteKeys.sourceKey(muter), options, MuteItemMapper.INSTANCE));
  }

  /**
   * As {@link #mutesOfMuter(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Page<Mute> mutesOfMuter(String muter) {
    return mutesOfMuter(muter, ListOptions.defaults());
  }

  /**
   * All the Mute edges from {@code muter}, in muted order:
   * a Query on the table,
   * fetched page by page as the stream is consumed.
   */
  public Stream<Mute> streamMutesOfMuter(String muter, ListOptions options) {
    Arguments.requireOptions(options, "MuteRepository.streamMutesOfMuter", "options");
    return context.sync().stream(Operations.list(context.tableName(), BY_MUTER,
        MuteKeys.sourceKey(muter), options, MuteItemMapper.INSTANCE));
  }

  /**
   * As {@link #streamMutesOfMuter(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Mute> streamMutesOfMuter(String muter) {
    return streamMutesOfMuter(muter, ListOptions.defaults());
  }

  /**
   * The edges with the ids of {@code mutes}, one element per record in the same order: the
   * stored edge, or empty when it does not exist. BatchGetItem, 100 keys a call; a key asked for
   * twice is read once. Keys DynamoDB leaves unprocessed are resent with backoff
   * ({@link BatchSettings#defaults()}). The records' other components are ignored.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if a record or one of its ids is null, or an
   *     id cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
   *     of the batch unprocessed after the last attempt; it lists what was not done
   */
  public List<Optional<Mute>> getAll(List<Mute> mutes, ReadConsistency consistency) {
    Arguments.requireConsistency(consistency, "MuteRepository.getAll", "consistency");
    return new GetBatch<>(mutes, mute -> MuteKeys.primaryKey(mute.muter(), mute.muted()),
        "MuteRepository.getAll", "mutes", "Mute")
        .execute(context, MuteItemMapper.INSTANCE, consistency, BatchSettings.defaults());
  }

  /**
   * As {@link #getAll(List, ReadConsistency)}, eventually consistent.
   */
  public List<Optional<Mute>> getAll(List<Mute> mutes) {
    return getAll(mutes, ReadConsistency.EVENTUAL);
  }

  /**
   * Writes every edge of {@code mutes}, replacing stored items with the same keys: BatchWriteItem,
   * 25 a call, in iteration order; when an edge comes twice the later one is stored. Writes DynamoDB
   * leaves unprocessed are resent with backoff ({@link BatchSettings#defaults()}).
   *
   * @throws dev.singletable.runtime.InvalidItemException if a record is null or a value cannot be
   *     stored, before any request
   * @throws dev.singletable.runtime.InvalidKeyException if an id cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
   *     of the batch unprocessed after the last attempt; it lists what was not done
   */
  public void putAll(Collection<Mute> mutes) {
    new WriteBatch().putAll(mutes, MuteItemMapper.INSTANCE,
        "MuteRepository.putAll", "mutes", "Mute").execute(context, BatchSettings.defaults());
  }

  /**
   * Deletes the edges with the ids of {@code mutes} (their other components are ignored):
   * BatchWriteItem, 25 a call. Deleting an edge that does not exist is not an error. Writes DynamoDB
   * leaves unprocessed are resent with backoff ({@link BatchSettings#defaults()}).
   *
   * @throws dev.singletable.runtime.InvalidKeyException if a record or one of its ids is null, or an
   *     id cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
   *     of the batch unprocessed after the last attempt; it lists what was not done
   */
  public void deleteAll(Collection<Mute> mutes) {
    new WriteBatch().deleteAll(mutes, mute -> MuteKeys.primaryKey(mute.muter(), mute.muted()),
        "MuteRepository.deleteAll", "mutes", "Mute").execute(context, BatchSettings.defaults());
  }
}
