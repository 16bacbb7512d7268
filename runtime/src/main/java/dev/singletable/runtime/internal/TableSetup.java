package dev.singletable.runtime.internal;

import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * The decisions of "create the table unless it exists, then wait until it is ACTIVE", as a state
 * machine that sends nothing: {@link Tables#createIfMissing} drives it with blocking calls and
 * {@link AsyncTables#createIfMissing} with futures, so the steps exist once.
 *
 * <p>Steps: DescribeTable; if the table is missing, CreateTable (losing a race to another creator is
 * fine) and then poll DescribeTable until the table and its indexes are ACTIVE, pausing 10 ms at
 * first and backing off to 1 s. The table found, or the one that became ACTIVE, is checked against
 * the request once ({@link TableCheck}).
 */
final class TableSetup {
  static final Duration WAIT_LIMIT = Duration.ofMinutes(10);
  static final long FIRST_PAUSE_MILLIS = 10;
  static final long LONGEST_PAUSE_MILLIS = 1000;

  /** What the driver does next. */
  enum Step { DESCRIBE, CREATE, PAUSE, DONE }

  private final CreateTableRequest request;
  private final DescribeTableRequest describe;
  private final long deadline;
  private Step step = Step.DESCRIBE;
  private boolean waiting;
  private boolean checked;
  private long pauseMillis = FIRST_PAUSE_MILLIS;

  TableSetup(CreateTableRequest request) {
    this.request = request;
    this.describe = DescribeTableRequest.builder().tableName(request.tableName()).build();
    this.deadline = System.nanoTime() + WAIT_LIMIT.toNanos();
  }

  Step step() {
    return step;
  }

  CreateTableRequest request() {
    return request;
  }

  DescribeTableRequest describe() {
    return describe;
  }

  /** How long the {@link Step#PAUSE} step waits. */
  long pauseMillis() {
    return pauseMillis;
  }

  /**
   * Takes the DescribeTable answer: the table, or {@code null} when DescribeTable said it does not
   * exist (right after CreateTable it may still say so: DescribeTable is eventually consistent).
   *
   * @throws dev.singletable.runtime.TableMismatchException if the table differs from the request
   * @throws IllegalStateException if the table did not become ACTIVE within {@link #WAIT_LIMIT}
   */
  void described(TableDescription table) {
    if (table == null && !waiting) {
      step = Step.CREATE;
      return;
    }
    if (table != null && !checked) {
      TableCheck.check(table, request);
      checked = true;
    }
    if (table != null && isActive(table)) {
      step = Step.DONE;
    } else if (waiting && System.nanoTime() > deadline) {
      throw notActive();
    } else {
      waiting = true;
      step = Step.PAUSE;
    }
  }

  /** CreateTable answered, or said another process created the table first. */
  void created() {
    waiting = true;
    step = Step.DESCRIBE;
  }

  /** The pause is over. */
  void paused() {
    pauseMillis = Math.min(pauseMillis * 2, LONGEST_PAUSE_MILLIS);
    step = Step.DESCRIBE;
  }

  private IllegalStateException notActive() {
    return new IllegalStateException("table " + describe.tableName() + " did not become ACTIVE within "
        + WAIT_LIMIT.toMinutes() + " minutes; check it in the DynamoDB console");
  }

  private static boolean isActive(TableDescription table) {
    if (table.tableStatus() != TableStatus.ACTIVE) {
      return false;
    }
    for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
      if (index.indexStatus() != IndexStatus.ACTIVE) {
        return false;
      }
    }
    return true;
  }
}
