package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Shards;
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
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A sharded listing while its edges change between and during pages, and while a re-shard moves
 * them from one shard count's partitions to another's, against the in-memory sharded index.
 */
class ShardMergeChangesTest {
  private static final Comparator<String> ASCENDING = ShardMerge::compareCodePoints;

  /**
   * 60 followers in pages of 20; after page 2, 16 are added ahead of the position, some of them into
   * a shard that page 1 read to its end (it held one follower, listed on page 1). All 76 are listed,
   * and every page queries every shard.
   */
  @ParameterizedTest
  @CsvSource({"8, ASCENDING, false", "8, DESCENDING, false", "8, ASCENDING, true", "8, DESCENDING, true",
      "64, ASCENDING, false", "64, DESCENDING, false", "64, ASCENDING, true", "64, DESCENDING, true"})
  void anEdgeAddedAheadIntoAShardReadToItsEndIsListed(int shards, SortOrder order, boolean fromStartingPoint) {
    ShardedIndexFake index = new ShardedIndexFake(shards);
    Comparator<String> listingOrder = order == SortOrder.ASCENDING ? ASCENDING : ASCENDING.reversed();
    List<String> candidates = new ArrayList<>();
    for (int i = 0; i < 2_000; i++) {
      candidates.add(String.format(Locale.ROOT, "m%04d", i));
    }
    candidates.sort(Comparator.comparing(id -> "ACTOR#" + id, listingOrder));
    // Listed before the starting point (and so never listed), then the 60 the traversal lists.
    int before = fromStartingPoint ? 5 : 0;
    List<String> seeded = new ArrayList<>();
    for (String id : candidates) {
      int position = seeded.size() - before;
      boolean inFinishedShard = Shards.of(id, shards) == 0;
      // Shard 0 holds exactly one follower in all, the third listed, so page 1 reads it to its end.
      if (inFinishedShard == (position == 2) && seeded.size() < before + 60) {
        seeded.add(id);
      }
    }
    seeded.forEach(index::follow);
    String position = seeded.get(before + 39);
    List<String> added = new ArrayList<>();
    int intoFinished = 0;
    for (int i = before + 40; i < seeded.size() && added.size() < 16; i++) {
      for (char suffix = 'a'; suffix <= 'z' && added.size() < 16; suffix++) {
        String id = seeded.get(i) + suffix;
        boolean finished = Shards.of(id, shards) == 0;
        if (finished && intoFinished < 4 || !finished && added.size() - intoFinished < 12) {
          added.add(id);
          intoFinished += finished ? 1 : 0;
        }
      }
    }
    assertEquals(4, intoFinished, "4 of the 16 land in the shard read to its end");

    ListOptions options = ListOptions.defaults().pageSize(20).order(order);
    if (fromStartingPoint) {
      options = options.startingAt(seeded.get(before));
    }
    List<String> listed = new ArrayList<>();
    int pages = 0;
    while (true) {
      index.queries.clear();
      Page<Map<String, AttributeValue>> page = page(index, shards, options);
      pages++;
      assertEquals(shards, queriedPartitions(index).size(), "page " + pages + " queries every shard");
      listed.addAll(ids(page));
      if (pages == 2) {
        assertEquals(position, listed.get(listed.size() - 1));
        added.forEach(index::follow);
      }
      if (page.nextCursor().isEmpty()) {
        break;
      }
      options = options.after(page.nextCursor().get());
    }
    List<String> expected = new ArrayList<>(seeded.subList(before, seeded.size()));
    expected.addAll(added);
    expected.sort(Comparator.comparing(id -> "ACTOR#" + id, listingOrder));
    assertEquals(expected, listed);
  }

  /**
   * A re-shard rewrites a follower's index key between the Queries of one page: it is read in its old
   * shard, then again in its new one. The page lists it once.
   */
  @Test
  void anEdgeMovedBetweenTwoShardsQueriesOfOnePageIsListedOnce() {
    ShardedIndexFake index = new ShardedIndexFake(8);
    List<String> followers = movingFollowers(40, 4, 8);
    followers.forEach(id -> index.put(Shards.partition(ShardedIndexFake.TARGET, Shards.of(id, 4)), "ACTOR#" + id));
    String moved = followers.stream().filter(id -> Shards.of(id, 4) != Shards.of(id, 8)).findFirst().orElseThrow();
    index.afterQuery = moveOnceRead(index, moved);

    List<String> listed = traverse(index, 8, ListOptions.defaults().pageSize(100));

    assertEquals(sorted(followers, SortOrder.ASCENDING), listed);
  }

