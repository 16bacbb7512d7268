package dev.singletable.runtime.internal;

import dev.singletable.runtime.Page;
import java.util.Collections;
import java.util.Iterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;

/** Items of page after page; fetches a page only when the previous one is used up. */
final class PageSpliterator<T, Q extends Resumable<Q>> extends Spliterators.AbstractSpliterator<T> {
  private final Function<Q, Page<T>> fetch;
  private Q next;
  private Iterator<T> items = Collections.emptyIterator();

  /**
   * @param first the first page
   * @param fetch lists one page
   */
  PageSpliterator(Q first, Function<Q, Page<T>> fetch) {
    super(Long.MAX_VALUE, ORDERED | NONNULL);
    this.next = first;
    this.fetch = fetch;
  }

  @Override
  public boolean tryAdvance(Consumer<? super T> action) {
    while (!items.hasNext()) {
      if (next == null) {
        return false;
      }
      Page<T> page = fetch.apply(next);
      items = page.items().iterator();
      next = page.nextCursor().map(next::after).orElse(null);
    }
    action.accept(items.next());
    return true;
  }
}
