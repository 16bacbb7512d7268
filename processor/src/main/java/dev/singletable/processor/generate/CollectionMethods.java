package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.NodeModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The item collection of a node's repository: {@code collection(id)}, which gives the runtime's
 * {@code ItemCollection} (or {@code AsyncItemCollection}) of the node's partition, whose {@code page}
 * and {@code pages} read it into the generated {@code UserCollectionPage}. One call of the runtime
 * base ({@code collection}).
 */
final class CollectionMethods {
  private static final String METHOD = "collection";
  /** The field of the generated collection page that holds its {@code CollectionSpec}, which the wiring hands the base. */
  static final String TYPES = "TYPES";

  private CollectionMethods() {}

  // public ItemCollection<UserCollectionPage> collection(String id) {
  //   return collection(UserKeys.key(id), UserCollectionPage::new, "collection");
  // }
  // (async: AsyncItemCollection, and the key as () -> UserKeys.key(id))
  static void addTo(TypeSpec.Builder type, CollectionModel collection, Flavor flavor) {
    NodeModel node = collection.node();
    NameAllocator names = RepositoryNames.of(node);
    String id = names.get(node.id());
    String edges = and(collection.edges().stream().map(EdgeModel::entity).toList());
    String where = "{@code PK = " + node.id().prefix() + "#<" + node.id().component().name() + ">}";
    type.addMethod(MethodSpec.methodBuilder(METHOD)
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.collection(collection.className()))
        .addParameter(node.id().component().type(), id)
        .addJavadoc("The item collection of {@code $N}: the $L and its $L edges in the partition $L,\n"
            + "read a page at a time ({@code page}) or page after page ({@code pages}), each page one Query.\n"
            + "The page size counts every item, items of other types included, which are skipped\n"
            + "({@link $T#skippedItems()}). Sends nothing until one of those is called.\n",
            id, node.entity(), edges, where, collection.className())
        .addStatement("return $N($L,$W$T::new,$W$S)", METHOD,
            flavor.deferred(CodeBlock.of("$T.key($N)", node.keysClass(), id)),
            collection.className(), METHOD)
        .build());
  }

  /** {@code Follow}, {@code Follow and Mute}, {@code Badge, Follow and Mute}. */
  private static String and(List<String> names) {
    int last = names.size() - 1;
    return last == 0 ? names.get(0) : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
  }
}
