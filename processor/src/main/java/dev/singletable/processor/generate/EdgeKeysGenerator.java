package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyLayout;
import dev.singletable.processor.model.KeyModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Writes {@code FollowKeys}: the prefixes, the type name and the typed key builders of one edge. */
public final class EdgeKeysGenerator extends SourceFileGenerator<EdgeModel> {

  @Override
  ClassName className(EdgeModel edge) {
    return edge.keysClass();
  }

  @Override
  CodeBlock javadoc(EdgeModel edge) {
    return CodeBlock.of("Keys of {@link $T} items:\n$L\n", edge.record(), edge.keys().describe());
  }

  // public static final String TYPE = "Follow"; ... SOURCE_PREFIX, TARGET_PREFIX (INVERTED_INDEX, INVERTED_INDEX_SHARDS)
  // private FollowKeys() {}
  // sourceKey(follower), targetKey(followee), primaryKey(follower, followee)
  @Override
  void addMembers(EdgeModel edge, TypeSpec.Builder type) {
    type.addField(constant("TYPE", edge.entityName(), "The {@code _type} attribute of every " + edge.entityName() + " item."))
        .addField(constant("SOURCE_PREFIX", edge.source().prefix(), "The prefix of source keys."))
        .addField(constant("TARGET_PREFIX", edge.target().prefix(), "The prefix of target keys."))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(keyMethod(edge, edge.source(), "sourceKey", "SOURCE_PREFIX",
            "The source key {@code $L#<$L>}: " + roles(edge, End.SOURCE)))
        .addMethod(keyMethod(edge, edge.target(), "targetKey", "TARGET_PREFIX",
            "The target key {@code $L#<$L>}: " + roles(edge, End.TARGET)))
        .addMethod(primaryKey(edge));
    edge.invertedIndex().ifPresent(index -> type.addField(
        constant("INVERTED_INDEX", index, "The global secondary index that flips the keys.")));
    if (edge.invertedIndexShards() > 1) {
      // public static final int INVERTED_INDEX_SHARDS = 16;
      type.addField(FieldSpec.builder(int.class, "INVERTED_INDEX_SHARDS", Modifier.PUBLIC, Modifier.STATIC,
              Modifier.FINAL)
          .addJavadoc("How many shards the inverted index spreads the edges into one target over: its partition\n"
              + "key is the target key, {@code #} and the shard, a hash of the source id\n"
              + "({@code dev.singletable.layout.Shards}).\n")
          .initializer("$L", edge.invertedIndexShards())
          .build());
    }
  }

  /**
   * What the key of {@code end} is, from the key layout: "the partition key of the edges from it,
   * and the sort key on the inverted index."
   */
  private static String roles(EdgeModel edge, End end) {
    List<String> roles = new ArrayList<>();
    for (KeyLayout.KeyField key : edge.keys().fields()) {
      if (key.end() == end) {
        roles.add((key.slot().partition() ? "the partition key" : "the sort key") + (key.isBase()
            ? " of the edges " + (end == End.SOURCE ? "from" : "to") + " it" : " on the inverted index"));
      }
    }
    return String.join(",\nand ", roles) + ".";
  }

  // public static final String SOURCE_PREFIX = "ACTOR";
  private static FieldSpec constant(String name, String value, String javadoc) {
    return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L\n", javadoc)
        .initializer("$S", value)
        .build();
  }

  // public static String sourceKey(String follower) { return Keys.string(SOURCE_PREFIX + Layout.DELIMITER, follower, "Follow.follower", 1024); }
  private static MethodSpec keyMethod(EdgeModel edge, KeyModel key, String name, String prefix, String javadoc) {
    String id = key.component().name();
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addParameter(key.component().type(), id)
        .addJavadoc(javadoc + "\n\n", key.prefix(), id)
        .addJavadoc("@throws dev.singletable.runtime.InvalidKeyException if {@code $L} is null or empty,\n"
            + "    or the key is longer than $L UTF-8 bytes\n", id, key.maxKeyBytes())
        .addStatement("return $L", ValueCodecs.encodeKey(key, edge.entityName(), CodeBlock.of("$N", prefix), id))
        .build();
  }

  // public static Map<String, AttributeValue> primaryKey(String follower, String followee) { ... }
  private static MethodSpec primaryKey(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    String source = names.newName(edge.source().component().name());
    String target = names.newName(edge.target().component().name());
    String key = names.newName("key");
    return MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.ITEM)
        .addParameter(edge.source().component().type(), source)
        .addParameter(edge.target().component().type(), target)
        .addJavadoc("The primary key of one edge, for GetItem and DeleteItem.\n")
        .addStatement("$T $N = new $T<>(4)", RuntimeTypes.ITEM, key, RuntimeTypes.HASH_MAP)
        .addStatement("$N.put($T.PK, $T.createS(sourceKey($N)))", key, RuntimeTypes.LAYOUT,
            RuntimeTypes.ATTRIBUTE_VALUE, source)
        .addStatement("$N.put($T.SK, $T.createS(targetKey($N)))", key, RuntimeTypes.LAYOUT,
            RuntimeTypes.ATTRIBUTE_VALUE, target)
        .addStatement("return $N", key)
        .build();
  }
}
