package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Shards;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A star whose fans are spread over 16 index shards ({@link Fandom}), listed on dynalite: every
 * traversal is the set written, in order, in pages of exactly the requested size.
 *
 * <p>Sizing: the target is 20,000 followers in pages of 1, 7, 100 and 1,000. Seeding 20,000
 * edges takes BatchWriteItem calls at dynalite's few hundred to a thousand writes a second, and a
 * traversal sends about one Query per shard per page: 20,000 in pages of 100 is about 3,200 Queries,
 * in pages of 1 it would be 320,000, hours on dynalite. So the 20,000 are traversed in pages of
 * 1,000 in both orders (descending async), in pages of 100 ascending, and descending from a starting
 * point (the 2,001 fans up to fan02000, the rest passed over by key condition); pages of 1 and 7 walk
 * smaller stars, 64 and 350 fans, whose pages still come from all 16 shards. On a loaded 2-core
 * machine the class takes one to two minutes, most of it seeding and the Queries of pages of 100. The merge itself is tested on every page size,
 * ties and stops in {@code ShardMergeTest} (runtime, in memory).
 */
class ShardedListingTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(CelebrityTable::definition);

  private static final int SHARDS = 16;
  private final ExecutorService pool = Executors.newFixedThreadPool(8);

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  @Test
  void twentyThousandFansInPagesOfOneHundredAndOneThousandInBothOrders() throws Exception {
    List<String> fans = seed("celebrity", 20_000);
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());

    dynamo.requests().reset();
    List<Page<Fandom>> hundreds = traverse(options -> fandoms.fans("celebrity").page(options),
        ListOptions.defaults().pageSize(100));
    assertEquals(sorted(fans, SortOrder.ASCENDING), fanIds(hundreds));
    assertExact(hundreds, 100);
    long queries = dynamo.requests().count("Query");
    assertTrue(queries <= 2L * SHARDS * hundreds.size(), queries + " Queries for " + hundreds.size() + " pages");
    System.out.printf(Locale.ROOT, "20,000 fans in pages of 100: %d pages, %d Queries (%.2f a page)%n",
        hundreds.size(), queries, (double) queries / hundreds.size());
    dynamo.requests().reset();
    List<Page<Fandom>> pages = traverse(options -> fandoms.fans("celebrity").page(options),
        ListOptions.defaults().pageSize(1_000));
    assertEquals(sorted(fans, SortOrder.ASCENDING), fanIds(pages));
    assertExact(pages, 1_000);
    assertTrue(dynamo.requests().count("Query") <= 2L * SHARDS * pages.size(), dynamo.requests().toString());
    List<Page<Fandom>> hundredsDown = traverse(options -> fandoms.fans("celebrity").page(options),
        ListOptions.defaults().pageSize(100).descending().startingAt("fan02000"));
    assertEquals(sorted(fans, SortOrder.DESCENDING).subList(17_999, 20_000), fanIds(hundredsDown));
    assertExact(hundredsDown, 100);

    FandomAsyncRepository async = new FandomAsyncRepository(dynamo.asyncClient(), dynamo.tableName());
    List<Page<Fandom>> descending = traverse(options -> async.fans("celebrity").page(options).join(),
        ListOptions.defaults().pageSize(1_000).descending());
    assertEquals(sorted(fans, SortOrder.DESCENDING), fanIds(descending));
    assertExact(descending, 1_000);
  }

  @Test
  void pagesOfOneAndSevenBothOrders() throws Exception {
    List<String> few = seed("few", 64);
    List<String> more = seed("more", 350);
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());

    for (SortOrder order : SortOrder.values()) {
      List<Page<Fandom>> ones = traverse(options -> fandoms.fans("few").page(options),
          ListOptions.defaults().pageSize(1).order(order));
      assertEquals(sorted(few, order), fanIds(ones));
      assertExact(ones, 1);
      List<Page<Fandom>> sevens = traverse(options -> fandoms.fans("more").page(options),
          ListOptions.defaults().pageSize(7).order(order));
      assertEquals(sorted(more, order), fanIds(sevens));
      assertExact(sevens, 7);
    }
    assertEquals(sorted(more, SortOrder.DESCENDING), fandoms.fans("more").stream(
        ListOptions.defaults().pageSize(50).descending()).map(Fandom::fan).toList());
  }

  @Test
  void addsAndRemovalsBetweenPagesNeitherDuplicateNorSkipUnchangedFans() throws Exception {
    List<String> fans = seed("star", 1_000);
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());
    Set<String> unchanged = new TreeSet<>(fans);
    Random random = new Random(7);
    List<String> listed = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(50);
    while (true) {
      Page<Fandom> page = fandoms.fans("star").page(options);
      page.items().forEach(f -> listed.add(f.fan()));
      if (page.nextCursor().isEmpty()) {
        break;
      }
      options = options.after(page.nextCursor().get());
      for (int i = 0; i < 4; i++) {
        String added = String.format(Locale.ROOT, "fan%05d-late%d", random.nextInt(1_000), i);
        fandoms.create(new Fandom(added, "star", null));
        String removed = fans.get(random.nextInt(fans.size()));
        fandoms.delete(removed, "star");
        unchanged.remove(removed);
      }
    }
    assertEquals(listed.size(), new HashSet<>(listed).size(), "a fan listed twice");
    for (int i = 1; i < listed.size(); i++) {
      assertTrue(listed.get(i - 1).compareTo(listed.get(i)) < 0, "out of order: " + listed.subList(i - 1, i + 1));
    }
    List<String> skipped = unchanged.stream().filter(f -> !listed.contains(f)).toList();
    assertEquals(List.of(), skipped, "unchanged fans skipped");
  }

  @Test
  void theSameCreateFromEightThreadsIsOneItemInOneShard() throws Exception {
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());
    List<Future<Boolean>> creates = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      creates.add(pool.submit(() -> fandoms.create(new Fandom("alice", "idol", null))));
    }
    int created = 0;
    for (Future<Boolean> create : creates) {
      created += create.get() ? 1 : 0;
    }
    assertEquals(1, created);
    int shard = Shards.of("alice", SHARDS);
    for (int k = 0; k < SHARDS; k++) {
      List<Map<String, AttributeValue>> items = dynamo.client().query(QueryRequest.builder()
          .tableName(dynamo.tableName()).indexName("GSI1").keyConditionExpression("GSI1PK = :pk")
          .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("STAR#idol#" + k))).build()).items();
      assertEquals(k == shard ? 1 : 0, items.size(), "shard " + k);
    }
    assertEquals(List.of("alice"), fandoms.fans("idol").page().items().stream().map(Fandom::fan).toList());
  }

  @Test
  void aCursorMadeUnderAnotherShardCountIsRefusedWithNoRequest() throws Exception {
    seed("star", 40);
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());
    String cursor = fandoms.fans("star").page(ListOptions.defaults().pageSize(10)).nextCursor().orElseThrow();
    TableContext context = TableContext.of(dynamo.client(), dynamo.tableName(), "test");
    ShardedListingSpec eight = ShardedListingSpec.inverted(FandomKeys.TYPE, FandomKeys.INVERTED_INDEX,
        FandomKeys.SOURCE_PREFIX + "#", SortId.STRING, 8);
    dynamo.requests().reset();

    InvalidCursorException refused = assertThrows(InvalidCursorException.class, () -> context.sync().run(
        eight.pages(context.tableName(), FandomKeys.targetKey("star"), null, ListOptions.defaults().after(cursor),
            FandomMapper.INSTANCE, context.cursorSeal()).plan()));

    assertEquals(InvalidCursorException.Reason.NOT_VERIFIED, refused.reason());
    assertEquals(0, dynamo.requests().count());
  }

  /** Writes a fan of {@code star} per id, 8 batches at a time; the fan ids in the order written. */
  private List<String> seed(String star, int count) throws Exception {
    List<String> fans = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      fans.add(String.format(Locale.ROOT, "fan%05d", (int) ((i * 7919L) % count)));
    }
    FandomRepository fandoms = new FandomRepository(dynamo.client(), dynamo.tableName());
    List<Future<?>> slices = new ArrayList<>();
    for (int from = 0; from < count; from += 250) {
      List<Fandom> slice = fans.subList(from, Math.min(count, from + 250)).stream()
          .map(fan -> new Fandom(fan, star, null)).toList();
      slices.add(pool.submit(() -> fandoms.putAll(slice)));
    }
    for (Future<?> slice : slices) {
      slice.get();
    }
    return Collections.unmodifiableList(fans);
  }

  private static List<Page<Fandom>> traverse(Function<ListOptions, Page<Fandom>> list, ListOptions first) {
    List<Page<Fandom>> pages = new ArrayList<>();
    ListOptions options = first;
    while (true) {
      Page<Fandom> page = list.apply(options);
      pages.add(page);
      if (page.nextCursor().isEmpty()) {
        return pages;
      }
      options = options.after(page.nextCursor().get());
    }
  }

  private static void assertExact(List<Page<Fandom>> pages, int size) {
    for (int i = 0; i < pages.size() - 1; i++) {
      assertEquals(size, pages.get(i).items().size(), "page " + i);
    }
    assertTrue(pages.get(pages.size() - 1).items().size() <= size);
  }

  private static List<String> fanIds(List<Page<Fandom>> pages) {
    return pages.stream().flatMap(p -> p.items().stream()).map(Fandom::fan).toList();
  }

  private static List<String> sorted(List<String> fans, SortOrder order) {
    List<String> copy = new ArrayList<>(fans);
    copy.sort(order == SortOrder.ASCENDING ? null : Collections.reverseOrder());
    return copy;
  }
}
