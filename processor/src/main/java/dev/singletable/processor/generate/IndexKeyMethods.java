package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexKeyModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The keys class's methods of each {@code @Index} ({@code OrderKeys}): the partition key of one
 * partition (none for a local index, whose partition is the base key's), the whole sort key the mapper puts, and the sort key prefix of the leading sort
 * components a listing fixes. Each key is the template's prefix, then {@code #} and the key text of
 * each component, made by nesting the runtime's encoders, each of which checks the whole key so far.
 */
final class IndexKeyMethods {

  private IndexKeyMethods() {}

  // gsi3Partition(product), gsi3Sort(orderedAt, orderId), gsi3SortPrefix(orderedAt)
  static void addTo(TypeSpec.Builder type, ItemTypeModel item) {
    for (IndexModel index : item.indexes()) {
      IndexKeyModel sort = index.sort();
      if (!index.local()) {
        type.addMethod(key(item, index.partitionMethod(), index.partition(), index.partition().components(), false)
            .addJavadoc("The partition key {@code $L} of index $L.\n", index.partition().expression(), index.name())
            .addJavadoc(refusal(index.partition().components(), index.partition().maxBytes()))
            .build());
      }
      type.addMethod(key(item, index.sortMethod(), sort, sort.components(), false)
              .addJavadoc("The sort key {@code $L} of index $L.\n", sort.expression(), index.name())
              .addJavadoc(refusal(sort.components(), sort.maxBytes()))
              .build());
      addSortPrefixes(type, item, index, "index " + index.name());
    }
  }

  // gsi3SortPrefix(orderedAt), one a count of leading sort components, 1 to n-1
  /** The keys class's sort key prefixes of {@code index}, named in javadoc as {@code indexText}. */
  private static void addSortPrefixes(TypeSpec.Builder type, ItemTypeModel item, IndexModel index, String indexText) {
    IndexKeyModel sort = index.sort();
    for (int fixed = 1; fixed < sort.components().size(); fixed++) {
      List<ComponentModel> leading = sort.components().subList(0, fixed);
      type.addMethod(key(item, index.sortPrefixMethod(), sort, leading, true)
          .addJavadoc("The sort key prefix {@code $L#} of $L: the start of the sort keys with $L.\n",
              sort.expression(fixed), indexText, fixedText(leading))
          .addJavadoc(refusal(leading, sort.maxBytes()))
          .build());
    }
  }

  // invertedSortKey(followedAt, sourceKey), (invertedSortPrefix(day) for each count of leading parts but all)
  /**
   * The keys class's methods of an edge's inverted index sorted by {@code invertedIndexSort}: its whole
   * sort key, the template's value and the source key, and the sort key prefix of the leading parts.
   */
  static void addInvertedSort(TypeSpec.Builder type, EdgeModel edge) {
    edge.invertedSort().ifPresent(index -> {
      IndexKeyModel sort = index.sort();
      NameAllocator names = new NameAllocator();
      sort.components().forEach(c -> names.newName(c.name()));
      String sourceKey = names.newName("sourceKey");
      // return Keys.followedBy(Keys.instant("at" + Layout.DELIMITER, followedAt, "Follow.followedAt", 1024)
      //     + Layout.DELIMITER, sourceKey, "Follow.follower", 1024);
      MethodSpec.Builder method = MethodSpec.methodBuilder(index.sortMethod())
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("The sort key {@code $L#<source key>} of the inverted index $L: the edges into one target\n"
              + "sort by $L, then by source. {@code $N} is {@link #sourceKey}'s.\n",
              sort.expression(), index.name(), sort.components().stream().map(c -> "{@code " + c.name() + "}")
                  .collect(Collectors.joining(", then ")), sourceKey)
          .addJavadoc(refusal(sort.components(), sort.maxBytes()));
      sort.components().forEach(c -> method.addParameter(c.type(), c.name()));
      type.addMethod(method.addParameter(String.class, sourceKey)
          .addStatement("return $T.followedBy($L +$W$T.DELIMITER,$W$N, $S, $L)", RuntimeTypes.KEYS,
              value(edge, sort, sort.components()), RuntimeTypes.LAYOUT, sourceKey,
              edge.entity() + "." + edge.source().component().name(), sort.maxBytes())
          .build());
      addSortPrefixes(type, edge, index, "the inverted index " + index.name());
    });
  }

  /**
   * "On index GSI2, {@code GSI2PK = c#<customer>}, {@code GSI2SK = o#<orderedAt>}, when none of them
   * is null." a line per index (a local index's: "On local index LSI1, {@code PK} and
   * {@code LSI1SK = o#<placedAt>}, ..."), for javadoc; empty without one.
   */
  static String describe(ItemTypeModel item) {
    StringBuilder lines = new StringBuilder();
    for (IndexModel index : item.indexes()) {
      if (index.local()) {
        lines.append("On local index ").append(index.name()).append(", {@code ").append(index.partition().attribute())
            .append("} and {@code ").append(index.sort().attribute()).append(" = ").append(index.sort().expression())
            .append("}, when none of them is null.\n");
        continue;
      }
      lines.append("On index ").append(index.name()).append(", {@code ").append(index.partition().attribute())
          .append(" = ").append(index.partition().expression()).append("}, {@code ").append(index.sort().attribute())
          .append(" = ").append(index.sort().expression()).append("}, when none of them is null.\n");
    }
    return lines.toString();
  }

  // public static String gsi3Sort(Instant orderedAt, String orderId) {
  //   return Keys.string(Keys.instant("o" + Layout.DELIMITER, orderedAt, "Order.orderedAt", 1024) + Layout.DELIMITER,
  //       orderId, "Order.orderId", 1024);
  // }
  // (a prefix: return Keys.instant("o" + Layout.DELIMITER, orderedAt, "Order.orderedAt", 1024) + Layout.DELIMITER;)
  private static MethodSpec.Builder key(ItemTypeModel item, String name, IndexKeyModel key,
      List<ComponentModel> components, boolean prefix) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class);
    components.forEach(component -> method.addParameter(component.type(), component.name()));
    CodeBlock value = value(item, key, components);
    return prefix ? method.addStatement("return $L +$W$T.DELIMITER", value, RuntimeTypes.LAYOUT)
        : method.addStatement("return $L", value);
  }

  /** The key's prefix and the parts of {@code components}, each encoder checking the key so far. */
  private static CodeBlock value(ItemTypeModel item, IndexKeyModel key, List<ComponentModel> components) {
    return ValueCodecs.encodeKeyParts(item.entity(), CodeBlock.of("$S", key.prefix()), components, key.maxBytes());
  }

  /** "this {@code orderedAt}", "these {@code day} and {@code hour}". */
  static String fixedText(List<ComponentModel> fixed) {
    List<String> names = fixed.stream().map(c -> "{@code " + c.name() + "}").toList();
    return (names.size() == 1 ? "this " : "these ") + String.join(" and ", names);
  }

  // @throws InvalidKeyException if {@code orderedAt} is null or outside the years 0000 to 9999, or {@code orderId} is
  //     null or empty, or the key is longer than 1024 UTF-8 bytes
  /** The refusal of a key made of {@code components}: each one's, and the key's length. */
  static String refusal(List<ComponentModel> components, int maxBytes) {
    List<String> refused = new ArrayList<>();
    for (ComponentModel component : components) {
      String why = refusal(component);
      if (why != null) {
        refused.add("{@code " + component.name() + "} is " + why);
      }
    }
    refused.add("the key is longer than " + maxBytes + " UTF-8 bytes");
    return "\n" + JavadocText.wrap("@throws dev.singletable.runtime.InvalidKeyException if "
        + String.join(", or ", refused), "    ");
  }

  /** Why a value of {@code component} can be no key, or null when every value can: a primitive's. */
  private static String refusal(ComponentModel component) {
    switch (component.kind()) {
      case STRING: return "null or empty";
      case INSTANT: case LOCAL_DATE: return "null or outside the years 0000 to 9999";
      default: return component.primitive() ? null : "null";
    }
  }
}
