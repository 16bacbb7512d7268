package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.query.CollectionItems;
import java.util.List;
import java.util.Optional;

/**
 * One page of an item collection: a node and the edges that share its partition, read by one Query
 * and sorted by type. The generated subclass ({@code UserCollectionPage}) has one typed accessor per
 * record type: {@code user()} for the node, {@code follows()}, {@code mutes()} for the edges.
 *
 * <p>A page holds {@link ListOptions#pageSize()} items of the partition unless it is the last, and
 * only a page that another follows has a {@link #nextCursor()}. The node's item sorts before the
 * edges' ({@code #User} before {@code TARGET#...}; only a target prefix starting with {@code !} or
 * {@code "} sorts before {@code #}), so in ascending order it is on the first page, in descending
 * order on the last. Items of a {@code _type} that is neither the node's nor one of
 * its edges' (written by another program, or another node of the same prefix) are skipped, never an
 * error; they count towards the page size, and {@link #skippedItems()} says how many a page had.
 */
public abstract class CollectionPage {
  private final CollectionItems items;

  /** For generated subclasses only: {@code items} is what the collection's read hands the generated page. */
  protected CollectionPage(Wiring items) {
    if (!(items instanceof CollectionItems read)) {
      throw RepositoryWiring.refused(items, "new " + getClass().getSimpleName(), "a collection's read");
    }
    this.items = read;
  }

  /** The cursor to pass to {@link ListOptions#after(String)} for the following page; empty on the last page. */
  public final Optional<String> nextCursor() {
    return items.nextCursor();
  }

  /** Whether another page follows. */
  public final boolean hasNext() {
    return items.nextCursor().isPresent();
  }

  /** How many items of this page were of no record type of the collection, and were skipped. */
  public final int skippedItems() {
    return items.skipped();
  }

  /** The records of the {@code type}-th record type, in the page's order. For generated subclasses only. */
  protected final <T> List<T> items(int type) {
    return items.list(type);
  }

  /** The one record of the {@code type}-th record type (the node), if this page holds it. For generated subclasses only. */
  protected final <T> Optional<T> single(int type) {
    List<T> list = items.list(type);
    return list.isEmpty() ? Optional.empty() : Optional.of(list.get(0));
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + items + "]";
  }
}
