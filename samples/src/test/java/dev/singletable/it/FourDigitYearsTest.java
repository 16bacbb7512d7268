package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.shop.ShopTable;
import dev.singletable.shop.TicketEvent.Status;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An {@code Instant} or {@code LocalDate} outside the years 0000 to 9999 has no text that sorts as
 * time ({@code +10000-01-01T00:00:00Z} would sort before {@code 0000}, and years before 0 backwards),
 * so it is refused wherever it would be stored or compared, naming the attribute, before anything is
 * sent: a put, a create, an update's setter and {@code ifXEquals}, a batch's and a transaction's put,
 * the async twin's future, and a typed condition; keys refused them already.
 */
class FourDigitYearsTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final Instant LATE = Instant.parse("+10000-01-01T00:00:00Z");
  private static final Instant EARLY = Instant.parse("-0001-12-31T23:59:59Z");
  private static final LocalDate LATE_DAY = LocalDate.of(10_000, 1, 1);

  @AfterEach
  void nothingWasSent() {
    assertEquals(0, dynamo.requests().count(), "requests sent for a refused value");
  }

  @Test
  void writesRefuseThemNamingTheAttribute() {
    MainTable table = new MainTable(dynamo.client(), dynamo.tableName());
    EverythingRepository everythings = table.everythings();
    refusedItem("at", LATE, () -> everythings.put(record(LATE, null)));
    refusedItem("at", EARLY, () -> everythings.create(record(EARLY, null)));
    refusedItem("day", LATE_DAY, () -> everythings.put(record(null, LATE_DAY)));
    refusedItem("at", LATE, () -> EverythingUpdate.of().at(LATE));
    refusedItem("at", EARLY, () -> EverythingUpdate.of().ifAtEquals(EARLY));
    refusedItem("day", LocalDate.MIN, () -> EverythingUpdate.of().day(LocalDate.MIN));
    refusedItem("at", LATE, () -> table.batchWrite().put(record(LATE, null)));
    refusedItem("at", LATE, () -> table.transaction().put(everythings, record(LATE, null)));
    MainAsyncTable async = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    CompletionException failed = assertThrows(CompletionException.class,
        () -> async.everythings().put(record(LATE, null)).join());
    assertEquals("at", ((InvalidItemException) failed.getCause()).attribute());
  }

  @Test
  void conditionsRefuseThemNamingTheCall() {
    InvalidRequestException e = assertThrows(InvalidRequestException.class,
        () -> EverythingCondition.at().lt(LATE));
    assertEquals("EverythingCondition.at().lt(+10000-01-01T00:00:00Z): Attribute at is +10000-01-01T00:00:00Z,"
        + " outside the years 0000 to 9999 that an attribute can hold in time order. Pass an instant in those"
        + " years.", e.getMessage());
    assertThrows(InvalidRequestException.class, () -> EverythingCondition.at().between(EARLY, Instant.EPOCH));
    assertThrows(InvalidRequestException.class, () -> EverythingCondition.day().eq(LATE_DAY));
  }

  @Test
  void keysRefuseThemAsBefore() {
    ShopTable shop = new ShopTable(dynamo.client(), dynamo.tableName());
    InvalidKeyException e = assertThrows(InvalidKeyException.class,
        () -> shop.ticketSteps().get("t1", Status.OPEN, LATE));
    assertTrue(e.getMessage().contains("outside the years 0000 to 9999"), e.getMessage());
  }

  private static void refusedItem(String attribute, Object value, Runnable call) {
    InvalidItemException e = assertThrows(InvalidItemException.class, call::run);
    assertEquals(attribute, e.attribute());
    assertTrue(e.getMessage().contains("Attribute " + attribute + " is " + value + ", outside the years 0000 to 9999"),
        e.getMessage());
  }

  /** A stored record whose {@code at} and {@code day} are given. */
  private static Everything record(Instant at, LocalDate day) {
    return new Everything(1, Everything.Tier.PRO, "a", true, null, (byte) 0, null, (short) 0, null, 0, null, 0L, null,
        0f, null, 0d, null, BigDecimal.ONE, null, at, day, UUID.randomUUID(), null, null, List.of(), Set.of(),
        Map.of(), null, null);
  }
}
