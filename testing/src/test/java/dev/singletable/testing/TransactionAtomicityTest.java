package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Transactions are atomic against every other request: eight threads move units between two
 * counters in transactions while others read both counters with TransactGetItems, and in the
 * second test plain UpdateItem and PutItem writers race them on the same two items, and
 * BatchWriteItem writers put and delete a third item that each transaction claims.
 *
 * <p>The invariants: the units of items {@code a} and {@code b} (counters {@code n}, plus
 * {@code parked}, where plain writers park all of an item's units and bring them back) always
 * add up to {@link Race#TOTAL}, and no {@code n} is negative, which a transaction whose check
 * {@code n >= 1} a park slipped past would make it; both items carry the id of the transaction
 * that wrote them last ({@code tx}), so a reader seeing two different ids saw half of a
 * transaction; the plain writers' counts ({@code hits}, {@code puts}) each end equal to the number
 * of their writes that succeeded, so a transaction that wrote back a stale copy of an item is
 * caught too; a transaction that checked that item {@code c} exists and then wrote its claim
 * ({@code claims = claims + 1}) after a batch deleted it is cancelled with a ValidationError, a
 * reason no move gets from a serializing server. Both tests fail against a server without the
 * transactions' exclusive lock; the second also against one whose plain writes skip the lock, or
 * only BatchWriteItem does.
 *
 * <p>Sized for dynalite's few hundred requests a second: a few seconds. The timeout only stops a
 * deadlocked server from hanging the build.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class TransactionAtomicityTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  @Test
  void readersNeverSeeHalfATransaction() throws Exception {
    Race race = new Race(dynamo.client(), dynamo.tableName());

    race.run(8, 20, 0, 0, 0, 2);

    assertSettled(race);
    assertTrue(race.reads.get() > 0, "the readers read: " + race);
  }

  @Test
  void plainAndBatchWritersRacingTransactionsLoseNothingAndBreakNoInvariant() throws Exception {
    Race race = new Race(dynamo.client(), dynamo.tableName());

    race.run(8, 12, 2, 2, 2, 2);

    assertSettled(race);
    Map<String, AttributeValue> a = Tx.read(dynamo.client(), dynamo.tableName(), "a");
    Map<String, AttributeValue> b = Tx.read(dynamo.client(), dynamo.tableName(), "b");
    assertEquals(race.writers.hits.get(), Race.number(a, "hits") + Race.number(b, "hits"),
        "every UpdateItem ADD survived the transactions");
    assertEquals(race.writers.puts.get(), Race.number(a, "puts") + Race.number(b, "puts"),
        "every conditional PutItem that succeeded is in the items");
    PlainWriters writers = race.writers;
    assertTrue(writers.hits.get() > 0 && writers.puts.get() > 0 && writers.batches.get() > 0,
        "the plain and batch writers wrote: " + race);
  }

  private static void assertSettled(Race race) {
    assertEquals(List.of(), race.violations, "what readers and writers saw");
    Map<String, AttributeValue> a = Tx.read(dynamo.client(), dynamo.tableName(), "a");
    Map<String, AttributeValue> b = Tx.read(dynamo.client(), dynamo.tableName(), "b");
    assertTrue(Race.holds(a, b), "the items at the end: " + a + " " + b);
    assertTrue(race.moves.get() > 0, "some transactions committed: " + race);
  }
}
