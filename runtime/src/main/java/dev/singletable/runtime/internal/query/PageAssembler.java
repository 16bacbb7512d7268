package dev.singletable.runtime.internal.query;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the raw items of one page become: each mapped by one mapper ({@link MappedPage}, a listing), or
 * sorted by {@code _type} into typed lists ({@link CollectionSpec}). {@link Pager} reads the items and
 * makes the cursor; an assembler only decodes. Stateless and thread-safe.
 *
 * @param <R> the page
 */
interface PageAssembler<R> {

  /**
   * The page of the first {@code count} of {@code items}, in the order read.
   *
   * @param nextCursorOrNull the cursor of the following page, or null on the last page
   */
  R assemble(List<Map<String, AttributeValue>> items, int count, String nextCursorOrNull);

  /** The cursor {@link #assemble} gave {@code page}, or null on the last page. */
  String nextCursor(R page);
}
