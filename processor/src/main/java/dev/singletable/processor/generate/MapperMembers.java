package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.ItemBounds;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.KeyLayout;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * What the mappers of edges ({@code FollowMapper}) and nodes ({@code UserMapper}) have in common: their
 * constants, the frame of {@code toItem} (the map, {@code _type}, the attributes, the write check),
 * {@code fromItem} and {@code primaryKey}. Each mapper generator adds how its keys are put and read.
 */
final class MapperMembers {
  /** The shared {@code _type} value: AttributeValue is immutable, so every item can hold the same one. */
  private static final String TYPE_VALUE = "TYPE_VALUE";
  /** The parameter of {@code fromItem}, named first, so that no local takes it. */
  static final String ITEM = "item";

  private MapperMembers() {}

  // public static final FollowMapper INSTANCE = new FollowMapper();
  // private static final AttributeValue TYPE_VALUE = AttributeValue.createS(FollowKeys.TYPE);
  // private FollowMapper() {}
  static void addConstants(TypeSpec.Builder type, ItemTypeModel item) {
    type.addField(FieldSpec.builder(item.mapperClass(), "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The mapper; it holds no state.\n")
            .initializer("new $T()", item.mapperClass())
            .build())
        .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, TYPE_VALUE, Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL)
            .initializer("$T.createS($T.TYPE)", RuntimeTypes.ATTRIBUTE_VALUE, item.keysClass())
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
  }

  // public Map<String, AttributeValue> toItem(Follow follow) {
  //   Arguments.requireItem(follow, "FollowMapper.toItem", "follow", "Follow");
  static MethodSpec.Builder toItem(ItemTypeModel item, String value) {
    return MethodSpec.methodBuilder("toItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(item.record(), value)
        .addStatement(ArgumentChecks.item(item, ArgumentChecks.method(item.mapperClass(), "toItem"), value));
  }

  // Map<String, AttributeValue> item = new HashMap<>(8);   (a capacity that holds every attribute without resizing)
  static void newItem(MethodSpec.Builder toItem, ItemTypeModel item, String local) {
    toItem.addStatement("$T $N = new $T<>($L)", RuntimeTypes.ITEM, local, RuntimeTypes.HASH_MAP,
        (int) Math.ceil(item.maxAttributes() / 0.75));
  }

  //   (each index's keys, see IndexPuts)
  //   item.put(Layout.TYPE, TYPE_VALUE);
  //   if (follow.followedAt() != null) item.put("followedAt", Values.instant(follow.followedAt(), "followedAt"));
  //   Items.checkWritable(item, FollowKeys.TYPE);   (unless the item is bounded and holds no user text)
  //   return item;
  // }
  static MethodSpec finishItem(MethodSpec.Builder toItem, ItemTypeModel item, String value, String local) {
    IndexPuts.addTo(toItem, item, value, local);
    toItem.addStatement("$N.put($T.TYPE, $N)", local, RuntimeTypes.LAYOUT, TYPE_VALUE);
    for (ComponentModel component : item.stored()) {
      CodeBlock get = CodeBlock.of("$N.$N()", value, component.name());
      CodeBlock put = CodeBlock.of("$N.put($S, $L)", local, component.attributeName(), ValueCodecs.write(component, get));
      if (component.primitive()) {
        toItem.addStatement(put);
      } else {
        toItem.beginControlFlow("if ($L != null)", get).addStatement(put).endControlFlow();
      }
    }
    if (ItemBounds.needsWriteCheck(item)) {
      toItem.addStatement("$T.checkWritable($N, $T.TYPE)", RuntimeTypes.ITEMS, local, item.keysClass());
    } else {
      toItem.addComment("At most $L bytes and no text but $L: nothing to check before writing.",
          ItemBounds.maxItemBytes(item).getAsLong(), item.ids().size() > 1 ? "checked keys" : "the checked key");
    }
    return toItem.addStatement("return $N", local).build();
  }

  // public Follow fromItem(Map<String, AttributeValue> item) {
  //   Arguments.requireStoredItem(item, "FollowMapper.fromItem", "item", "Follow");
  //   Values.checkType(item, FollowKeys.TYPE);
  //   Values.checkSortKey(item, UserKeys.SORT_KEY);   (a node's fixed sort key)
  //   String follower = Keys.decodeString(Values.requireString(item, Layout.PK), FollowKeys.SOURCE_PREFIX, "PK");
  //   Instant followedAt = Values.readInstant(item, "followedAt");
  //   return new Follow(follower, followee, followedAt);
  // }
  /** {@code readId} reads an id component from {@link #ITEM}. */
  static MethodSpec.Builder fromItem(ItemTypeModel item, Function<ComponentModel, CodeBlock> readId) {
    return fromItem(item, null, null, (component, parts) -> readId.apply(component));
  }

  /**
   * As {@link #fromItem(ItemTypeModel, Function)}, first reading a composite key into a {@code KeyParts}
   * local ({@code parts}, named {@code partsName} unless a component takes that name), whose name
   * {@code readId} is given; without {@code parts} (null), no such local.
   */
  static MethodSpec.Builder fromItem(ItemTypeModel item, String partsName, CodeBlock parts,
      BiFunction<ComponentModel, String, CodeBlock> readId) {
    NameAllocator names = new NameAllocator();
    names.newName(ITEM);
    List<String> locals = new ArrayList<>();
    item.components().forEach(component -> locals.add(names.newName(component.name())));
    String partsLocal = parts == null ? null : names.newName(partsName);
    MethodSpec.Builder method = MethodSpec.methodBuilder("fromItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(item.record())
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addStatement(ArgumentChecks.storedItem(item, ArgumentChecks.method(item.mapperClass(), "fromItem"), ITEM))
        .addStatement("$T.checkType($N, $T.TYPE)", RuntimeTypes.VALUES, ITEM, item.keysClass());
    if (item.keys().sortKey().isPresent()) {
      method.addStatement("$T.checkSortKey($N, $T.SORT_KEY)", RuntimeTypes.VALUES, ITEM, item.keysClass());
    }
    if (parts != null) {
      method.addStatement("$T $N = $L", RuntimeTypes.KEY_PARTS, partsLocal, parts);
    }
    for (int i = 0; i < locals.size(); i++) {
      ComponentModel component = item.components().get(i);
      CodeBlock read = component.role().isId() ? readId.apply(component, partsLocal)
          : ValueCodecs.read(component, ITEM);
      method.addStatement("$T $N = $L", component.type(), locals.get(i), read);
    }
    return method.addStatement("return new $T($L)", item.record(), String.join(", ", locals));
  }

  // Keys.decodeString(Values.requireString(item, Layout.PK), FollowKeys.SOURCE_PREFIX, "PK")
  /** The id {@code key} read back from the base table's key of {@code end}, whose prefix is the keys' {@code prefix}. */
  static CodeBlock decodeId(ItemTypeModel item, KeyModel key, End end, String prefix) {
    KeyLayout.KeyField stored = item.keys().base(end);
    CodeBlock value = CodeBlock.of("$T.requireString($N, $L)", RuntimeTypes.VALUES, ITEM, attribute(stored));
    return ValueCodecs.decodeKey(key, value, CodeBlock.of("$T.$L", item.keysClass(), prefix), stored.attribute());
  }

  // public Map<String, AttributeValue> primaryKey(Follow follow) {
  //   Arguments.requireKey(follow, "FollowMapper.primaryKey", "follow", "Follow");
  //   return FollowKeys.primaryKey(follow.follower(), follow.followee());
  // }
  /** {@code refusal} is the javadoc's {@code @throws} paragraph, with {@code $N} for the record, or empty. */
  static MethodSpec primaryKey(ItemTypeModel item, String refusal) {
    String value = Names.decapitalize(item.entity());
    CodeBlock ids = item.ids().stream().map(id -> CodeBlock.of("$N.$N()", value, id.component().name()))
        .collect(CodeBlock.joining(", "));
    MethodSpec.Builder method = MethodSpec.methodBuilder("primaryKey")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(item.record(), value)
        .addJavadoc("The key of {@code $N}'s item: {@code PK} and {@code SK}.\n", value);
    if (!refusal.isEmpty()) {
      method.addJavadoc(refusal, value);
    }
    return method
        .addStatement(ArgumentChecks.key(item, ArgumentChecks.method(item.mapperClass(), "primaryKey"), value))
        .addStatement("return $T.primaryKey($L)", item.keysClass(), ids)
        .build();
  }

  /** {@code Layout.PK} or {@code Layout.SK} for a key of the base table, else the name: {@code "GSI1PK"}. */
  static CodeBlock attribute(KeyLayout.KeyField key) {
    if (key.isBase()) {
      return CodeBlock.of("$T.$L", RuntimeTypes.LAYOUT, key.slot().partition() ? "PK" : "SK");
    }
    return CodeBlock.of("$S", key.attribute());
  }
}
