package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Listings page through every edge exactly once, in both sort orders, from both ends, sync and async. */
class PagingTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final int EDGES = 57;
  private static final int PAGE = 10;

  private PlainFollowRepository follows;
  private final List<String> others = new ArrayList<>();

  @BeforeEach
  void setUp() {
    follows = new GraphTable(dynamo.client(), dynamo.tableName()).plainFollows();
    for (int i = 0; i < EDGES; i++) {
      String other = String.format(Locale.ROOT, "user%02d", (i * 37) % EDGES);
      others.add(other);
      follows.create(new PlainFollow("hub", other, null));
      follows.create(new PlainFollow(other, "hub", null));
    }
    // Neighbours of the hub's partitions that must never show up.
    follows.create(new PlainFollow("hubby", "user00", null));
    follows.create(new PlainFollow("user00", "hub#1", null));
  }

  static Stream<Arguments> modesAndOrders() {
    return Stream.of(Mode.values()).flatMap(mode -> Stream.of(SortOrder.values()).map(order -> Arguments.of(mode, order)));
  }

  @ParameterizedTest
  @MethodSource("modesAndOrders")
  void outgoingPagesCoverEveryEdgeOnce(Mode mode, SortOrder order) {
    Follows under = mode.follows(dynamo);
    List<String> seen = pageThrough(under::following, order).stream()
        .map(PlainFollow::followee).collect(Collectors.toList());
    assertEquals(expected(order), seen);
    assertEquals(expected(order), under.streamFollowing("hub", ListOptions.defaults().pageSize(PAGE).order(order))
        .stream().map(PlainFollow::followee).collect(Collectors.toList()));
  }

  @ParameterizedTest
  @MethodSource("modesAndOrders")
  void incomingPagesCoverEveryEdgeOnce(Mode mode, SortOrder order) {
    Follows under = mode.follows(dynamo);
    List<String> seen = pageThrough(under::followers, order).stream()
        .map(PlainFollow::follower).collect(Collectors.toList());
    assertEquals(expected(order), seen);
    assertEquals(expected(order), under.streamFollowers("hub", ListOptions.defaults().pageSize(7).order(order))
        .stream().map(PlainFollow::follower).collect(Collectors.toList()));
  }

  @ParameterizedTest
  @MethodSource("modesAndOrders")
  void listingsStartAtOrAfterAnIdThroughTheLocalServer(Mode mode, SortOrder order) {
    Follows under = mode.follows(dynamo);
    List<String> all = expected(order);
    int at = all.indexOf("user20");
    ListOptions options = ListOptions.defaults().pageSize(PAGE).order(order);
    assertEquals(all.subList(at, all.size()), under.streamFollowers("hub", options.startingAt("user20"))
        .stream().map(PlainFollow::follower).collect(Collectors.toList()));
    assertEquals(all.subList(at + 1, all.size()), under.streamFollowers("hub", options.startingAfter("user20"))
        .stream().map(PlainFollow::follower).collect(Collectors.toList()));
    assertEquals(all.subList(at + 1, all.size()), under.streamFollowing("hub", options.startingAfter("user20"))
        .stream().map(PlainFollow::followee).collect(Collectors.toList()));
    assertEquals(List.of(), under.following("hub", options.startingAfter(all.get(all.size() - 1))).items());
  }

  /** The runtime's count (the generated count methods are tested in CountListingTest), on the hub's incoming edges. */
  @ParameterizedTest
  @MethodSource("modesAndOrders")
  void countsThroughTheLocalServer(Mode mode, SortOrder order) {
    ListingSpec followers = ListingSpec.inverted("PlainFollow", "GSI1", "ACTOR#", SortId.STRING);
    TableContext context = mode == Mode.SYNC ? TableContext.of(dynamo.client(), dynamo.tableName(), "test")
        : TableContext.of(dynamo.asyncClient(), dynamo.tableName(), "test");
    ToLongFunction<ListOptions> count = options -> {
      Plan<Long> query = followers.count(dynamo.tableName(), "TARGET#hub", null, options.order(order));
      return mode == Mode.SYNC ? context.sync().run(query) : context.async().run(query).join();
    };
    List<String> all = expected(order);
    int at = all.indexOf("user20");
    assertEquals(EDGES, count.applyAsLong(ListOptions.defaults()));
    assertEquals(EDGES - at, count.applyAsLong(ListOptions.defaults().startingAt("user20")));
    assertEquals(EDGES - at - 1, count.applyAsLong(ListOptions.defaults().startingAfter("user20")));
    assertEquals(order == SortOrder.ASCENDING ? EDGES - at - 1 : EDGES - at,
        count.applyAsLong(ListOptions.defaults().startingAfter("user20x")), "an absent start item is not subtracted");
  }

  private List<PlainFollow> pageThrough(BiFunction<String, ListOptions, Page<PlainFollow>> listing, SortOrder order) {
    List<PlainFollow> all = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(PAGE).order(order);
    int pages = 0;
    while (true) {
      Page<PlainFollow> page = listing.apply("hub", options);
      pages++;
      all.addAll(page.items());
      if (!page.hasNext()) {
        break;
      }
      assertEquals(PAGE, page.items().size(), "every page but the last is full");
      options = options.after(page.nextCursor().orElseThrow());
    }
    assertEquals((EDGES + PAGE - 1) / PAGE, pages, "the last page carries no dangling cursor");
    assertFalse(all.isEmpty());
    assertTrue(all.size() >= EDGES);
    return all;
  }

  private List<String> expected(SortOrder order) {
    Comparator<String> byName = Comparator.naturalOrder();
    return others.stream().sorted(order == SortOrder.ASCENDING ? byName : byName.reversed())
        .collect(Collectors.toList());
  }
}
