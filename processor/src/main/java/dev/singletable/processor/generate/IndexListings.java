package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The listings of a repository's {@code @Index}es: per index, one {@code ListingSpec} per count of
 * fixed sort components (the type of the sort id after them differs), and the listing method's
 * overloads, each one call of the base's {@code listing}: the whole partition, a range of the first
 * sort component, and for each count {@code k} of fixed leading sort components (1 to n-1) those
 * equal, and those equal with a range of the next. Their specs follow the edge's own listings in the
 * repository's wiring; {@code first} is the number of the first.
 */
final class IndexListings {

  private IndexListings() {}

  // private static final ListingSpec BY_GSI3_0 = ListingSpec.index(OrderKeys.TYPE, "GSI3", "o" + Layout.DELIMITER,
  //     SortId.INSTANT);
  // private static final ListingSpec BY_GSI3_1 = ListingSpec.index(..., SortId.STRING);
  // (BY_GSI3_0 is ListingSpec.indexLeading(...): orderId follows orderedAt in the sort key; a local
  // index's are ListingSpec.local(...) and ListingSpec.localLeading(...))
  static void addFields(TypeSpec.Builder type, ItemTypeModel item) {
    for (IndexModel index : item.indexes()) {
      for (int fixed = 0; fixed < index.specFields().size(); fixed++) {
        boolean leading = fixed < index.sort().components().size() - 1;
        type.addField(FieldSpec.builder(RuntimeTypes.LISTING_SPEC, index.specFields().get(fixed),
                Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.$L($T.TYPE,$W$S,$W$S + $T.DELIMITER,$W$L)", RuntimeTypes.LISTING_SPEC,
                (index.local() ? "local" : "index") + (leading ? "Leading" : ""),
                item.keysClass(), index.name(), index.sort().prefix(), RuntimeTypes.LAYOUT,
                ValueCodecs.sortId(index.sort().components().get(fixed)))
            .build());
      }
    }
  }

  // , BY_GSI2_0, BY_GSI3_0, BY_GSI3_1   (after the listings before them in the wiring)
  static CodeBlock wiring(ItemTypeModel item) {
    CodeBlock.Builder specs = CodeBlock.builder();
    item.indexes().forEach(index -> index.specFields().forEach(field -> specs.add(",$W$N", field)));
    return specs.build();
  }

  // ordersOfProduct(product), ordersOfProduct(product, Range<Instant> orderedAt),
  // ordersOfProduct(product, orderedAt), ordersOfProduct(product, orderedAt, Range<String> orderId)
  /** {@code first} is the number, in the repository's wiring, of the first index's first spec. */
  static void addMethods(TypeSpec.Builder type, ItemTypeModel item, int first, Flavor flavor) {
    int number = first;
    for (IndexModel index : item.indexes()) {
      int sorts = index.sort().components().size();
      if (index.unique()) {
        type.addMethod(lookup(item, index, number, flavor));
        number += sorts;
        continue;
      }
      type.addMethod(method(item, index, number, 0, false, flavor))
          .addMethod(method(item, index, number, 0, true, flavor));
      for (int fixed = 1; fixed < sorts; fixed++) {
        type.addMethod(method(item, index, number + fixed, fixed, false, flavor))
            .addMethod(method(item, index, number + fixed, fixed, true, flavor));
      }
      number += sorts;
    }
  }

  // followers(followee), followers(followee, Range<Instant> followedAt)   (and, for each count k of fixed
  // leading parts of invertedIndexSort, followers(followee, <k parts>) and followers(followee, <k parts>, Range<next>))
  /** The listing from the target of an edge whose inverted index sorts by {@code invertedIndexSort}. */
  static void addInverted(TypeSpec.Builder type, EdgeModel edge, Flavor flavor) {
    IndexModel index = edge.invertedSort().orElseThrow();
    int shards = edge.invertedIndexShards();
    String where = shards > 1 ? "a Query on each of the " + shards + " shards of index " + index.name()
        + ", merged in order, eventually consistent" : "a Query on index " + index.name() + ", eventually consistent";
    String subject = "into {@code " + edge.target().component().name() + "}";
    String last = "{@code " + edge.source().component().name() + "}";
    for (int fixed = 0; fixed < index.sort().components().size(); fixed++) {
      int number = EdgeListings.sortedNumber(edge, fixed);
      type.addMethod(method(edge, index, number, fixed, false, flavor, subject, last, where))
          .addMethod(method(edge, index, number, fixed, true, flavor, subject, last, where));
    }
  }

  // public Listing<Order> ordersOfProduct(String product, Instant orderedAt, Range<String> orderId) {
  //   return listing(2, OrderKeys.gsi3Partition(product), OrderKeys.gsi3SortPrefix(orderedAt), orderId,
  //       "ordersOfProduct");
  // }
  // (async: listing(2, () -> OrderKeys.gsi3Partition(product), () -> OrderKeys.gsi3SortPrefix(orderedAt), orderId, ...),
  // null for no sort prefix or no range; a local index's partition is the base key's,
  // listing(0, CustomerOrderKeys.sourceKey(customer), ...))
  private static MethodSpec method(ItemTypeModel item, IndexModel index, int number, int fixed, boolean ranged,
      Flavor flavor) {
    String partition = index.local()
        ? "in the partition {@code " + index.partition().attribute() + " = " + index.partition().expression()
            + "} of local index " + index.name()
        : "in the partition {@code " + index.partition().expression() + "} of index " + index.name();
    String consistency = index.local() ? "eventually consistent unless the options ask for"
        + " {@code ReadConsistency.STRONG}" : "eventually consistent";
    return method(item, index, number, fixed, ranged, flavor, partition, null,
        "a Query on index " + index.name() + ", " + consistency);
  }

