package dev.singletable.runtime.internal.cursor;

import dev.singletable.layout.Shards;
import dev.singletable.runtime.SortOrder;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

/**
 * Where a listing resumes: the listing it belongs to and the position of the last item listed (the
 * values of the listing's {@code ListingSpec.position()} attributes in that item). A sharded listing
 * resumes every shard after that one item: every item not yet listed sorts after it, whichever shard
 * holds it, so one position serves all shards. {@link CursorCodec} turns it into the opaque text of
 * {@code Page.nextCursor()} and back.
 *
 * @param scope the listing
 * @param position the key values of the item to resume after, sort key first
 */
public record Cursor(Scope scope, List<String> position) {

  public Cursor {
    Objects.requireNonNull(scope, "scope");
    position = List.copyOf(position);
    if (position.isEmpty()) {
      throw new IllegalArgumentException("a cursor resumes after an item: no key values");
    }
  }

  /** The sort key of the item to resume after. */
  public String sortKey() {
    return position.get(0);
  }

  /**
   * The listing a cursor is bound to. Its {@link #canonical()} bytes, never stored in the cursor, go
   * into the cursor's hash or signature.
   *
   * @param entity the record name
   * @param index the index, or null for the base table
   * @param partition the partition key value, without a shard suffix
   * @param order the sort order
   * @param shards how many shards the partition is spread over; 1 when unsharded
   */
  public record Scope(String entity, String index, String partition, SortOrder order, int shards) {

    public Scope {
      Objects.requireNonNull(entity, "entity");
      Objects.requireNonNull(partition, "partition");
      Objects.requireNonNull(order, "order");
      if (shards < 1 || shards > Shards.MAX) {
        throw new IllegalArgumentException("shards is " + shards);
      }
    }


    /**
     * Unambiguous bytes: a label, then each text as its 4-byte length (-1 for no index) and UTF-8
     * bytes, the order's name the same way, and the shard count. Unlike a joined string, no two
     * scopes share them.
     */
    byte[] canonical() {
      ByteArrayOutputStream out = new ByteArrayOutputStream(64 + partition.length());
      text(out, "singletable cursor scope");
      text(out, entity);
      text(out, index);
      text(out, partition);
      text(out, order.name());
      integer(out, shards);
      return out.toByteArray();
    }

    private static void text(ByteArrayOutputStream out, String text) {
      if (text == null) {
        integer(out, -1);
        return;
      }
      byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
      integer(out, bytes.length);
      out.write(bytes, 0, bytes.length);
    }

    private static void integer(ByteArrayOutputStream out, int value) {
      out.write(value >>> 24);
      out.write(value >>> 16);
      out.write(value >>> 8);
      out.write(value);
    }
  }

}
