package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What a generated table or repository needs at run time: the physical table name, the executor
 * of its client, how its batches resend and how its cursors are signed. Built once by the generated
 * constructor; immutable and
 * thread-safe.
 */
public final class TableContext implements Wiring {
  private final String tableName;
  private final SyncExecutor sync;
  private final AsyncExecutor async;
  private final BatchSettings batchSettings;
  /** Null without cursor keys, so that a context that never lists loads no cursor or crypto classes. */
  private final CursorSeal cursorSeal;

  private TableContext(String tableName, SyncExecutor sync, AsyncExecutor async, BatchSettings batchSettings,
      CursorSeal cursorSeal) {
    this.tableName = tableName;
    this.sync = sync;
    this.async = async;
    this.batchSettings = batchSettings;
    this.cursorSeal = cursorSeal;
  }

  /**
   * A context for {@code client}.
   *
   * @param owner how messages name the constructor, e.g. {@code "new SocialTable"}
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or
   *     {@code tableName} is null or blank
   */
  public static TableContext of(DynamoDbClient client, String tableName, String owner) {
    return of(client, tableName, TableSettings.defaults(), owner);
  }

  /**
   * A context for {@code client} whose batches and cursors follow {@code settings}.
   *
   * @param owner how messages name the constructor, e.g. {@code "new SocialTable"}
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} or {@code settings} is
   *     null, or {@code tableName} is null or blank
   */
  public static TableContext of(DynamoDbClient client, String tableName, TableSettings settings, String owner) {
    Arguments.requireClient(client, owner, "client");
    String name = Arguments.requireTableName(tableName, owner, "tableName");
    TableSettings checked = Arguments.requireSettings(settings, owner, "settings");
    return new TableContext(name, new SyncExecutor(client, checked.shardReadExecutor().orElse(null)), null,
        checked.batches(),
        sealOf(checked));
  }

  /** As {@link #of(DynamoDbClient, String, String)}, for an asynchronous client. */
  public static TableContext of(DynamoDbAsyncClient client, String tableName, String owner) {
    return of(client, tableName, TableSettings.defaults(), owner);
  }

  /** As {@link #of(DynamoDbClient, String, TableSettings, String)}, for an asynchronous client. */
  public static TableContext of(DynamoDbAsyncClient client, String tableName, TableSettings settings, String owner) {
    Arguments.requireClient(client, owner, "client");
    String name = Arguments.requireTableName(tableName, owner, "tableName");
    TableSettings checked = Arguments.requireSettings(settings, owner, "settings");
    return new TableContext(name, null, new AsyncExecutor(client), checked.batches(),
        sealOf(checked));
  }

  private static CursorSeal sealOf(TableSettings settings) {
    return settings.cursorKeys().signed() ? CursorSeal.of(settings.cursorKeys()) : null;
  }

  /** How this context's listings sign and check cursors. */
  public CursorSeal cursorSeal() {
    return cursorSeal != null ? cursorSeal : CursorSeal.NONE;
  }

  /** The physical table name. */
  public String tableName() {
    return tableName;
  }

  /** How batches resend what DynamoDB leaves unprocessed or throttles. */
  public BatchSettings batchSettings() {
    return batchSettings;
  }

  /** Whether this context holds an asynchronous client (then {@link #async()}), not a synchronous one. */
  public boolean isAsync() {
    return async != null;
  }

  /** The executor of the synchronous client. */
  public SyncExecutor sync() {
    if (sync == null) {
      throw new IllegalStateException("this context was made for a DynamoDbAsyncClient; use async()");
    }
    return sync;
  }

  /** The executor of the asynchronous client. */
  public AsyncExecutor async() {
    if (async == null) {
      throw new IllegalStateException("this context was made for a DynamoDbClient; use sync()");
    }
    return async;
  }
}
