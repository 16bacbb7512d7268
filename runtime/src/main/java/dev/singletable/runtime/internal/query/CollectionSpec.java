package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The record types of one item collection: a node and the edges stored in its partition
 * ({@code PK = ACTOR#alice} holds {@code SK = #User} and {@code SK = TARGET#bob}, ...). One Query
 * reads the partition; each item goes to the list of its {@code _type} and is read by that type's
 * mapper. An item of any other {@code _type}, or of none (another program's, or another node's of
 * the same prefix), is skipped and counted, never an error: a reader must not break because
 * something new was written beside its items. Generated code makes one per collection. Immutable.
 */
public final class CollectionSpec implements PageAssembler<CollectionItems> {
  /** The whole partition, for the cursors of this collection alone. */
  private final ListingSpec listing;
  private final String[] types;
  private final ItemMapper<?>[] mappers;

  /**
   * @param node the node's record name, e.g. {@code User}
   * @param types the {@code _type} of each record type, the node's first
   * @param mappers their mappers, in the same order
   */
  public CollectionSpec(String node, List<String> types, List<? extends ItemMapper<?>> mappers) {
    if (types.size() != mappers.size() || types.isEmpty()) {
      throw new IllegalArgumentException(types.size() + " types for " + mappers.size() + " mappers");
    }
    this.listing = ListingSpec.partition("the " + Objects.requireNonNull(node, "node") + " item collection");
    this.types = types.toArray(new String[0]);
    this.mappers = mappers.toArray(new ItemMapper<?>[0]);
  }

  /**
   * The pages of this collection in {@code partition} of {@code table}, from the one the options say
   * on: every item of the partition, in sort key order, sorted by type. Pages are full unless last, and
   * only a page that another follows has a cursor, signed and checked with {@code seal}.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a starting point
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  public PageQuery<CollectionItems> pages(String table, String partition, ListOptions options, CursorSeal seal) {
    return new PageQuery<>(table, listing, partition, options, this, seal);
  }

  @Override
  public CollectionItems assemble(List<Map<String, AttributeValue>> items, int count, String nextCursorOrNull) {
    List<List<Object>> lists = new ArrayList<>(types.length);
    for (int i = 0; i < types.length; i++) {
      lists.add(new ArrayList<>());
    }
    int skipped = 0;
    for (int i = 0; i < count; i++) {
      Map<String, AttributeValue> item = items.get(i);
      int type = typeOf(item.get(Layout.TYPE));
      if (type < 0) {
        skipped++;
      } else {
        lists.get(type).add(mappers[type].fromItem(item));
      }
    }
    return new CollectionItems(lists, skipped, nextCursorOrNull);
  }

  @Override
  public String nextCursor(CollectionItems page) {
    return page.nextCursor().orElse(null);
  }

  /** The position of the item's type among {@link #types}, or -1 for a type not of this collection. */
  private int typeOf(AttributeValue type) {
    String name = type == null ? null : type.s();
    for (int i = 0; name != null && i < types.length; i++) {
      if (types[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }
}
