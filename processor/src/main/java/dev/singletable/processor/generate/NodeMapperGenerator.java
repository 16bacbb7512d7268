package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.ItemBounds;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.Role;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code UserMapper}: record to item and back, without reflection, and what the runtime's
 * node writes must know (which attributes are ordinary, counters, the version).
 */
public final class NodeMapperGenerator extends SourceFileGenerator<NodeModel> {
  private static final String TYPE_VALUE = "TYPE_VALUE";

  @Override
  ClassName className(NodeModel node) {
    return node.mapperClass();
  }

  @Override
  CodeBlock javadoc(NodeModel node) {
    return CodeBlock.of("Maps {@link $T} to its DynamoDB item and back: $L\n", node.record(), node.keys().describe());
  }

  // implements NodeMapper<User>: INSTANCE, TYPE_VALUE, ATTRIBUTES, COUNTERS, private UserMapper() {},
  // toItem, fromItem, primaryKey, attributes(), counters(), versionAttribute(), id(user), version(user)
  @Override
  void addMembers(NodeModel node, TypeSpec.Builder type) {
    type.addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.NODE_MAPPER, node.record()))
        .addField(FieldSpec.builder(node.mapperClass(), "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The mapper; it holds no state.\n")
            .initializer("new $T()", node.mapperClass())
            .build())
        .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, TYPE_VALUE, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.createS($T.TYPE)", RuntimeTypes.ATTRIBUTE_VALUE, node.keysClass())
            .build())
        .addField(names("ATTRIBUTES", node.attributes()))
        .addField(names("COUNTERS", node.counters().stream().map(c -> c.component()).toList()))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(toItem(node))
        .addMethod(fromItem(node))
        .addMethod(primaryKey(node))
        .addMethod(getter("attributes", "ATTRIBUTES", "The ordinary attributes, which put sets or removes."))
        .addMethod(getter("counters", "COUNTERS", "The counter attributes, which only counted edges change."));
    String value = Names.decapitalize(node.entityName());
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
  private static FieldSpec names(String field, List<ComponentModel> components) {
    CodeBlock list = components.stream().map(c -> CodeBlock.of("$S", c.attributeName()))
        .collect(CodeBlock.joining(", "));
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
      method.addParameter(parameterOf.record(), Names.decapitalize(parameterOf.entityName()));
    }
    return method.addStatement("return $L", value).build();
  }

  // public Map<String, AttributeValue> primaryKey(User user) { Arguments.requireKey(...); return UserKeys.primaryKey(user.id()); }
  private static MethodSpec primaryKey(NodeModel node) {
    String value = Names.decapitalize(node.entityName());
    return MethodSpec.methodBuilder("primaryKey")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(node.record(), value)
        .addJavadoc("The key of {@code $N}'s item: {@code PK} and {@code SK}.\n", value)
        .addStatement(ArgumentChecks.key(node, ArgumentChecks.method(node.mapperClass(), "primaryKey"), value))
        .addStatement("return $T.primaryKey($N.$N())", node.keysClass(), value, node.id().component().name())
        .build();
  }

  // public Map<String, AttributeValue> toItem(User user) {
  //   Arguments.requireItem(user, "UserMapper.toItem", "user", "User");
  //   Map<String, AttributeValue> item = new HashMap<>(10);
  //   item.put(Layout.PK, AttributeValue.createS(UserKeys.key(user.id())));
  //   item.put(Layout.SK, UserKeys.SORT_KEY_VALUE);
  //   item.put(Layout.TYPE, TYPE_VALUE);
  //   if (user.name() != null) item.put("name", Values.string(user.name()));
  //   item.put("following", Values.number(user.following())); ...
  //   Items.checkWritable(item, UserKeys.TYPE);   // unless the item is bounded and holds no user text
  //   return item;
  // }
  private static MethodSpec toItem(NodeModel node) {
    NameAllocator names = new NameAllocator();
    String value = names.newName(Names.decapitalize(node.entityName()));
    String item = names.newName("item");
    MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(node.record(), value)
        .addJavadoc("The item of {@code $N}: keys, {@code _type} and every non-null component, in a new mutable map.\n", value)
        .addStatement(ArgumentChecks.item(node, ArgumentChecks.method(node.mapperClass(), "toItem"), value))
        .addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, item, RuntimeTypes.HASH_MAP,
            (int) Math.ceil((3 + node.stored().size()) / 0.75))
        .addStatement("$N.put($T.PK, $T.createS($T.key($N.$N())))", item, RuntimeTypes.LAYOUT,
            RuntimeTypes.ATTRIBUTE_VALUE, node.keysClass(), value, node.id().component().name())
        .addStatement("$N.put($T.SK, $T.$N)", item, RuntimeTypes.LAYOUT, node.keysClass(), NodeKeysGenerator.SORT_KEY_VALUE)
        .addStatement("$N.put($T.TYPE, $N)", item, RuntimeTypes.LAYOUT, TYPE_VALUE);
    for (ComponentModel component : node.stored()) {
      CodeBlock get = CodeBlock.of("$N.$N()", value, component.name());
      CodeBlock put = CodeBlock.of("$N.put($S, $L)", item, component.attributeName(), ValueCodecs.write(component, get));
      if (component.primitive()) {
        method.addStatement(put);
      } else {
        method.beginControlFlow("if ($L != null)", get).addStatement(put).endControlFlow();
      }
    }
    if (ItemBounds.needsWriteCheck(node)) {
      method.addStatement("$T.checkWritable($N, $T.TYPE)", RuntimeTypes.ITEMS, item, node.keysClass());
    } else {
      method.addComment("At most $L bytes and no text but the checked key: nothing to check before writing.",
          ItemBounds.maxItemBytes(node).getAsLong());
    }
    return method.addStatement("return $N", item).build();
  }

  // public User fromItem(Map<String, AttributeValue> item) {
  //   Arguments.requireStoredItem(item, "UserMapper.fromItem", "item", "User");
  //   Values.checkType(item, UserKeys.TYPE);
  //   Values.checkSortKey(item, UserKeys.SORT_KEY);
  //   String id = Keys.decodeString(Values.requireString(item, Layout.PK), UserKeys.PREFIX, "PK");
  //   String name = Values.readString(item, "name"); ...
  //   return new User(id, name, following, followers, version);
  // }
  private static MethodSpec fromItem(NodeModel node) {
    NameAllocator names = new NameAllocator();
    String item = names.newName("item");
    MethodSpec.Builder method = MethodSpec.methodBuilder("fromItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(node.record())
        .addParameter(RuntimeTypes.ITEM, item)
        .addJavadoc("The record stored in {@code $N}; the id is decoded from {@code PK}, and {@code SK} must be\n"
            + "{@code $L}, the sort key of every item of the node.\n", item, node.sortKey())
        .addStatement(ArgumentChecks.storedItem(node, ArgumentChecks.method(node.mapperClass(), "fromItem"), item))
        .addStatement("$T.checkType($N, $T.TYPE)", RuntimeTypes.VALUES, item, node.keysClass())
        .addStatement("$T.checkSortKey($N, $T.SORT_KEY)", RuntimeTypes.VALUES, item, node.keysClass());
    List<String> arguments = new ArrayList<>();
    for (ComponentModel component : node.components()) {
      String local = names.newName(component.name());
      arguments.add(local);
      CodeBlock read = component.role() != Role.NODE_ID ? ValueCodecs.read(component, item)
          : ValueCodecs.decodeKey(node.id(), CodeBlock.of("$T.requireString($N, $T.PK)", RuntimeTypes.VALUES, item,
              RuntimeTypes.LAYOUT), CodeBlock.of("$T.PREFIX", node.keysClass()), "PK");
      method.addStatement("$T $N = $L", component.type(), local, read);
    }
    return method.addStatement("return new $T($L)", node.record(), String.join(", ", arguments)).build();
  }
}
