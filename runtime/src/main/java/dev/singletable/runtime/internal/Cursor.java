package dev.singletable.runtime.internal;

import dev.singletable.runtime.SortOrder;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

/**
 * Where a listing resumes: the listing it belongs to and one position per shard of its partition
 * (one for an unsharded listing). {@link CursorCodec} turns it into the opaque text of {@code
 * Page.nextCursor()} and back.
 *
 * @param scope the listing
 * @param positions one per shard, {@code scope.shards()} of them
 */
record Cursor(Scope scope, List<ShardPosition> positions) {

  Cursor {
    Objects.requireNonNull(scope, "scope");
    positions = List.copyOf(positions);
    if (positions.size() != scope.shards()) {
      throw new IllegalArgumentException(positions.size() + " positions for " + scope.shards() + " shards");
    }
  }

  /** A cursor of an unsharded listing that resumes after the item with these key values. */
  static Cursor after(Scope scope, List<String> keyValues) {
    return new Cursor(scope, List.of(ShardPosition.after(keyValues)));
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
  record Scope(String entity, String index, String partition, SortOrder order, int shards) {

    Scope {
      Objects.requireNonNull(entity, "entity");
      Objects.requireNonNull(partition, "partition");
      Objects.requireNonNull(order, "order");
      if (shards < 1 || shards > CursorCodec.MAX_SHARDS) {
        throw new IllegalArgumentException("shards is " + shards);
      }
    }

    /** An unsharded listing. */
    static Scope of(Listing listing, String partition, SortOrder order) {
      return new Scope(listing.entity(), listing.indexName(), partition, order, 1);
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

  /**
   * Where one shard resumes: from its start, after the item with {@code keyValues} (the values of the
   * listing's {@link Listing#position()} attributes), or nowhere, being done.
   */
  record ShardPosition(Kind kind, List<String> keyValues) {
    enum Kind { START, AFTER, DONE }

    private static final ShardPosition START = new ShardPosition(Kind.START, List.of());
    private static final ShardPosition DONE = new ShardPosition(Kind.DONE, List.of());

    ShardPosition {
      Objects.requireNonNull(kind, "kind");
      keyValues = List.copyOf(keyValues);
      if (keyValues.isEmpty() != (kind != Kind.AFTER)) {
        throw new IllegalArgumentException(kind + " with " + keyValues.size() + " key values");
      }
    }

    static ShardPosition start() {
      return START;
    }

    static ShardPosition done() {
      return DONE;
    }

    static ShardPosition after(List<String> keyValues) {
      return new ShardPosition(Kind.AFTER, keyValues);
    }
  }
}
