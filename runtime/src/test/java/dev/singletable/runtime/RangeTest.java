package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.internal.codec.Keys;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Ranges refuse what cannot be a range; the key text of time components sorts as time does. */
class RangeTest {

  @Test
  void badBoundsAreInvalidRequests() {
    assertEquals("Range.between: from is null. Pass a value, or use Range.from, Range.until or Range.all for a"
        + " range open at that end.", assertThrows(InvalidRequestException.class,
        () -> Range.between(null, Instant.EPOCH)).getMessage());
    assertThrows(InvalidRequestException.class, () -> Range.after(null));
    assertThrows(InvalidRequestException.class, () -> Range.until(null));
    InvalidRequestException reversed = assertThrows(InvalidRequestException.class,
        () -> Range.between(5L, 4L));
    assertEquals("Range.between: from (5) is above to (4). Pass the lower bound first.", reversed.getMessage());
    assertEquals("[1, 2]", Range.between(1, 2).toString());
    assertEquals("(1, ...)", Range.after(1).toString());
    assertEquals("(..., 2)", Range.before(2).toString());
    assertEquals(Range.between(1, 2), Range.between(1, 2));
  }

  @Test
  void instantAndDateKeysSortAsTheirValues() {
    Random random = new Random(20);
    List<Instant> instants = new ArrayList<>(List.of(Instant.parse("0000-01-01T00:00:00Z"),
        Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.EPOCH, Instant.EPOCH.minusNanos(1)));
    List<LocalDate> dates = new ArrayList<>(List.of(LocalDate.of(0, 1, 1), LocalDate.of(9999, 12, 31)));
    for (int i = 0; i < 2_000; i++) {
      instants.add(Instant.ofEpochSecond(-62_167_219_200L + (long) (random.nextDouble() * 315_537_897_599L),
          random.nextInt(1_000_000_000)));
      dates.add(LocalDate.ofEpochDay(-719_528 + random.nextInt(3_652_424)));
    }
    instants.sort(Comparator.comparing(instant -> Keys.instant("o#", instant, "Order.at", 1024)));
    assertTrue(sorted(instants), "key text order is time order");
    dates.sort(Comparator.comparing(date -> Keys.date("d#", date, "Order.on", 1024)));
    assertTrue(sorted(dates), "key text order is date order");
    InvalidKeyException outside = assertThrows(InvalidKeyException.class,
        () -> Keys.instant("o#", Instant.parse("+10000-01-01T00:00:00Z"), "Order.at", 1024));
    assertEquals("Order.at is +10000-01-01T00:00:00Z, outside the years 0000 to 9999 that a key can hold in time"
        + " order. Pass an instant in those years.", outside.getMessage());
    assertThrows(InvalidKeyException.class, () -> Keys.date("d#", LocalDate.of(-1, 1, 1), "Order.on", 1024));
    assertThrows(InvalidKeyException.class, () -> Keys.instant("o#", null, "Order.at", 1024));
  }

  private static <T extends Comparable<? super T>> boolean sorted(List<T> values) {
    for (int i = 1; i < values.size(); i++) {
      if (values.get(i - 1).compareTo(values.get(i)) > 0) {
        return false;
      }
    }
    return true;
  }
}
