package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.KeyModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What the keys classes of edges ({@code FollowKeys}) and nodes ({@code UserKeys}) have in common: their
 * string constants, a key builder per id and {@code primaryKey}.
 */
final class KeysMembers {
  /** A node's shared sort key value ({@code UserKeys.SORT_KEY_VALUE}), which its mapper puts in every item. */
  static final String SORT_KEY_VALUE = "SORT_KEY_VALUE";
  /** The whole sort key of an edge with a composite sort key ({@code TicketStepKeys.sortKey(status, at)}). */
  static final String SORT_KEY = "sortKey";
  /** The sort key prefix of its leading components, one overload per count of them ({@code sortKeyPrefix(status)}). */
  static final String SORT_KEY_PREFIX = "sortKeyPrefix";

  private KeysMembers() {}

  // public static final String TYPE = "Follow";
  static FieldSpec type(ItemTypeModel item) {
    return constant("TYPE", item.entity(), "The {@code _type} attribute of every " + item.entity() + " item.");
  }

  // public static final String SOURCE_PREFIX = "ACTOR";
  static FieldSpec constant(String name, String value, String javadoc) {
    return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L\n", javadoc)
        .initializer("$S", value)
        .build();
  }

  // public static String sourceKey(String follower) {
  //   return Keys.string(SOURCE_PREFIX + Layout.DELIMITER, follower, "Follow.follower", 1024);
  // }
  static MethodSpec.Builder key(ItemTypeModel item, KeyModel key, String name, String prefix) {
    String id = key.component().name();
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addParameter(key.component().type(), id)
        .addStatement("return $L", ValueCodecs.encodeKey(key, item.entity(), CodeBlock.of("$N", prefix), id));
  }

  // public static Map<String, AttributeValue> primaryKey(String follower, String followee) {
  //   Map<String, AttributeValue> key = new HashMap<>(4);
  //   key.put(Layout.PK, AttributeValue.createS(sourceKey(follower)));
  //   key.put(Layout.SK, AttributeValue.createS(targetKey(followee)));   (a node: key.put(Layout.SK, SORT_KEY_VALUE))
  //   return key;
  // }
  /**
   * {@code keyMethods} are the key builders of the ids, in key order (the sort key's takes every id after
   * the first); {@code kind} is "edge" or "node".
   */
  static MethodSpec primaryKey(ItemTypeModel item, String kind, List<String> keyMethods) {
    NameAllocator names = new NameAllocator();
    MethodSpec.Builder method = MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.ITEM);
    List<String> ids = new ArrayList<>();
    for (KeyModel id : item.ids()) {
      ids.add(names.newName(id.component().name()));
      method.addParameter(id.component().type(), ids.get(ids.size() - 1));
    }
    String key = names.newName("key");
    method.addJavadoc("The primary key of one $L, for GetItem and DeleteItem.\n", kind)
        .addStatement("$T $N = new $T<>(4)", RuntimeTypes.ITEM, key, RuntimeTypes.HASH_MAP)
        .addStatement("$N.put($T.PK, $T.createS($N($N)))", key, RuntimeTypes.LAYOUT, RuntimeTypes.ATTRIBUTE_VALUE,
            keyMethods.get(0), ids.get(0));
    if (item.keys().sortKey().isPresent()) {
      method.addStatement("$N.put($T.SK, $N)", key, RuntimeTypes.LAYOUT, SORT_KEY_VALUE);
    } else {
      // (a composite sort key: key.put(Layout.SK, AttributeValue.createS(sortKey(status, at)));)
      method.addStatement("$N.put($T.SK, $T.createS($N($L)))", key, RuntimeTypes.LAYOUT,
          RuntimeTypes.ATTRIBUTE_VALUE, keyMethods.get(1), String.join(", ", ids.subList(1, ids.size())));
    }
    return method.addStatement("return $N", key).build();
  }
}
