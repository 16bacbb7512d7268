package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.ListingModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The repository's listing from one end, named by its {@link ListingModel}: {@code followsOfFollower}
 * queries the base table, {@code followsOfFollowee} the inverted index. Each comes as a page and as a
 * lazy stream, with and without {@code ListOptions}.
 */
final class ListingMethods {

  private ListingMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge, ListingModel listing, Flavor flavor) {
    boolean inverted = listing.inverted();
    String page = listing.methodName();
    String stream = listing.streamName();
    TypeName pageType = flavor.result(RepositoryGenerator.pageOf(edge));
    TypeName streamType = flavor.stream(edge.record());
    type.addMethod(listing(edge, listing, page, false, pageType, flavor,
            "One page of " + describe(edge, inverted) + ".\n"
                + "For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to\n"
                + "{@link dev.singletable.runtime.ListOptions#after(String)}.\n"))
        .addMethod(withDefaults(edge, inverted, page, pageType))
        .addMethod(listing(edge, listing, stream, true, streamType, flavor,
            "All " + describe(edge, inverted) + ",\nfetched page by page as "
                + (flavor == Flavor.SYNC ? "the stream is consumed" : "the subscriber requests items") + ".\n"))
        .addMethod(withDefaults(edge, inverted, stream, streamType));
  }

  private static KeyModel end(EdgeModel edge, boolean inverted) {
    return inverted ? edge.target() : edge.source();
  }

  // public Page<Follow> followsOfFollower(String follower, ListOptions options) {
  //   Arguments.requireOptions(options, "FollowRepository.followsOfFollower", "options");
  //   return context.sync().page(Operations.list(context.tableName(), BY_FOLLOWER, FollowKeys.sourceKey(follower),
  //       options, FollowItemMapper.INSTANCE));
  // }
  // (streams call stream(...) instead of page(...); asynchronously inside AsyncCalls.future or .publisher)
  private static MethodSpec listing(EdgeModel edge, ListingModel listing, String name, boolean stream,
      TypeName returns, Flavor flavor, String javadoc) {
    boolean inverted = listing.inverted();
    NameAllocator names = RepositoryGenerator.names(edge);
    String id = names.get(inverted ? "target" : "source");
    CodeBlock partition = CodeBlock.of("$T.$L($N)", edge.keysClass(), inverted ? "targetKey" : "sourceKey", id);
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(end(edge, inverted).component().type(), id)
        .addParameter(RuntimeTypes.LIST_OPTIONS, names.get("options"))
        .addJavadoc("$L", javadoc);
    List<CodeBlock> checks = List.of(
        ArgumentChecks.options(ArgumentChecks.method(flavor.repository(edge), name), names.get("options")));
    CodeBlock result = flavor.run(stream ? "stream" : "page", CodeBlock.of(
        "$T.list(context.tableName(), $N,$W$L,$W$N,$W$T.INSTANCE)", RuntimeTypes.OPERATIONS,
        listing.fieldName(), partition, names.get("options"), edge.mapperClass()));
    return (stream ? flavor.streamBody(method, checks, result) : flavor.body(method, checks, result, true)).build();
  }

  // public Page<Follow> followsOfFollower(String follower) { return followsOfFollower(follower, ListOptions.defaults()); }
  private static MethodSpec withDefaults(EdgeModel edge, boolean inverted, String name, TypeName returns) {
    NameAllocator names = RepositoryGenerator.names(edge);
    String id = names.get(inverted ? "target" : "source");
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

  /** "the Follow edges from {@code follower}, in followee order: a Query on the table" */
  private static String describe(EdgeModel edge, boolean inverted) {
    String from = end(edge, inverted).component().name();
    String to = (inverted ? edge.source() : edge.target()).component().name();
    String where = inverted
        ? "a Query on index " + edge.invertedIndex().orElseThrow() + ", eventually consistent"
        : "a Query on the table";
    return "the " + edge.entityName() + " edges " + (inverted ? "into" : "from") + " {@code " + from + "}, in "
        + to + " order:\n" + where;
  }
}
