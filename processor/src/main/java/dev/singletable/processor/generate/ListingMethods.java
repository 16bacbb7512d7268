package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.ListingModel;
import javax.lang.model.element.Modifier;

/**
 * The repository's listing from one end, named by its {@link ListingModel}: {@code followsOfFollower}
 * queries the base table, {@code followsOfFollowee} the inverted index. Each comes as a page and as a
 * lazy stream, with and without {@code ListOptions}, and each is one call of the runtime base class.
 */
final class ListingMethods {

  private ListingMethods() {}

  // followsOfFollower(follower, options), followsOfFollower(follower), streamFollowsOfFollower(...) x2,
  // countFollowsOfFollower(...) x2
  static void addTo(TypeSpec.Builder type, EdgeModel edge, ListingModel listing, Flavor flavor) {
    boolean inverted = listing.inverted();
    String page = listing.methodName();
    String stream = listing.streamName();
    TypeName pageType = flavor.result(ParameterizedTypeName.get(RuntimeTypes.PAGE, edge.record()));
    TypeName streamType = flavor.stream(edge.record());
    type.addMethod(listing(edge, listing, page, "pageOf", pageType, flavor,
            "One page of " + describe(edge, inverted) + ".\n"))
        .addMethod(withDefaults(edge, inverted, page, pageType))
        .addMethod(listing(edge, listing, stream, "streamOf", streamType, flavor,
            "All " + describe(edge, inverted) + ", fetched page by page as "
                + (flavor == Flavor.SYNC ? "the stream is consumed" : "the subscriber requests items") + ".\n"))
        .addMethod(withDefaults(edge, inverted, stream, streamType))
        .addMethod(listing(edge, listing, listing.countName(), "countOf", flavor.result(TypeName.LONG), flavor,
            countDescription(edge, inverted)))
        .addMethod(withDefaults(edge, inverted, listing.countName(), flavor.result(TypeName.LONG)));
  }

  private static KeyModel end(EdgeModel edge, boolean inverted) {
    return inverted ? edge.target() : edge.source();
  }

  // public Page<Follow> followsOfFollower(String follower, ListOptions options) {
  //   return pageOf(BY_FOLLOWER, FollowKeys.sourceKey(follower), options, "followsOfFollower");
  // }
  // (streams call streamOf, counts countOf; asynchronously the key is made by a supplier: () -> FollowKeys.sourceKey(follower))
  private static MethodSpec listing(EdgeModel edge, ListingModel listing, String name, String base,
      TypeName returns, Flavor flavor, String javadoc) {
    boolean inverted = listing.inverted();
    NameAllocator names = RepositoryNames.of(edge);
    String id = names.get(end(edge, inverted));
    CodeBlock partition = flavor.deferred(
        CodeBlock.of("$T.$L($N)", edge.keysClass(), inverted ? "targetKey" : "sourceKey", id));
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(end(edge, inverted).component().type(), id)
        .addParameter(RuntimeTypes.LIST_OPTIONS, names.get("options"))
        .addJavadoc("$L", javadoc)
        .addStatement("return $N($N,$W$L,$W$N, $S)", base, listing.fieldName(), partition, names.get("options"), name)
        .build();
  }

  // public Page<Follow> followsOfFollower(String follower) { return followsOfFollower(follower, ListOptions.defaults()); }
  private static MethodSpec withDefaults(EdgeModel edge, boolean inverted, String name, TypeName returns) {
    NameAllocator names = RepositoryNames.of(edge);
    String id = names.get(end(edge, inverted));
    TypeName idType = end(edge, inverted).component().type();
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(idType, id)
        .addJavadoc("As {@link #$L($T, $T)} with {@link $T#defaults()}.\n", name, idType, RuntimeTypes.LIST_OPTIONS,
            RuntimeTypes.LIST_OPTIONS)
        .addStatement("return $N($N, $T.defaults())", name, id, RuntimeTypes.LIST_OPTIONS)
        .build();
  }

  /** "How many Follow edges there are from {@code follower}: a paged Select COUNT Query on the table, ..." */
  private static String countDescription(EdgeModel edge, boolean inverted) {
    int shards = edge.invertedIndexShards();
    String on = !inverted ? "the table" : shards > 1 ? "each of the " + shards + " shards of index "
        + edge.invertedIndex().orElseThrow() : "index " + edge.invertedIndex().orElseThrow();
    return "How many " + edge.entityName() + " edges there are " + (inverted ? "into" : "from") + " {@code "
        + end(edge, inverted).component().name() + "}:\na paged Select COUNT Query on " + on + ", billed like"
        + " reading the items\n(DynamoDB bills the items it examines), exact only at one moment.\n";
  }

  /** "the Follow edges from {@code follower}, in followee order (a Query on the table)" */
  private static String describe(EdgeModel edge, boolean inverted) {
    String from = end(edge, inverted).component().name();
    String to = (inverted ? edge.source() : edge.target()).component().name();
    int shards = edge.invertedIndexShards();
    String where = !inverted ? "a Query on the table"
        : shards > 1 ? "a Query on each of the " + shards + " shards of index " + edge.invertedIndex().orElseThrow()
            + ", merged in order,\neventually consistent"
        : "a Query on index " + edge.invertedIndex().orElseThrow() + ", eventually consistent";
    return "the " + edge.entityName() + " edges " + (inverted ? "into" : "from") + " {@code " + from + "}, in "
        + to + " order\n(" + where + ")";
  }
}
