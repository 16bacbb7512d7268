package dev.singletable.processor.export;

import dev.singletable.layout.Layout;
import dev.singletable.processor.export.ModelDescriptor.AccessPattern;
import dev.singletable.processor.export.ModelDescriptor.Key;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The access patterns of one item type as they are made, with what they share: the entity, the accessor, the keys. */
final class PatternList {
  static final String ABSENT = "attribute_not_exists(PK)";
  static final String EXISTS = "attribute_exists(PK)";

  private final ItemTypeModel item;
  private final List<Key> keys;
  private final List<AccessPattern> patterns = new ArrayList<>();

  PatternList(ItemTypeModel item) {
    this.item = item;
    this.keys = KeyParts.of(item);
  }

  List<Key> keys() {
    return keys;
  }

  /** {@code PK = ACTOR#{follower} AND SK = TARGET#{followee}}: the item's key. */
  String key() {
    return key(Layout.PK) + " AND " + key(Layout.SK);
  }

  /** {@code PK = ACTOR#{follower}}: one key attribute and its template. */
  String key(String attribute) {
    return attribute + " = " + template(keys, attribute);
  }

  /** One GetItem of the item's key. */
  void read(String method, List<String> parameters, String operation) {
    add(method, parameters, operation, "table", key(), null, List.of(), "1 " + operation);
  }

  /** One write of the item's key, sent with {@code conditionOrNull}. */
  void write(String method, List<String> parameters, String operation, String conditionOrNull) {
    add(method, parameters, operation, "table", key(), conditionOrNull, List.of(), "1 " + operation);
  }

  /** A counted edge's write: one TransactWriteItems of the edge and its counters. */
  void transaction(String method, List<String> parameters, String condition, List<String> actions) {
    patterns.add(new AccessPattern(Optional.of(item.entity()), Signatures.call(item.accessor(), method, parameters),
        "TransactWriteItems", "table", Optional.of(key()), Optional.of(condition), List.of(), actions,
        "a transaction of " + actions.size() + " actions"));
  }

  /** A batch of items by key: BatchGetItem or BatchWriteItem. */
  void batch(String method, String parameter, String operation, String cost) {
    add(method, List.of(parameter), operation, "table", key(), null, List.of(), cost);
  }

  void add(String method, List<String> parameters, String operation, String on, String keyConditionOrNull,
      String conditionOrNull, List<String> reading, String cost) {
    patterns.add(new AccessPattern(Optional.of(item.entity()), Signatures.call(item.accessor(), method, parameters),
        operation, on, Optional.ofNullable(keyConditionOrNull), Optional.ofNullable(conditionOrNull), reading,
        List.of(), cost));
  }

  void addAll(List<AccessPattern> more) {
    patterns.addAll(more);
  }

  List<AccessPattern> list() {
    return List.copyOf(patterns);
  }

  /** The template of {@code attribute} in a key condition: a shard part is the one shard each Query reads. */
  static String template(List<Key> keys, String attribute) {
    Key key = keys.stream().filter(k -> k.attribute().equals(attribute)).findFirst().orElseThrow();
    return key.parts().stream().map(part -> part instanceof ModelDescriptor.Shard ? "{shard}" : part.text())
        .collect(Collectors.joining(String.valueOf(Layout.DELIMITER)));
  }
}
