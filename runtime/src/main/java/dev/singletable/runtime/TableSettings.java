package dev.singletable.runtime;

/**
 * How a generated table and its repositories behave beyond the client and the table name: how
 * batches resend ({@link BatchSettings}) and how listing cursors are signed ({@link CursorKeys}).
 * Pass it to the generated {@code (client, tableName, settings)} constructor; a table hands its
 * settings to its repositories. Immutable and thread-safe.
 *
 * <pre>{@code
 * TableSettings settings = TableSettings.defaults()
 *     .cursorKeys(CursorKeys.of(currentKey, previousKey))
 *     .batches(BatchSettings.defaults().maxAttempts(10));
 * SocialTable social = new SocialTable(client, "social-prod", settings);
 * }</pre>
 */
public final class TableSettings {
  private static final TableSettings DEFAULTS =
      new TableSettings(BatchSettings.defaults(), CursorKeys.none());

  private final BatchSettings batches;
  private final CursorKeys cursorKeys;

  private TableSettings(BatchSettings batches, CursorKeys cursorKeys) {
    this.batches = batches;
    this.cursorKeys = cursorKeys;
  }

  /** {@link BatchSettings#defaults()} and {@link CursorKeys#none()}: cursors bound by a hash, not signed. */
  public static TableSettings defaults() {
    return DEFAULTS;
  }

  /**
   * Returns settings whose batches resend as {@code batches} says.
   *
   * @throws InvalidRequestException if {@code batches} is null
   */
  public TableSettings batches(BatchSettings batches) {
    return new TableSettings(require(batches, "batches", "BatchSettings.defaults()"), cursorKeys);
  }

  /**
   * Returns settings whose listing cursors are signed and checked with {@code cursorKeys}.
   *
   * @throws InvalidRequestException if {@code cursorKeys} is null
   */
  public TableSettings cursorKeys(CursorKeys cursorKeys) {
    return new TableSettings(batches, require(cursorKeys, "cursorKeys", "CursorKeys.none()"));
  }

  /** How batches resend. */
  public BatchSettings batches() {
    return batches;
  }

  /** How listing cursors are signed. */
  public CursorKeys cursorKeys() {
    return cursorKeys;
  }

  @Override
  public String toString() {
    return "TableSettings[batches=" + batches + ", cursorKeys=" + cursorKeys + "]";
  }

  private static <T> T require(T value, String parameter, String fix) {
    if (value == null) {
      throw new InvalidRequestException("TableSettings." + parameter + ": " + parameter + " is null. Pass "
          + fix + " for the default.");
    }
    return value;
  }
}
