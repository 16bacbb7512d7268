package dev.singletable.samples.social;

import dev.singletable.runtime.internal.TableContext;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The Social table over an asynchronous client: key attributes {@code PK}/{@code SK}, inverted indexes GSI1,
 * and a repository for each of its records.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class SocialAsyncTable {
  private final TableContext context;

  private final FollowAsyncRepository follows;

  private final MuteAsyncRepository mutes;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or
   *     {@code tableName} is null or blank
   */
  public SocialAsyncTable(DynamoDbAsyncClient client, String tableName) {
    this.context = TableContext.of(client, tableName, "new SocialAsyncTable");
    this.follows = new FollowAsyncRepository(client, tableName);
    this.mutes = new MuteAsyncRepository(client, tableName);
  }

  /**
   * The physical table name.
   */
  public String tableName() {
    return context.tableName();
  }

  /**
   * The CreateTableRequest of this table, see {@link SocialTable#definition(String)}.
   */
  public CreateTableRequest definition() {
    return SocialTable.definition(context.tableName());
  }

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE;
   * the future completes then, and no thread waits meanwhile.
   *
   * <p>The future fails with {@link dev.singletable.runtime.TableMismatchException}
   * if the table exists but does not
   *     fit this class: another key, a missing index, an index projecting less than ALL,
   *     or a key attribute that is not a string.
   */
  public CompletableFuture<Void> createIfMissing() {
    return context.async().createIfMissing(definition());
  }

  /**
   * The {@link Follow} edges of this table.
   */
  public FollowAsyncRepository follows() {
    return follows;
  }

  /**
   * The {@link Mute} edges of this table.
   */
  public MuteAsyncRepository mutes() {
    return mutes;
  }
}
