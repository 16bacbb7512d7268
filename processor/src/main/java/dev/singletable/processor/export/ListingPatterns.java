package dev.singletable.processor.export;

import dev.singletable.layout.Layout;
import dev.singletable.processor.export.ModelDescriptor.AccessPattern;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The access patterns of listings: a Query of one partition for one item type, its sort key starting
 * with the listing's prefix, read a page at a time, as a stream or as a count. Where the sort key has
 * components a listing may fix or range, each overload the repository has is a pattern of its own:
 * the whole partition, a range of the first component, and for each count of fixed leading components
 * those equal, and those equal with a range of the next.
 */
final class ListingPatterns {
  static final List<String> READING = List.of("page", "stream", "count");

  private ListingPatterns() {}

  /**
   * One listing's patterns.
   *
   * @param item the listed item type
   * @param method the listing method, e.g. {@code followers}
   * @param partitionParameters the parameter types that name the partition
   * @param on {@code table} or the index
   * @param partition the partition key condition, e.g. {@code GSI1PK = TARGET#{followee}#{shard}}
   * @param sortAttribute the sort key attribute, e.g. {@code GSI1SK}
   * @param sortPrefix the constant the listed sort keys start with, e.g. {@code at}
   * @param sorts the sort components a caller may fix or range; empty for a listing of the whole prefix only
   * @param shards how many Queries a page takes: the shards of a sharded inverted index, else 1
   */
  record Listing(ItemTypeModel item, String method, List<String> partitionParameters, String on, String partition,
      String sortAttribute, String sortPrefix, List<ComponentModel> sorts, int shards) {}

  // follows().followers(String): Query GSI1, GSI1PK = TARGET#{followee}#{shard} AND begins_with(GSI1SK, at#);
  // follows().followers(String, Range<Instant>): ... AND GSI1SK BETWEEN at#{followedAt.from} AND at#{followedAt.to}
  static List<AccessPattern> of(Listing listing) {
    List<AccessPattern> patterns = new ArrayList<>(List.of(pattern(listing, List.of(),
        "begins_with(" + listing.sortAttribute() + ", " + listing.sortPrefix() + Layout.DELIMITER + ")")));
    List<ComponentModel> sorts = listing.sorts();
    for (int fixed = 0; fixed < sorts.size(); fixed++) {
      String lead = lead(listing.sortPrefix(), sorts.subList(0, fixed));
      List<String> parameters = new ArrayList<>(Signatures.of(sorts.subList(0, fixed)));
      if (fixed > 0) {
        patterns.add(pattern(listing, parameters, "begins_with(" + listing.sortAttribute() + ", " + lead + ")"));
      }
      ComponentModel ranged = sorts.get(fixed);
      parameters.add(Signatures.range(ranged));
      patterns.add(pattern(listing, parameters, listing.sortAttribute() + " BETWEEN " + lead + "{" + ranged.name()
          + ".from} AND " + lead + "{" + ranged.name() + ".to}"));
    }
    return List.copyOf(patterns);
  }

  /** The listing of {@code index}, an {@code @Index} or a sorted inverted index, from its key templates. */
  static Listing of(ItemTypeModel item, IndexModel index, String partition, int shards) {
    return new Listing(item, index.listing(), Signatures.of(index.partition().components()), index.name(), partition,
        index.sort().attribute(), index.sort().prefix(), index.sort().components(), shards);
  }

  /** The partition condition of an {@code @Index}: {@code GSI3PK = o#{order}}, {@code PK = CUSTOMER#{customer}}. */
  static String partition(IndexModel index) {
    return index.partition().attribute() + " = " + index.partition().prefix() + index.partition().components().stream()
        .map(c -> Layout.DELIMITER + "{" + c.name() + "}").reduce("", String::concat);
  }

  /** {@code Query a page}: 1 Query, or one per shard. */
  static String cost(int shards) {
    return shards > 1 ? shards + " Queries a page (sharded)" : "1 Query a page";
  }

  /** {@code o#{placedAt}#}: the prefix and the fixed components, each followed by the delimiter. */
  private static String lead(String prefix, List<ComponentModel> fixed) {
    StringBuilder lead = new StringBuilder(prefix).append(Layout.DELIMITER);
    fixed.forEach(c -> lead.append('{').append(c.name()).append('}').append(Layout.DELIMITER));
    return lead.toString();
  }

  private static AccessPattern pattern(Listing listing, List<String> sortParameters, String sortCondition) {
    List<String> parameters = new ArrayList<>(listing.partitionParameters());
    parameters.addAll(sortParameters);
    return new AccessPattern(Optional.of(listing.item().entity()),
        Signatures.call(listing.item().accessor(), listing.method(), parameters), "Query", listing.on(),
        Optional.of(listing.partition() + " AND " + sortCondition), Optional.empty(), READING, List.of(),
        cost(listing.shards()));
  }
}
