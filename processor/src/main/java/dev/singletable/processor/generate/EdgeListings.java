package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ListingModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The runtime {@code ListingSpec} (or, over a sharded inverted index, {@code ShardedListingSpec}) of each end
 * of an edge: the repository's constants that its listings page, stream and count through, and that
 * a counted edge's {@code COUNTING} recounts with.
 */
final class EdgeListings {

  private EdgeListings() {}

  // private static final ListingSpec BY_FOLLOWER =
  //     ListingSpec.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING);
  // (sharded: private static final ShardedListingSpec BY_FOLLOWEE = ShardedListingSpec.inverted(...))
  static FieldSpec field(EdgeModel edge, ListingModel listing) {
    if (listing.inverted() && edge.invertedSort().isPresent()) {
      return sortedField(edge, 0);
    }
    if (listing.inverted() && sharded(edge)) {
      return FieldSpec.builder(RuntimeTypes.SHARDED_LISTING_SPEC, listing.fieldName(),
              Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(shardedListing(edge))
          .build();
    }
    return FieldSpec.builder(RuntimeTypes.LISTING_SPEC, listing.fieldName(), Modifier.PRIVATE, Modifier.STATIC,
        Modifier.FINAL).initializer(listing(edge, listing.inverted())).build();
  }

  /**
   * The specs of the listing from the target with {@code fixed} leading parts of {@code
   * invertedIndexSort} fixed, beyond none (whose spec is the listing's own field): they follow the
   * {@code @Index}es' specs in the repository's wiring.
   */
  static void addSortedFields(TypeSpec.Builder type, EdgeModel edge) {
    edge.invertedSort().ifPresent(index -> {
      for (int fixed = 1; fixed < index.specFields().size(); fixed++) {
        type.addField(sortedField(edge, fixed));
      }
    });
  }

  // , BY_FOLLOWEE_1   (after the @Index specs in the wiring)
  static CodeBlock sortedWiring(EdgeModel edge) {
    CodeBlock.Builder specs = CodeBlock.builder();
    edge.invertedSort().ifPresent(index ->
        index.specFields().subList(1, index.specFields().size()).forEach(field -> specs.add(",$W$N", field)));
    return specs.build();
  }

  /** The number, in the repository's wiring, of the spec of the listing from the target with {@code fixed} parts fixed. */
  static int sortedNumber(EdgeModel edge, int fixed) {
    int before = 0;
    int listings = 0;
    for (ListingModel listing : edge.listings()) {
      before += listing.inverted() ? 0 : listing.specFields().size();
      listings += listing.specFields().size();
    }
    int indexSpecs = edge.indexes().stream().mapToInt(index -> index.specFields().size()).sum();
    return fixed == 0 ? before : listings + indexSpecs + fixed - 1;
  }

  // private static final ShardedListingSpec BY_FOLLOWEE = ShardedListingSpec.invertedLeading(FollowKeys.TYPE,
  //     FollowKeys.INVERTED_INDEX, "at" + Layout.DELIMITER, SortId.INSTANT, FollowKeys.INVERTED_INDEX_SHARDS);
  // (unsharded: ListingSpec.indexLeading(FollowKeys.TYPE, FollowKeys.INVERTED_INDEX, "at" + Layout.DELIMITER, SortId.INSTANT))
  /** A spec of the listing from the target, sorted by {@code invertedIndexSort}, {@code fixed} parts fixed. */
  private static FieldSpec sortedField(EdgeModel edge, int fixed) {
    IndexModel index = edge.invertedSort().orElseThrow();
    ClassName keys = edge.keysClass();
    CodeBlock sortId = ValueCodecs.sortId(index.sort().components().get(fixed));
    CodeBlock initializer = sharded(edge)
        ? CodeBlock.of("$T.invertedLeading($T.TYPE,$W$T.INVERTED_INDEX,$W$S + $T.DELIMITER,$W$L,$W$T.INVERTED_INDEX_SHARDS)",
            RuntimeTypes.SHARDED_LISTING_SPEC, keys, keys, index.sort().prefix(), RuntimeTypes.LAYOUT, sortId, keys)
        : CodeBlock.of("$T.indexLeading($T.TYPE,$W$T.INVERTED_INDEX,$W$S + $T.DELIMITER,$W$L)",
            RuntimeTypes.LISTING_SPEC, keys, keys, index.sort().prefix(), RuntimeTypes.LAYOUT, sortId);
    return FieldSpec.builder(sharded(edge) ? RuntimeTypes.SHARDED_LISTING_SPEC : RuntimeTypes.LISTING_SPEC,
            index.specFields().get(fixed), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer)
        .build();
  }

  // BY_TICKET, then (a composite sort key of n components) BY_TICKET_1 ... BY_TICKET_<n-1>:
  // private static final ListingSpec BY_TICKET = ListingSpec.baseLeading(TicketStepKeys.TYPE,
  //     TicketStepKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.enumOf(Status.class));
  // private static final ListingSpec BY_TICKET_1 = ListingSpec.base(..., SortId.INSTANT);
  /**
   * The listing's constants, in the order of {@link ListingModel#specFields()}: of a composite sort key,
   * the one that fixes {@code k} leading components sorts by the next one, followed by the rest but the last.
   */
  static List<FieldSpec> fields(EdgeModel edge, ListingModel listing) {
    if (listing.prefixFields().isEmpty()) {
      return List.of(field(edge, listing));
    }
    List<FieldSpec> fields = new ArrayList<>();
    List<String> names = listing.specFields();
    for (int fixed = 0; fixed < names.size(); fixed++) {
      ClassName keys = edge.keysClass();
      fields.add(FieldSpec.builder(RuntimeTypes.LISTING_SPEC, names.get(fixed), Modifier.PRIVATE, Modifier.STATIC,
              Modifier.FINAL)
          .initializer("$T.$L($T.TYPE,$W$T.TARGET_PREFIX + $T.DELIMITER,$W$L)", RuntimeTypes.LISTING_SPEC,
              fixed < edge.targets().size() - 1 ? "baseLeading" : "base", keys, keys, RuntimeTypes.LAYOUT,
              ValueCodecs.sortId(edge.targets().get(fixed)))
          .build());
    }
    return List.copyOf(fields);
  }

  /** Whether the inverted index spreads each target over shards. */
  static boolean sharded(EdgeModel edge) {
    return edge.invertedIndexShards() > 1;
  }

  // ShardedListingSpec.inverted(FollowKeys.TYPE, FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + Layout.DELIMITER,
  //     SortId.STRING, FollowKeys.INVERTED_INDEX_SHARDS)
  /** The merged listing of a sharded inverted index, by target. */
  private static CodeBlock shardedListing(EdgeModel edge) {
    ClassName keys = edge.keysClass();
    return CodeBlock.of("$T.inverted($T.TYPE,$W$T.INVERTED_INDEX,$W$T.SOURCE_PREFIX + $T.DELIMITER,$W$L,$W$T.INVERTED_INDEX_SHARDS)",
        RuntimeTypes.SHARDED_LISTING_SPEC, keys, keys, keys, RuntimeTypes.LAYOUT, ValueCodecs.sortId(edge.source()), keys);
  }

  // ListingSpec.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING)
  // (inverted: ListingSpec.inverted(FollowKeys.TYPE, FollowKeys.INVERTED_INDEX, FollowKeys.SOURCE_PREFIX + Layout.DELIMITER,
  //     SortId.STRING), sorted by the source id)
  /** The listing from the source on the table, or into the target over an unsharded inverted index. */
  private static CodeBlock listing(EdgeModel edge, boolean inverted) {
    ClassName keys = edge.keysClass();
    if (inverted) {
      return CodeBlock.of("$T.inverted($T.TYPE,$W$T.INVERTED_INDEX,$W$T.SOURCE_PREFIX + $T.DELIMITER,$W$L)",
          RuntimeTypes.LISTING_SPEC, keys, keys, keys, RuntimeTypes.LAYOUT, ValueCodecs.sortId(edge.source()));
    }
    return CodeBlock.of("$T.base($T.TYPE,$W$T.TARGET_PREFIX + $T.DELIMITER,$W$L)",
        RuntimeTypes.LISTING_SPEC, keys, keys, RuntimeTypes.LAYOUT, ValueCodecs.sortId(edge.target()));
  }
}
