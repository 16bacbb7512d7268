package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.processor.model.ComponentModel;
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

  // Keys of {@link Follow} items: {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>}; ...
  @Override
  CodeBlock javadoc(EdgeModel edge) {
    return CodeBlock.of("Keys of {@link $T} items:\n$L\n$L", edge.record(), edge.keys().describe(),
        IndexKeyMethods.describe(edge));
  }

  // public static final String TYPE = "Follow"; ... SOURCE_PREFIX, TARGET_PREFIX (INVERTED_INDEX, INVERTED_INDEX_SHARDS)
  // private FollowKeys() {}
  // sourceKey(follower), targetKey(followee), primaryKey(follower, followee), (each index's key methods)
  @Override
  void addMembers(EdgeModel edge, TypeSpec.Builder type) {
    type.addField(KeysMembers.type(edge))
        .addField(KeysMembers.constant("SOURCE_PREFIX", edge.source().prefix(), "The prefix of source keys."))
        .addField(KeysMembers.constant("TARGET_PREFIX", edge.target().prefix(), "The prefix of target keys."))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(key(edge, edge.source(), "sourceKey", "SOURCE_PREFIX",
            "The source key {@code $L#<$L>}: " + roles(edge, End.SOURCE)));
    if (edge.compositeTarget()) {
      addSortKeys(edge, type);
      type.addMethod(KeysMembers.primaryKey(edge, "edge", List.of("sourceKey", KeysMembers.SORT_KEY)));
    } else {
      type.addMethod(key(edge, edge.target(), "targetKey", "TARGET_PREFIX",
              "The target key {@code $L#<$L>}: " + roles(edge, End.TARGET)))
          .addMethod(KeysMembers.primaryKey(edge, "edge", List.of("sourceKey", "targetKey")));
    }
    edge.invertedIndex().ifPresent(index -> type.addField(
        KeysMembers.constant("INVERTED_INDEX", index, "The global secondary index that flips the keys.")));
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
    IndexKeyMethods.addInvertedSort(type, edge);
    IndexKeyMethods.addTo(type, edge);
  }

  // public static String sortKey(Status status, Instant at) {
  //   return Keys.instant(Keys.enumName(TARGET_PREFIX + Layout.DELIMITER, status, "TicketStep.status", 1024)
  //       + Layout.DELIMITER, at, "TicketStep.at", 1024);
  // }
  // public static String sortKeyPrefix(Status status) { return Keys.enumName(...) + Layout.DELIMITER; }
  /** A composite sort key's methods: the whole key, and the prefix of each count of leading components. */
  private static void addSortKeys(EdgeModel edge, TypeSpec.Builder type) {
    List<ComponentModel> parts = edge.targets().stream().map(KeyModel::component).toList();
    int maxBytes = edge.target().maxKeyBytes();
    String expression = edge.keys().base(End.TARGET).expression();
    type.addMethod(sortKey(edge, KeysMembers.SORT_KEY, parts, maxBytes, false)
        .addJavadoc("The sort key {@code $L} of the edges: the target prefix, then the key text of each\n"
            + "target component in order, so that text order is component order.\n", expression)
        .addJavadoc(IndexKeyMethods.refusal(parts, maxBytes))
        .build());
    for (int fixed = 1; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      StringBuilder prefix = new StringBuilder(edge.target().prefix());
      leading.forEach(c -> prefix.append(Layout.DELIMITER).append('<').append(c.name()).append('>'));
      type.addMethod(sortKey(edge, KeysMembers.SORT_KEY_PREFIX, leading, maxBytes, true)
          .addJavadoc("$L", JavadocText.wrap("The sort key prefix {@code " + prefix + "#}: the start of the sort keys"
              + " of the edges with " + IndexKeyMethods.fixedText(leading) + "."))
          .addJavadoc(IndexKeyMethods.refusal(leading, maxBytes))
          .build());
    }
  }

  private static MethodSpec.Builder sortKey(EdgeModel edge, String name, List<ComponentModel> parts, int maxBytes,
      boolean prefix) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class);
    parts.forEach(part -> method.addParameter(part.type(), part.name()));
    CodeBlock value = ValueCodecs.encodeKeyParts(edge.entity(), CodeBlock.of("$N", "TARGET_PREFIX"), parts, maxBytes);
    return prefix ? method.addStatement("return $L +$W$T.DELIMITER", value, RuntimeTypes.LAYOUT)
        : method.addStatement("return $L", value);
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

  // public static String sourceKey(String follower) { return Keys.string(SOURCE_PREFIX + Layout.DELIMITER, follower, "Follow.follower", 1024); }
  private static MethodSpec key(EdgeModel edge, KeyModel key, String name, String prefix, String javadoc) {
    String id = key.component().name();
    return KeysMembers.key(edge, key, name, prefix)
        .addJavadoc(javadoc + "\n\n", key.prefix(), id)
        .addJavadoc("@throws dev.singletable.runtime.InvalidKeyException if {@code $L} is null or empty,\n"
            + "    or the key is longer than $L UTF-8 bytes\n", id, key.maxKeyBytes())
        .build();
  }
}
