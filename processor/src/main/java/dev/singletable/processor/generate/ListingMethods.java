package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.ListingModel;
import javax.lang.model.element.Modifier;

/**
 * The repository's listing from one end, named by its {@link ListingModel}: {@code followsOfFollower}
 * queries the base table, {@code followsOfFollowee} the inverted index. Each is one method that gives
 * the runtime's {@code Listing} (or {@code AsyncListing}) of the end's partition, whose {@code page},
 * {@code stream} and {@code count} read it; the method is one call of the runtime base class.
 */
final class ListingMethods {

  private ListingMethods() {}

  // public Listing<Follow> followsOfFollower(String follower) {
  //   return listing(0, FollowKeys.sourceKey(follower), "followsOfFollower");
  // }
  // (asynchronously AsyncListing<Follow>, and the key made by a supplier: () -> FollowKeys.sourceKey(follower))
  static MethodSpec method(EdgeModel edge, ListingModel listing, int number, Flavor flavor) {
    boolean inverted = listing.inverted();
    NameAllocator names = RepositoryNames.of(edge);
    KeyModel end = inverted ? edge.target() : edge.source();
    String id = names.get(end);
    CodeBlock partition = flavor.deferred(
        CodeBlock.of("$T.$L($N)", edge.keysClass(), inverted ? "targetKey" : "sourceKey", id));
    return MethodSpec.methodBuilder(listing.methodName())
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.listing(edge.record()))
        .addParameter(end.component().type(), id)
        .addJavadoc("$L", describe(edge, inverted))
        .addStatement("return listing($L,$W$L,$W$S)", number, partition, listing.methodName())
        .build();
  }

  /**
   * "The Follow edges from {@code follower}, in followee order (a Query on the table): its {@code page},
   * {@code stream} and {@code count}."
   */
  private static String describe(EdgeModel edge, boolean inverted) {
    String from = (inverted ? edge.target() : edge.source()).component().name();
    String to = (inverted ? edge.source() : edge.target()).component().name();
    int shards = edge.invertedIndexShards();
    String where = !inverted ? "a Query on the table"
        : shards > 1 ? "a Query on each of the " + shards + " shards of index " + edge.invertedIndex().orElseThrow()
            + ", merged in order,\neventually consistent"
        : "a Query on index " + edge.invertedIndex().orElseThrow() + ", eventually consistent";
    return "The " + edge.entity() + " edges " + (inverted ? "into" : "from") + " {@code " + from + "}, in "
        + to + " order\n(" + where + "): read them a page at a time ({@code page}), all of them\n"
        + "({@code stream}), or count them ({@code count}). Sends nothing until one of those is called.\n";
  }
}
