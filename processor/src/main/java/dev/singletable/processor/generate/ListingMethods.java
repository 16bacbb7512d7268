package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.Names;
import javax.lang.model.element.Modifier;

/**
 * The repository's listings from one end: {@code followsOfFollower} queries the base table,
 * {@code followsOfFollowee} the inverted index. Each comes as a page and as a lazy stream.
 */
final class ListingMethods {

  private ListingMethods() {}

  static void addTo(TypeSpec.Builder type, EdgeModel edge, boolean inverted) {
    type.addMethod(page(edge, inverted, false))
        .addMethod(page(edge, inverted, true))
        .addMethod(stream(edge, inverted, false))
        .addMethod(stream(edge, inverted, true));
  }

  /** {@code followsOfFollower}: the record's plural, "Of", the end's component. */
  static String name(EdgeModel edge, boolean inverted) {
    return edge.plural() + "Of" + Names.capitalize(end(edge, inverted).component().name());
  }

  private static KeyModel end(EdgeModel edge, boolean inverted) {
    return inverted ? edge.target() : edge.source();
  }

  // public Page<Follow> followsOfFollower(String follower, ListOptions options) {
  //   return Operations.list(client, tableName, BY_FOLLOWER, FollowKeys.sourceKey(follower), options, FollowItemMapper.INSTANCE);
  // }
  private static MethodSpec page(EdgeModel edge, boolean inverted, boolean withOptions) {
    NameAllocator names = RepositoryGenerator.names(edge);
    MethodSpec.Builder method = start(edge, name(edge, inverted), inverted, withOptions, names)
        .returns(RepositoryGenerator.pageOf(edge))
        .addJavadoc("One page of $L, $L.\n", describe(edge, inverted), withOptions
            ? "as {@code " + names.get("options") + "} says; pass the page's {@link dev.singletable.runtime.Page#nextCursor()}\n"
                + "in {@link dev.singletable.runtime.ListOptions#after(String)} for the next page"
            : "the first " + "{@link dev.singletable.runtime.ListOptions#defaults()} page");
    return method.addStatement("return $T.list(client, tableName, $N, $L, $L, $T.INSTANCE)",
        RuntimeTypes.OPERATIONS, RepositoryGenerator.listingName(edge, inverted), partition(edge, inverted, names),
        options(names, withOptions), edge.mapperClass()).build();
  }

  // public Stream<Follow> streamFollowsOfFollower(String follower, ListOptions options) { return Operations.stream(...); }
  private static MethodSpec stream(EdgeModel edge, boolean inverted, boolean withOptions) {
    NameAllocator names = RepositoryGenerator.names(edge);
    return start(edge, "stream" + Names.capitalize(name(edge, inverted)), inverted, withOptions, names)
        .returns(ParameterizedTypeName.get(RuntimeTypes.STREAM, edge.record()))
        .addJavadoc("All $L, fetched page by page as the stream is consumed.\n", describe(edge, inverted))
        .addStatement("return $T.stream(client, tableName, $N, $L, $L, $T.INSTANCE)",
            RuntimeTypes.OPERATIONS, RepositoryGenerator.listingName(edge, inverted), partition(edge, inverted, names),
            options(names, withOptions), edge.mapperClass())
        .build();
  }

  private static MethodSpec.Builder start(
      EdgeModel edge, String name, boolean inverted, boolean withOptions, NameAllocator names) {
    String id = names.get(inverted ? "target" : "source");
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(end(edge, inverted).component().type(), id);
    if (withOptions) {
      method.addParameter(RuntimeTypes.LIST_OPTIONS, names.get("options"));
    }
    return method;
  }

  private static String describe(EdgeModel edge, boolean inverted) {
    KeyModel from = end(edge, inverted);
    KeyModel to = inverted ? edge.source() : edge.target();
    String where = inverted
        ? "a Query on index " + edge.invertedIndex().orElseThrow() + " (eventually consistent)"
        : "a Query on the table";
    return "the " + edge.entityName() + " edges of {@code " + from.component().name() + "}, in "
        + to.component().name() + " key order (" + where + ")";
  }

  private static Object partition(EdgeModel edge, boolean inverted, NameAllocator names) {
    return inverted
        ? CodeBlock.of("$T.targetKey($N)", edge.keysClass(), names.get("target"))
        : CodeBlock.of("$T.sourceKey($N)", edge.keysClass(), names.get("source"));
  }

  private static Object options(NameAllocator names, boolean withOptions) {
    return withOptions
        ? names.get("options")
        : CodeBlock.of("$T.defaults()", RuntimeTypes.LIST_OPTIONS);
  }
}
