package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;

/**
 * Writes {@code UserRepository}, or in the {@link Flavor#ASYNC} flavor {@code UserAsyncRepository}: a
 * subclass of the runtime's {@code NodeRepository} (or {@code AsyncNodeRepository}), which holds the
 * operations on records, the counter and version rules and the checks. The subclass adds get, exists
 * and delete by id, each a one-line call of the base, where delete of a versioned node takes the
 * version read ({@link KeyedMethods}); getAll and deleteAll by ids ({@link NodeBatchMethods}); the
 * typed update ({@link UpdateMethods}); a recount per counter, forwarded to the counted edge's
 * repository ({@link RecountForwarding}); the listings of its {@code @Index}es ({@link IndexListings})
 * and their {@code backfill()} ({@link BackfillMethod});
 * and, for a node whose partition holds edges, the item-collection reads ({@link CollectionMethods}).
 */
public final class NodeRepositoryGenerator extends SourceFileGenerator<NodeModel> {
  private final TableModel table;
  private final Flavor flavor;

  /** The generator of the repositories of {@code table}'s nodes, in {@code flavor}. */
  public NodeRepositoryGenerator(TableModel table, Flavor flavor) {
    this.table = table;
    this.flavor = flavor;
  }

  @Override
  ClassName className(NodeModel node) {
    return flavor.repository(node);
  }

  // Reads and writes {@link User} nodes: {@code PK = ACTOR#<id>}, ... The rest is {@link NodeRepository}'s.
  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("Reads and writes {@link $T} nodes: $L\nThe rest is {@link $T}'s.\n",
        node.record(), node.keys().describe(), flavor.nodeBaseClass());
  }

  // extends NodeRepository<User>: (the indexes' specs), the constructors, get/exists/delete by id,
  // getAll/deleteAll, update, the recounts (the indexes' listings and backfill(), the item collection's reads)
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    ClassName self = flavor.repository(node);
    IndexListings.addFields(type, node);
    type.superclass(flavor.base(node))
        .addMethod(RepositoryConstructors.defaults(flavor))
        .addMethod(RepositoryConstructors.withSettings(self, flavor, ", in a table built with {@code settings}.\n"))
        .addMethod(RecountForwarding.constructor(node, flavor, tableConstructor(node)));
    KeyedMethods.addTo(type, node, flavor);
    NodeBatchMethods.addTo(type, node, flavor);
    UpdateMethods.addTo(type, node, flavor);
    RecountForwarding.addTo(type, node, flavor);
    IndexListings.addMethods(type, node, 0, flavor);
    BackfillMethod.addTo(type, node, flavor);
    table.collectionOf(node).ifPresent(collection -> CollectionMethods.addTo(type, collection, flavor));
  }

  // public UserRepository(Wiring table) {
  //   super(RepositoryWiring.node(table, UserMapper.INSTANCE, "UserRepository", "User", "user", "users",
  //       UserCollectionPage.TYPES));   (null for a node without an item collection; then its indexes' specs,
  //       BY_GSI2_0, ...)
  //   (then the counted edges' repositories, see RecountForwarding)
  private MethodSpec.Builder tableConstructor(NodeModel node) {
    CodeBlock collection = table.collectionOf(node)
        .map(c -> CodeBlock.of("$T.$N", c.className(), CollectionMethods.TYPES)).orElse(CodeBlock.of("null"));
    return RepositoryConstructors.overTable(flavor.table(table))
        .addStatement("super($T.node(table,$W$T.INSTANCE,$W$S, $S, $S, $S,$W$L$L))", RuntimeTypes.REPOSITORY_WIRING,
            node.mapperClass(), flavor.repository(node).simpleName(), node.entity(),
            Names.decapitalize(node.entity()), node.plural(), collection, IndexListings.wiring(node));
  }
}
