package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Reshard;
import dev.singletable.runtime.SortOrder;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Listings of a book's borrowers through 8 shards while a re-shard moves its checkouts there from the
 * 4 shards they were written under, on dynalite. The edges not yet moved sit in shards 0 to 3, which
 * 8 shards read too, so nothing is missed but an edge that changes while the traversal runs, and
 * nothing is listed twice: not an edge read in its old shard and again in its new one within a
 * page, nor across pages.
 */
class ReshardDuringListingTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(LendingTable::definition);

  private static final String BOOK = "b1";
  private final ExecutorService pool = Executors.newFixedThreadPool(5);
  private CheckoutRepository checkouts;

  @BeforeEach
  void setUp() {
    checkouts = new CheckoutRepository(dynamo.client(), dynamo.tableName());
  }

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  /**
   * 400 checkouts written under 4 shards; a traversal in pages of 25 runs a re-shard step to 8 between
   * each two pages, so the re-shard ends midway. Every loan is listed once, in order, both ways.
   */
  @ParameterizedTest
  @CsvSource({"ASCENDING", "DESCENDING"})
  void aTraversalRunningReshardStepsBetweenItsPagesListsEveryEdgeOnce(SortOrder order) {
    List<String> members = seedUnderFourShards(400);
    Reshard toEight = checkouts.reshard();
    String token = null;
    boolean reshardDone = false;
    long rewritten = 0;
    List<String> listed = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(25).order(order);
    int pages = 0;
    while (true) {
      Page<Checkout> page = checkouts.borrowers(BOOK).page(options);
      pages++;
      page.items().forEach(loan -> listed.add(loan.member()));
      if (page.nextCursor().isEmpty()) {
        break;
      }
      options = options.after(page.nextCursor().get());
      if (!reshardDone) {
        Reshard.Step step = toEight.step(token, 40);
        rewritten += step.rewritten();
        token = step.resumeToken();
        reshardDone = token == null;
      }
    }
    assertTrue(reshardDone, "the re-shard ended before the last of " + pages + " pages");
    assertEquals(members.stream().filter(m -> Shards.of(m, 8) != Shards.of(m, 4)).count(), rewritten);
    assertEquals(members.stream().sorted(order == SortOrder.ASCENDING
        ? Comparator.<String>naturalOrder() : Comparator.<String>reverseOrder()).toList(), listed);
  }

  /**
   * 600 checkouts written under 4 shards; a re-shard to 8 runs in steps of 20 while one thread deletes a
   * loan and creates another (up to 100 of each, 15 ms apart), and three threads traverse the book's borrowers in pages of 50 until
   * the re-shard has ended. No traversal lists a loan twice; each lists, in order, every loan that
   * neither the writer touched nor the re-shard moved while it ran (both seen from a Scan of the
   * base table before and after it).
   */
  @Test
  void traversalsDuringAReshardWithDeletesAndCreatesListNothingTwice() throws Exception {
    List<String> seeded = seedUnderFourShards(600);
    AtomicBoolean done = new AtomicBoolean();
    Set<String> touched = ConcurrentHashMap.newKeySet();
    Set<String> created = ConcurrentHashMap.newKeySet();
    Future<?> reshard = pool.submit(() -> {
      try {
        Reshard toEight = checkouts.reshard();
        String token = null;
        do {
          token = toEight.step(token, 20).resumeToken();
        } while (token != null);
      } finally {
        done.set(true);
      }
    });
    Future<?> writer = pool.submit(() -> {
      for (int i = 0; i < 100 && !done.get(); i++) {
        Thread.sleep(15);
        String gone = seeded.get((i * 53) % seeded.size());
        touched.add(gone);
        checkouts.delete(gone, BOOK);
        String fresh = String.format(Locale.ROOT, "n%04d", i);
        touched.add(fresh);
        created.add(fresh);
        checkouts.create(new Checkout(fresh, BOOK, null));
      }
      return null;
    });
    List<Future<int[]>> readers = new ArrayList<>();
    for (int r = 0; r < 3; r++) {
      readers.add(pool.submit(() -> {
        int traversals = 0;
        int duringMoves = 0;
        while (!done.get()) {
          Map<String, String> before = indexKeys();
          List<List<String>> pages = traverse();
          Map<String, String> after = indexKeys();
          traversals++;
          duringMoves += before.entrySet().stream().anyMatch(e -> !e.getValue().equals(after.get(e.getKey()))) ? 1 : 0;
          check(pages, before, after, seeded, created, touched);
        }
        return new int[] {traversals, duringMoves};
      }));
    }
    reshard.get();
    writer.get();
    int traversals = 0;
    int duringMoves = 0;
    for (Future<int[]> reader : readers) {
      int[] counts = reader.get();
      traversals += counts[0];
      duringMoves += counts[1];
    }
    assertTrue(traversals >= 3 && duringMoves >= 3, traversals + " traversals, " + duringMoves + " while edges moved");
  }

  /** No duplicate within a page or across pages, in order, nothing unknown, nothing stable missed. */
  private static void check(List<List<String>> pages, Map<String, String> before, Map<String, String> after,
      List<String> seeded, Set<String> created, Set<String> touched) {
    List<String> listed = new ArrayList<>();
    for (List<String> page : pages) {
      assertEquals(page.size(), new HashSet<>(page).size(), "a loan twice within a page: " + page);
      listed.addAll(page);
    }
    assertEquals(listed.size(), new HashSet<>(listed).size(), "a loan twice across pages");
    assertEquals(listed.stream().sorted().toList(), listed, "out of order");
    Set<String> known = new HashSet<>(seeded);
    known.addAll(created);
    assertTrue(known.containsAll(listed), "an unknown loan listed");
    List<String> missed = new ArrayList<>();
    for (Map.Entry<String, String> entry : before.entrySet()) {
      String member = entry.getKey();
      boolean stable = entry.getValue().equals(after.get(member)) && !touched.contains(member);
      if (stable && !listed.contains(member)) {
        missed.add(member);
      }
    }
    assertEquals(List.of(), missed, "checkouts neither touched nor moved during the traversal, not listed");
  }

  /** The book's borrowers, page by page (pages of 50, ascending). */
  private List<List<String>> traverse() {
    List<List<String>> pages = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(50);
    while (true) {
      Page<Checkout> page = checkouts.borrowers(BOOK).page(options);
      pages.add(page.items().stream().map(Checkout::member).toList());
      if (page.nextCursor().isEmpty()) {
        return pages;
      }
      options = options.after(page.nextCursor().get());
    }
  }

  /** Each stored loan's member and index partition key, read from the base table. */
  private static Map<String, String> indexKeys() {
    Map<String, String> keys = new HashMap<>();
    for (Map<String, AttributeValue> item : dynamo.client().scanPaginator(
        ScanRequest.builder().tableName(dynamo.tableName()).build()).items()) {
      keys.put(item.get(Layout.PK).s().substring("MEMBER#".length()), item.get("GSI1PK").s());
    }
    return keys;
  }

  /** {@code count} checkouts of the book, stored as 4 shards would have written them. */
  private List<String> seedUnderFourShards(int count) {
    List<String> members = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      members.add(String.format(Locale.ROOT, "m%04d", (i * 211) % count));
    }
    checkouts.putAll(members.stream().map(member -> new Checkout(member, BOOK, null)).toList());
    checkouts.reshard(4).run(500);
    return members;
  }
}