  /**
   * One listing method; the javadoc says it lists the items {@code subject} ("into {@code followee}"),
   * in the order of the sort components and then of {@code lastOrNull} (what the key ends with, if
   * no component), by {@code where} ("a Query on index GSI1, eventually consistent").
   */
  private static MethodSpec method(ItemTypeModel item, IndexModel index, int number, int fixed, boolean ranged,
      Flavor flavor, String subject, String lastOrNull, String where) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(index.listing())
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.listing(item.record()))
        .addJavadoc(javadoc(item, index, fixed, ranged, subject, lastOrNull, where));
    List<ComponentModel> partition = index.partition().components();
    List<ComponentModel> sorts = index.sort().components();
    partition.forEach(c -> method.addParameter(c.type(), c.name()));
    sorts.subList(0, fixed).forEach(c -> method.addParameter(c.type(), c.name()));
    ComponentModel range = ranged ? sorts.get(fixed) : null;
    if (range != null) {
      method.addParameter(ParameterizedTypeName.get(RuntimeTypes.RANGE, range.type().box()), range.name());
    }
    CodeBlock partitionKey = flavor.deferred(call(item, index.partitionMethod(), partition));
    CodeBlock sortPrefix = fixed == 0 ? CodeBlock.of("null")
        : flavor.deferred(call(item, index.sortPrefixMethod(), sorts.subList(0, fixed)));
    CodeBlock rangeArgument = range == null ? CodeBlock.of("$T.all()", RuntimeTypes.RANGE) : CodeBlock.of("$N", range.name());
    return method.addStatement("return listing($L,$W$L,$W$L,$W$L,$W$S)", number, partitionKey, sortPrefix,
            rangeArgument, index.listing())
        .build();
  }

  // public Optional<Invoice> invoiceOfOrder(String order) {
  //   return unique(1, InvoiceKeys.gsi3Partition(order), "invoiceOfOrder");
  // }
  // (async: CompletableFuture<Optional<Invoice>>, unique(1, () -> InvoiceKeys.gsi3Partition(order), ...))
  private static MethodSpec lookup(ItemTypeModel item, IndexModel index, int number, Flavor flavor) {
    List<ComponentModel> partition = index.partition().components();
    MethodSpec.Builder method = MethodSpec.methodBuilder(index.listing())
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, item.record())))
        .addJavadoc("The one {@link $T} of index $L for $L, or empty: one Query of at most two\n"
            + "items ({@code unique = true}), eventually consistent. Items whose index components are not all\n"
            + "set are not in the index.\n\n"
            + "@throws dev.singletable.runtime.MalformedItemException if the partition holds two: the index\n"
            + "    is not unique in the table\n",
            item.record(), index.name(), describe(partition));
    partition.forEach(c -> method.addParameter(c.type(), c.name()));
    return method.addStatement("return unique($L,$W$L,$W$S)", number,
            flavor.deferred(call(item, index.partitionMethod(), partition)), index.listing())
        .build();
  }

  /** The partition components as javadoc code: {@code order}, or {@code a}, {@code b}. */
  private static String describe(List<ComponentModel> components) {
    return components.stream().map(c -> "{@code " + c.name() + "}").collect(Collectors.joining(", "));
  }

  // OrderKeys.gsi3SortPrefix(orderedAt)
  private static CodeBlock call(ItemTypeModel item, String method, List<ComponentModel> arguments) {
    return CodeBlock.of("$T.$N($L)", item.keysClass(), method,
        arguments.stream().map(ComponentModel::name).collect(Collectors.joining(", ")));
  }

  /**
   * "The Order nodes in the partition {@code p#<product>} of index GSI3 with this {@code orderedAt},
   * whose {@code orderId} is in the given range, in {@code orderId} order (a Query on index GSI3,
   * eventually consistent): ...", wrapped; a local index's partition is {@code PK = ORDER#<order>}, and
   * its reads may be strongly consistent.
   */
  private static String javadoc(ItemTypeModel item, IndexModel index, int fixed, boolean ranged, String subject,
      String lastOrNull, String where) {
    List<ComponentModel> sorts = index.sort().components();
    String conditions = (fixed == 0 ? "" : " with " + IndexKeyMethods.fixedText(sorts.subList(0, fixed)))
        + (!ranged ? "" : (fixed == 0 ? "" : ",") + " whose {@code " + sorts.get(fixed).name() + "} is in the given range");
    List<String> keyed = new ArrayList<>(sorts.subList(fixed, sorts.size()).stream()
        .map(c -> "{@code " + c.name() + "}").toList());
    if (lastOrNull != null) {
      keyed.add(lastOrNull);
    }
    String order = String.join(", then ", keyed);
    // An edge whose inverted index is sorted is always in it: its parts are never null.
    List<String> nullable = lastOrNull != null ? List.of()
        : index.nullable().stream().map(c -> "{@code " + c.name() + "}").toList();
    return JavadocText.wrap("The " + item.entity() + (item instanceof EdgeModel ? " edges" : " nodes")
        + " " + subject + conditions
        + ", in " + order + " order"
        + " (" + where + "): read them a page at a time"
        + " ({@code page}), all of them ({@code stream}), or count them ({@code count}). Sends nothing until one of"
        + " those is called." + (nullable.isEmpty() ? ""
            : " Items whose " + String.join(" or ", nullable) + " is null are not in the index."));
  }
}
