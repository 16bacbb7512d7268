package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.NodeModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The item-collection reads of a node's repository: {@code collection(id, options)} (one page) and
 * {@code streamCollection(id, options)} (page after page), each with an overload taking the default
 * options. Each is one call of the runtime base ({@code collectionOf}, {@code streamCollectionOf}),
 * whose result the generated {@code UserCollection} wraps.
 */
final class CollectionMethods {
  private static final String PAGE = "collection";
  private static final String STREAM = "streamCollection";
  /** The field of the generated collection that holds its {@code ItemCollection}, which the reads hand the base. */
  static final String TYPES = "TYPES";

  private CollectionMethods() {}

  // collection(id, options), collection(id), streamCollection(id, options), streamCollection(id)
  static void addTo(TypeSpec.Builder type, CollectionModel collection, Flavor flavor) {
    NodeModel node = collection.node();
    String edges = and(collection.edges().stream().map(EdgeModel::entityName).toList());
    String id = RepositoryNames.of(node).get(node.id());
    String where = "{@code PK = " + node.id().prefix() + "#<" + node.id().component().name() + ">}";
    type.addMethod(read(collection, flavor, PAGE, flavor.result(collection.className()))
        .addJavadoc("One page of the item collection of {@code $N}: the $L and its $L edges,\n"
            + "read by one Query of the partition $L. The page size counts every item,\n"
            + "items of other types included, which are skipped ({@link $T#skippedItems()}).\n", id, node.entityName(), edges, where, collection.className())
        .build());
    type.addMethod(defaults(collection, PAGE, flavor.result(collection.className())));
    type.addMethod(read(collection, flavor, STREAM, flavor.stream(collection.className()))
        .addJavadoc("Every page of the item collection of {@code $N}, each read by one Query of the\n"
            + "partition $L when the $L it.\n", id, where,
            flavor == Flavor.SYNC ? "stream reaches" : "subscriber requests")
        .build());
    type.addMethod(defaults(collection, STREAM, flavor.stream(collection.className())));
  }

  // public UserCollection collection(String id, ListOptions options) {
  //   return new UserCollection(collectionOf(UserCollection.TYPES, UserKeys.key(id), options, "collection")); }
  // public Stream<UserCollection> streamCollection(String id, ListOptions options) {
  //   return streamCollectionOf(UserCollection.TYPES, UserKeys.key(id), options, "streamCollection").map(UserCollection::new); }
  // (async: the key as () -> UserKeys.key(id), and the page wrapped by thenApply)
  private static MethodSpec.Builder read(CollectionModel collection, Flavor flavor, String name, TypeName returns) {
    NodeModel node = collection.node();
    NameAllocator names = RepositoryNames.of(node);
    CodeBlock call = CodeBlock.of("$NOf($T.$N, $L, $N, $S)", name, collection.className(), TYPES,
        flavor.deferred(CodeBlock.of("$T.key($N)", node.keysClass(), names.get(node.id()))), names.get("options"), name);
    CodeBlock wrapped = name.equals(PAGE) && flavor == Flavor.SYNC
        ? CodeBlock.of("new $T($L)", collection.className(), call)
        : CodeBlock.of("$L$W.$L($T::new)", call, name.equals(PAGE) ? "thenApply" : "map", collection.className());
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(node.id().component().type(), names.get(node.id()))
        .addParameter(RuntimeTypes.LIST_OPTIONS, names.get("options"))
        .addStatement("return $L", wrapped);
  }

  // public UserCollection collection(String id) { return collection(id, ListOptions.defaults()); }
  private static MethodSpec defaults(CollectionModel collection, String name, TypeName returns) {
    NodeModel node = collection.node();
    String id = RepositoryNames.of(node).get(node.id());
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(node.id().component().type(), id)
        .addJavadoc("As {@link #$L($T, $T)} with {@link $T#defaults()}.\n", name, node.id().component().type(),
            RuntimeTypes.LIST_OPTIONS, RuntimeTypes.LIST_OPTIONS)
        .addStatement("return $N($N, $T.defaults())", name, id, RuntimeTypes.LIST_OPTIONS)
        .build();
  }

  /** {@code Follow}, {@code Follow and Mute}, {@code Badge, Follow and Mute}. */
  private static String and(List<String> names) {
    int last = names.size() - 1;
    return last == 0 ? names.get(0) : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
  }
}
