package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.FakeDynamoDb;
import dev.singletable.benchmarks.Follow;
import java.time.Instant;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** What every cold-start child maps: one follow, and a client whose GetItem returns its item. */
final class ColdStartData {
  static final String TABLE = "Bench";
  static final String MAPPING = "mapping";
  static final String CALLS = "calls";

  private static final String ITEM_JSON = "{\"Item\":{\"PK\":{\"S\":\"ACTOR#alice\"},"
      + "\"SK\":{\"S\":\"TARGET#bob\"},\"GSI1PK\":{\"S\":\"TARGET#bob\"},"
      + "\"GSI1SK\":{\"S\":\"ACTOR#alice\"},\"_type\":{\"S\":\"Follow\"},"
      + "\"followedAt\":{\"S\":\"2024-05-06T07:08:09.123456789Z\"},\"weight\":{\"N\":\"7\"}}}";

  private ColdStartData() {}

  static Follow follow() {
    return new Follow("alice", "bob", Instant.ofEpochSecond(1714979289L, 123456789), 7);
  }

  static DynamoDbClient client() {
    return new FakeDynamoDb("{}", ITEM_JSON).client();
  }

  /** Exits with status 3 unless {@code back} equals {@code sent}, so a broken variant cannot pass. */
  static void check(Object sent, Object back) {
    if (!sent.equals(back)) {
      System.err.println("read back " + back + ", wrote " + sent);
      System.exit(3);
    }
  }
}
