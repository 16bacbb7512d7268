package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SortOrder;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A node's item collection: {@code MEMBER#alice} holds the member, her badges and memberships and one
 * item another program wrote. One Query per page returns every item of the partition exactly once,
 * sorted by type, in both orders, sync and async, by cursor and by stream.
 */
class ItemCollectionTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final Instant T = Instant.parse("2024-05-06T07:08:09Z");
  private static final Member ALICE = new Member("alice", "Alice");
  private static final int CLUBS = 6;
  private static final int BADGES = 5;
  /** The member, her edges and the foreign item. */
  private static final int ITEMS = 1 + CLUBS + BADGES + 1;

  private final List<Membership> memberships = new ArrayList<>();
  private final List<Badge> badges = new ArrayList<>();

  @BeforeEach
  void setUp() {
    MainTable main = new MainTable(dynamo.client(), dynamo.tableName());
    assertTrue(main.members().create(ALICE));
    for (int i = 0; i < CLUBS; i++) {
      memberships.add(new Membership("alice", String.format(Locale.ROOT, "c%02d", i), T));
      main.memberships().put(memberships.get(i));
    }
    for (int i = 0; i < BADGES; i++) {
      badges.add(new Badge("alice", String.format(Locale.ROOT, "b%02d", i), i));
      main.badges().put(badges.get(i));
    }
    // Neighbours that must never show up: another member's partition, and alice as a club's target.
    main.members().create(new Member("alicea", "Other"));
    main.memberships().put(new Membership("alicea", "c00", T));
    main.memberships().put(new Membership("bob", "alice", T));
    // An item another program wrote into alice's partition.
    dynamo.client().putItem(put -> put.tableName(dynamo.tableName()).item(Map.of(
        Layout.PK, AttributeValue.fromS("MEMBER#alice"), Layout.SK, AttributeValue.fromS("NOTE#1"),
        Layout.TYPE, AttributeValue.fromS("Note"), "text", AttributeValue.fromS("written elsewhere"))));
    dynamo.requests().reset();
  }

  static Stream<Arguments> pagings() {
    return Stream.of(Mode.values()).flatMap(mode -> Stream.of(SortOrder.values())
        .flatMap(order -> Stream.of(1, 3, 7, ITEMS, 100).map(size -> Arguments.of(mode, order, size))));
  }

  @ParameterizedTest(name = "{0} {1} pageSize {2}")
  @MethodSource("pagings")
  void cursorsPageThroughEveryItemOnceWithOneQueryPerPage(Mode mode, SortOrder order, int pageSize) {
    ListOptions options = ListOptions.defaults().pageSize(pageSize).order(order);
    List<MemberCollectionPage> pages = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    do {
      MemberCollectionPage page = collections(mode).page("alice", options.after(cursor.orElse(null)));
      pages.add(page);
      cursor = page.nextCursor();
    } while (cursor.isPresent());
    assertEquals(pages.size(), dynamo.requests().count("Query"), "one Query per page");
    assertEquals(pages.size(), dynamo.requests().count());
    assertWhole(pages, order, pageSize);
  }

  @ParameterizedTest(name = "{0} {1} pageSize {2}")
  @MethodSource("pagings")
  void theStreamReadsTheSamePagesWithOneQueryEach(Mode mode, SortOrder order, int pageSize) {
    List<MemberCollectionPage> pages =
        collections(mode).all("alice", ListOptions.defaults().pageSize(pageSize).order(order));
    assertEquals(pages.size(), dynamo.requests().count("Query"), "one Query per page");
    assertWhole(pages, order, pageSize);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void theNodeSortsFirstSoAPageOfOneHoldsItAlone(Mode mode) {
    MemberCollectionPage first = collections(mode).page("alice", ListOptions.defaults().pageSize(1));
    assertEquals(Optional.of(ALICE), first.member());
    assertEquals(List.of(), first.badges());
    assertEquals(List.of(), first.memberships());
    assertTrue(first.hasNext());
    MemberCollectionPage last = collections(mode).page("alice", ListOptions.defaults().pageSize(1).descending());
    assertEquals(Optional.empty(), last.member(), "descending, the node comes last");
    assertEquals(1, last.skippedItems(), "NOTE#1 sorts after every CLUB#");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void edgesWithoutTheirNodeAreListedAndTheNodeIsEmpty(Mode mode) {
    new MainTable(dynamo.client(), dynamo.tableName()).members().delete("alice");
    dynamo.requests().reset();
    List<MemberCollectionPage> pages = collections(mode).all("alice", ListOptions.defaults().pageSize(4));
    assertTrue(pages.stream().allMatch(page -> page.member().isEmpty()));
    assertEquals(badges, pages.stream().flatMap(page -> page.badges().stream()).toList());
    assertEquals(memberships, pages.stream().flatMap(page -> page.memberships().stream()).toList());
    assertEquals(3, pages.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aNodeWithoutEdgesIsOnePageOfOneItem(Mode mode) {
    new MainTable(dynamo.client(), dynamo.tableName()).members().create(new Member("carol", null));
    dynamo.requests().reset();
    MemberCollectionPage page = collections(mode).page("carol", ListOptions.defaults().pageSize(1));
    assertEquals(Optional.of(new Member("carol", null)), page.member());
    assertEquals(List.of(), page.badges());
    assertEquals(List.of(), page.memberships());
    assertEquals(0, page.skippedItems());
    assertFalse(page.hasNext(), "no item follows, so no cursor");
    assertEquals(1, dynamo.requests().count());
    MemberCollectionPage nobody = collections(mode).page("nobody", ListOptions.defaults());
    assertEquals(Optional.empty(), nobody.member());
    assertFalse(nobody.hasNext());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCursorOfAnotherPartitionOrListingAndAStartingPointAreRefusedBeforeAnyRequest(Mode mode) {
    String aliceCursor = collections(mode).page("alice", ListOptions.defaults().pageSize(2)).nextCursor().orElseThrow();
    String clubsCursor = new MainTable(dynamo.client(), dynamo.tableName()).memberships()
        .clubsOf("alice").page(ListOptions.defaults().pageSize(2)).nextCursor().orElseThrow();
    dynamo.requests().reset();
    CollectionReads collections = collections(mode);
    assertThrows(InvalidCursorException.class,
        () -> collections.page("alicea", ListOptions.defaults().pageSize(2).after(aliceCursor)));
    assertThrows(InvalidCursorException.class,
        () -> collections.page("alice", ListOptions.defaults().pageSize(2).after(clubsCursor)));
    assertThrows(InvalidCursorException.class,
        () -> collections.page("alice", ListOptions.defaults().pageSize(2).descending().after(aliceCursor)));
    InvalidRequestException start = assertThrows(InvalidRequestException.class,
        () -> collections.page("alice", ListOptions.defaults().startingAt("c01")));
    assertTrue(start.getMessage().contains("the Member item collection"), start.getMessage());
    assertThrows(InvalidRequestException.class, () -> collections.page("alice", null));
    assertEquals(0, dynamo.requests().count());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStrongReadSeesTheNodeJustWritten(Mode mode) {
    new MainTable(dynamo.client(), dynamo.tableName()).members().put(new Member("alice", "Alice B."));
    MemberCollectionPage page = collections(mode).page("alice", ListOptions.defaults().consistency(ReadConsistency.STRONG));
    assertEquals(Optional.of(new Member("alice", "Alice B.")), page.member());
    assertEquals(badges, page.badges());
    assertEquals(memberships, page.memberships());
  }

  /** The pages hold every item once, full but the last, in order, the node on the page its key places it. */
  private void assertWhole(List<MemberCollectionPage> pages, SortOrder order, int pageSize) {
    int expectedPages = (ITEMS + pageSize - 1) / pageSize;
    assertEquals(expectedPages, pages.size());
    List<Badge> seenBadges = new ArrayList<>();
    List<Membership> seenMemberships = new ArrayList<>();
    int skipped = 0;
    for (int i = 0; i < pages.size(); i++) {
      MemberCollectionPage page = pages.get(i);
      int size = (page.member().isPresent() ? 1 : 0) + page.badges().size() + page.memberships().size()
          + page.skippedItems();
      assertEquals(i < pages.size() - 1 ? pageSize : ITEMS - pageSize * (pages.size() - 1), size, "page " + i);
      assertEquals(i < pages.size() - 1, page.hasNext(), "only the last page has no cursor");
      int nodePage = order == SortOrder.ASCENDING ? 0 : pages.size() - 1;
      assertEquals(i == nodePage ? Optional.of(ALICE) : Optional.empty(), page.member(), "page " + i);
      seenBadges.addAll(page.badges());
      seenMemberships.addAll(page.memberships());
      skipped += page.skippedItems();
    }
    assertEquals(inOrder(badges, order), seenBadges);
    assertEquals(inOrder(memberships, order), seenMemberships);
    assertEquals(1, skipped, "the foreign item, skipped once");
  }

  private static <T> List<T> inOrder(List<T> ascending, SortOrder order) {
    List<T> list = new ArrayList<>(ascending);
    if (order == SortOrder.DESCENDING) {
      Collections.reverse(list);
    }
    return list;
  }

  private static CollectionReads collections(Mode mode) {
    if (mode == Mode.SYNC) {
      MemberRepository members = new MainTable(dynamo.client(), dynamo.tableName()).members();
      return new CollectionReads() {
        @Override
        public MemberCollectionPage page(String id, ListOptions options) {
          return members.collection(id).page(options);
        }

        @Override
        public List<MemberCollectionPage> all(String id, ListOptions options) {
          return members.collection(id).pages(options).toList();
        }
      };
    }
    MemberAsyncRepository members = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).members();
    return new CollectionReads() {
      @Override
      public MemberCollectionPage page(String id, ListOptions options) {
        return Mode.join(() -> members.collection(id).page(options));
      }

      @Override
      public List<MemberCollectionPage> all(String id, ListOptions options) {
        List<MemberCollectionPage> pages = Collections.synchronizedList(new ArrayList<>());
        Mode.join(() -> members.collection(id).pages(options).subscribe(pages::add));
        return List.copyOf(pages);
      }
    };
  }

  /** The item-collection reads of the sync repository, or of the async one joined. */
  private interface CollectionReads {
    MemberCollectionPage page(String id, ListOptions options);

    List<MemberCollectionPage> all(String id, ListOptions options);
  }
}
