package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.NodeModel;
import javax.lang.model.element.Modifier;

/** Writes {@code UserKeys}: the prefix, the fixed sort key, the type name and the key builders of one node. */
public final class NodeKeysGenerator extends SourceFileGenerator<NodeModel> {
  /** The shared sort key value of every item of the node. */
  static final String SORT_KEY_VALUE = "SORT_KEY_VALUE";

  @Override
  ClassName className(NodeModel node) {
    return node.keysClass();
  }

  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("Keys of {@link $T} items: $L\n", node.record(), node.keys().describe());
  }

  // public static final String TYPE = "User"; ... PREFIX, SORT_KEY
  // static final AttributeValue SORT_KEY_VALUE = AttributeValue.createS(SORT_KEY);
  // private UserKeys() {}
  // key(id), primaryKey(id)
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    type.addField(constant("TYPE", node.entityName(), "The {@code _type} attribute of every " + node.entityName() + " item."))
        .addField(constant("PREFIX", node.id().prefix(), "The prefix of the partition key."))
        .addField(constant("SORT_KEY", node.sortKey(), "The sort key of every " + node.entityName() + " item."))
        .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, SORT_KEY_VALUE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.createS(SORT_KEY)", RuntimeTypes.ATTRIBUTE_VALUE)
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(key(node))
        .addMethod(primaryKey(node));
  }

  // public static final String PREFIX = "USER";
  private static FieldSpec constant(String name, String value, String javadoc) {
    return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L\n", javadoc)
        .initializer("$S", value)
        .build();
  }

  // public static String key(String id) { return Keys.string(PREFIX + Layout.DELIMITER, id, "User.id", 2048); }
  private static MethodSpec key(NodeModel node) {
    String id = node.id().component().name();
    return MethodSpec.methodBuilder("key")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addParameter(node.id().component().type(), id)
        .addJavadoc("The partition key {@code $L#<$L>}, refused if null, empty or over $L UTF-8 bytes.\n",
            node.id().prefix(), id, node.id().maxKeyBytes())
        .addStatement("return $L", ValueCodecs.encodeKey(node.id(), node.entityName(), CodeBlock.of("PREFIX"), id))
        .build();
  }

  // public static Map<String, AttributeValue> primaryKey(String id) { ... }
  private static MethodSpec primaryKey(NodeModel node) {
    NameAllocator names = new NameAllocator();
    String id = names.newName(node.id().component().name());
    String key = names.newName("key");
    return MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(node.id().component().type(), id)
        .addJavadoc("The primary key of one node, for GetItem and DeleteItem.\n")
        .addStatement("$T $N = new $T<>(4)", RuntimeTypes.ITEM, key, RuntimeTypes.HASH_MAP)
        .addStatement("$N.put($T.PK, $T.createS(key($N)))", key, RuntimeTypes.LAYOUT, RuntimeTypes.ATTRIBUTE_VALUE, id)
        .addStatement("$N.put($T.SK, $N)", key, RuntimeTypes.LAYOUT, SORT_KEY_VALUE)
        .addStatement("return $N", key)
        .build();
  }
}
