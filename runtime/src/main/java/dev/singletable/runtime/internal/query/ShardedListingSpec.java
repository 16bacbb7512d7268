package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Utf8;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.plan.Resumable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A listing of an inverted index whose partitions are spread over shards ({@code @Edge(
 * invertedIndexShards = N)}): the edges into {@code TARGET#bob} live in the index partitions {@code
 * TARGET#bob#0} to {@code TARGET#bob#<N-1>}, each edge in the one {@link Shards#of} picks from its
 * source id. A page queries every shard and merges them ({@link ShardMerge}); a count counts every
 * shard and sums them ({@link ShardedCount}).
 *
 * @param listing the index listing, whose partition value is the unsharded target key, and by which
 *     each shard is read
 * @param shards how many shards, 2 to {@link Shards#MAX}
 */
public record ShardedListingSpec(ListingSpec listing, int shards) implements Listable {

  public ShardedListingSpec {
    Objects.requireNonNull(listing, "listing");
    if (listing.indexName() == null || shards < 2 || shards > Shards.MAX) {
      throw new IllegalArgumentException("a sharded listing reads an index over 2 to " + Shards.MAX
          + " shards; got " + listing.indexName() + " over " + shards);
    }
  }

  /** The listing of the inverted index {@code indexName} over {@code shards} shards. */
  public static ShardedListingSpec inverted(String entity, String indexName, String sortKeyPrefix, SortId sortId,
      int shards) {
    return new ShardedListingSpec(ListingSpec.inverted(entity, indexName, sortKeyPrefix, sortId), shards);
  }

  @Override
  public ShardedListingSpec withSortPrefix(String prefix) {
    return new ShardedListingSpec(listing.withSortPrefix(prefix), shards);
  }

  /**
   * The pages of this listing, each a merge of every shard's Queries ({@link ShardedPageQuery}); a
   * cursor is bound to the shard count too, so one made under another count is refused.
   */
  @Override
  public <T> Resumable<Page<T>> pages(String table, String partition, SortRange rangeOrNull, ListOptions options,
      ItemMapper<T> mapper, CursorSeal seal) {
    return new ShardedPageQuery<>(table, this, partition, rangeOrNull, options, mapper, seal);
  }

  /**
   * One count per shard partition ({@code partition}, the delimiter and the shard), shard 0 first,
   * counted together and summed.
   */
  @Override
  public Plan<Long> count(String table, String partition, SortRange rangeOrNull, ListOptions options) {
    List<CountQuery> counts = new ArrayList<>(shards);
    for (int shard = 0; shard < shards; shard++) {
      counts.add(new CountQuery(table, listing, Shards.partition(partition, shard), rangeOrNull, options));
    }
    return new ShardedCount(counts);
  }

  /**
   * The listing of the inverted index {@code indexName} over {@code shards} shards, whose sort key
   * leads with components ({@code @Edge(invertedIndexSort = "at#{followedAt}")}) that the source key
   * follows: {@code sortKeyPrefix} is the template's constant prefix, {@code sortId} the type of its
   * first component.
   */
  public static ShardedListingSpec invertedLeading(String entity, String indexName, String sortKeyPrefix,
      SortId sortId, int shards) {
    return new ShardedListingSpec(ListingSpec.indexLeading(entity, indexName, sortKeyPrefix, sortId), shards);
  }

  /**
   * The index partition key of one edge: its target key, the delimiter and the shard of its source
   * key's id, {@code TARGET#bob#9} for {@code ACTOR#alice} over 16 shards. Both keys were made and
   * checked by the generated key methods; the suffix is checked against the partition key limit.
   *
   * @param component the target component, for the message
   * @throws InvalidKeyException if the sharded key is longer than a partition key may be
   */
  public static String partitionKey(String targetKey, String sourceKey, int shards, String component) {
    String id = sourceKey.substring(sourceKey.indexOf(Layout.DELIMITER) + 1);
    String key = Shards.partition(targetKey, Shards.of(id, shards));
    long bytes = Utf8.length(key);
    if (bytes > Layout.MAX_PARTITION_KEY_BYTES) {
      throw new InvalidKeyException(component, component + " makes the sharded index key " + bytes
          + " UTF-8 bytes long, over DynamoDB's limit of " + Layout.MAX_PARTITION_KEY_BYTES
          + " for a partition key. Use a shorter id.");
    }
    return key;
  }
}
