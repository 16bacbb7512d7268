package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import dev.singletable.processor.model.EdgeModel;
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
    if (listing.inverted() && sharded(edge)) {
      return FieldSpec.builder(RuntimeTypes.SHARDED_LISTING_SPEC, listing.fieldName(),
              Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(shardedListing(edge))
          .build();
    }
    return FieldSpec.builder(RuntimeTypes.LISTING_SPEC, listing.fieldName(), Modifier.PRIVATE, Modifier.STATIC,
        Modifier.FINAL).initializer(listing(edge, listing.inverted())).build();
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
