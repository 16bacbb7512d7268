package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Shards;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Edges added between the pages of a sharded listing, on dynalite, into a shard that an earlier page
 * read to its end: listed exactly as an unsharded listing lists them, in both orders and from a
 * starting point, over 8 shards ({@link Checkout}) and 64 ({@link Reading}), with every shard queried on
 * every page.
 */
class ShardedListingChangesTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(LendingTable::definition);

  /** One page of ids and the cursor after it. */
  private record Listed(List<String> ids, Optional<String> cursor) {
    static <E> Listed of(Page<E> page, Function<E, String> id) {
      return new Listed(page.items().stream().map(id).toList(), page.nextCursor());
    }
  }

  /** The edges into one target of an edge type with {@code shards} shards. */
  private interface Target {
    void add(List<String> sources);

    Listed page(ListOptions options);
  }

  /**
   * 60 edges in pages of 20; shard 0 holds one, the third listed, so page 1 reads it to its end.
   * After page 2, 16 edges are added ahead of the position, 4 of them into shard 0. All 76 are
   * listed in order, and each page sends at least one Query to each shard.
   */
  @ParameterizedTest
  @CsvSource({"8, ASCENDING, false", "8, DESCENDING, false", "8, ASCENDING, true", "8, DESCENDING, true",
      "64, ASCENDING, false", "64, DESCENDING, false", "64, ASCENDING, true", "64, DESCENDING, true"})
  void anEdgeAddedAheadIntoAShardReadToItsEndIsListed(int shards, SortOrder order, boolean fromStartingPoint) {
    Target target = shards == 8 ? checkoutsOf("b1") : readersOf("t1");
    Comparator<String> listingOrder = order == SortOrder.ASCENDING ? Comparator.naturalOrder() : Comparator.reverseOrder();
    List<String> candidates = new ArrayList<>();
    for (int i = 0; i < 2_000; i++) {
      candidates.add(String.format(Locale.ROOT, "m%04d", i));
    }
    candidates.sort(listingOrder);
    int before = fromStartingPoint ? 5 : 0;
    List<String> seeded = new ArrayList<>();
    for (String id : candidates) {
      if ((Shards.of(id, shards) == 0) == (seeded.size() - before == 2) && seeded.size() < before + 60) {
        seeded.add(id);
      }
    }
    List<String> added = new ArrayList<>();
    int intoShardZero = 0;
    for (int i = before + 40; i < seeded.size() && added.size() < 16; i++) {
      for (char suffix = 'a'; suffix <= 'z' && added.size() < 16; suffix++) {
        String id = seeded.get(i) + suffix;
        boolean zero = Shards.of(id, shards) == 0;
        if (zero && intoShardZero < 4 || !zero && added.size() - intoShardZero < 12) {
          added.add(id);
          intoShardZero += zero ? 1 : 0;
        }
      }
    }
    assertEquals(4, intoShardZero);
    target.add(seeded);

    ListOptions options = ListOptions.defaults().pageSize(20).order(order);
    if (fromStartingPoint) {
      options = options.startingAt(seeded.get(before));
    }
    List<String> listed = new ArrayList<>();
    for (int page = 1; ; page++) {
      dynamo.requests().reset();
      Listed next = target.page(options);
      long queries = dynamo.requests().count("Query");
      assertTrue(queries >= shards && queries <= 2L * shards, "page " + page + " sent " + queries + " Queries");
      listed.addAll(next.ids());
      if (page == 2) {
        assertEquals(seeded.get(before + 39), listed.get(listed.size() - 1));
        target.add(added);
      }
      if (next.cursor().isEmpty()) {
        break;
      }
      options = options.after(next.cursor().get());
    }
    List<String> expected = new ArrayList<>(seeded.subList(before, seeded.size()));
    expected.addAll(added);
    expected.sort(listingOrder);
    assertEquals(expected, listed);
  }

  private static Target checkoutsOf(String book) {
    CheckoutRepository checkouts = new CheckoutRepository(dynamo.client(), dynamo.tableName());
    return new Target() {
      @Override
      public void add(List<String> members) {
        checkouts.putAll(members.stream().map(member -> new Checkout(member, book, null)).toList());
      }

      @Override
      public Listed page(ListOptions options) {
        return Listed.of(checkouts.borrowers(book).page(options), Checkout::member);
      }
    };
  }

  private static Target readersOf(String title) {
    ReadingRepository readings = new ReadingRepository(dynamo.client(), dynamo.tableName());
    return new Target() {
      @Override
      public void add(List<String> readers) {
        readings.putAll(readers.stream().map(reader -> new Reading(reader, title)).toList());
      }

      @Override
      public Listed page(ListOptions options) {
        return Listed.of(readings.readers(title).page(options), Reading::reader);
      }
    };
  }
}
