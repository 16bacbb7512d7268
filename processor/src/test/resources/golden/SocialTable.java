package dev.singletable.samples.social;

import dev.singletable.runtime.internal.Arguments;
import dev.singletable.runtime.internal.TableContext;
import dev.singletable.runtime.internal.Tables;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The Social table: key attributes {@code PK}/{@code SK}, inverted indexes GSI1,
 * and a repository for each of its records.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class SocialTable {
  private final TableContext context;

  private final FollowRepository follows;

  private final MuteRepository mutes;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or
   *     {@code tableName} is null or blank
   */
  public SocialTable(DynamoDbClient client, String tableName) {
    this.context = TableContext.of(client, tableName, "new SocialTable");
    this.follows = new FollowRepository(client, tableName);
    this.mutes = new MuteRepository(client, tableName);
  }

  /**
   * The physical table name.
   */
  public String tableName() {
    return context.tableName();
  }

  /**
   * The CreateTableRequest: {@code PK} (HASH) and {@code SK} (RANGE), strings,
   * and per inverted index {@code <index>PK}/{@code <index>SK}, projection ALL;
   * on-demand billing.
   *
   * @throws dev.singletable.runtime.InvalidRequestException if {@code tableName} is null or blank
   */
  public static CreateTableRequest definition(String tableName) {
    Arguments.requireTableName(tableName, "SocialTable.definition", "tableName");
    return Tables.definition(tableName, "GSI1");
  }

  /**
   * The CreateTableRequest of this table, see {@link #definition(String)}.
   */
  public CreateTableRequest definition() {
    return definition(context.tableName());
  }

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE.
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table exists but does not
   *     fit this class: another key, a missing index, an index projecting less than ALL,
   *     or a key attribute that is not a string
   */
  public void createIfMissing() {
    context.sync().createIfMissing(definition());
  }

  /**
   * The {@link Follow} edges of this table.
   */
  public FollowRepository follows() {
    return follows;
  }

  /**
   * The {@link Mute} edges of this table.
   */
  public MuteRepository mutes() {
    return mutes;
  }
}
