package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.internal.cursor.Cursor;
import dev.singletable.runtime.internal.cursor.CursorCodec;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import java.util.List;

/**
 * The cursors of one listing: bound to its scope, sealed with the table's seal. A value, so that a
 * page's plan can make the next page's cursor without calling back into the query it came from.
 *
 * @param scope the listing, its partition (and range), order and shard count
 * @param seal how the table's cursors are signed or hidden
 */
record Cursors(Cursor.Scope scope, CursorSeal seal) {

  /** The cursor that resumes after the item whose position values are {@code position}, sort key first. */
  String after(List<String> position) {
    return CursorCodec.encode(new Cursor(scope, position), seal);
  }

  /**
   * The cursor {@code text} made by {@link #after} for this scope and seal.
   *
   * @param maxBytes the longest value DynamoDB accepts in each position attribute, in order
   * @throws dev.singletable.runtime.InvalidCursorException for any other text
   */
  Cursor read(String text, int... maxBytes) {
    return CursorCodec.decode(text, scope, seal, maxBytes);
  }
}
