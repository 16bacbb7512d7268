package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.exec.Runner;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Select;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Listings from a starting point, counts, and cursors signed with the context's keys, against {@link
 * FakeDynamoDb} through both executors. Bob's followers are f00..f19; alice also has a profile item
 * whose sort key sorts right after the follow prefix, which no range may reach.
 */
class StartingPointTest {
  private static final ListingSpec FOLLOWING = ListingSpec.base("Follow", "TARGET#", SortId.STRING);
  private static final ListingSpec FOLLOWERS = ListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING);
  private static final byte[] KEY = new byte[32];

  private final FakeDynamoDb table = new FakeDynamoDb();

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aListingStartsAtOrAfterAnIdInEitherOrder(Mode mode) {
    Runner run = fill(mode);
    ListOptions three = ListOptions.defaults().pageSize(3);
    assertEquals(ids(15, 19), followers(run, three.startingAt("f15")));
    assertEquals(ids(16, 19), followers(run, three.startingAfter("f15")));
    assertEquals(ids(4, 0), followers(run, three.descending().startingAt("f04")));
    assertEquals(ids(3, 0), followers(run, three.descending().startingAfter("f04")));
    assertEquals(ids(10, 19), followers(run, three.startingAt("f09x")), "the start item need not exist");
    assertEquals(ids(0, 19), followers(run, three.startingAfter("a")));
    assertEquals(List.of(), followers(run, three.startingAfter("f19")));
    assertEquals(List.of("u01", "u02"), following(run, ListOptions.defaults().startingAfter("u00")),
        "the base table listing stops before alice's profile, whose key sorts after the prefix");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anExclusiveStartAtTheEndOfAPageStillFillsIt(Mode mode) {
    Runner run = fill(mode);
    Page<String> page = run.page(FOLLOWERS.pages("t", "TARGET#bob", null,
        ListOptions.defaults().pageSize(2).startingAfter("f05"), OperationsTest.FOLLOWER, CursorSeal.NONE));
    assertEquals(List.of("f06", "f07"), page.items());
    assertEquals("#pk = :pk AND #sk BETWEEN :from AND :to", table.queries.get(0).keyConditionExpression());
    assertEquals(2, table.queries.size(), "the dropped start item costs one more Query");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void countsPageUntilDone(Mode mode) {
    Runner run = fill(mode);
    table.maxItemsPerResponse = 6;
    assertEquals(20L, run.count(FOLLOWERS.count("t", "TARGET#bob", null, ListOptions.defaults())));
    assertEquals(4, table.queries.size(), "20 items, 6 a response");
    table.queries.forEach(query -> assertEquals(Select.COUNT, query.select()));
    table.queries.forEach(query -> assertEquals(null, query.limit()));
    assertEquals(5L, run.count(FOLLOWERS.count("t", "TARGET#bob", null, ListOptions.defaults().startingAt("f15"))));
    assertEquals(4L, run.count(FOLLOWERS.count("t", "TARGET#bob", null, ListOptions.defaults().startingAfter("f15"))));
    assertEquals(15L, run.count(FOLLOWERS.count("t", "TARGET#bob", null,
        ListOptions.defaults().descending().startingAfter("f15"))));
    assertEquals(16L, run.count(FOLLOWERS.count("t", "TARGET#bob", null,
        ListOptions.defaults().descending().startingAfter("f15x"))), "an absent start item is not subtracted");
    assertEquals(3L, run.count(FOLLOWING.count("t", "ACTOR#alice", null, ListOptions.defaults())));
    assertEquals(0L, run.count(FOLLOWERS.count("t", "TARGET#nobody", null, ListOptions.defaults())));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void contextKeysSignTheCursorsOfItsListings(Mode mode) {
    Runner run = fill(mode);
    TableContext plain = TableContext.of(table, "t", "test");
    TableContext signed = TableContext.of(table, "t",
        TableSettings.defaults().cursorKeys(CursorKeys.of(KEY).hidingPositions()), "test");
    ListOptions options = ListOptions.defaults().pageSize(5);
    String cursor = run.page(FOLLOWERS.pages(signed.tableName(), "TARGET#bob", null, options, OperationsTest.FOLLOWER,
        signed.cursorSeal())).nextCursor().orElseThrow();
    assertEquals(ids(5, 9), run.page(FOLLOWERS.pages(signed.tableName(), "TARGET#bob", null, options.after(cursor),
        OperationsTest.FOLLOWER, signed.cursorSeal())).items());
    int sent = table.queries.size();
    InvalidCursorException unsigned = assertThrows(InvalidCursorException.class, () ->
        FOLLOWERS.pages(plain.tableName(), "TARGET#bob", null, options.after(cursor), OperationsTest.FOLLOWER,
            plain.cursorSeal()));
    assertEquals(InvalidCursorException.Reason.NOT_VERIFIED, unsigned.reason());
    assertEquals(sent, table.queries.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCountRefusesACursorBeforeAnyQuery(Mode mode) {
    fill(mode);
    ListOptions withCursor = ListOptions.defaults().after("any");
    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> FOLLOWERS.count("t", "TARGET#bob", null, withCursor));
    assertEquals("A count of Follow has no pages, so it takes no cursor, but ListOptions.after gave one. Leave"
        + " the cursor out; to count part of the listing, use ListOptions.startingAt or startingAfter.",
        refused.getMessage());
    assertThrows(InvalidRequestException.class,
        () -> new ShardedListingSpec(FOLLOWERS, 4).count("t", "TARGET#bob", null, withCursor));
    assertEquals(List.of(), table.queries);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aShardedCountQueriesEachShardPartitionOnceAndSums(Mode mode) {
    Runner run = fill(mode);
    Plan<Long> shards = new ShardedListingSpec(FOLLOWERS, 4).count("t", "TARGET#bob", null, ListOptions.defaults());
    assertEquals(0L, run.count(shards), "the fake's index holds bob's followers unsharded, in TARGET#bob");
    assertEquals(List.of("TARGET#bob#0", "TARGET#bob#1", "TARGET#bob#2", "TARGET#bob#3"), table.queries.stream()
        .map(query -> query.expressionAttributeValues().get(":pk").s()).sorted().toList());
    table.queries.clear();
    CountQuery bob = new CountQuery("t", FOLLOWERS, "TARGET#bob", null, ListOptions.defaults());
    assertEquals(40L, run.count(new ShardedCount(List.of(bob, bob))), "the counts are summed");
  }

  /**
   * One exception for every bad starting point, whatever is wrong with it and whatever reads it: an
   * {@link InvalidRequestException} naming the option, the text and the fix, before any Query. No
   * sort key can hold an unpaired surrogate, nor more than 1,024 UTF-8 bytes with the prefix
   * ({@code ACTOR#}, 6 bytes) in the form stored ({@code #} escaped as 3 bytes).
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void everyBadStartingPointIsAnInvalidRequestBeforeAnyQuery(Mode mode) {
    Runner run = fill(mode);
    assertEquals("ListOptions.startingAt: id is empty but ids are never empty. Pass the id to start from,"
        + " or leave startingAt out to start at the beginning.",
        assertThrows(InvalidRequestException.class, () -> ListOptions.defaults().startingAt("")).getMessage());
    assertTrue(assertThrows(InvalidRequestException.class, () -> ListOptions.defaults().startingAfter(null))
        .getMessage().startsWith("ListOptions.startingAfter: id is null"));
    TableContext context = TableContext.of(table, "t", "test");
    ShardedListingSpec sharded = new ShardedListingSpec(FOLLOWERS, 4);
    ListingSpec byLong = ListingSpec.base("Reading", "SENSOR#", SortId.LONG);
    for (String bad : List.of("f0\uD800", "\uDC00f0", "f".repeat(1019), "\u00e9".repeat(510), "#".repeat(340))) {
      for (ListOptions options : List.of(ListOptions.defaults().startingAt(bad), ListOptions.defaults().startingAfter(bad),
          ListOptions.defaults().descending().startingAt(bad))) {
        String option = options.startingPoint().orElseThrow().inclusive() ? "ListOptions.startingAt: "
            : "ListOptions.startingAfter: ";
        for (Executable reading : List.<Executable>of(
            () -> FOLLOWERS.pages("t", "TARGET#bob", null, options, OperationsTest.FOLLOWER, CursorSeal.NONE),
            () -> FOLLOWERS.pages(context.tableName(), "TARGET#bob", null, options, OperationsTest.FOLLOWER,
                context.cursorSeal()),
            () -> sharded.pages(context.tableName(), "TARGET#bob", null, options, OperationsTest.FOLLOWER,
                context.cursorSeal()),
            () -> FOLLOWERS.count("t", "TARGET#bob", null, options),
            () -> sharded.count("t", "TARGET#bob", null, options),
            () -> byLong.pages("t", "ROOM#a", null, options, OperationsTest.RAW, CursorSeal.NONE),
            () -> byLong.count("t", "ROOM#a", null, options))) {
          InvalidRequestException refused = assertThrows(InvalidRequestException.class, reading);
          assertTrue(refused.getMessage().startsWith(option), refused.getMessage());
        }
      }
    }
    assertEquals(List.of(), table.queries);
    assertEquals("ListOptions.startingAt: a starting point of a listing of Follow edges must be an id that a sort"
        + " key can hold; 'f0\\uD800' has an unpaired surrogate at char 2, which has no UTF-8 form. Pass"
        + " well-formed Unicode text.", assertThrows(InvalidRequestException.class, () -> FOLLOWERS.pages("t",
        "TARGET#bob", null, ListOptions.defaults().startingAt("f0\uD800"), OperationsTest.FOLLOWER, CursorSeal.NONE))
        .getMessage());
    assertEquals("ListOptions.startingAfter: a starting point of a listing of Follow edges must be an id that a"
        + " sort key can hold; '" + "#".repeat(80) + "...' (340 chars) makes a sort key of 1026 UTF-8 bytes, over"
        + " DynamoDB's limit of 1024. Pass a shorter id.", assertThrows(InvalidRequestException.class,
        () -> FOLLOWERS.count("t", "TARGET#bob", null, ListOptions.defaults().startingAfter("#".repeat(340))))
        .getMessage());
    assertTrue(assertThrows(InvalidRequestException.class, () -> byLong.pages("t", "ROOM#a", null,
        ListOptions.defaults().startingAt("\uD800"), OperationsTest.RAW, CursorSeal.NONE)).getMessage()
        .startsWith("ListOptions.startingAt: '\\uD800' is not an id of this listing of Reading edges"));
    assertEquals(List.of(), table.queries);

    assertEquals(List.of(), followers(run, ListOptions.defaults().startingAt("f".repeat(1018))),
        "a start making a sort key of exactly 1,024 bytes is read");
    assertEquals(ids(19, 0), followers(run, ListOptions.defaults().startingAfter("\u00e9".repeat(509))
        .descending()), "509 two-byte chars and the prefix: 1,024 bytes");
  }

  /** The other refusals of a listing's options, before any Query; a strong count of the table is read strongly. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStrongCountOfAnIndexIsRefusedBeforeAnyQuery(Mode mode) {
    Runner run = fill(mode);
    InvalidRequestException strong = assertThrows(InvalidRequestException.class, () -> FOLLOWERS.count("t",
        "TARGET#bob", null, ListOptions.defaults().consistency(ReadConsistency.STRONG)));
    assertTrue(strong.getMessage().contains("by index GSI1"), strong.getMessage());
    assertEquals(List.of(), table.queries);
    assertEquals(3L, run.count(FOLLOWING.count("t", "ACTOR#alice", null,
        ListOptions.defaults().consistency(ReadConsistency.STRONG))));
    assertEquals(Boolean.TRUE, table.queries.get(0).consistentRead());
  }

  /** A cursor wins over a starting point, which is then not read at all, bad or not (see ListOptions.startingAt). */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCursorWinsOverAStartingPointWhichIsThenNotRead(Mode mode) {
    Runner run = fill(mode);
    ListOptions five = ListOptions.defaults().pageSize(5);
    String cursor = run.page(FOLLOWERS.pages("t", "TARGET#bob", null, five, OperationsTest.FOLLOWER, CursorSeal.NONE))
        .nextCursor().orElseThrow();
    assertEquals(ids(5, 9), run.page(FOLLOWERS.pages("t", "TARGET#bob", null,
        five.startingAt("f0\uD800").after(cursor), OperationsTest.FOLLOWER, CursorSeal.NONE)).items());
    assertEquals(ids(5, 9), run.page(FOLLOWERS.pages("t", "TARGET#bob", null,
        five.startingAfter("f15").after(cursor), OperationsTest.FOLLOWER, CursorSeal.NONE)).items());
  }

  private Runner fill(Mode mode) {
    for (String follower : ids(0, 19)) {
      table.add(follow(follower, "bob"));
    }
    for (String followee : List.of("u00", "u01", "u02")) {
      table.add(follow("alice", followee));
    }
    table.add(Map.of(Layout.PK, Values.string("ACTOR#alice"), Layout.SK, Values.string("TARGET$profile")));
    return mode.on(table);
  }

  private static List<String> followers(Runner run, ListOptions options) {
    return run.all(FOLLOWERS.pages("t", "TARGET#bob", null, options, OperationsTest.FOLLOWER, CursorSeal.NONE));
  }

  private static List<String> following(Runner run, ListOptions options) {
    return run.all(FOLLOWING.pages("t", "ACTOR#alice", null, options, OperationsTest.FOLLOWEE, CursorSeal.NONE));
  }

  private static Map<String, AttributeValue> follow(String follower, String followee) {
    String pk = "ACTOR#" + follower;
    String sk = "TARGET#" + followee;
    return Map.of(Layout.PK, Values.string(pk), Layout.SK, Values.string(sk), "GSI1PK", Values.string(sk),
        "GSI1SK", Values.string(pk), Layout.TYPE, Values.string("Follow"));
  }

  /** f{from}..f{to}, in that order, either way. */
  private static List<String> ids(int from, int to) {
    List<String> ids = new ArrayList<>();
    for (int i = from; from <= to ? i <= to : i >= to; i += from <= to ? 1 : -1) {
      ids.add(String.format("f%02d", i));
    }
    return ids;
  }
}
