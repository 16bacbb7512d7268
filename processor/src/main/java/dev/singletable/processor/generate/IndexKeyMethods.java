package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.IndexKeyModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The keys class's methods of each {@code @Index} ({@code OrderKeys}): the partition key of one
 * partition, the whole sort key the mapper puts, and the sort key prefix of the leading sort
 * components a listing fixes. Each key is the template's prefix, then {@code #} and the key text of
 * each component, made by nesting the runtime's encoders, each of which checks the whole key so far.
 */
final class IndexKeyMethods {

  private IndexKeyMethods() {}

  // gsi3Partition(product), gsi3Sort(orderedAt, orderId), gsi3SortPrefix(orderedAt)
  static void addTo(TypeSpec.Builder type, ItemTypeModel item) {
    for (IndexModel index : item.indexes()) {
      IndexKeyModel sort = index.sort();
      type.addMethod(key(item, index.partitionMethod(), index.partition(), index.partition().components(), false)
              .addJavadoc("The partition key {@code $L} of index $L.\n", index.partition().expression(), index.name())
              .addJavadoc(refusal(index.partition().components(), index.partition().maxBytes()))
              .build())
          .addMethod(key(item, index.sortMethod(), sort, sort.components(), false)
              .addJavadoc("The sort key {@code $L} of index $L.\n", sort.expression(), index.name())
              .addJavadoc(refusal(sort.components(), sort.maxBytes()))
              .build());
      for (int fixed = 1; fixed < sort.components().size(); fixed++) {
        List<ComponentModel> leading = sort.components().subList(0, fixed);
        type.addMethod(key(item, index.sortPrefixMethod(), sort, leading, true)
            .addJavadoc("The sort key prefix {@code $L#} of index $L: the start of the sort keys with $L.\n",
                sort.expression(fixed), index.name(), fixedText(leading))
            .addJavadoc(refusal(leading, sort.maxBytes()))
            .build());
      }
    }
  }

  /**
   * "On index GSI2, {@code GSI2PK = c#<customer>}, {@code GSI2SK = o#<orderedAt>}, when none of them
   * is null." a line per index, for javadoc; empty without one.
   */
  static String describe(ItemTypeModel item) {
    StringBuilder lines = new StringBuilder();
    for (IndexModel index : item.indexes()) {
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
    CodeBlock value = ValueCodecs.encodeKeyParts(item.entity(), CodeBlock.of("$S", key.prefix()), components,
        key.maxBytes());
    return prefix ? method.addStatement("return $L +$W$T.DELIMITER", value, RuntimeTypes.LAYOUT)
        : method.addStatement("return $L", value);
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
