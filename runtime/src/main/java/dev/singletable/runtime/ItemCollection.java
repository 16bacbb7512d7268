package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.CollectionSpec;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The item collection of one node, as a generated node repository's {@code collection(id)} gives it:
 * the node and its edges, every item of the node's partition, read a page at a time by one Query of
 * the partition ({@link #page}) or page after page ({@link #pages}). Each page ({@code
 * UserCollectionPage}) sorts the items by record type; the page size counts every item, items of other
 * types included, which are skipped ({@link CollectionPage#skippedItems()}). Making one sends nothing.
 * Immutable and thread-safe.
 *
 * @param <P> the generated page type
 */
public final class ItemCollection<P extends CollectionPage> {
  private final TableContext context;
  private final CollectionSpec spec;
  private final String partition;
  private final Function<Wiring, P> pages;
  private final String owner;
  private final String method;

  ItemCollection(TableContext context, CollectionSpec spec, String partition, Function<Wiring, P> pages,
      String owner, String method) {
    this.context = context;
    this.spec = spec;
    this.partition = partition;
    this.pages = pages;
    this.owner = owner;
    this.method = method;
  }

  /** As {@link #page(ListOptions)} with {@link ListOptions#defaults()}: the first page. */
  public P page() {
    return page(ListOptions.defaults());
  }

  /**
   * One page of the collection, in sort key order, as {@code options} say (size, order, cursor,
   * consistency). A collection has no starting point: its items are of several types.
   *
   * @throws InvalidRequestException if {@code options} is null or holds a starting point
   * @throws InvalidCursorException if the cursor is of another listing or was tampered with
   */
  public P page(ListOptions options) {
    check(options, ".page");
    return pages.apply(context.sync().run(
        spec.pages(context.tableName(), partition, options, context.cursorSeal()).plan()));
  }

  /** As {@link #pages(ListOptions)} with {@link ListOptions#defaults()}. */
  public Stream<P> pages() {
    return pages(ListOptions.defaults());
  }

  /** Every page of the collection, each read by one Query when the stream reaches it. */
  public Stream<P> pages(ListOptions options) {
    check(options, ".pages");
    return context.sync().pages(spec.pages(context.tableName(), partition, options, context.cursorSeal())).map(pages);
  }

  private void check(ListOptions options, String call) {
    if (options == null) {
      Arguments.requireOptions(options, owner + "." + method + call, "options");
    }
  }

  /** The repository method and partition it reads, for logs: {@code UserRepository.collection(ACTOR#alice)}. */
  @Override
  public String toString() {
    return owner + "." + method + "(" + partition + ")";
  }
}
