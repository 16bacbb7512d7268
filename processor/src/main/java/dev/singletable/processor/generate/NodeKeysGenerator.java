package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.NodeModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Writes {@code UserKeys}: the prefix, the fixed sort key, the type name and the key builders of one node. */
public final class NodeKeysGenerator extends SourceFileGenerator<NodeModel> {

  @Override
  ClassName className(NodeModel node) {
    return node.keysClass();
  }

  // Keys of {@link User} items: {@code PK = ACTOR#<id>}, {@code SK = #User}. (On index GSI2, ...)
  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("Keys of {@link $T} items: $L\n$L", node.record(), node.keys().describe(),
        IndexKeyMethods.describe(node));
  }

  // public static final String TYPE = "User"; ... PREFIX, SORT_KEY
  // static final AttributeValue SORT_KEY_VALUE = AttributeValue.createS(SORT_KEY);
  // private UserKeys() {}
  // key(id), primaryKey(id), (each index's gsi2Partition(customer), gsi2Sort(orderedAt), gsi2SortPrefix(...))
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    String id = node.id().component().name();
    type.addField(KeysMembers.type(node))
        .addField(KeysMembers.constant("PREFIX", node.id().prefix(), "The prefix of the partition key."))
        .addField(KeysMembers.constant("SORT_KEY", node.sortKey(), "The sort key of every " + node.entity() + " item."))
        .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, KeysMembers.SORT_KEY_VALUE, Modifier.STATIC,
                Modifier.FINAL)
            .initializer("$T.createS(SORT_KEY)", RuntimeTypes.ATTRIBUTE_VALUE)
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        // public static String key(String id) { return Keys.string(PREFIX + Layout.DELIMITER, id, "User.id", 2048); }
        .addMethod(KeysMembers.key(node, node.id(), "key", "PREFIX")
            .addJavadoc("The partition key {@code $L#<$L>}, refused if null, empty or over $L UTF-8 bytes.\n",
                node.id().prefix(), id, node.id().maxKeyBytes())
            .build())
        .addMethod(KeysMembers.primaryKey(node, "node", List.of("key")));
    IndexKeyMethods.addTo(type, node);
  }
}
