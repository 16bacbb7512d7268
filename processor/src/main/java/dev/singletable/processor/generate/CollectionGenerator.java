package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code UserCollectionPage}: one page of a node's item collection, a subclass of the runtime's
 * {@code CollectionPage} with one typed accessor per record type, and the {@code CollectionSpec} that
 * tells the runtime which mapper reads which {@code _type}. Sorting by type, skipping and cursors are
 * the runtime's.
 */
public final class CollectionGenerator extends SourceFileGenerator<NodeModel> {
  private static final ClassName COLLECTION_PAGE = RuntimeTypes.COLLECTION_PAGE;
  private static final ClassName COLLECTION_SPEC = RuntimeTypes.COLLECTION_SPEC;

  private final TableModel table;

  /** The generator of the item collections of {@code table}'s nodes. */
  public CollectionGenerator(TableModel table) {
    this.table = table;
  }

  /** Only a node that edges of its table start from has an item collection. */
  @Override
  boolean writes(NodeModel node) {
    return table.collectionOf(node).isPresent();
  }

  @Override
  ClassName className(NodeModel node) {
    return collection(node).className();
  }

  // One page of the item collection of a {@link User}: the node and the edges from it in its partition ...
  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("One page of the item collection of a {@link $T}: the node and the edges from it in its\n"
        + "partition {@code PK = $L#<$L>}, read by one Query ({@code $T.collection(id).page()}).\n"
        + "Paging, skipped items and cursors are {@link $T}'s.\n",
        node.record(), node.id().prefix(), node.id().component().name(), node.repositoryClass(), COLLECTION_PAGE);
  }

  // extends CollectionPage: TYPES, UserCollectionPage(Wiring items), user(), and per edge follows()
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    CollectionModel collection = collection(node);
    type.superclass(COLLECTION_PAGE)
        .addField(types(collection))
        .addMethod(MethodSpec.constructorBuilder()
            .addParameter(RuntimeTypes.WIRING, "items")
            .addStatement("super(items)")
            .build())
        // public Optional<User> user() { return single(0); }
        .addMethod(MethodSpec.methodBuilder(collection.nodeAccessor())
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, node.record()))
            .addJavadoc("The {@link $T} node, if this page holds its item {@code SK = $L} (which sorts before\n"
                + "the edges' keys: on the first page in ascending order, on the last in descending order);\n"
                + "empty on every page if the node does not exist.\n", node.record(), node.sortKey())
            .addStatement("return single(0)")
            .build());
    for (int i = 0; i < collection.edges().size(); i++) {
      EdgeModel edge = collection.edges().get(i);
      // public List<Follow> follows() { return items(1); }
      type.addMethod(MethodSpec.methodBuilder(collection.edgeAccessors().get(i))
          .addModifiers(Modifier.PUBLIC)
          .returns(ParameterizedTypeName.get(RuntimeTypes.LIST, edge.record()))
          .addJavadoc("The {@link $T} edges of this page, in sort key order; unmodifiable.\n", edge.record())
          .addStatement("return items($L)", i + 1)
          .build());
    }
  }

  private CollectionModel collection(NodeModel node) {
    return table.collectionOf(node).orElseThrow();
  }

  // static final CollectionSpec TYPES = new CollectionSpec(UserKeys.TYPE,
  //     List.of(UserKeys.TYPE, FollowKeys.TYPE), List.of(UserMapper.INSTANCE, FollowMapper.INSTANCE));
  private static FieldSpec types(CollectionModel collection) {
    CodeBlock.Builder types = CodeBlock.builder().add("$T.TYPE", collection.node().keysClass());
    CodeBlock.Builder mappers = CodeBlock.builder().add("$T.INSTANCE", collection.node().mapperClass());
    for (EdgeModel edge : collection.edges()) {
      types.add(", $T.TYPE", edge.keysClass());
      mappers.add(",$W$T.INSTANCE", edge.mapperClass());
    }
    return FieldSpec.builder(COLLECTION_SPEC, CollectionMethods.TYPES, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Which mapper reads which {@code _type}, the node's first.\n")
        .initializer("new $T($T.TYPE,$W$T.of($L),$W$T.of($L))", COLLECTION_SPEC, collection.node().keysClass(),
            RuntimeTypes.LIST, types.build(), RuntimeTypes.LIST, mappers.build())
        .build();
  }
}
