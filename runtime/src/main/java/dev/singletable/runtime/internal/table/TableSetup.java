package dev.singletable.runtime.internal.table;

import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * "Create the table unless it exists, then wait until it and its indexes are ACTIVE", as a {@link
 * Plan}. Safe to run from several processes at once.
 *
 * <p>Steps: DescribeTable; if the table is missing, CreateTable (losing a race to another creator is
 * fine) and then poll DescribeTable until the table and its indexes are ACTIVE, pausing 10 ms at
 * first and backing off to 1 s (rather than the SDK waiter, whose first retry comes after 20 s, which
 * a local server that reports CREATING for a moment would always pay). The table found, or the one
 * that became ACTIVE, is checked against the request once ({@link TableCheck}): another primary key,
 * a missing index, an index projecting less than ALL or a key attribute that is not a string is a
 * {@link dev.singletable.runtime.TableMismatchException}.
 */
public final class TableSetup extends Plan<Void> {
  static final Duration WAIT_LIMIT = Duration.ofMinutes(10);
  static final long FIRST_PAUSE_MILLIS = 10;
  static final long LONGEST_PAUSE_MILLIS = 1000;

  /** What comes next. */
  enum Next { DESCRIBE, CREATE, PAUSE, DONE }

  private final CreateTableRequest request;
  private final DescribeTableRequest describe;
  private final long deadline;
  private Next next = Next.DESCRIBE;
  private boolean waiting;
  private boolean checked;
  private long pauseMillis = FIRST_PAUSE_MILLIS;

  /** The plan that creates the table of {@code request} unless it exists, then waits until it is ACTIVE. */
  public static Plan<Void> of(CreateTableRequest request) {
    return new TableSetup(request);
  }

  TableSetup(CreateTableRequest request) {
    this.request = request;
    this.describe = DescribeTableRequest.builder().tableName(request.tableName()).build();
    this.deadline = System.nanoTime() + WAIT_LIMIT.toNanos();
  }

  @Override
  public Step step() {
    return switch (next) {
      case DESCRIBE -> new Send<>(Call.TableCalls.DESCRIBE_TABLE, describe);
      case CREATE -> new Send<>(Call.TableCalls.CREATE_TABLE, request);
      case PAUSE -> new Wait(Duration.ofMillis(pauseMillis), Backoff.WAITS);
      case DONE -> Done.DONE;
    };
  }

  @Override
  public void answered(Object response) {
    if (next == Next.DESCRIBE) {
      described(((DescribeTableResponse) response).table());
    } else {
      created();
    }
  }

  /** A table DescribeTable does not see yet, or one another process created first, is an answer. */
  @Override
  public void failed(RuntimeException failure) {
    if (next == Next.DESCRIBE && failure instanceof ResourceNotFoundException) {
      described(null);
    } else if (next == Next.CREATE && failure instanceof ResourceInUseException) {
      created();
    } else {
      throw failure;
    }
  }

  @Override
  public void waited() {
    paused();
  }

  @Override
  public RuntimeException interrupted(InterruptedException e) {
    return new IllegalStateException("interrupted while waiting for the table to become ACTIVE", e);
  }

  @Override
  public Void result() {
    return null;
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
      next = Next.CREATE;
      return;
    }
    if (table != null && !checked) {
      TableCheck.check(table, request);
      checked = true;
    }
    if (table != null && isActive(table)) {
      next = Next.DONE;
    } else if (waiting && System.nanoTime() > deadline) {
      throw notActive();
    } else {
      waiting = true;
      next = Next.PAUSE;
    }
  }

  /** CreateTable answered, or said another process created the table first. */
  private void created() {
    waiting = true;
    next = Next.DESCRIBE;
  }

  /** The pause is over. */
  private void paused() {
    pauseMillis = Math.min(pauseMillis * 2, LONGEST_PAUSE_MILLIS);
    next = Next.DESCRIBE;
  }

  private IllegalStateException notActive() {
    return new IllegalStateException("table " + describe.tableName() + " did not become ACTIVE within "
        + WAIT_LIMIT.toMinutes() + " minutes; check it in the DynamoDB console");
  }

  /** Whether the table and each of its global indexes are ACTIVE. */
  static boolean isActive(TableDescription table) {
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
