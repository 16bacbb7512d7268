package dev.singletable.testing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongPredicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The threads of a {@link Race} that write without a transaction, around its moves: UpdateItem
 * adding to {@code hits} and parking units, read-then-conditional-PutItem adding to {@code puts},
 * and BatchWriteItem putting and deleting item {@code c}. Each goes on while {@code racing} says so
 * of the count it has done.
 */
final class PlainWriters {
  private static final AttributeValue ONE = AttributeValue.fromN("1");

  final AtomicLong hits = new AtomicLong();
  final AtomicLong puts = new AtomicLong();
  final AtomicLong batches = new AtomicLong();

  private final DynamoDbClient client;
  private final String table;
  private final LongPredicate racing;

  PlainWriters(DynamoDbClient client, String table, LongPredicate racing) {
    this.client = client;
    this.table = table;
    this.racing = racing;
  }

  /**
   * Adds to {@code hits}, and parks all of an item's units (or unparks them): a transaction that
   * checked {@code n >= 1} and then wrote {@code n - 1} around a park would leave {@code n} at -1.
   */
  void update() {
    long done = 0;
    while (racing.test(done)) {
      client.updateItem(request -> request.tableName(table).key(Tx.key(randomId()))
          .updateExpression("ADD hits :one").expressionAttributeValues(Map.of(":one", ONE)));
      hits.incrementAndGet();
      done++;
      client.updateItem(request -> request.tableName(table).key(Tx.key(randomId()))
          .updateExpression(ThreadLocalRandom.current().nextBoolean()
              ? "SET parked = parked + n, n = :zero" : "SET n = n + parked, parked = :zero")
          .expressionAttributeValues(Map.of(":zero", AttributeValue.fromN("0"))));
    }
  }

  /** Reads an item, then puts it back with puts + 1 on condition that it has not changed. */
  void put() {
    long done = 0;
    while (racing.test(done)) {
      String id = randomId();
      Map<String, AttributeValue> seen = Tx.read(client, table, id);
      Map<String, AttributeValue> next = new HashMap<>(seen);
      next.put("puts", AttributeValue.fromN(Long.toString(Race.number(seen, "puts") + 1)));
      try {
        client.putItem(request -> request.tableName(table).item(next)
            .conditionExpression(
                "n = :n AND parked = :parked AND tx = :tx AND hits = :hits AND puts = :puts")
            .expressionAttributeValues(Map.of(":n", seen.get("n"), ":parked", seen.get("parked"),
                ":tx", seen.get("tx"), ":hits", seen.get("hits"), ":puts", seen.get("puts"))));
        puts.incrementAndGet();
        done++;
      } catch (ConditionalCheckFailedException e) {
        // Changed since it was read: read again.
      }
    }
  }

  /**
   * Puts item {@code c} with {@code claims = 0}, then deletes it, each in a BatchWriteItem with an
   * item of its own. A move claims {@code c} (adds to {@code claims}) only if it exists, so a claim
   * that fails for a missing {@code claims} (a ValidationError reason) checked before a batch's
   * delete and wrote after it.
   */
  void batch(int thread) {
    long done = 0;
    while (racing.test(done)) {
      String round = thread + "-" + done;
      Map<String, AttributeValue> c = Map.of("pk", AttributeValue.fromS("c"),
          "claims", AttributeValue.fromN("0"));
      client.batchWriteItem(request -> request.requestItems(Map.of(table, List.of(
          WriteRequest.builder().putRequest(put -> put.item(c)).build(),
          WriteRequest.builder().putRequest(put -> put.item(Tx.item("batch-" + round, "x")))
              .build()))));
      client.batchWriteItem(request -> request.requestItems(Map.of(table, List.of(
          WriteRequest.builder().deleteRequest(delete -> delete.key(Tx.key("c"))).build(),
          WriteRequest.builder().deleteRequest(delete -> delete.key(Tx.key("batch-" + round)))
              .build()))));
      batches.incrementAndGet();
      done++;
    }
  }

  private static String randomId() {
    return ThreadLocalRandom.current().nextBoolean() ? "a" : "b";
  }
}
