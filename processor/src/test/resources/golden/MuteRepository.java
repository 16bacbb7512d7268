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
 * Reads and writes {@link Mute} edges:
 * {@code PK = ACTOR#<muter>}, {@code SK = MUTED#<muted>}.
 *
 * <p>Every read is a GetItem or a Query on a known key, never a Scan. Bad input is refused
 * with a {@link dev.singletable.runtime.SingleTableException} before any request is sent.
 * Thread-safe.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class MuteRepository {
  private static final Listing BY_MUTER = Listing.base(MuteKeys.TYPE, MuteKeys.TARGET_PREFIX + "#");

  private final DynamoDbClient client;

  private final String tableName;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   */
  public MuteRepository(DynamoDbClient client, String tableName) {
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
  public boolean create(Mute mute) {
    return Operations.putIfAbsent(client, tableName, MuteItemMapper.INSTANCE.toItem(mute));
  }

  /**
   * Writes the edge, replacing any stored item with the same keys.
   */
  public void put(Mute mute) {
    Operations.put(client, tableName, MuteItemMapper.INSTANCE.toItem(mute));
  }

  /**
   * The edge, or empty when it does not exist: one GetItem.
   */
  public Optional<Mute> get(String muter, String muted, ReadConsistency consistency) {
    Map<String, AttributeValue> item = Operations.get(client, tableName,
        MuteKeys.primaryKey(muter, muted), consistency);
    return item == null ? Optional.empty() : Optional.of(MuteItemMapper.INSTANCE.fromItem(item));
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
    return Operations.exists(client, tableName, MuteKeys.primaryKey(muter, muted), consistency);
  }

  /**
   * As {@link #exists(String, String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String muter, String muted) {
    return exists(muter, muted, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the edge.
   *
   * @return true if it existed
   */
  public boolean delete(String muter, String muted) {
    return Operations.delete(client, tableName, MuteKeys.primaryKey(muter, muted));
  }

  /**
   * One page of the Mute edges from {@code muter}, in muted order:
   * a Query on the table.
   * For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to
   * {@link dev.singletable.runtime.ListOptions#after(String)}.
   */
  public Page<Mute> mutesOfMuter(String muter, ListOptions options) {
    return Operations.list(client, tableName, BY_MUTER, MuteKeys.sourceKey(muter), options,
        MuteItemMapper.INSTANCE);
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
    return Operations.stream(client, tableName, BY_MUTER, MuteKeys.sourceKey(muter), options,
        MuteItemMapper.INSTANCE);
  }

  /**
   * As {@link #streamMutesOfMuter(String, ListOptions)} with {@link ListOptions#defaults()}.
   */
  public Stream<Mute> streamMutesOfMuter(String muter) {
    return streamMutesOfMuter(muter, ListOptions.defaults());
  }
}
