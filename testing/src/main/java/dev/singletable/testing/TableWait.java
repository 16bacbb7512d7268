package dev.singletable.testing;

import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Waits for a new table to become ACTIVE, or a deleted one to be gone. Even with
 * {@code createTableMs: 0} dynalite answers CreateTable with CREATING and writes ACTIVE a moment
 * later, and until then PutItem says ResourceNotFoundException; DeleteTable likewise answers
 * DELETING and the table is still listed for a moment. The SDK's waiters would sleep 20 s whenever
 * their first look sees the wrong state; this polls every 5 ms.
 */
final class TableWait {

  private static final Duration TIMEOUT = Duration.ofSeconds(10);
  private static final Duration POLL = Duration.ofMillis(5);

  private TableWait() {}

  static void untilActive(DynamoDbClient client, String tableName) throws InterruptedException {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (client.describeTable(request -> request.tableName(tableName)).table().tableStatus()
        != TableStatus.ACTIVE) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("Table " + tableName + " was not ACTIVE after "
            + TIMEOUT.toSeconds() + " s.");
      }
      Thread.sleep(POLL.toMillis());
    }
  }

  static void untilGone(DynamoDbClient client, String tableName) throws InterruptedException {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (true) {
      try {
        client.describeTable(request -> request.tableName(tableName));
      } catch (ResourceNotFoundException e) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("Table " + tableName + " was still there "
            + TIMEOUT.toSeconds() + " s after DeleteTable.");
      }
      Thread.sleep(POLL.toMillis());
    }
  }
}
