package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ListOptionsTest {

  @Test
  void defaults() {
    ListOptions options = ListOptions.defaults();
    assertEquals(100, options.pageSize());
    assertEquals(SortOrder.ASCENDING, options.order());
    assertEquals(Optional.empty(), options.cursor());
    assertEquals(ReadConsistency.EVENTUAL, options.consistency());
  }

  @Test
  void withersReturnNewValuesAndLeaveTheOriginal() {
    ListOptions options = ListOptions.defaults().pageSize(5).descending().after("c")
        .consistency(ReadConsistency.STRONG);
    assertEquals(5, options.pageSize());
    assertEquals(SortOrder.DESCENDING, options.order());
    assertEquals(Optional.of("c"), options.cursor());
    assertEquals(ReadConsistency.STRONG, options.consistency());
    assertEquals(Optional.empty(), options.after(null).cursor());
    assertEquals(SortOrder.ASCENDING, options.order(SortOrder.ASCENDING).order());
    assertEquals(100, ListOptions.defaults().pageSize());
  }

  @Test
  void valueEquality() {
    ListOptions a = ListOptions.defaults().pageSize(7).after("x");
    ListOptions b = ListOptions.defaults().after("x").pageSize(7);
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals("ListOptions[pageSize=7, order=ASCENDING, cursor=x, consistency=EVENTUAL]",
        a.toString());
    assertNotEquals(a, b.descending());
    assertNotEquals(a, b.after("y"));
    assertNotEquals(a, b.consistency(ReadConsistency.STRONG));
    assertNotEquals(a, b.startingAt("m"));
    assertNotEquals(b.startingAt("m"), b.startingAfter("m"));
    assertEquals(a.startingAt("m"), b.startingAt("m"));
    assertEquals(Optional.of(new ListOptions.StartingPoint("m", false)),
        a.startingAfter("m").pageSize(3).descending().startingPoint());
    assertEquals("ListOptions[pageSize=7, order=ASCENDING, cursor=x, consistency=EVENTUAL,"
        + " startingPoint=StartingPoint[id=m, inclusive=true]]", a.startingAt("m").toString());
  }

  @Test
  void invalidValuesAreRefused() {
    for (int pageSize : new int[] {0, -1, Integer.MIN_VALUE}) {
      InvalidRequestException e = assertThrows(InvalidRequestException.class,
          () -> ListOptions.defaults().pageSize(pageSize));
      assertTrue(e.getMessage().startsWith("pageSize is " + pageSize), e.getMessage());
      assertTrue(e.getMessage().contains("Pass a pageSize of 1 or more"), e.getMessage());
    }
    InvalidCursorException e = assertThrows(InvalidCursorException.class,
        () -> ListOptions.defaults().after(""));
    assertTrue(e.getMessage().contains("or null to start at the beginning"), e.getMessage());
    InvalidRequestException nullOrder = assertThrows(InvalidRequestException.class,
        () -> ListOptions.defaults().order(null));
    assertEquals("ListOptions.order: order is null. Pass SortOrder.ASCENDING or SortOrder.DESCENDING.",
        nullOrder.getMessage());
    InvalidRequestException emptyStart = assertThrows(InvalidRequestException.class,
        () -> ListOptions.defaults().startingAt(""));
    assertEquals("ListOptions.startingAt: id is empty but ids are never empty. Pass the id to start from,"
        + " or leave startingAt out to start at the beginning.", emptyStart.getMessage());
    InvalidRequestException nullConsistency = assertThrows(InvalidRequestException.class,
        () -> ListOptions.defaults().consistency(null));
    assertEquals("ListOptions.consistency: consistency is null. Pass ReadConsistency.EVENTUAL or"
        + " ReadConsistency.STRONG, or call the overload without it.", nullConsistency.getMessage());
  }

  @Test
  void pagesAreUnmodifiableValues() {
    List<String> items = new ArrayList<>(List.of("a", "b"));
    Page<String> page = new Page<>(items, "next");
    items.add("c");
    assertEquals(List.of("a", "b"), page.items());
    assertThrows(UnsupportedOperationException.class, () -> page.items().add("d"));
    assertTrue(page.hasNext());
    assertEquals(Optional.of("next"), page.nextCursor());
    assertEquals(new Page<>(List.of("a", "b"), "next"), page);
    assertEquals(new Page<>(List.of("a", "b"), "next").hashCode(), page.hashCode());
    assertEquals("Page[items=[a, b], nextCursor=next]", page.toString());
    Page<String> last = new Page<>(List.of(), null);
    assertFalse(last.hasNext());
    assertEquals(Optional.empty(), last.nextCursor());
    assertNotEquals(page, last);
  }
}
