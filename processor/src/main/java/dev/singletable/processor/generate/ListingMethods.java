package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.Names;
import javax.lang.model.element.Modifier;

/**
 * The repository's listings from one end: {@code followsOfFollower} queries the base table,
 * {@code followsOfFollowee} the inverted index. Each comes as a page and as a lazy stream, with
 * and without {@code ListOptions}.
 */
final class ListingMethods {

  private ListingMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge, boolean inverted) {
    String page = name(edge, inverted);
    String stream = "stream" + Names.capitalize(page);
    type.addMethod(listing(edge, inverted, page, "list", RepositoryGenerator.pageOf(edge),
            "One page of " + describe(edge, inverted) + ".\n"
                + "For the next page pass {@link dev.singletable.runtime.Page#nextCursor()} to\n"
                + "{@link dev.singletable.runtime.ListOptions#after(String)}.\n"))
        .addMethod(withDefaults(edge, inverted, page, RepositoryGenerator.pageOf(edge)))
        .addMethod(listing(edge, inverted, stream, "stream",
            ParameterizedTypeName.get(RuntimeTypes.STREAM, edge.record()),
            "All " + describe(edge, inverted) + ",\nfetched page by page as the stream is consumed.\n"))
        .addMethod(withDefaults(edge, inverted, stream, ParameterizedTypeName.get(RuntimeTypes.STREAM, edge.record())));
  }

  /** {@code followsOfFollower}: the record's plural, "Of", the end's component. */
  static String name(EdgeModel edge, boolean inverted) {
    return edge.plural() + "Of" + Names.capitalize(end(edge, inverted).component().name());
  }

  private static KeyModel end(EdgeModel edge, boolean inverted) {
    return inverted ? edge.target() : edge.source();
  }

  // public Page<Follow> followsOfFollower(String follower, ListOptions options) {
  //   Arguments.requireOptions(options, "FollowRepository.followsOfFollower", "options");
  //   return Operations.list(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), options,
  //       FollowItemMapper.INSTANCE);
  // }
  private static MethodSpec listing(
      EdgeModel edge, boolean inverted, String name, String operation, TypeName returns, String javadoc) {
    NameAllocator names = RepositoryGenerator.names(edge);
    String id = names.get(inverted ? "target" : "source");
    CodeBlock partition = CodeBlock.of("$T.$L($N)", edge.keysClass(), inverted ? "targetKey" : "sourceKey", id);
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(end(edge, inverted).component().type(), id)
        .addParameter(RuntimeTypes.LIST_OPTIONS, names.get("options"))
        .addJavadoc("$L", javadoc)
        .addStatement(ArgumentChecks.options(ArgumentChecks.method(edge.repositoryClass(), name), names.get("options")))
        .addStatement("return $T.$L(client, tableName, $N,$W$L,$W$N,$W$T.INSTANCE)", RuntimeTypes.OPERATIONS,
            operation, RepositoryGenerator.listingName(edge, inverted), partition, names.get("options"),
            edge.mapperClass())
        .build();
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
