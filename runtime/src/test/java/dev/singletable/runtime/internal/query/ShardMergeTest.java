package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The k-way merge of a sharded listing, against an in-memory sharded index. */
class ShardMergeTest {
  private static final ShardedListingSpec FOLLOWERS = ShardedListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING, 8);
  private static final Comparator<String> ASCENDING = ShardMerge::compareCodePoints;

  private final ShardedIndexFake index = new ShardedIndexFake(8);
  private final TableContext context = TableContext.of(index, "t", "test");

  @ParameterizedTest
  @CsvSource({"1, ASCENDING", "7, ASCENDING", "50, ASCENDING", "500, ASCENDING",
      "1, DESCENDING", "7, DESCENDING", "50, DESCENDING", "500, DESCENDING"})
  void pagesAreExactAndTheTraversalIsTheWholeSetInOrder(int pageSize, SortOrder order) {
    List<String> written = followers(300);
    List<Page<Map<String, AttributeValue>>> pages = traverse(ListOptions.defaults().pageSize(pageSize).order(order));

    assertEquals(sorted(written, order), sortKeys(pages));
    for (int i = 0; i < pages.size() - 1; i++) {
      assertEquals(pageSize, pages.get(i).items().size(), "page " + i);
    }
    assertTrue(pages.get(pages.size() - 1).nextCursor().isEmpty());
    assertTrue(index.queries.size() <= 2 * 8 * pages.size(),
        index.queries.size() + " Queries for " + pages.size() + " pages of 8 shards");
  }

  @Test
  void requestsPerPageFollowTheShardsNotTheItems() {
    followers(2_000);
    List<Page<Map<String, AttributeValue>>> pages = traverse(ListOptions.defaults().pageSize(1_000));

    assertEquals(2, pages.size());
    assertTrue(index.queries.size() <= 2 * 8, index.queries.size() + " Queries");
    int read = index.queries.stream().mapToInt(q -> q.limit()).sum();
    assertTrue(read < 3 * 2_000, "asked for " + read + " items to list 2,000");
  }

  @Test
  void aShardStoppedEarlyIsReadAgainBeforeTheMergeGoesOn() {
    List<String> written = followers(120);
    index.maxItemsPerResponse = 2;

    assertEquals(sorted(written, SortOrder.ASCENDING), sortKeys(traverse(ListOptions.defaults().pageSize(25))));
  }

  @Test
  void aShardReadToItsEndIsQueriedAgainOnTheNextPage() {
    index.put("TARGET#bob#0", "ACTOR#a");
    index.put("TARGET#bob#0", "ACTOR#c");
    index.put("TARGET#bob#1", "ACTOR#b");
    Page<Map<String, AttributeValue>> first = page(ListOptions.defaults().pageSize(2));
    assertEquals(List.of("ACTOR#a", "ACTOR#b"), sortKeys(List.of(first)));
    index.queries.clear();
    index.put("TARGET#bob#1", "ACTOR#bb");

    Page<Map<String, AttributeValue>> second = page(ListOptions.defaults().pageSize(2).after(first.nextCursor().orElseThrow()));

    assertEquals(List.of("ACTOR#bb", "ACTOR#c"), sortKeys(List.of(second)), "shard 1 was read to its end on page 1");
    assertEquals(8, index.queries.stream().map(q -> q.expressionAttributeValues().get(":pk").s()).distinct().count(),
        "every shard, the empty ones too, resumes after ACTOR#b");
    assertTrue(second.nextCursor().isEmpty());
  }

  @Test
  void equalSortKeysInTwoShardsAreOneEdgeListedOnce() {
    for (String shard : List.of("TARGET#bob#3", "TARGET#bob#1", "TARGET#bob#6")) {
      index.put(shard, "ACTOR#same");
    }
    index.put("TARGET#bob#6", "ACTOR#a");
    index.put("TARGET#bob#3", "ACTOR#z");

    for (int pageSize : new int[] {1, 2, 10}) {
      List<Page<Map<String, AttributeValue>>> pages = traverse(ListOptions.defaults().pageSize(pageSize));
      assertEquals(List.of("ACTOR#a", "ACTOR#same", "ACTOR#z"), sortKeys(pages), "pages of " + pageSize);
      assertEquals(List.of("TARGET#bob#6", "TARGET#bob#1", "TARGET#bob#3"),
          pages.stream().flatMap(p -> p.items().stream()).map(i -> i.get("GSI1PK").s()).toList(),
          "the lowest shard's copy");
    }
  }

  @Test
  void startingPointsHoldInEveryShard() {
    List<String> written = followers(100);
    String start = sorted(written, SortOrder.ASCENDING).get(40).substring("ACTOR#".length());

    List<String> at = sortKeys(traverse(ListOptions.defaults().pageSize(7).startingAt(start)));
    List<String> after = sortKeys(traverse(ListOptions.defaults().pageSize(7).startingAfter(start)));
    List<String> below = sortKeys(traverse(ListOptions.defaults().pageSize(7).descending().startingAfter(start)));

    assertEquals(sorted(written, SortOrder.ASCENDING).subList(40, 100), at);
    assertEquals(sorted(written, SortOrder.ASCENDING).subList(41, 100), after);
    assertEquals(sorted(sorted(written, SortOrder.ASCENDING).subList(0, 40), SortOrder.DESCENDING), below);
  }

  @Test
  void insertsAndDeletesBetweenPagesNeitherDuplicateNorSkipUnchangedEdges() {
    Random random = new Random(11);
    List<String> written = followers(400);
    Set<String> untouched = new TreeSet<>(written);
    List<String> listed = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(9);
    while (true) {
      Page<Map<String, AttributeValue>> page = page(options);
      listed.addAll(sortKeys(List.of(page)));
      if (page.nextCursor().isEmpty()) {
        break;
      }
      options = options.after(page.nextCursor().get());
      for (int i = 0; i < 3; i++) {
        String added = written.get(random.nextInt(written.size())).substring("ACTOR#".length()) + "-late" + i;
        index.follow(added);
        untouched.remove("ACTOR#" + added);
        String removed = written.get(random.nextInt(written.size()));
        index.unfollow(removed.substring("ACTOR#".length()));
        untouched.remove(removed);
      }
    }
    assertEquals(listed.size(), new HashSet<>(listed).size(), "a duplicate");
    assertEquals(sorted(listed, SortOrder.ASCENDING), listed, "out of order");
    assertTrue(listed.containsAll(untouched), "skipped: " + untouched.stream().filter(k -> !listed.contains(k))
        .collect(Collectors.toList()));
  }

  @Test
  void aCursorOfAnotherShardCountIsRefusedBeforeAnyQuery() {
    followers(30);
    String cursor = page(ListOptions.defaults().pageSize(5)).nextCursor().orElseThrow();
    index.queries.clear();
    ShardedListingSpec four = ShardedListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING, 4);

    InvalidCursorException refused = assertThrows(InvalidCursorException.class, () ->
        four.pages(context.tableName(), ShardedIndexFake.TARGET, null, ListOptions.defaults().after(cursor),
            OperationsTest.RAW, context.cursorSeal()));

    assertEquals(InvalidCursorException.Reason.NOT_VERIFIED, refused.reason());
    assertEquals(List.of(), index.queries);
  }

  @Test
  void theAsyncPathListsTheSame() {
    List<String> written = followers(200);
    TableContext async = TableContext.of(index.async(), "t", "test");
    List<String> listed = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(13).descending();
    while (true) {
      Page<Map<String, AttributeValue>> page = async.async().run(FOLLOWERS.pages(async.tableName(),
          ShardedIndexFake.TARGET, null, options, OperationsTest.RAW, async.cursorSeal()).plan()).join();
      listed.addAll(sortKeys(List.of(page)));
      if (page.nextCursor().isEmpty()) {
        break;
      }
      options = options.after(page.nextCursor().get());
    }
    assertEquals(sorted(written, SortOrder.DESCENDING), listed);
  }

  @Test
  void theStreamFetchesPageAfterPage() {
    List<String> written = followers(64);
    List<String> streamed = context.sync().stream(FOLLOWERS.pages(context.tableName(), ShardedIndexFake.TARGET, null,
        ListOptions.defaults().pageSize(10), OperationsTest.RAW, context.cursorSeal()))
        .map(i -> i.get("GSI1SK").s()).toList();
    assertEquals(sorted(written, SortOrder.ASCENDING), streamed);
  }

  @Test
  void eachShardIsAskedForAboutTwiceItsShare() {
    assertEquals(2, ShardMerge.limit(2, 16), "page size 1: the item and one more");
    assertEquals(2, ShardMerge.limit(8, 16), "page size 7");
    assertEquals(127, ShardMerge.limit(1_001, 16));
    assertEquals(101, ShardMerge.limit(101, 1), "one shard left: all that is wanted");
  }

  @Test
  void sortKeysCompareAsDynamoDbDoesByUtf8BytesNotUtf16Units() {
    String emoji = "\uD83D\uDE00";
    assertTrue("\uFFFF".compareTo(emoji) > 0, "UTF-16 order puts the surrogate first");
    assertTrue(ShardMerge.compareCodePoints("\uFFFF", emoji) < 0, "UTF-8 order puts U+FFFF first");
    assertTrue(ShardMerge.compareCodePoints("ab", "abc") < 0);
    assertEquals(0, ShardMerge.compareCodePoints(emoji, emoji));
  }

  private List<String> followers(int count) {
    List<String> keys = new ArrayList<>();
    Random random = new Random(count);
    for (int i = 0; i < count; i++) {
      String id = "u" + Integer.toString(random.nextInt(Integer.MAX_VALUE), 36) + i;
      index.follow(id);
      keys.add("ACTOR#" + id);
    }
    return keys;
  }

  private Page<Map<String, AttributeValue>> page(ListOptions options) {
    return context.sync().run(FOLLOWERS.pages(context.tableName(), ShardedIndexFake.TARGET, null, options,
        OperationsTest.RAW, context.cursorSeal()).plan());
  }

  private List<Page<Map<String, AttributeValue>>> traverse(ListOptions options) {
    List<Page<Map<String, AttributeValue>>> pages = new ArrayList<>();
    while (true) {
      Page<Map<String, AttributeValue>> page = page(options);
      pages.add(page);
      if (page.nextCursor().isEmpty()) {
        return pages;
      }
      options = options.after(page.nextCursor().get());
    }
  }

  private static List<String> sortKeys(List<Page<Map<String, AttributeValue>>> pages) {
    return pages.stream().flatMap(p -> p.items().stream()).map(i -> i.get("GSI1SK").s()).toList();
  }

  private static List<String> sorted(List<String> keys, SortOrder order) {
    return keys.stream().sorted(order == SortOrder.ASCENDING ? ASCENDING : ASCENDING.reversed()).toList();
  }
}
