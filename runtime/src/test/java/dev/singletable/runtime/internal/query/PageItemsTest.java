package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.Page;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A page keeps the list the runtime mapped, which nothing can change, and copies a caller's. */
class PageItemsTest {

  @Test
  void aPageKeepsTheRuntimesListWithoutCopying() {
    PageItems<String> items = new PageItems<>(new Object[] {"a", "b"});
    Page<String> page = new Page<>(items, null);
    assertSame(items, page.items());
    assertEquals(List.of("a", "b"), page.items());
    assertThrows(UnsupportedOperationException.class, () -> page.items().add("c"));
    assertThrows(UnsupportedOperationException.class, () -> page.items().set(0, "c"));
  }

  @Test
  void aPageCopiesACallersList() {
    List<String> mine = new ArrayList<>(List.of("a", "b"));
    Page<String> page = new Page<>(mine, null);
    mine.set(0, "changed");
    assertNotSame(mine, page.items());
    assertEquals(List.of("a", "b"), page.items());
  }
}
