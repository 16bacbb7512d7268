package dev.singletable.samples.social;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ReadTransaction;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Transaction;
import dev.singletable.runtime.internal.batch.WriteBatch;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.table.ModelDescriptors;
import dev.singletable.runtime.internal.table.Tables;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The Social table: key attributes {@code PK}/{@code SK}, global secondary indexes GSI1,
 * and a repository for each of its records.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class SocialTable implements Table {
  private final TableContext context;

  private final FollowRepository follows;

  private final MuteRepository mutes;

  private final UserRepository users;

  /**
   * @param client the DynamoDB client; it is never closed here
   * @param tableName the physical table name, which differs per environment
   * @throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or
   *     {@code tableName} is null or blank
   */
  public SocialTable(DynamoDbClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #SocialTable(DynamoDbClient, String)}; the batches and cursors of this table and its repositories
   * follow {@code settings} (batch resends, cursor keys).
   *
   * @throws dev.singletable.runtime.InvalidRequestException if {@code settings} is null
   */
  public SocialTable(DynamoDbClient client, String tableName, TableSettings settings) {
    this.context = TableContext.of(client, tableName, settings, "new SocialTable");
    this.follows = new FollowRepository(context);
    this.mutes = new MuteRepository(context);
    this.users = new UserRepository(context);
  }

  /**
   * The physical table name.
   */
  public String tableName() {
    return context.tableName();
  }

  /**
   * The CreateTableRequest: {@code PK} (HASH) and {@code SK} (RANGE), strings,
   * and per index {@code <index>PK}/{@code <index>SK}, projection ALL;
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
  @Override
  public CreateTableRequest definition() {
    return definition(context.tableName());
  }

  /**
   * The model descriptor of this table as JSON: its keys, indexes, item types and access patterns,
   * in the file the processor wrote beside this class,
   * {@code META-INF/singletable/dev.singletable.samples.social.SocialTable.json}, read from the
   * class's jar (user guide, "Model exports").
   *
   * @throws IllegalStateException if the jar holding this class lacks the file
   */
  public static String modelDescriptor() {
    return ModelDescriptors.of(SocialTable.class);
  }

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE.
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table exists but does not
   *     fit this class: another key, a missing index, an index projecting less than ALL,
   *     or a key attribute that is not a string
   */
  @Override
  public void createIfMissing() {
    context.sync().createIfMissing(definition());
  }

  /**
   * Checks that the table exists and fits this class, and changes nothing: one DescribeTable (IAM
   * action {@code dynamodb:DescribeTable}), never CreateTable. The start-up check where
   * infrastructure code creates the table.
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table does not exist, is not
   *     ACTIVE yet, or differs from this class: another key, a missing index, an index
   *     projecting less than ALL, or a key attribute that is not a string (every difference
   *     is listed, with its fix)
   */
  @Override
  public void verify() {
    context.sync().verify(definition());
  }

  /**
   * Adds to the existing table each global secondary index of {@link #definition()} that it lacks,
   * one UpdateTable each, waiting until the index is ACTIVE before the next (DynamoDB creates one
   * at a time and fills it from the attributes the items hold, which takes as long as the table is
   * large), and returns their names (none: nothing was missing). Then run the repositories'
   * {@code backfill()} to write the new index's keys into the items stored before this code wrote
   * them. Local secondary indexes cannot be added to a table.
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table does not exist, or
   *     differs from this class otherwise: another key, a missing local index, an index
   *     projecting less than ALL, or a key attribute that is not a string
   */
  public List<String> addMissingIndexes() {
    return context.sync().addMissingIndexes(definition());
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

  /**
   * The {@link User} nodes of this table.
   */
  public UserRepository users() {
    return users;
  }

  /**
   * A new batch of puts and deletes of this table's records; see {@link BatchWrite}.
   */
  public BatchWrite batchWrite() {
    return new BatchWrite();
  }

  /**
   * A new write transaction of this table's records: typed actions of any of its repositories,
   * all applied or none, with the counter updates of counted edges; see {@link Transaction}.
   */
  public Transaction transaction() {
    return Transaction.of(context, "SocialTable.transaction");
  }

  /**
   * A new read transaction of this table's records: up to 100 typed gets read as of one
   * moment; see {@link ReadTransaction}.
   */
  public ReadTransaction read() {
    return ReadTransaction.of(context, "SocialTable.read");
  }

  /**
   * Puts and deletes of the Social table's records, sent with BatchWriteItem by {@link #execute()}:
   * 25 writes a call, in the order they were added; a later write of the same key wins, as it would if
   * written one by one. Each record is checked when it is added, so a bad one is refused before
   * any request. A batch write has no condition, so what needs one has no method here: edges that
   * nodes count (a batch cannot change their counters; use their repository's create and delete),
   * puts of nodes with a version or counters (use put, or importAll for a bulk load) and deletes of
   * nodes with a version (use delete with the version). Not thread-safe.
   *
   * <pre>{@code
   * table.batchWrite().put(follow).delete(mute).execute();
   * }</pre>
   */
  public final class BatchWrite {
    private final WriteBatch writes = new WriteBatch();

    private BatchWrite() {
    }

    /**
     * Adds a put of {@code mute}, replacing any stored edge with its keys.
     *
     * @throws dev.singletable.runtime.InvalidItemException if {@code mute} is null or a value cannot be stored
     * @throws dev.singletable.runtime.InvalidKeyException if an id cannot be a key
     */
    public BatchWrite put(Mute mute) {
      writes.put(mute, MuteMapper.INSTANCE, "SocialTable.BatchWrite.put", "mute", "Mute");
      return this;
    }

    /**
     * Adds a delete of the edge with the ids of {@code mute}; its other components are ignored.
     *
     * @throws dev.singletable.runtime.InvalidKeyException if {@code mute} or one of its ids is null
     */
    public BatchWrite delete(Mute mute) {
      writes.delete(mute, MuteMapper.INSTANCE, "SocialTable.BatchWrite.delete", "mute", "Mute");
      return this;
    }

    /**
     * As {@link #execute(BatchSettings)} with the table's settings (given to its constructor, else
     * {@link BatchSettings#defaults()}).
     */
    public void execute() {
      execute(context.batchSettings());
    }

    /**
     * Sends every write; returns when all are done. Writes DynamoDB leaves unprocessed, or
     * requests it throttles, are resent as {@code settings} says.
     *
     * @throws dev.singletable.runtime.InvalidRequestException if {@code settings} is null
     * @throws dev.singletable.runtime.BatchIncompleteException if DynamoDB still left part
     *     of the batch unprocessed after the last attempt; it lists what was not done
     */
    public void execute(BatchSettings settings) {
      writes.execute(context, settings, "SocialTable.BatchWrite.execute");
    }
  }
}
