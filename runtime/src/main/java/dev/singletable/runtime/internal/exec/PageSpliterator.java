package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.internal.plan.Resumable;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;

/** Page after page; fetches a page only when the stream reaches it. */
final class PageSpliterator<R> extends Spliterators.AbstractSpliterator<R> {
  private final Function<Resumable<R>, R> fetch;
  private Resumable<R> next;

  /**
   * @param first the read of the first page
   * @param fetch reads one page
   */
  PageSpliterator(Resumable<R> first, Function<Resumable<R>, R> fetch) {
    super(Long.MAX_VALUE, ORDERED | NONNULL);
    this.next = first;
    this.fetch = fetch;
  }

  @Override
  public boolean tryAdvance(Consumer<? super R> action) {
    if (next == null) {
      return false;
    }
    R page = fetch.apply(next);
    next = next.next(page);
    action.accept(page);
    return true;
  }
}
