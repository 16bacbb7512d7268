package dev.singletable.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.shop.TicketEvent.Status;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * An edge with a composite sort key ({@link TicketStep}: {@code SK = EVENT#<status>#<at>}) against the
 * local DynamoDB: the stored keys, reads and deletes by the full key, the idempotent create, the listing
 * from the ticket by leading components and ranges (inclusive and exclusive bounds, equal times under
 * other statuses), both orders, exact pages of 1 and 7, cursors bound to their range, counts, the async
 * repository, and the ticket's item collection. Ticket t1 has ten OPEN steps a minute apart from
 * {@link #T}, two WAITING steps at the times of the second and third, and a CLOSED one at ten minutes;
 * ticket t2 one OPEN step.
 */
class TicketStepTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(ShopTable::definition);

  private static final Instant T = Instant.parse("2026-12-01T09:00:00Z");
  private ShopTable shop;

  @BeforeEach
  void load() {
    shop = new ShopTable(dynamo.client(), dynamo.tableName());
    shop.tickets().create(new Ticket("t1", "The printer"));
    for (int minute = 0; minute < 10; minute++) {
      shop.ticketSteps().create(step(Status.OPEN, minute));
    }
    shop.ticketSteps().create(step(Status.WAITING, 1));
    shop.ticketSteps().create(step(Status.WAITING, 2));
    shop.ticketSteps().create(step(Status.CLOSED, 10));
    shop.ticketSteps().create(new TicketStep("t2", Status.OPEN, T, "another ticket"));
  }

  private static TicketStep step(Status status, int minute) {
    return new TicketStep("t1", status, at(minute), status + " at " + minute);
  }

  private static Instant at(int minute) {
    return T.plusSeconds(60L * minute);
  }

  @Test
  void theSortKeyIsTheTargetPrefixThenEachComponentAndGetTakesTheFullKey() {
    Map<String, AttributeValue> item = dynamo.client().getItem(GetItemRequest.builder().tableName(dynamo.tableName())
        .key(Map.of("PK", AttributeValue.fromS("TICKET#t1"),
            "SK", AttributeValue.fromS("EVENT#OPEN#2026-12-01T09:00:00.000000000Z"))).build()).item();
    assertEquals("TicketStep", item.get("_type").s());
    assertEquals("OPEN at 0", item.get("note").s());
    assertFalse(item.containsKey("status") || item.containsKey("at"), "the components live in the sort key: " + item);

    assertEquals(Optional.of(step(Status.WAITING, 1)), shop.ticketSteps().get("t1", Status.WAITING, at(1)));
    assertEquals(Optional.empty(), shop.ticketSteps().get("t1", Status.WAITING, at(3)));
    assertTrue(shop.ticketSteps().exists("t1", Status.CLOSED, at(10)));
    assertFalse(shop.ticketSteps().exists("t1", Status.CLOSED, at(9)));
    assertEquals(List.of(Optional.of(step(Status.OPEN, 2)), Optional.empty()),
        shop.ticketSteps().getAll(List.of(step(Status.OPEN, 2), step(Status.CLOSED, 2))));
  }

  @Test
  void createIsIdempotentAndDeleteTakesTheFullKey() {
    assertFalse(shop.ticketSteps().create(new TicketStep("t1", Status.OPEN, at(0), "again")));
    assertEquals("OPEN at 0", shop.ticketSteps().get("t1", Status.OPEN, at(0)).orElseThrow().note());
    assertTrue(shop.ticketSteps().create(new TicketStep("t1", Status.CLOSED, at(0), "same time, other status")));

    assertTrue(shop.ticketSteps().delete("t1", Status.OPEN, at(0)));
    assertFalse(shop.ticketSteps().delete("t1", Status.OPEN, at(0)));
    assertTrue(shop.ticketSteps().delete(step(Status.WAITING, 1)));
    assertEquals(Optional.empty(), shop.ticketSteps().get("t1", Status.OPEN, at(0)));
    assertEquals(12L, shop.ticketSteps().historyOfTicket("t1").count(), "13, one created, two deleted");
  }

  @Test
  void aLeadingComponentsValueThenARangeOfTheNextAtItsBounds() {
    assertEquals(minutes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), minutes(history(Status.OPEN).page(all())));
    assertEquals(minutes(1, 2, 3), minutes(history(Status.OPEN, Range.between(at(1), at(3))).page()),
        "between includes both bounds");
    assertEquals(minutes(4, 5, 6, 7, 8, 9), minutes(history(Status.OPEN, Range.after(at(3))).page(all())));
    assertEquals(minutes(3, 4, 5, 6, 7, 8, 9), minutes(history(Status.OPEN, Range.from(at(3))).page(all())));
    assertEquals(minutes(0, 1, 2), minutes(history(Status.OPEN, Range.before(at(3))).page()));
    assertEquals(minutes(0, 1, 2, 3), minutes(history(Status.OPEN, Range.until(at(3))).page()));
    assertEquals(minutes(1, 2), minutes(history(Status.WAITING, Range.between(at(1), at(2))).page()),
        "the WAITING steps at the times of OPEN ones, and only those");
    assertEquals(minutes(2), minutes(history(Status.WAITING, Range.after(at(1))).page()));
    assertEquals(minutes(), minutes(history(Status.CLOSED, Range.before(at(10))).page()));
    assertEquals(minutes(9, 8, 7), minutes(history(Status.OPEN, Range.after(at(6)))
        .page(ListOptions.defaults().descending())));
  }

  @Test
  void aRangeOfTheFirstComponentAndTheWholeListingInComponentOrder() {
    List<String> whole = notes(shop.ticketSteps().historyOfTicket("t1").page(all()));
    assertEquals(13, whole.size());
    assertEquals("CLOSED at 10", whole.get(0), "CLOSED sorts first by name, whatever its time");
    assertEquals(List.of("OPEN at 9", "WAITING at 1", "WAITING at 2"), whole.subList(10, 13));
    List<String> descending = new ArrayList<>(whole);
    java.util.Collections.reverse(descending);
    assertEquals(descending, notes(shop.ticketSteps().historyOfTicket("t1").page(all().descending())));

    assertEquals(12L, shop.ticketSteps().historyOfTicket("t1", Range.between(Status.OPEN, Status.WAITING)).count());
    assertEquals(List.of("WAITING at 1", "WAITING at 2"),
        notes(shop.ticketSteps().historyOfTicket("t1", Range.after(Status.OPEN)).page()));
    assertEquals(List.of("CLOSED at 10"), notes(shop.ticketSteps().historyOfTicket("t1", Range.before(Status.OPEN)).page()));
    assertEquals(11L, shop.ticketSteps().historyOfTicket("t1", Range.until(Status.OPEN)).count());
    assertEquals(List.of("WAITING at 2", "WAITING at 1", "OPEN at 9"), notes(shop.ticketSteps()
        .historyOfTicket("t1", Range.from(Status.OPEN)).page(ListOptions.defaults().descending().pageSize(3))));
  }

  @Test
  void startingPointsAreIdsOfTheListingsSortComponent() {
    assertEquals(List.of("WAITING at 1", "WAITING at 2"), notes(shop.ticketSteps().historyOfTicket("t1")
        .page(ListOptions.defaults().startingAfter("OPEN"))), "a starting point passes every step of its status");
    assertEquals(minutes(8, 9), minutes(history(Status.OPEN).page(ListOptions.defaults()
        .startingAt("2026-12-01T09:08:00Z"))));
    assertThrows(InvalidRequestException.class, () -> history(Status.OPEN)
        .page(ListOptions.defaults().startingAt("OPEN")), "the listing of one status sorts by time");
  }

  @Test
  void pagesOfOneAndOfSevenAreExactInBothOrders() {
    assertEquals(minutes(1, 2, 3), minutes(walk(history(Status.OPEN, Range.between(at(1), at(3))), 1, false)));
    assertEquals(minutes(3, 2, 1), minutes(walk(history(Status.OPEN, Range.between(at(1), at(3))), 1, true)));
    List<List<TicketStep>> sevens = pages(shop.ticketSteps().historyOfTicket("t1"), 7, false);
    assertEquals(List.of(7, 6), sevens.stream().map(List::size).toList());
    assertEquals(notes(shop.ticketSteps().historyOfTicket("t1").page(all())),
        notes(new Page<>(sevens.stream().flatMap(List::stream).toList(), null)));
    List<List<TicketStep>> descending = pages(history(Status.OPEN, Range.after(at(0))), 7, true);
    assertEquals(List.of(7, 2), descending.stream().map(List::size).toList());
    assertEquals(minutes(9, 8, 7, 6, 5, 4, 3, 2, 1),
        minutes(new Page<>(descending.stream().flatMap(List::stream).toList(), null)));
  }

  @Test
  void aCursorIsBoundToItsRangeAndItsLeadingComponents() {
    String cursor = history(Status.OPEN, Range.after(at(0))).page(ListOptions.defaults().pageSize(1))
        .nextCursor().orElseThrow();
    assertEquals(minutes(2), minutes(history(Status.OPEN, Range.after(at(0)))
        .page(ListOptions.defaults().pageSize(1).after(cursor))));
    assertThrows(InvalidCursorException.class, () -> history(Status.OPEN, Range.after(at(1)))
        .page(ListOptions.defaults().after(cursor)));
    String open = history(Status.OPEN).page(ListOptions.defaults().pageSize(1)).nextCursor().orElseThrow();
    assertThrows(InvalidCursorException.class, () -> history(Status.WAITING).page(ListOptions.defaults().after(open)));
  }

  @Test
  void countsOfEachListing() {
    assertEquals(13L, shop.ticketSteps().historyOfTicket("t1").count());
    assertEquals(1L, shop.ticketSteps().historyOfTicket("t2").count());
    assertEquals(10L, history(Status.OPEN).count());
    assertEquals(8L, history(Status.OPEN, Range.after(at(1))).count());
    assertEquals(2L, history(Status.OPEN, Range.between(at(8), at(20))).count());
    assertEquals(3L, history(Status.OPEN).count(ListOptions.defaults().startingAfter("2026-12-01T09:06:00Z")));
  }

  @Test
  void theAsyncRepositoryReadsAndListsAlike() {
    ShopAsyncTable async = new ShopAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    assertTrue(async.ticketSteps().create(new TicketStep("t3", Status.OPEN, at(5), "async")).join());
    assertFalse(async.ticketSteps().create(new TicketStep("t3", Status.OPEN, at(5), "async")).join());
    assertEquals(Optional.of(step(Status.CLOSED, 10)), async.ticketSteps().get("t1", Status.CLOSED, at(10)).join());
    assertEquals(minutes(4, 5), minutes(async.ticketSteps().historyOfTicket("t1", Status.OPEN,
        Range.between(at(4), at(5))).page().join()));
    assertEquals(List.of("WAITING at 2"), notes(async.ticketSteps().historyOfTicket("t1", Range.after(Status.OPEN))
        .page(ListOptions.defaults().descending().pageSize(1)).join()));
    assertEquals(10L, async.ticketSteps().historyOfTicket("t1", Status.OPEN).count().join());
    assertEquals(13L, async.ticketSteps().historyOfTicket("t1").count().join());
    assertTrue(async.ticketSteps().delete("t3", Status.OPEN, at(5)).join());
    assertEquals(0L, async.ticketSteps().historyOfTicket("t3").count().join());
  }

  @Test
  void theTicketsItemCollectionHoldsItsSteps() {
    TicketCollectionPage page = shop.tickets().collection("t1").page(ListOptions.defaults().pageSize(20));
    assertEquals(Optional.of(new Ticket("t1", "The printer")), page.ticket());
    assertEquals(notes(shop.ticketSteps().historyOfTicket("t1").page(all())),
        page.ticketSteps().stream().map(TicketStep::note).toList());
    assertFalse(page.hasNext());
  }

  @Test
  void keysAreCheckedBeforeAnythingIsSentAndAStoredKeyOfAnotherShapeIsMalformed() {
    assertThrows(InvalidKeyException.class, () -> shop.ticketSteps().create(new TicketStep("t1", null, T, "x")));
    assertThrows(InvalidKeyException.class, () -> shop.ticketSteps().get("t1", Status.OPEN, Instant.parse("+10000-01-01T00:00:00Z")));
    assertThrows(InvalidKeyException.class, () -> shop.ticketSteps().historyOfTicket("x".repeat(2043)));
    assertThrows(InvalidKeyException.class, () -> shop.ticketSteps().historyOfTicket("t1", null, Range.all()));

    dynamo.client().putItem(PutItemRequest.builder().tableName(dynamo.tableName()).item(Map.of(
        "PK", AttributeValue.fromS("TICKET#t9"), "SK", AttributeValue.fromS("EVENT#OPEN"),
        "_type", AttributeValue.fromS("TicketStep"))).build());
    MalformedItemException malformed = assertThrows(MalformedItemException.class,
        () -> shop.ticketSteps().historyOfTicket("t9").page());
    assertEquals("SK", malformed.attribute());
  }

  private Listing<TicketStep> history(Status status) {
    return shop.ticketSteps().historyOfTicket("t1", status);
  }

  private Listing<TicketStep> history(Status status, Range<Instant> at) {
    return shop.ticketSteps().historyOfTicket("t1", status, at);
  }

  private static ListOptions all() {
    return ListOptions.defaults().pageSize(50);
  }

  /** Every page of {@code listing} of {@code size}, followed by its cursors. */
  private static List<List<TicketStep>> pages(Listing<TicketStep> listing, int size, boolean descending) {
    List<List<TicketStep>> pages = new ArrayList<>();
    ListOptions options = ListOptions.defaults().pageSize(size);
    options = descending ? options.descending() : options;
    Page<TicketStep> page = listing.page(options);
    pages.add(page.items());
    while (page.hasNext()) {
      page = listing.page(options.after(page.nextCursor().orElseThrow()));
      pages.add(page.items());
    }
    return pages;
  }

  /** The steps of every page of {@code listing} of {@code size}, each page full but the last. */
  private static Page<TicketStep> walk(Listing<TicketStep> listing, int size, boolean descending) {
    List<List<TicketStep>> pages = pages(listing, size, descending);
    pages.subList(0, pages.size() - 1).forEach(page -> assertEquals(size, page.size()));
    return new Page<>(pages.stream().flatMap(List::stream).toList(), null);
  }

  private static List<Long> minutes(long... minutes) {
    return java.util.Arrays.stream(minutes).boxed().toList();
  }

  private static List<Long> minutes(Page<TicketStep> page) {
    return page.items().stream().map(step -> (step.at().getEpochSecond() - T.getEpochSecond()) / 60).toList();
  }

  private static List<String> notes(Page<TicketStep> page) {
    return page.items().stream().map(TicketStep::note).toList();
  }
}
