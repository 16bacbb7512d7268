package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;

/**
 * What a generated repository's listing reads, and how: one partition ({@link ListingSpec}, a page is
 * a {@link Pager}) or every shard of one ({@link ShardedListingSpec}, a page is a {@link ShardMerge}).
 * Each kind makes its own reads, so the handles ({@code Listing}, {@code AsyncListing}) and the recount
 * run them without asking which kind they hold. Every read checks its options and decodes its cursor
 * when it is made, so that a refused read sends nothing.
 */
public sealed interface Listable permits ListingSpec, ShardedListingSpec {

  /** The listing of one partition: this one, or the one each shard of a sharded listing is read by. */
  ListingSpec listing();

  /** This listing with the sort key prefix {@code prefix}: the constant prefix and leading components' values. */
  Listable withSortPrefix(String prefix);

  /**
   * The pages of this listing in {@code partition} of {@code table}, from the one the options say
   * on (its first item, starting point or cursor): {@link Resumable#plan()} reads that page, exactly
   * {@code pageSize} items unless it is the last, with a cursor, signed and checked with {@code seal},
   * only if another page follows.
   *
   * @param partition the partition key value; of a sharded listing, the key without a shard suffix
   * @param rangeOrNull the range of the sort component ({@link SortRange} of {@link #listing()}), or
   *     null for the whole listing
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read of a global index, a
   *     starting point that is no id of the listing's sort id type or that no key can hold, or one
   *     given with a range
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing (or shard
   *     count, or range)
   */
  <T> Resumable<Page<T>> pages(String table, String partition, SortRange rangeOrNull, ListOptions options,
      ItemMapper<T> mapper, CursorSeal seal);

  /**
   * The number of items of this listing in {@code partition} of {@code table} from the options'
   * starting point on (the order says on which side; the page size is ignored), as a plan of
   * {@code Select COUNT} Queries; of a sharded listing, every shard's, summed.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a cursor, and as {@link #pages} says
   */
  Plan<Long> count(String table, String partition, SortRange rangeOrNull, ListOptions options);
}
