package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The generated count of a listing over 16 index shards ({@link Fandom#star}), sync and async, on
 * dynalite: the sum over the shards is the number of fans written, whole and from starting points.
 */
class ShardedCountTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(CelebrityTable::definition);

  private static final int SHARDS = 16;
  private static final int FANS = 400;

  private FandomRepository fandoms;
  private FandomAsyncRepository async;

  @BeforeEach
  void seed() {
    fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());
    async = new FandomAsyncRepository(dynamo.asyncClient(), dynamo.tableName());
    List<Fandom> edges = new ArrayList<>();
    for (int i = 0; i < FANS; i++) {
      edges.add(new Fandom(String.format(Locale.ROOT, "fan%03d", i), "star", null));
    }
    edges.add(new Fandom("fan000", "starlet", null));
    fandoms.putAll(edges);
  }

  @Test
  void sumsTheShardsOneAfterTheOther() {
    dynamo.requests().reset();
    assertEquals(FANS, fandoms.fans("star").count());
    assertEquals(SHARDS, dynamo.requests().count("Query"), "one Select COUNT Query per shard");
    assertEquals(1, fandoms.fans("starlet").count());
    assertEquals(2, fandoms.stars("fan000").count());
    assertEquals(300, fandoms.fans("star").count(ListOptions.defaults().startingAt("fan100")));
    assertEquals(299, fandoms.fans("star").count(ListOptions.defaults().startingAfter("fan100")));
    assertEquals(100, fandoms.fans("star").count(ListOptions.defaults().descending().startingAfter("fan100")));
  }

  @Test
  void sumsTheShardsAtOnceAsynchronously() {
    assertEquals(FANS, async.fans("star").count().join());
    assertEquals(101, async.fans("star").count(ListOptions.defaults().descending().startingAt("fan100")).join());
  }

  @Test
  void refusesACursorAndAStrongReadBeforeAnyRequest() {
    String cursor = fandoms.fans("star").page(ListOptions.defaults().pageSize(10)).nextCursor().orElseThrow();
    dynamo.requests().reset();

    assertThrows(InvalidRequestException.class,
        () -> fandoms.fans("star").count(ListOptions.defaults().after(cursor)));
    assertThrows(InvalidRequestException.class,
        () -> fandoms.fans("star").count(ListOptions.defaults().consistency(ReadConsistency.STRONG)));
    assertEquals(0, dynamo.requests().count(), dynamo.requests().toString());
  }
}
