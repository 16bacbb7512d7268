package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.NodeModel;
import java.util.Collection;
import javax.lang.model.element.Modifier;

/**
 * The batches of a node repository that take ids: getAll, and, for a node without a version, deleteAll.
 * A batch delete takes no condition, so a versioned node gets no deleteAll (delete by id and version
 * keeps the version check); the processor leaves the method out rather than generate one that can only
 * refuse. putAll and importAll take records and are the runtime base's. The parameters are the
 * method's only ones, so their names cannot clash with the id component's.
 */
final class NodeBatchMethods {
  private static final String IDS = "ids";
  private static final String CONSISTENCY = "consistency";

  private NodeBatchMethods() {}

  // getAll(ids, consistency), getAll(ids), deleteAll(ids) (without a version only)
  static void addTo(TypeSpec.Builder type, NodeModel node, Flavor flavor) {
    TypeName id = node.id().component().type().box();
    TypeName list = ParameterizedTypeName.get(RuntimeTypes.LIST, id);
    TypeName results = flavor.result(ParameterizedTypeName.get(RuntimeTypes.LIST,
        ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, node.record())));
    type.addMethod(getAll(node, flavor, list, results));
    type.addMethod(MethodSpec.methodBuilder("getAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(results)
        .addParameter(list, IDS)
        .addJavadoc("As {@link #getAll($T, $T)}, eventually consistent.\n", RuntimeTypes.LIST,
            RuntimeTypes.READ_CONSISTENCY)
        .addStatement("return getAll($N, $T.EVENTUAL)", IDS, RuntimeTypes.READ_CONSISTENCY)
        .build());
    if (node.version().isEmpty()) {
      type.addMethod(deleteAll(node, flavor, ParameterizedTypeName.get(ClassName.get(Collection.class), id)));
    }
  }

  // public List<Optional<User>> getAll(List<String> ids, ReadConsistency consistency) {
  //   return getAllByKeys(ids, UserKeys::primaryKey, consistency); }
  private static MethodSpec getAll(NodeModel node, Flavor flavor, TypeName list, TypeName results) {
    return MethodSpec.methodBuilder("getAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(results)
        .addParameter(list, IDS)
        .addParameter(RuntimeTypes.READ_CONSISTENCY, CONSISTENCY)
        .addJavadoc("The nodes with {@code ids}, one element per id in the same order: the stored node, or empty\n"
            + "when it does not exist. BatchGetItem, 100 keys a call, resent as the table's {@code BatchSettings}\n"
            + "say; an id asked for twice is read once.\n\n"
            + flavor.refusal("dev.singletable.runtime.InvalidKeyException",
                "if an id is null or cannot be a key, before any request")
            + flavor.refusal("dev.singletable.runtime.BatchIncompleteException",
                "if keys were still unread after the last attempt;\n    its {@code notRead()} lists their ids"))
        .addStatement("return getAllByKeys($N, $T::primaryKey, $N)", IDS, node.keysClass(), CONSISTENCY)
        .build();
  }

  // public void deleteAll(Collection<String> ids) { deleteAllByKeys(ids, UserKeys::primaryKey); }
  private static MethodSpec deleteAll(NodeModel node, Flavor flavor, TypeName ids) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("deleteAll")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addParameter(ids, IDS)
        .addJavadoc("Deletes the nodes with {@code ids}: BatchWriteItem, 25 a call, unconditional, as delete is.\n"
            + "Deleting a node that does not exist is not an error; its edges are not deleted.\n\n"
            + flavor.refusal("dev.singletable.runtime.InvalidKeyException",
                "if an id is null or cannot be a key, before any request")
            + flavor.refusal("dev.singletable.runtime.BatchIncompleteException",
                "if deletes were still undone after the last attempt;\n    its {@code notDeleted()} lists their ids"));
    String call = "deleteAllByKeys($N, $T::primaryKey)";
    return method.addStatement(flavor == Flavor.SYNC ? call : "return " + call, IDS, node.keysClass()).build();
  }
}
