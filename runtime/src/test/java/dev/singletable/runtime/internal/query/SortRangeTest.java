package dev.singletable.runtime.internal.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.internal.codec.InstantText;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.exec.Runner;
import dev.singletable.runtime.internal.exec.TableContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Ranges of an index's sort component, against {@link FakeDynamoDb} through both executors. Product
 * p1 has orders o0..o9 at T+0s..T+9s, and a second order at T+5s (o5b): an exclusive bound leaves out
 * every item of its key. An order of another type shares the partition under another sort prefix, and
 * another product's orders another partition; no range reaches either.
 */
class SortRangeTest {
  private static final Instant T = Instant.parse("2026-12-01T10:00:00Z");
  private static final ListingSpec BY_PRODUCT = ListingSpec.index("Order", "GSI2", "o#", SortId.INSTANT);
  private static final ItemMapper<String> ORDER = new ItemMapper<>() {
    @Override
    public Map<String, AttributeValue> toItem(String value) {
      throw new UnsupportedOperationException();
    }

    @Override
    public String fromItem(Map<String, AttributeValue> item) {
      return Values.requireString(item, "id");
    }
  };

  private final FakeDynamoDb table = new FakeDynamoDb();

  @ParameterizedTest
  @EnumSource(Mode.class)
  void theBoundsOfEachKindOfRangeInBothOrders(Mode mode) {
    Runner run = fill(mode);
    assertEquals(List.of("o3", "o4", "o5", "o5b", "o6"), orders(run, Range.between(at(3), at(6)), 1, false));
    assertEquals(List.of("o6", "o5b", "o5", "o4", "o3"), orders(run, Range.between(at(3), at(6)), 7, true));
    assertEquals(List.of("o6", "o7", "o8", "o9"), orders(run, Range.after(at(5)), 7, false),
        "after leaves out both orders at T+5s");
    assertEquals(List.of("o0", "o1", "o2", "o3", "o4"), orders(run, Range.before(at(5)), 100, false));
    assertEquals(List.of("o4", "o3", "o2", "o1", "o0"), orders(run, Range.before(at(5)), 1, true));
    assertEquals(List.of("o5", "o5b", "o6", "o7", "o8", "o9"), orders(run, Range.from(at(5)), 7, false));
    assertEquals(List.of("o0", "o1", "o2", "o3", "o4", "o5", "o5b"), orders(run, Range.until(at(5)), 1, false));
    assertEquals(List.of("o5", "o5b"), orders(run, Range.between(at(5), at(5)), 100, false), "equal bounds");
    assertEquals(List.of("o6"), orders(run, Range.between(at(6), at(6)), 1, false));
    assertEquals(List.of(), orders(run, Range.between(at(5).plusMillis(1), at(5).plusMillis(2)), 7, false),
        "no order in between");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void boundsNoKeyCanHoldLeaveTheRangeOpenOrEmpty(Mode mode) {
    Runner run = fill(mode);
    List<String> all = List.of("o0", "o1", "o2", "o3", "o4", "o5", "o5b", "o6", "o7", "o8", "o9");
    assertEquals(all, orders(run, Range.between(Instant.MIN, Instant.MAX), 7, false));
    assertEquals(all, orders(run, Range.after(Instant.MIN), 100, false));
    assertEquals(all, orders(run, Range.until(Instant.MAX), 100, false));
    assertEquals(List.of(), orders(run, Range.before(Instant.MIN), 100, false));
    assertEquals(List.of(), orders(run, Range.from(Instant.MAX), 100, true));
    assertEquals(List.of(), orders(run, Range.between(Instant.parse("-0001-01-01T00:00:00Z"),
        Instant.parse("-0001-06-01T00:00:00Z")), 1, false));
    assertEquals(11L, count(run, Range.between(Instant.MIN, Instant.MAX)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void countsLeaveOutTheItemsOfExclusiveBounds(Mode mode) {
    Runner run = fill(mode);
    assertEquals(5L, count(run, Range.between(at(3), at(6))));
    assertEquals(4L, count(run, Range.after(at(5))));
    assertEquals(5L, count(run, Range.before(at(5))));
    assertEquals(7L, count(run, Range.until(at(5))));
    table.queries.clear();
    assertEquals(4L, count(run, Range.after(at(5))));
    assertEquals(2, table.queries.size(), "the range, and a count of the exclusive bound's items");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCursorIsBoundToItsRangeAndAStartingPointIsRefused(Mode mode) {
    Runner run = fill(mode);
    TableContext context = TableContext.of(table, "t", "test");
    SortRange first = SortRange.of(BY_PRODUCT, Range.between(at(1), at(8)), "m");
    ListOptions two = ListOptions.defaults().pageSize(2);
    String cursor = run.page(BY_PRODUCT.pages(context.tableName(), "p#p1", first, two, ORDER, context.cursorSeal()))
        .nextCursor().orElseThrow();
    assertEquals(List.of("o3", "o4"), run.page(BY_PRODUCT.pages(context.tableName(), "p#p1", first,
        two.after(cursor), ORDER, context.cursorSeal())).items());
    int sent = table.queries.size();
    SortRange other = SortRange.of(BY_PRODUCT, Range.between(at(1), at(9)), "m");
    assertThrows(InvalidCursorException.class,
        () -> BY_PRODUCT.pages(context.tableName(), "p#p1", other, two.after(cursor), ORDER, context.cursorSeal()));
    assertThrows(InvalidCursorException.class, () -> BY_PRODUCT.pages(context.tableName(), "p#p1", null,
        two.after(cursor), ORDER, context.cursorSeal()), "nor the whole listing");
    InvalidRequestException start = assertThrows(InvalidRequestException.class, () -> BY_PRODUCT.pages(
        context.tableName(), "p#p1", first, ListOptions.defaults().startingAt(T.toString()), ORDER, context.cursorSeal()));
    assertTrue(start.getMessage().contains("narrowed by a Range"), start.getMessage());
    assertThrows(InvalidRequestException.class, () -> BY_PRODUCT.count("t", "p#p1", first,
        ListOptions.defaults().startingAfter(T.toString())));
    assertEquals(sent, table.queries.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aLeadingComponentsPrefixNarrowsTheListingAndItsStartingPoints(Mode mode) {
    Runner run = mode.on(table);
    ListingSpec byAt = ListingSpec.index("Event", "GSI3", "e#", SortId.INSTANT);
    for (String status : List.of("OPEN", "SHUT")) {
      for (int i = 0; i < 3; i++) {
        table.add(Map.of(Layout.PK, Values.string("TICKET#" + status + i), Layout.SK, Values.string("#Event"),
            "GSI3PK", Values.string("t#1"), "GSI3SK", Values.string("e#" + status + "#" + InstantText.format(at(i))),
            "id", Values.string(status + i)));
      }
    }
    ListingSpec open = byAt.withSortPrefix("e#OPEN#");
    assertEquals(List.of("OPEN0", "OPEN1", "OPEN2"),
        run.all(open.pages("t", "t#1", null, ListOptions.defaults(), ORDER, CursorSeal.NONE)));
    assertEquals(List.of("OPEN2", "OPEN1"), run.all(open.pages("t", "t#1", SortRange.of(open, Range.after(at(0)), "m"),
        ListOptions.defaults().descending(), ORDER, CursorSeal.NONE)));
    assertEquals(List.of("OPEN1", "OPEN2"), run.all(open.pages("t", "t#1", null,
        ListOptions.defaults().startingAt(at(1).toString()), ORDER, CursorSeal.NONE)),
        "a starting point is read as an Instant");
    assertThrows(InvalidRequestException.class, () -> open.pages("t", "t#1", null,
        ListOptions.defaults().startingAt("yesterday"), ORDER, CursorSeal.NONE));
  }

  /** Followed by a time, a status's items have keys that extend the status's key: bounds move just above them. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aLeadingComponentsRangeAndStartingPointsTakeOrPassAllItsItems(Mode mode) {
    Runner run = mode.on(table);
    ListingSpec byStatus = ListingSpec.indexLeading("Event", "GSI3", "e#", SortId.STRING);
    for (String status : List.of("OPEN", "SHUT", "WAIT")) {
      for (int i = 0; i < 2; i++) {
        table.add(Map.of(Layout.PK, Values.string("TICKET#" + status + i), Layout.SK, Values.string("#Event"),
            "GSI3PK", Values.string("t#1"), "GSI3SK", Values.string("e#" + status + "#" + InstantText.format(at(i))),
            "id", Values.string(status + i)));
      }
    }
    TableContext context = TableContext.of(table, "t", "test");
    java.util.function.BiFunction<Range<String>, ListOptions, List<String>> list = (range, options) ->
        run.all(byStatus.pages(context.tableName(), "t#1", SortRange.of(byStatus, range, "m"), options, ORDER,
            context.cursorSeal()));
    ListOptions asc = ListOptions.defaults().pageSize(1);
    assertEquals(List.of("WAIT0", "WAIT1"), list.apply(Range.after("SHUT"), asc));
    assertEquals(List.of("OPEN0", "OPEN1", "SHUT0", "SHUT1"), list.apply(Range.until("SHUT"), asc));
    assertEquals(List.of("OPEN1", "OPEN0"), list.apply(Range.before("SHUT"), asc.descending()));
    assertEquals(List.of("SHUT0", "SHUT1", "WAIT0", "WAIT1"), list.apply(Range.from("SHUT"), asc));
    assertEquals(List.of("SHUT0", "SHUT1"), list.apply(Range.between("SHUT", "SHUT"), asc));
    assertEquals(2L, run.count(byStatus.count("t", "t#1", SortRange.of(byStatus, Range.after("SHUT"), "m"),
        ListOptions.defaults())));
    assertEquals(List.of("WAIT0", "WAIT1"), run.all(byStatus.pages("t", "t#1", null,
        ListOptions.defaults().startingAfter("SHUT"), ORDER, CursorSeal.NONE)));
    assertEquals(List.of("SHUT1", "SHUT0", "OPEN1", "OPEN0"), run.all(byStatus.pages("t", "t#1", null,
        ListOptions.defaults().descending().startingAt("SHUT"), ORDER, CursorSeal.NONE)));
    assertEquals(List.of("OPEN1", "OPEN0"), run.all(byStatus.pages("t", "t#1", null,
        ListOptions.defaults().descending().startingAfter("SHUT"), ORDER, CursorSeal.NONE)));
    assertEquals(4L, run.count(byStatus.count("t", "t#1", null, ListOptions.defaults().startingAfter("OPEN"))));
  }

  private Runner fill(Mode mode) {
    for (int i = 0; i < 10; i++) {
      table.add(order("o" + i, "p1", at(i)));
      table.add(order("x" + i, "p2", at(i)));
    }
    table.add(order("o5b", "p1", at(5)));
    table.add(Map.of(Layout.PK, Values.string("INVOICE#i1"), Layout.SK, Values.string("#Invoice"),
        "GSI2PK", Values.string("p#p1"), "GSI2SK", Values.string("i#" + InstantText.format(at(4))),
        "id", Values.string("i1")));
    return mode.on(table);
  }

  private static Map<String, AttributeValue> order(String id, String product, Instant at) {
    return Map.of(Layout.PK, Values.string("ORDER#" + id), Layout.SK, Values.string("#Order"),
        "GSI2PK", Values.string("p#" + product), "GSI2SK", Values.string("o#" + InstantText.format(at)),
        "id", Values.string(id));
  }

  private static Instant at(int seconds) {
    return T.plusSeconds(seconds);
  }

  private List<String> orders(Runner run, Range<Instant> range, int pageSize, boolean descending) {
    TableContext context = TableContext.of(table, "t", "test");
    ListOptions options = ListOptions.defaults().pageSize(pageSize);
    if (descending) {
      options = options.descending();
    }
    SortRange sortRange = SortRange.of(BY_PRODUCT, range, "Orders.ordersOfProduct");
    List<String> seen = new ArrayList<>();
    Page<String> page = run.page(BY_PRODUCT.pages(context.tableName(), "p#p1", sortRange, options, ORDER,
        context.cursorSeal()));
    seen.addAll(page.items());
    while (page.nextCursor().isPresent()) {
      assertEquals(pageSize, page.items().size(), "pages are exact");
      page = run.page(BY_PRODUCT.pages(context.tableName(), "p#p1", sortRange, options.after(page.nextCursor().get()),
          ORDER, context.cursorSeal()));
      seen.addAll(page.items());
    }
    assertEquals(seen, run.all(BY_PRODUCT.pages(context.tableName(), "p#p1", sortRange, options, ORDER,
        context.cursorSeal())), "the stream");
    return seen;
  }

  private long count(Runner run, Range<Instant> range) {
    return run.count(BY_PRODUCT.count("t", "p#p1", SortRange.of(BY_PRODUCT, range, "m"),
        ListOptions.defaults()));
  }
}
