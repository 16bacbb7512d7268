package dev.singletable.spring;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code singletable.*} properties: table names, the start-up check, cursor keys, batch resends
 * and the shard read executor. Values are checked when the context starts; a wrong one fails
 * start-up with a message naming the property and its fix.
 */
@ConfigurationProperties("singletable")
public class SingletableProperties {
  /** Put before the logical name of every table whose name is not set: "dev-" gives "dev-Social". */
  private String tablePrefix = "";

  /** Put after the logical name of every table whose name is not set: "-v1" gives "Social-v1". */
  private String tableSuffix = "";

  /**
   * What start-up does with each table whose startup is not set: verify (one DescribeTable, fails
   * start-up when the table is missing or differs), create-if-missing (local and test profiles) or
   * none.
   */
  private String startup = "verify";

  /** Per table, by logical name as the records declare it (any case): singletable.tables.social.name. */
  private Map<String, TableProperties> tables = new LinkedHashMap<>();

  /** How listing cursors are signed. */
  private final Cursors cursors = new Cursors();

  /** How batches resend. */
  private final Batches batches = new Batches();

  /**
   * The name of an Executor bean on which synchronous repositories query the shards of a sharded
   * listing concurrently. Unset: the bean named "singletableShardReads" if there is one, else the
   * shards are queried one after another.
   */
  private String shardReadExecutor;

  public String getTablePrefix() {
    return tablePrefix;
  }

  public void setTablePrefix(String tablePrefix) {
    this.tablePrefix = tablePrefix;
  }

  public String getTableSuffix() {
    return tableSuffix;
  }

  public void setTableSuffix(String tableSuffix) {
    this.tableSuffix = tableSuffix;
  }

  public String getStartup() {
    return startup;
  }

  public void setStartup(String startup) {
    this.startup = startup;
  }

  public Map<String, TableProperties> getTables() {
    return tables;
  }

  public void setTables(Map<String, TableProperties> tables) {
    this.tables = tables;
  }

  public Cursors getCursors() {
    return cursors;
  }

  public Batches getBatches() {
    return batches;
  }

  public String getShardReadExecutor() {
    return shardReadExecutor;
  }

  public void setShardReadExecutor(String shardReadExecutor) {
    this.shardReadExecutor = shardReadExecutor;
  }

  /** The properties of one table, {@code singletable.tables.<logical-name>.*}. */
  public static class TableProperties {
    /** The physical table name. Unset: table-prefix + logical name + table-suffix. */
    private String name;

    /** verify, create-if-missing or none. Unset: singletable.startup. */
    private String startup;

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public String getStartup() {
      return startup;
    }

    public void setStartup(String startup) {
      this.startup = startup;
    }
  }

  /** {@code singletable.cursors.*}. */
  public static class Cursors {
    /**
     * Base64 secrets of 32 bytes or more that sign listing cursors, the current one first; older
     * ones are still accepted. Empty: cursors are bound by a hash, not signed. A CursorKeys bean
     * takes the place of these.
     */
    private List<String> keys = new ArrayList<>();

    /** Whether cursors also encrypt their positions (needs keys). */
    private boolean hidePositions;

    public List<String> getKeys() {
      return keys;
    }

    public void setKeys(List<String> keys) {
      this.keys = keys;
    }

    public boolean isHidePositions() {
      return hidePositions;
    }

    public void setHidePositions(boolean hidePositions) {
      this.hidePositions = hidePositions;
    }
  }

  /** {@code singletable.batches.*}. */
  public static class Batches {
    /** The most requests sent for one call of a batch, the first included. Unset: 8. */
    private Integer maxAttempts;

    /** The longest wait before the first resend, doubling after each. Unset: 50ms. */
    private Duration baseDelay;

    /** The longest wait before any resend. Unset: 5s. */
    private Duration maxDelay;

    public Integer getMaxAttempts() {
      return maxAttempts;
    }

    public void setMaxAttempts(Integer maxAttempts) {
      this.maxAttempts = maxAttempts;
    }

    public Duration getBaseDelay() {
      return baseDelay;
    }

    public void setBaseDelay(Duration baseDelay) {
      this.baseDelay = baseDelay;
    }

    public Duration getMaxDelay() {
      return maxDelay;
    }

    public void setMaxDelay(Duration maxDelay) {
      this.maxDelay = maxDelay;
    }
  }
}
