package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Reshard;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Re-sharding stored edges from 1 to 8 to 4 shards, each migration interrupted midway: the first
 * resumed from its saved token, the second started over. After each, every fan is listed exactly
 * once through the new shard count, every index key follows the shard rule, and nothing is left in
 * the old partitions.
 */
class ReshardTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(CelebrityTable::definition);

  private static final List<String> STARS = List.of("ann", "ben", "cy");
  private final List<String> fans = new ArrayList<>();
  private TableContext context;

  @BeforeEach
  void setUp() {
    context = TableContext.of(dynamo.client(), dynamo.tableName(), "test");
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());
    List<Fandom> edges = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      String fan = String.format(Locale.ROOT, "fan%03d", (i * 37) % 100);
      fans.add(fan);
      STARS.forEach(star -> edges.add(new Fandom(fan, star, null)));
    }
    fandoms.putAll(edges);
    fans.sort(null);
    new FandomRepository(dynamo.client(), dynamo.tableName()).reshard(1).run(100);
    assertListedOnceWith(1);
  }

  @Test
  void oneToEightResumedFromItsTokenThenEightToFourStartedOver() {
    Reshard toEight = new FandomRepository(dynamo.client(), dynamo.tableName()).reshard(8);
    String token = null;
    long rewritten = 0;
    for (int i = 0; i < 4; i++) {
      Reshard.Step step = toEight.step(token, 40);
      rewritten += step.rewritten();
      token = step.resumeToken();
    }
    assertNotNull(token, "interrupted midway");
    while (token != null) {
      Reshard.Step step = toEight.step(token, 40);
      rewritten += step.rewritten();
      token = step.resumeToken();
    }
    assertEquals(300, rewritten, "every edge moved from TARGET#x to TARGET#x#k once");
    assertListedOnceWith(8);
    assertEquals(0, toEight.run(40), "a second run finds nothing to do");

    Reshard toFour = new FandomRepository(dynamo.client(), dynamo.tableName()).reshard(4);
    Reshard.Step first = toFour.step(null, 100);
    long before = first.rewritten() + toFour.step(first.resumeToken(), 100).rewritten();
    long after = toFour.run(100);
    long moving = fans.stream().filter(fan -> Shards.of(fan, 8) >= 4).count() * STARS.size();
    assertTrue(before > 0 && after > 0, "interrupted midway: " + before + " then " + after);
    assertEquals(moving, before + after, "only the edges whose shard changes (k mod 8 >= 4), each once");
    assertListedOnceWith(4);
  }

  @Test
  void theRepositorysMigrationMovesTheEdgesToTheShardCountOfItsRecord() {
    assertEquals(300, new FandomRepository(dynamo.client(), dynamo.tableName()).reshard().run(100));
    assertListedOnceWith(FandomKeys.INVERTED_INDEX_SHARDS);
    Reshard async = new FandomAsyncRepository(dynamo.asyncClient(), dynamo.tableName()).reshard();
    assertEquals(0L, async.runAsync(100).join(), "already there");
    dynamo.requests().reset();
    assertThrows(InvalidRequestException.class, () -> async.step(null, 100), "an async migration has no sync step");
    assertEquals(0, dynamo.requests().count());
  }

  @Test
  void anAsynchronousMigrationMovesTheSameEdgesWithoutBlocking() {
    Reshard toEight = new FandomAsyncRepository(dynamo.asyncClient(), dynamo.tableName()).reshard(8);
    Reshard.Step first = toEight.stepAsync(null, 40).join();
    assertEquals(40, first.scanned());
    assertNotNull(first.resumeToken());
    assertEquals(300, first.rewritten() + toEight.runAsync(40).join(), "a rerun from the start skips the moved ones");
    assertListedOnceWith(8);
    assertEquals(0L, toEight.runAsync(40).join());

    dynamo.requests().reset();
    CompletionException refused = assertThrows(CompletionException.class, () -> toEight.stepAsync(null, 0).join());
    assertInstanceOf(InvalidRequestException.class, refused.getCause());
    assertEquals(0, dynamo.requests().count());
  }

  @Test
  void badInputIsRefusedBeforeAnyRequest() {
    dynamo.requests().reset();
    assertThrows(InvalidRequestException.class,
        () -> new FandomRepository(dynamo.client(), dynamo.tableName()).reshard(65));
    Reshard reshard = new FandomRepository(dynamo.client(), dynamo.tableName()).reshard(4);
    assertThrows(InvalidRequestException.class, () -> reshard.step("not a token!", 10));
    assertThrows(InvalidRequestException.class, () -> reshard.step(null, 0));
    assertEquals(0, dynamo.requests().count());
  }

  /** Each star's fans listed through {@code shards} shards, once each, in order; every key as the rule says. */
  private void assertListedOnceWith(int shards) {
    for (String star : STARS) {
      String target = FandomKeys.targetKey(star);
      ListOptions options = ListOptions.defaults().pageSize(17);
      Stream<Fandom> listed = shards == 1
          ? context.sync().stream(ListingSpec.inverted(FandomKeys.TYPE, FandomKeys.INVERTED_INDEX,
              FandomKeys.SOURCE_PREFIX + Layout.DELIMITER, SortId.STRING)
              .pages(context.tableName(), target, null, options, FandomMapper.INSTANCE, context.cursorSeal()))
          : context.sync().stream(ShardedListingSpec.inverted(FandomKeys.TYPE,
              FandomKeys.INVERTED_INDEX, FandomKeys.SOURCE_PREFIX + Layout.DELIMITER, SortId.STRING, shards)
              .pages(context.tableName(), target, null, options, FandomMapper.INSTANCE, context.cursorSeal()));
      assertEquals(fans, listed.map(Fandom::fan).toList(), star + " over " + shards + " shards");
    }
    for (Map<String, AttributeValue> item : dynamo.client().scanPaginator(
        ScanRequest.builder().tableName(dynamo.tableName()).build()).items()) {
      String fan = item.get("GSI1SK").s().substring("FAN#".length());
      String target = item.get(Layout.SK).s();
      assertEquals(shards == 1 ? target : Shards.partition(target, Shards.of(fan, shards)), item.get("GSI1PK").s());
    }
  }
}
