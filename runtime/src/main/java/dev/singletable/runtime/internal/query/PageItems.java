package dev.singletable.runtime.internal.query;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The items of a page the runtime mapped itself: an unmodifiable list over an array that nothing
 * else holds. Only the runtime can make one, so {@link dev.singletable.runtime.Page} keeps it as it is
 * rather than copying it as it copies a caller's list.
 *
 * @param <T> the record type
 */
public final class PageItems<T> extends AbstractList<T> implements RandomAccess {
  private final Object[] items;

  /** {@code items} must not be shared, and must hold no null. */
  PageItems(Object[] items) {
    this.items = items;
  }

  @Override
  @SuppressWarnings("unchecked")
  public T get(int index) {
    return (T) items[index];
  }

  @Override
  public int size() {
    return items.length;
  }
}
