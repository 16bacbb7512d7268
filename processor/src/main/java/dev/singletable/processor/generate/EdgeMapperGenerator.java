package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemBounds;
import dev.singletable.processor.model.KeyLayout;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Writes {@code FollowMapper}: record to item and back, without reflection. */
public final class EdgeMapperGenerator extends SourceFileGenerator<EdgeModel> {
  /** The shared {@code _type} value: AttributeValue is immutable, so every item can hold the same one. */
  private static final String TYPE_VALUE = "TYPE_VALUE";

  @Override
  ClassName className(EdgeModel edge) {
    return edge.mapperClass();
  }

  @Override
  CodeBlock javadoc(EdgeModel edge) {
    return CodeBlock.of("Maps {@link $T} to its DynamoDB item and back:\n$L\n"
        + "{@code _type = $L}, and one attribute per other component (null ones are left out).\n",
        edge.record(), edge.keys().describe(), edge.entityName());
  }

  // implements ItemMapper<Follow>: INSTANCE, TYPE_VALUE, private FollowMapper() {}, toItem, fromItem, primaryKey
  @Override
  void addMembers(EdgeModel edge, TypeSpec.Builder type) {
    type.addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.ITEM_MAPPER, edge.record()))
        .addField(FieldSpec.builder(edge.mapperClass(), "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The mapper; it holds no state.\n")
            .initializer("new $T()", edge.mapperClass())
            .build())
        .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, TYPE_VALUE, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.createS($T.TYPE)", RuntimeTypes.ATTRIBUTE_VALUE, edge.keysClass())
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(toItem(edge))
        .addMethod(fromItem(edge))
        .addMethod(primaryKey(edge));
  }

  // public Map<String, AttributeValue> primaryKey(Follow follow) {
  //   Arguments.requireKey(follow, "FollowMapper.primaryKey", "follow", "Follow");
  //   return FollowKeys.primaryKey(follow.follower(), follow.followee());
  // }
  private static MethodSpec primaryKey(EdgeModel edge) {
    String value = Names.decapitalize(edge.entityName());
    return MethodSpec.methodBuilder("primaryKey")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(edge.record(), value)
        .addJavadoc("The key of {@code $N}'s item: {@code PK} and {@code SK}.\n\n", value)
        .addJavadoc("@throws dev.singletable.runtime.InvalidKeyException if {@code $N} or an id is null, or an id\n"
            + "    is empty or too long\n", value)
        .addStatement(ArgumentChecks.key(edge, ArgumentChecks.method(edge.mapperClass(), "primaryKey"), value))
        .addStatement("return $T.primaryKey($N.$N(), $N.$N())", edge.keysClass(), value,
            edge.source().component().name(), value, edge.target().component().name())
        .build();
  }

  // public Map<String, AttributeValue> toItem(Follow follow) {
  //   Arguments.requireItem(follow, "FollowMapper.toItem", "follow", "Follow");
  //   AttributeValue sourceKey = AttributeValue.createS(FollowKeys.sourceKey(follow.follower()));
  //   Map<String, AttributeValue> item = new HashMap<>(8);
  //   item.put(Layout.PK, sourceKey); ... item.put("GSI1SK", sourceKey);
  //   item.put(Layout.TYPE, TYPE_VALUE);
  //   if (follow.followedAt() != null) item.put("followedAt", Values.instant(follow.followedAt()));
  //   Items.checkWritable(item, FollowKeys.TYPE);   // unless the item is bounded and holds no user text
  //   return item;
  // }
  private static MethodSpec toItem(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    String value = names.newName(Names.decapitalize(edge.entityName()));
    String sourceKey = names.newName("sourceKey");
    String targetKey = names.newName("targetKey");
    String item = names.newName("item");
    int entries = edge.keys().fields().size() + 1 + edge.attributes().size();
    MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(edge.record(), value)
        .addJavadoc("The item of {@code $N}, with both key pairs and every non-null attribute.\n\n", value)
        .addJavadoc("@throws dev.singletable.runtime.InvalidKeyException if an id is null, empty or too long\n")
        .addJavadoc("@throws dev.singletable.runtime.InvalidItemException if {@code $N} is null or a value cannot be\n"
            + "    stored\n", value)
        .addStatement(ArgumentChecks.item(edge, ArgumentChecks.method(edge.mapperClass(), "toItem"), value))
        .addStatement("$T $N = $T.createS($T.sourceKey($N.$N()))", RuntimeTypes.ATTRIBUTE_VALUE,
            sourceKey, RuntimeTypes.ATTRIBUTE_VALUE, edge.keysClass(), value,
            edge.source().component().name())
        .addStatement("$T $N = $T.createS($T.targetKey($N.$N()))", RuntimeTypes.ATTRIBUTE_VALUE,
            targetKey, RuntimeTypes.ATTRIBUTE_VALUE, edge.keysClass(), value,
            edge.target().component().name())
        .addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, item, RuntimeTypes.HASH_MAP, capacity(entries));
    for (KeyLayout.KeyField key : edge.keys().fields()) {
      if (key.sharded()) {
        // item.put("GSI1PK", AttributeValue.createS(ShardedListing.partitionKey(targetKey.s(), sourceKey.s(),
        //     FollowKeys.INVERTED_INDEX_SHARDS, "Follow.followee")));
        method.addStatement("$N.put($L, $T.createS($T.partitionKey($N.s(), $N.s(),$W$T.INVERTED_INDEX_SHARDS, $S)))",
            item, attribute(key), RuntimeTypes.ATTRIBUTE_VALUE, RuntimeTypes.SHARDED_LISTING, targetKey, sourceKey,
            edge.keysClass(), edge.entityName() + "." + edge.target().component().name());
      } else {
        method.addStatement("$N.put($L, $N)", item, attribute(key), key.end() == End.SOURCE ? sourceKey : targetKey);
      }
    }
    method.addStatement("$N.put($T.TYPE, $N)", item, RuntimeTypes.LAYOUT, TYPE_VALUE);
    for (ComponentModel component : edge.attributes()) {
      CodeBlock get = CodeBlock.of("$N.$N()", value, component.name());
      CodeBlock put = CodeBlock.of("$N.put($S, $L)", item, component.attributeName(), ValueCodecs.write(component, get));
      if (component.primitive()) {
        method.addStatement(put);
      } else {
        method.beginControlFlow("if ($L != null)", get).addStatement(put).endControlFlow();
      }
    }
    if (ItemBounds.needsWriteCheck(edge)) {
      method.addStatement("$T.checkWritable($N, $T.TYPE)", RuntimeTypes.ITEMS, item, edge.keysClass());
    } else {
      method.addComment("At most $L bytes and no text but checked keys: nothing to check before writing.",
          ItemBounds.maxItemBytes(edge).getAsLong());
    }
    return method.addStatement("return $N", item).build();
  }

  // public Follow fromItem(Map<String, AttributeValue> item) {
  //   Arguments.requireStoredItem(item, "FollowMapper.fromItem", "item", "Follow");
  //   Values.checkType(item, FollowKeys.TYPE);
  //   String follower = Keys.decodeString(Values.requireString(item, Layout.PK), FollowKeys.SOURCE_PREFIX, "PK");
  //   Instant followedAt = Values.readInstant(item, "followedAt");
  //   return new Follow(follower, followee, followedAt);
  // }
  private static MethodSpec fromItem(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    String item = names.newName("item");
    MethodSpec.Builder method = MethodSpec.methodBuilder("fromItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(edge.record())
        .addParameter(RuntimeTypes.ITEM, item)
        .addJavadoc("The record stored in {@code $N}; ids are decoded from the keys.\n\n", item)
        .addJavadoc("@throws dev.singletable.runtime.MalformedItemException if {@code $N} is null or not a $L item\n",
            item, edge.entityName())
        .addStatement(ArgumentChecks.storedItem(edge, ArgumentChecks.method(edge.mapperClass(), "fromItem"), item))
        .addStatement("$T.checkType($N, $T.TYPE)", RuntimeTypes.VALUES, item, edge.keysClass());
    List<String> arguments = new ArrayList<>();
    for (ComponentModel component : edge.components()) {
      String local = names.newName(component.name());
      arguments.add(local);
      method.addStatement("$T $N = $L", component.type(), local, read(edge, component, item));
    }
    return method
        .addStatement("return new $T($L)", edge.record(), String.join(", ", arguments))
        .build();
  }

  private static CodeBlock read(EdgeModel edge, ComponentModel component, String item) {
    if (component.role() == Role.ATTRIBUTE) {
      return ValueCodecs.read(component, item);
    }
    boolean source = component.role() == Role.SOURCE;
    KeyLayout.KeyField stored = edge.keys().base(source ? End.SOURCE : End.TARGET);
    CodeBlock key = CodeBlock.of("$T.requireString($N, $L)", RuntimeTypes.VALUES, item, attribute(stored));
    CodeBlock prefix = CodeBlock.of("$T.$L", edge.keysClass(), source ? "SOURCE_PREFIX" : "TARGET_PREFIX");
    return ValueCodecs.decodeKey(source ? edge.source() : edge.target(), key, prefix, stored.attribute());
  }

  /** {@code Layout.PK} or {@code Layout.SK} for a key of the base table, else the name: {@code "GSI1PK"}. */
  private static CodeBlock attribute(KeyLayout.KeyField key) {
    if (key.isBase()) {
      return CodeBlock.of("$T.$L", RuntimeTypes.LAYOUT, key.slot().partition() ? "PK" : "SK");
    }
    return CodeBlock.of("$S", key.attribute());
  }

  /** A HashMap capacity that holds {@code size} entries without resizing. */
  private static int capacity(int size) {
    return (int) Math.ceil(size / 0.75);
  }
}
