package dev.singletable.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The threads of {@link TransactionAtomicityTest}: transactions moving one unit between items
 * {@code a} and {@code b}, TransactGetItems readers checking the invariants, and the
 * {@link PlainWriters} (UpdateItem, conditional PutItem, and BatchWriteItem of item {@code c},
 * which the transactions then also claim).
 * Readers and plain writers go on until the transactions are done and they have succeeded once.
 */
final class Race {

  static final long TOTAL = 100;
  private static final AttributeValue ONE = AttributeValue.fromN("1");

  final AtomicLong moves = new AtomicLong();
  final AtomicLong refusedMoves = new AtomicLong();
  final AtomicLong conflicts = new AtomicLong();
  final AtomicLong reads = new AtomicLong();
  final List<String> violations = Collections.synchronizedList(new ArrayList<>());
  final PlainWriters writers;

  private final DynamoDbClient client;
  private final String table;
  private final AtomicInteger transactionThreads = new AtomicInteger();
  private volatile boolean claims;

  Race(DynamoDbClient client, String table) {
    this.client = client;
    this.table = table;
    this.writers = new PlainWriters(client, table, this::racing);
    for (String id : List.of("a", "b")) {
      client.putItem(request -> request.tableName(table).item(Map.of("pk", AttributeValue.fromS(id),
          "n", AttributeValue.fromN(Long.toString(TOTAL / 2)), "tx", AttributeValue.fromS("seed"),
          "parked", AttributeValue.fromN("0"), "hits", AttributeValue.fromN("0"),
          "puts", AttributeValue.fromN("0"))));
    }
  }

  /**
   * Runs the threads and waits for all; a thread's unexpected exception is rethrown. With
   * batchers, each move also claims item {@code c}.
   */
  void run(int movers, int movesEach, int updaters, int putters, int batchers, int readers)
      throws Exception {
    transactionThreads.set(movers);
    claims = batchers > 0;
    ExecutorService pool =
        Executors.newFixedThreadPool(movers + updaters + putters + batchers + readers);
    try {
      List<Future<?>> threads = new ArrayList<>();
      for (int t = 0; t < movers; t++) {
        int thread = t;
        threads.add(pool.submit(() -> move(thread, movesEach)));
      }
      for (int t = 0; t < updaters; t++) {
        threads.add(pool.submit(writers::update));
      }
      for (int t = 0; t < putters; t++) {
        threads.add(pool.submit(writers::put));
      }
      for (int t = 0; t < batchers; t++) {
        int thread = t;
        threads.add(pool.submit(() -> writers.batch(thread)));
      }
      for (int t = 0; t < readers; t++) {
        threads.add(pool.submit(this::read));
      }
      for (Future<?> thread : threads) {
        thread.get();
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private void move(int thread, int count) {
    try {
      for (int i = 0; i < count; i++) {
        boolean fromA = ThreadLocalRandom.current().nextBoolean();
        AttributeValue tx = AttributeValue.fromS(thread + "-" + i);
        while (!moveOnce(fromA ? "a" : "b", fromA ? "b" : "a", tx)) {
          conflicts.incrementAndGet();
        }
      }
    } finally {
      transactionThreads.decrementAndGet();
    }
  }

  /** One transaction; false if DynamoDB cancelled it for a conflict, to be sent again. */
  private boolean moveOnce(String from, String to, AttributeValue tx) {
    List<TransactWriteItem> actions = new ArrayList<>(List.of(
        change(from, "n - :one", tx, "n >= :one"), change(to, "n + :one", tx, null)));
    if (claims) {
      actions.add(TransactWriteItem.builder().update(update -> update.tableName(table)
          .key(Tx.key("c")).updateExpression("SET claimed = :tx, claims = claims + :one")
          .conditionExpression("attribute_exists(pk)")
          .expressionAttributeValues(Map.of(":tx", tx, ":one", ONE))).build());
    }
    try {
      client.transactWriteItems(request -> request.transactItems(actions));
      moves.incrementAndGet();
      return true;
    } catch (TransactionCanceledException e) {
      List<String> codes = Tx.codes(e.cancellationReasons());
      if (codes.contains("TransactionConflict")) {
        return false;
      }
      if (!codes.contains("ConditionalCheckFailed") && violations.size() < 10) {
        violations.add("a move was cancelled for " + e.cancellationReasons());
      }
      refusedMoves.incrementAndGet();
      return true;
    }
  }

  private TransactWriteItem change(String id, String value, AttributeValue tx, String condition) {
    return TransactWriteItem.builder().update(update -> update.tableName(table).key(Tx.key(id))
        .updateExpression("SET n = " + value + ", tx = :tx").conditionExpression(condition)
        .expressionAttributeValues(Map.of(":one", ONE, ":tx", tx))).build();
  }

  /** Whether a reader or plain writer goes on: while transactions run, and until its first success. */
  private boolean racing(long successes) {
    return transactionThreads.get() > 0 || successes == 0;
  }

  private void read() {
    long done = 0;
    while (racing(done)) {
      List<ItemResponse> items;
      try {
        items = client.transactGetItems(request -> request.transactItems(
            Tx.get(table, "a"), Tx.get(table, "b"))).responses();
      } catch (TransactionCanceledException e) {
        conflicts.incrementAndGet();
        continue;
      }
      Map<String, AttributeValue> a = items.get(0).item();
      Map<String, AttributeValue> b = items.get(1).item();
      if (!holds(a, b)) {
        if (violations.size() < 10) {
          violations.add("read " + a + " and " + b);
        }
      }
      reads.incrementAndGet();
      done++;
    }
  }

  /**
   * The invariants of two items read together: units are neither made nor lost, no counter is
   * negative, and one transaction wrote both last.
   */
  static boolean holds(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
    return units(a) + units(b) == TOTAL && a.get("tx").equals(b.get("tx"))
        && Math.min(number(a, "n"), number(b, "n")) >= 0;
  }

  private static long units(Map<String, AttributeValue> item) {
    return number(item, "n") + number(item, "parked");
  }

  static long number(Map<String, AttributeValue> item, String name) {
    return Long.parseLong(item.get(name).n());
  }

  @Override
  public String toString() {
    return "moves " + moves + ", refused moves " + refusedMoves + ", conflicts " + conflicts
        + ", reads " + reads + ", hits " + writers.hits + ", puts " + writers.puts
        + ", batches " + writers.batches;
  }
}