  /**
   * The re-shard moves the page's last item while the page is read (its old shard is read, then its
   * new one): the next page resumes after it in every shard, so it is not listed again there.
   */
  @Test
  void anEdgeMovedAsThePagesLastItemIsNotListedAgainOnTheNextPage() {
    ShardedIndexFake index = new ShardedIndexFake(8);
    List<String> followers = movingFollowers(30, 4, 8);
    followers.forEach(id -> index.put(Shards.partition(ShardedIndexFake.TARGET, Shards.of(id, 4)), "ACTOR#" + id));
    List<String> inOrder = sorted(followers, SortOrder.DESCENDING);
    int first = 0;
    while (Shards.of(inOrder.get(first), 4) == Shards.of(inOrder.get(first), 8)) {
      first++;
    }
    // Pages of 1 from the first follower that moves: its old shard's first Query answers it.
    ListOptions options = ListOptions.defaults().pageSize(1).descending().startingAt(inOrder.get(first));
    index.afterQuery = moveOnceRead(index, inOrder.get(first));

    List<String> listed = traverse(index, 8, options);

    assertEquals(inOrder.subList(first, inOrder.size()), listed);
  }

  /**
   * Re-shard steps from 4 to 8 shards run between the pages of a traversal that lists through 8: the
   * edges not yet moved are read in their old shards (0 to 3, which 8 shards read too), the moved ones
   * in their new shards, including shards 4 to 7 that were empty when page 1 read them. Each once, in
   * order, both ways.
   */
  @ParameterizedTest
  @CsvSource({"ASCENDING", "DESCENDING"})
  void reshardStepsBetweenPagesNeitherDuplicateNorSkip(SortOrder order) {
    ShardedIndexFake index = new ShardedIndexFake(8);
    List<String> followers = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      followers.add(String.format(Locale.ROOT, "r%03d", (i * 211) % 400));
    }
    followers.forEach(id -> index.put(Shards.partition(ShardedIndexFake.TARGET, Shards.of(id, 4)), "ACTOR#" + id));
    List<String> toMove = followers.stream().filter(id -> Shards.of(id, 8) != Shards.of(id, 4)).toList();
    assertTrue(toMove.size() > 150, toMove.size() + " to move");

    List<String> listed = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(25).order(order);
    int next = 0;
    while (true) {
      Page<Map<String, AttributeValue>> page = page(index, 8, options);
      listed.addAll(ids(page));
      if (page.nextCursor().isEmpty()) {
        break;
      }
      options = options.after(page.nextCursor().get());
      for (int step = 0; step < 15 && next < toMove.size(); step++) {
        index.move(toMove.get(next++), 4, 8);
      }
    }
    assertEquals(toMove.size(), next, "the re-shard ended during the traversal");
    assertEquals(sorted(followers, order), listed);
  }

  /** {@code count} followers of which about half change shard between {@code from} and {@code to} shards. */
  private static List<String> movingFollowers(int count, int from, int to) {
    List<String> ids = new ArrayList<>();
    for (int i = 0; ids.size() < count; i++) {
      String id = String.format(Locale.ROOT, "f%03d", i);
      if (ids.size() % 2 == 0 || Shards.of(id, from) != Shards.of(id, to)) {
        ids.add(id);
      }
    }
    return ids;
  }

  /** A hook that moves {@code follower} from 4 to 8 shards once a Query has answered it from its old shard. */
  private static BiConsumer<String, List<String>> moveOnceRead(ShardedIndexFake index, String follower) {
    String oldPartition = Shards.partition(ShardedIndexFake.TARGET, Shards.of(follower, 4));
    boolean[] done = {false};
    return (partition, answered) -> {
      if (!done[0] && partition.equals(oldPartition) && answered.contains("ACTOR#" + follower)) {
        done[0] = true;
        index.move(follower, 4, 8);
      }
    };
  }

  private static Page<Map<String, AttributeValue>> page(ShardedIndexFake index, int shards, ListOptions options) {
    TableContext context = TableContext.of(index, "t", "test");
    ShardedListingSpec listing = ShardedListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING, shards);
    return context.sync().run(listing.pages(context.tableName(), ShardedIndexFake.TARGET, null, options,
        OperationsTest.RAW, context.cursorSeal()).plan());
  }

  private static List<String> traverse(ShardedIndexFake index, int shards, ListOptions options) {
    List<String> listed = new ArrayList<>();
    while (true) {
      Page<Map<String, AttributeValue>> page = page(index, shards, options);
      List<String> ids = ids(page);
      assertEquals(ids.size(), new HashSet<>(ids).size(), "a duplicate within a page: " + ids);
      listed.addAll(ids);
      if (page.nextCursor().isEmpty()) {
        return listed;
      }
      options = options.after(page.nextCursor().get());
    }
  }

  private static Set<String> queriedPartitions(ShardedIndexFake index) {
    return index.queries.stream().map(q -> q.expressionAttributeValues().get(":pk").s())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static List<String> ids(Page<Map<String, AttributeValue>> page) {
    return page.items().stream().map(i -> i.get("GSI1SK").s().substring("ACTOR#".length())).toList();
  }

  private static List<String> sorted(List<String> ids, SortOrder order) {
    Comparator<String> byKey = Comparator.comparing(id -> "ACTOR#" + id, ASCENDING);
    return ids.stream().sorted(order == SortOrder.ASCENDING ? byKey : byKey.reversed()).toList();
  }
}
