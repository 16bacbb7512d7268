package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code UserMapper}: record to item and back, without reflection, and what the runtime's
 * node writes must know (which attributes are ordinary, counters, the version).
 */
public final class NodeMapperGenerator extends SourceFileGenerator<NodeModel> {

  @Override
  ClassName className(NodeModel node) {
    return node.mapperClass();
  }

  // Maps {@link User} to its DynamoDB item and back: {@code PK = ACTOR#<id>}, {@code SK = #User}.
  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("Maps {@link $T} to its DynamoDB item and back: $L\n$L", node.record(), node.keys().describe(),
        IndexKeyMethods.describe(node));
  }

  // implements NodeMapper<User>: INSTANCE, TYPE_VALUE, ATTRIBUTES, COUNTERS, private UserMapper() {},
  // toItem, fromItem, primaryKey, attributes(), counters(), versionAttribute(), id(user), version(user)
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    type.addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.NODE_MAPPER, node.record()));
    MapperMembers.addConstants(type, node);
    List<String> attributes = new ArrayList<>(node.attributes().stream().map(ComponentModel::attributeName).toList());
    attributes.addAll(IndexPuts.attributes(node));
    type.addField(names("ATTRIBUTES", attributes))
        .addField(names("COUNTERS", node.counters().stream().map(c -> c.component().attributeName()).toList()))
        .addMethod(toItem(node))
        .addMethod(MapperMembers.fromItem(node, id -> MapperMembers.decodeId(node, node.id(), End.NODE, "PREFIX"))
            .addJavadoc("The record stored in {@code $N}; the id is decoded from {@code PK}, and {@code SK} must be\n"
                + "{@code $L}, the sort key of every item of the node.\n", MapperMembers.ITEM, node.sortKey())
            .build())
        .addMethod(MapperMembers.primaryKey(node, ""))
        .addMethod(getter("attributes", "ATTRIBUTES", "The ordinary attributes, which put sets or removes"
            + (node.indexes().isEmpty() ? "." : ", and the indexes' keys.")))
        .addMethod(getter("counters", "COUNTERS", "The counter attributes, which only counted edges change."));
    String value = Names.decapitalize(node.entity());
    String versionAttribute = node.version().map(ComponentModel::attributeName).orElse(null);
    type.addMethod(override("versionAttribute", TypeName.get(String.class), null, "The version attribute"
            + (versionAttribute == null ? ": none." : "."), CodeBlock.of("$S", versionAttribute)))
        .addMethod(override("id", TypeName.OBJECT, node, "The id of {@code " + value + "}.",
            CodeBlock.of("$N.$N()", value, node.id().component().name())))
        .addMethod(override("version", TypeName.LONG, node, "The version of {@code " + value + "}"
            + (versionAttribute == null ? ": 0, it has none." : "."),
            node.version().map(v -> CodeBlock.of("$N.$N()", value, v.name())).orElse(CodeBlock.of("0"))));
  }

  // private static final List<String> COUNTERS = List.of("following", "followers");
  // (ATTRIBUTES ends with each index's key attributes, "GSI2PK", "GSI2SK", which a put removes when it leaves the index)
  private static FieldSpec names(String field, List<String> attributes) {
    CodeBlock list = attributes.stream().map(a -> CodeBlock.of("$S", a)).collect(CodeBlock.joining(",$W"));
    return FieldSpec.builder(ParameterizedTypeName.get(RuntimeTypes.LIST, ClassName.get(String.class)), field,
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($L)", RuntimeTypes.LIST, list)
        .build();
  }

  // public List<String> counters() { return COUNTERS; }
  private static MethodSpec getter(String name, String field, String javadoc) {
    return override(name, ParameterizedTypeName.get(RuntimeTypes.LIST, ClassName.get(String.class)), null, javadoc,
        CodeBlock.of("$N", field));
  }

  // public long version(User user) { return user.version(); }
  private static MethodSpec override(String name, TypeName returns, NodeModel parameterOf, String javadoc,
      CodeBlock value) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addJavadoc("$L\n", javadoc);
    if (parameterOf != null) {
      method.addParameter(parameterOf.record(), Names.decapitalize(parameterOf.entity()));
    }
    return method.addStatement("return $L", value).build();
  }

  // public Map<String, AttributeValue> toItem(User user) {
  //   Arguments.requireItem(user, "UserMapper.toItem", "user", "User");
  //   Map<String, AttributeValue> item = new HashMap<>(10);
  //   item.put(Layout.PK, AttributeValue.createS(UserKeys.key(user.id())));
  //   item.put(Layout.SK, UserKeys.SORT_KEY_VALUE);
  //   item.put(Layout.TYPE, TYPE_VALUE); ...the attributes, counters and version, the write check
  //   return item;
  // }
  private static MethodSpec toItem(NodeModel node) {
    NameAllocator names = new NameAllocator();
    String value = names.newName(Names.decapitalize(node.entity()));
    String item = names.newName("item");
    MethodSpec.Builder method = MapperMembers.toItem(node, value)
        .addJavadoc("The item of {@code $N}: keys, {@code _type} and every non-null component, in a new mutable map.\n",
            value);
    if (!node.indexes().isEmpty()) {
      method.addJavadoc("An index's keys are there when none of their components is null.\n\n")
          .addJavadoc("@throws dev.singletable.runtime.InvalidKeyException if the id, or a component of an index key,\n"
              + "    cannot be a key\n");
    }
    MapperMembers.newItem(method, node, item);
    method.addStatement("$N.put($T.PK, $T.createS($T.key($N.$N())))", item, RuntimeTypes.LAYOUT,
            RuntimeTypes.ATTRIBUTE_VALUE, node.keysClass(), value, node.id().component().name())
        .addStatement("$N.put($T.SK, $T.$N)", item, RuntimeTypes.LAYOUT, node.keysClass(), KeysMembers.SORT_KEY_VALUE);
    return MapperMembers.finishItem(method, node, value, item);
  }
}
