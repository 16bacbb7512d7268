package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.IndexKeyModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The mappers' puts of each {@code @Index}'s keys: both, when every component of their templates is
 * non-null, else neither, so that an item is in the index whole or not at all (a sparse index).
 */
final class IndexPuts {

  private IndexPuts() {}

  // if (order.customer() != null && order.orderedAt() != null) {
  //   item.put("GSI2PK", AttributeValue.createS(OrderKeys.gsi2Partition(order.customer())));
  //   item.put("GSI2SK", AttributeValue.createS(OrderKeys.gsi2Sort(order.orderedAt())));
  // }
  // (no if when every component is a primitive or an id, which is never null; a local index puts its
  // sort key alone: item.put("LSI1SK", ...))
  static void addTo(MethodSpec.Builder toItem, ItemTypeModel item, String value, String local) {
    for (IndexModel index : item.indexes()) {
      List<CodeBlock> nonNull = index.nullable().stream().map(c -> CodeBlock.of("$L != null", get(value, c))).toList();
      if (!nonNull.isEmpty()) {
        toItem.beginControlFlow("if ($L)", CodeBlock.join(nonNull, " && "));
      }
      if (!index.local()) {
        put(toItem, item, local, index.partition(), index.partitionMethod(), value);
      }
      put(toItem, item, local, index.sort(), index.sortMethod(), value);
      if (!nonNull.isEmpty()) {
        toItem.endControlFlow();
      }
    }
  }

  /**
   * The names of every index's key attributes, {@code GSI2PK}, {@code GSI2SK}, {@code LSI1SK} ...: a
   * node's put removes those it does not set.
   */
  static List<String> attributes(ItemTypeModel item) {
    List<String> attributes = new ArrayList<>();
    for (IndexModel index : item.indexes()) {
      index.writtenKeys().forEach(key -> attributes.add(key.attribute()));
    }
    return attributes;
  }

  // item.put("GSI2PK", AttributeValue.createS(OrderKeys.gsi2Partition(order.customer())));
  private static void put(MethodSpec.Builder toItem, ItemTypeModel item, String local, IndexKeyModel key,
      String method, String value) {
    CodeBlock arguments = CodeBlock.join(key.components().stream().map(c -> get(value, c)).toList(), ", ");
    toItem.addStatement("$N.put($S, $T.createS($T.$N($L)))", local, key.attribute(), RuntimeTypes.ATTRIBUTE_VALUE,
        item.keysClass(), method, arguments);
  }

  // order.customer()
  private static CodeBlock get(String value, ComponentModel component) {
    return CodeBlock.of("$N.$N()", value, component.name());
  }
}
