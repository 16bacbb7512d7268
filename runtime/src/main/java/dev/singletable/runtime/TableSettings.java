package dev.singletable.runtime;

import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * How a generated table and its repositories behave beyond the client and the table name: how
 * batches resend ({@link BatchSettings}), how listing cursors are signed ({@link CursorKeys}) and
 * whether a synchronous repository queries the shards of a sharded inverted index concurrently
 * ({@link #shardReadExecutor(Executor)}). Pass it to the generated {@code (client, tableName,
 * settings)} constructor; a table hands its settings to its repositories. Immutable and thread-safe.
 *
 * <pre>{@code
 * TableSettings settings = TableSettings.defaults()
 *     .cursorKeys(CursorKeys.of(currentKey, previousKey))
 *     .batches(BatchSettings.defaults().maxAttempts(10))
 *     .shardReadExecutor(shardPool);
 * SocialTable social = new SocialTable(client, "social-prod", settings);
 * }</pre>
 */
public final class TableSettings {
  private static final TableSettings DEFAULTS =
      new TableSettings(BatchSettings.defaults(), CursorKeys.none(), null);

  private final BatchSettings batches;
  private final CursorKeys cursorKeys;
  /** Null: the shards are queried one after another on the caller's thread. */
  private final Executor shardReadExecutor;

  private TableSettings(BatchSettings batches, CursorKeys cursorKeys, Executor shardReadExecutor) {
    this.batches = batches;
    this.cursorKeys = cursorKeys;
    this.shardReadExecutor = shardReadExecutor;
  }

  /**
   * {@link BatchSettings#defaults()}, {@link CursorKeys#none()} (cursors bound by a hash, not
   * signed) and no shard read executor: a synchronous repository queries the shards of a sharded
   * listing one after another, on the caller's thread.
   */
  public static TableSettings defaults() {
    return DEFAULTS;
  }

  /**
   * Returns settings whose batches resend as {@code batches} says.
   *
   * @throws InvalidRequestException if {@code batches} is null
   */
  public TableSettings batches(BatchSettings batches) {
    return new TableSettings(require(batches, "batches", "BatchSettings.defaults()"), cursorKeys, shardReadExecutor);
  }

  /**
   * Returns settings whose listing cursors are signed and checked with {@code cursorKeys}.
   *
   * @throws InvalidRequestException if {@code cursorKeys} is null
   */
  public TableSettings cursorKeys(CursorKeys cursorKeys) {
    return new TableSettings(batches, require(cursorKeys, "cursorKeys", "CursorKeys.none()"), shardReadExecutor);
  }

  /**
   * Returns settings under which a synchronous repository sends the Queries of a sharded listing
   * ({@code @Edge(invertedIndexShards = N)}) concurrently: each round of a page's merge (one Query
   * per shard, then the refills), and the shard counts of its {@code count} and {@code recount}
   * methods, run on {@code executor} and on the caller's thread, which takes its share of the
   * Queries and then waits for the others. At most 16 run at once for one page, as on the
   * asynchronous client. The results are those of the sequential default: the same pages,
   * cursors and counts; a failed Query throws the exception it throws there (if several fail, the
   * lowest shard's, the others suppressed in it), after every Query already sent has answered, so
   * nothing of the read is still running when the call returns or throws.
   *
   * <p>The library creates no thread: the executor is yours to size and to shut down (a fixed pool
   * of about the shard count per concurrent caller suits; each running Query holds one of the
   * HTTP client's connections). If it refuses a task, the round goes on with the threads it has, the
   * caller's included. Asynchronous repositories ignore this setting: they send each round together
   * anyway.
   *
   * @throws InvalidRequestException if {@code executor} is null
   */
  public TableSettings shardReadExecutor(Executor executor) {
    if (executor == null) {
      throw new InvalidRequestException("TableSettings.shardReadExecutor: executor is null. Pass an Executor"
          + " such as Executors.newFixedThreadPool(16), or leave the setting out to query the shards one after"
          + " another.");
    }
    return new TableSettings(batches, cursorKeys, executor);
  }

  /** How batches resend. */
  public BatchSettings batches() {
    return batches;
  }

  /** How listing cursors are signed. */
  public CursorKeys cursorKeys() {
    return cursorKeys;
  }

  /** The executor that queries shards concurrently, or empty when they are queried one after another. */
  public Optional<Executor> shardReadExecutor() {
    return Optional.ofNullable(shardReadExecutor);
  }

  @Override
  public String toString() {
    return "TableSettings[batches=" + batches + ", cursorKeys=" + cursorKeys + ", shardReadExecutor="
        + (shardReadExecutor == null ? "none" : shardReadExecutor) + "]";
  }

  private static <T> T require(T value, String parameter, String fix) {
    if (value == null) {
      throw new InvalidRequestException("TableSettings." + parameter + ": " + parameter + " is null. Pass "
          + fix + " for the default.");
    }
    return value;
  }
}
