package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code UserRepository}, or in the {@link Flavor#ASYNC} flavor {@code UserAsyncRepository}: a
 * subclass of the runtime's {@code NodeRepository} (or {@code AsyncNodeRepository}), which holds the
 * operations on records, the counter and version rules and the checks. The subclass adds get, exists
 * and delete by id, each a one-line call of the base; delete of a versioned node takes the version read;
 * getAll and deleteAll by ids ({@link NodeBatchMethods}); a recount per counter, forwarded to the counted
 * edge's repository ({@link RecountForwarding}); and, for a node whose partition holds edges, the
 * item-collection reads ({@link CollectionMethods}).
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

  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("Reads and writes {@link $T} nodes: $L\nThe rest is {@link $T}'s.\n",
        node.record(), node.keys().describe(), flavor.nodeBaseClass());
  }

  // extends NodeRepository<User>: the constructors, get/exists/delete by id, getAll/deleteAll, update,
  // the recounts (the item collection's reads)
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    ClassName self = flavor.repository(node);
    TypeName optional = ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, node.record());
    type.superclass(flavor.base(node))
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PUBLIC)
            .addParameter(flavor.client(), "client")
            .addParameter(String.class, "tableName")
            .addJavadoc("Over {@code client} (never closed here) and the physical table {@code tableName}.\n")
            .addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.TABLE_SETTINGS)
            .build())
        .addMethod(RecountForwarding.constructor(node, flavor, MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PUBLIC)
            .addParameter(flavor.client(), "client")
            .addParameter(String.class, "tableName")
            .addParameter(RuntimeTypes.TABLE_SETTINGS, "settings")
            .addJavadoc("As {@link #$L($T, $T)}, in a table built with {@code settings}.\n", self.simpleName(),
                flavor.client(), String.class)
            .addStatement("super($T.of(client, tableName, settings, $S),$W$T.INSTANCE, $S, $S, $S, $S)",
                RuntimeTypes.TABLE_CONTEXT, ArgumentChecks.constructor(self), node.mapperClass(), self.simpleName(),
                node.entityName(), Names.decapitalize(node.entityName()), node.plural())))
        .addMethod(keyed(node, "get", "getByKey", flavor, flavor.result(optional), true)
            .addJavadoc("The node, or empty when it does not exist: one GetItem.\n").build())
        .addMethod(eventually(node, "get", flavor.result(optional)))
        .addMethod(keyed(node, "exists", "existsByKey", flavor, flavor.result(TypeName.BOOLEAN), true)
            .addJavadoc("Whether the node exists: one GetItem that fetches only the key.\n").build())
        .addMethod(eventually(node, "exists", flavor.result(TypeName.BOOLEAN)))
        .addMethod(keyed(node, "delete", "deleteByKey", flavor, flavor.result(TypeName.BOOLEAN), false)
            .addJavadoc(node.version().isPresent()
                ? CodeBlock.of("Deletes the node if it is at {@code $N}; true if it existed.\n", names(node).get("version"))
                : CodeBlock.of("Deletes the node; true if it existed.\n"))
            .build());
    NodeBatchMethods.addTo(type, node, flavor);
    UpdateMethods.addTo(type, node, flavor);
    RecountForwarding.addTo(type, node, flavor);
    table.collectionOf(node).ifPresent(collection -> CollectionMethods.addTo(type, collection, flavor));
  }

  // public Optional<User> get(String id, ReadConsistency consistency) { return getByKey(UserKeys.primaryKey(id), consistency); }
  // public boolean delete(String id, long version) { return deleteByKey(UserKeys.primaryKey(id), id, version); }
  // (async: the key as () -> UserKeys.primaryKey(id))
  private static MethodSpec.Builder keyed(NodeModel node, String name, String base, Flavor flavor, TypeName returns,
      boolean read) {
    NameAllocator names = names(node);
    String id = names.get("id");
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(node.id().component().type(), id);
    CodeBlock key = flavor.deferred(CodeBlock.of("$T.primaryKey($N)", node.keysClass(), id));
    if (read) {
      method.addParameter(RuntimeTypes.READ_CONSISTENCY, names.get("consistency"));
      return method.addStatement("return $N($L, $N)", base, key, names.get("consistency"));
    }
    if (node.version().isPresent()) {
      method.addParameter(TypeName.LONG, names.get("version"));
      return method.addStatement("return $N($L, $N, $N)", base, key, id, names.get("version"));
    }
    return method.addStatement("return $N($L)", base, key);
  }

  // public boolean exists(String id) { return exists(id, ReadConsistency.EVENTUAL); }
  private static MethodSpec eventually(NodeModel node, String name, TypeName returns) {
    String id = names(node).get("id");
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(node.id().component().type(), id)
        .addJavadoc("As {@link #$L($T, $T)}, eventually consistent.\n", name, node.id().component().type(),
            RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return $N($N, $T.EVENTUAL)", name, id, RuntimeTypes.READ_CONSISTENCY)
        .build();
  }

  /** The id's parameter, and the others allocated so that they never clash with it. */
  private static NameAllocator names(NodeModel node) {
    NameAllocator names = new NameAllocator();
    names.newName(node.id().component().name(), "id");
    names.newName("consistency", "consistency");
    names.newName("version", "version");
    return names;
  }
}
