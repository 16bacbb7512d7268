package dev.singletable.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.shop.TicketEvent.Status;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * A composite index sort key ({@code e#<status>#<at>}) against the local DynamoDB: the listing by the
 * leading component's value, a time range within it, a range of the leading component itself, both
 * orders, counts, and an event without a status left out of the index.
 */
class CompositeSortKeyTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(ShopTable::definition);

  private static final Instant T = Instant.parse("2026-12-01T09:00:00Z");
  private ShopTable shop;

  @BeforeEach
  void load() {
    shop = new ShopTable(dynamo.client(), dynamo.tableName());
    Status[] statuses = {Status.OPEN, Status.WAITING, Status.OPEN, Status.CLOSED, Status.OPEN, Status.WAITING};
    for (int i = 0; i < statuses.length; i++) {
      shop.ticketEvents().create(new TicketEvent("e" + i, "t1", statuses[i], T.plusSeconds(60L * i)));
    }
    shop.ticketEvents().create(new TicketEvent("e9", "t1", null, T));
    shop.ticketEvents().create(new TicketEvent("x1", "t2", Status.OPEN, T));
  }

  @Test
  void theLeadingComponentsValueThenARangeOfTheNext() {
    assertEquals(List.of("e0", "e2", "e4"), ids(shop.ticketEvents().eventsOfTicket("t1", Status.OPEN).page()));
    assertEquals(List.of("e4", "e2"), ids(shop.ticketEvents().eventsOfTicket("t1", Status.OPEN,
        Range.after(T)).page(ListOptions.defaults().descending())));
    assertEquals(List.of("e2"), ids(shop.ticketEvents().eventsOfTicket("t1", Status.OPEN,
        Range.between(T.plusSeconds(60), T.plusSeconds(180))).page()));
    assertEquals(2L, shop.ticketEvents().eventsOfTicket("t1", Status.WAITING).count());
    assertEquals(1L, shop.ticketEvents().eventsOfTicket("t1", Status.WAITING, Range.before(T.plusSeconds(300)))
        .count());
  }

  @Test
  void aRangeOfTheLeadingComponentAndTheWholePartition() {
    assertEquals(List.of("e3", "e0", "e2", "e4"), ids(shop.ticketEvents()
        .eventsOfTicket("t1", Range.until(Status.OPEN)).page()), "CLOSED sorts before OPEN by name");
    assertEquals(List.of("e3", "e0", "e2", "e4", "e1", "e5"), ids(shop.ticketEvents().eventsOfTicket("t1").page()),
        "by status, then in time; e9 has no status and is not in the index");
    Page<TicketEvent> first = shop.ticketEvents().eventsOfTicket("t1", Range.after(Status.OPEN))
        .page(ListOptions.defaults().pageSize(1));
    assertEquals(List.of("e1"), ids(first), "after OPEN leaves out every OPEN event");
    assertEquals(List.of("e5"), ids(shop.ticketEvents().eventsOfTicket("t1", Range.after(Status.OPEN))
        .page(ListOptions.defaults().pageSize(1).after(first.nextCursor().orElseThrow()))));
    assertEquals(List.of("e4", "e2", "e0", "e3"), ids(shop.ticketEvents().eventsOfTicket("t1", Range.before(Status.WAITING))
        .page(ListOptions.defaults().descending())));
    assertEquals(List.of("e1", "e5"), ids(shop.ticketEvents().eventsOfTicket("t1")
        .page(ListOptions.defaults().startingAfter("OPEN"))), "a starting point passes every item of its status");
    assertEquals(List.of("e4", "e2", "e0", "e3"), ids(shop.ticketEvents().eventsOfTicket("t1")
        .page(ListOptions.defaults().descending().startingAt("OPEN"))));
    assertEquals(5L, shop.ticketEvents().eventsOfTicket("t1").count(ListOptions.defaults().startingAfter("CLOSED")));
    assertEquals(1L, shop.ticketEvents().eventsOfTicket("t1")
        .count(ListOptions.defaults().descending().startingAt("CLOSED")), "at CLOSED, downwards: its one event");
    assertEquals(List.of("e1", "e5"), shop.ticketEvents().eventsOfTicket("t1", Range.after(Status.OPEN)).stream()
        .map(TicketEvent::eventId).toList());
    assertFalse(item("EVENT#e9").containsKey("GSI4SK"));
    assertEquals("e#OPEN#2026-12-01T09:00:00.000000000Z", item("EVENT#e0").get("GSI4SK").s());
  }

  private Map<String, AttributeValue> item(String pk) {
    return dynamo.client().getItem(GetItemRequest.builder().tableName(dynamo.tableName())
        .key(Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS("#TicketEvent"))).build()).item();
  }

  private static List<String> ids(Page<TicketEvent> page) {
    return page.items().stream().map(TicketEvent::eventId).toList();
  }
}
