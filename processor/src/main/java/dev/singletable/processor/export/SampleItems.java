package dev.singletable.processor.export;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.processor.export.ModelDescriptor.Attribute;
import dev.singletable.processor.export.ModelDescriptor.Id;
import dev.singletable.processor.export.ModelDescriptor.ItemType;
import dev.singletable.processor.export.ModelDescriptor.Key;
import dev.singletable.processor.export.ModelDescriptor.Part;
import dev.singletable.processor.export.ModelDescriptor.Shard;
import dev.singletable.processor.export.SampleValues.Sample;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Sample items of every item type, made from the descriptor, for the NoSQL Workbench model: both halves
 * of each relation show. Each edge type gets five edges: one source to three targets (one partition,
 * three sort keys) and two more sources to the first target (three edges under one key of its inverted
 * index, their sources picked so that a sharded index spreads them over different shards). An edge end
 * whose ids are a node's (the node counts that end, or has its prefix and id type) takes that node's
 * ids, and every node type gets an item for each id its edges use (two at least), its counters the
 * number of those edges. The last item of a type leaves out the optional components its index keys
 * are made of, so that a sparse index shows. The same descriptor gives the same items.
 */
final class SampleItems {
  private static final int TARGETS = 3;
  private static final int MORE_SOURCES = 2;
  /** How many sources an edge draws at most to find one on a shard no source has yet. */
  private static final int MAX_TRIES = 16;

  private final ModelDescriptor descriptor;
  private final SampleIds ids;
  private final Map<String, List<Values>> byEntity = new LinkedHashMap<>();

  private SampleItems(ModelDescriptor descriptor) {
    this.descriptor = descriptor;
    this.ids = new SampleIds(descriptor);
  }

  /** The samples of each item type, by entity, in the descriptor's order of item types; each item keys first. */
  static Map<String, List<Json.Obj>> of(ModelDescriptor descriptor) {
    SampleItems samples = new SampleItems(descriptor);
    descriptor.itemTypes().stream().filter(ItemType::edge).forEach(samples::edges);
    descriptor.itemTypes().stream().filter(item -> !item.edge()).forEach(samples::nodes);
    Map<String, List<Json.Obj>> items = new LinkedHashMap<>();
    for (ItemType item : descriptor.itemTypes()) {
      items.put(item.entity(), samples.byEntity.get(item.entity()).stream().map(v -> samples.render(item, v)).toList());
    }
    return items;
  }

  /** One sample: the value of each component, null where it is left out. */
  private record Values(Map<String, Sample> components) {}

  private void edges(ItemType edge) {
    Id source = edge.id("source");
    List<Id> targets = edge.ids().stream().filter(id -> id.end().equals("target")).toList();
    SampleIds.Pool targetPool = targets.size() == 1 ? ids.of(edge, "target", targets.get(0)) : null;
    SampleIds.Pool sourcePool = ids.of(edge, "source", source);
    Set<String> taken = new HashSet<>();
    List<List<Sample>> targetValues = new ArrayList<>();
    for (int n = 1; n <= TARGETS; n++) {
      List<Sample> target = new ArrayList<>();
      for (Id part : targets) {
        target.add(targetPool != null ? targetPool.draw(part, taken)
            : SampleValues.of(part.javaType(), part.enumValues(), part.component() + "-", n));
      }
      targetValues.add(target);
    }
    int shards = edge.keys().stream().flatMap(k -> k.parts().stream()).filter(Shard.class::isInstance)
        .mapToInt(part -> ((Shard) part).count()).max().orElse(1);
    Set<Integer> usedShards = new HashSet<>();
    List<Sample> sources = new ArrayList<>();
    for (int s = 0; s <= MORE_SOURCES; s++) {
      Sample candidate = sourcePool.draw(source, taken);
      for (int tries = 0; tries < MAX_TRIES && usedShards.size() < shards
          && usedShards.contains(Shards.of(candidate.key(), shards)); tries++) {
        candidate = sourcePool.draw(source, taken);
      }
      usedShards.add(Shards.of(candidate.key(), shards));
      sources.add(candidate);
    }
    List<Values> items = new ArrayList<>();
    for (int t = 0; t < TARGETS; t++) {
      items.add(edgeValues(edge, sources.get(0), targets, targetValues.get(t), items.size() + 1));
    }
    for (Sample more : sources.subList(1, sources.size())) {
      items.add(edgeValues(edge, more, targets, targetValues.get(0), items.size() + 1));
    }
    distinct(edge, items);
    sparse(edge, items);
    byEntity.put(edge.entity(), items);
    if (targetPool != null) {
      targetPool.use(targetValues.stream().map(t -> t.get(0)).toList());
    }
    sourcePool.use(sources);
  }

  private Values edgeValues(ItemType edge, Sample source, List<Id> targets, List<Sample> target, int n) {
    Map<String, Sample> values = attributes(edge, n);
    values.put(edge.id("source").component(), source);
    for (int i = 0; i < targets.size(); i++) {
      values.put(targets.get(i).component(), target.get(i));
    }
    return new Values(values);
  }

  private void nodes(ItemType node) {
    Id id = node.id("node");
    SampleIds.Pool pool = ids.of(node);
    List<Sample> used = new ArrayList<>(pool.used());
    while (used.size() < 2) {
      used.add(pool.next(id));
    }
    List<Values> items = new ArrayList<>();
    for (Sample sample : used) {
      Map<String, Sample> values = attributes(node, items.size() + 1);
      values.put(id.component(), sample);
      items.add(new Values(values));
    }
    distinct(node, items);
    sparse(node, items);
    byEntity.put(node.entity(), items);
  }

  /** The stored components' samples of the {@code n}-th item; counters and versions are set when rendered. */
  private static Map<String, Sample> attributes(ItemType item, int n) {
    Map<String, Sample> values = new HashMap<>();
    for (Attribute attribute : item.attributes()) {
      if (attribute.role().equals("attribute")) {
        String component = attribute.component().orElseThrow();
        values.put(component, SampleValues.of(attribute.javaType().orElseThrow(), attribute.enumValues(),
            component + "-", n));
      }
    }
    return values;
  }

  /** Drops an item whose key an item before it has: an enum id has as many values as constants. */
  private static void distinct(ItemType item, List<Values> items) {
    Set<String> keys = new HashSet<>();
    items.removeIf(values -> !keys.add(keyText(item, item.key(Layout.PK).orElseThrow(), values) + " "
        + keyText(item, item.key(Layout.SK).orElseThrow(), values)));
  }

  /**
   * The last of two or more items leaves out one optional component an index key is made of, the last
   * such of the last index that has one, so that the item is missing from that index alone.
   */
  private static void sparse(ItemType item, List<Values> items) {
    if (items.size() < 2) {
      return;
    }
    List<String> optional = item.attributes().stream().filter(Attribute::optional)
        .flatMap(attribute -> attribute.component().stream()).toList();
    List<String> inKeys = item.keys().stream().filter(key -> key.index().isPresent())
        .flatMap(key -> key.parts().stream()).filter(ModelDescriptor.Value.class::isInstance)
        .map(part -> ((ModelDescriptor.Value) part).component()).filter(optional::contains).toList();
    if (!inKeys.isEmpty()) {
      items.get(items.size() - 1).components().put(inKeys.get(inKeys.size() - 1), null);
    }
  }

  // {"PK": {"S": "ACTOR#user-4"}, "SK": ..., "GSI1PK": ..., "_type": {"S": "Follow"}, "followedAt": ...}
  private Json.Obj render(ItemType item, Values values) {
    Json.Obj json = Json.object();
    Set<String> absent = new HashSet<>();
    item.keys().stream().filter(key -> keyText(item, key, values) == null)
        .forEach(key -> absent.add(key.index().orElseThrow()));
    for (Key key : item.keys()) {
      if (key.index().map(index -> !absent.contains(index)).orElse(true)) {
        json.put(key.attribute(), Json.object().put("S", keyText(item, key, values)));
      }
    }
    for (Attribute attribute : item.attributes()) {
      switch (attribute.role()) {
        case "type" -> json.put(attribute.name(), Json.object().put("S", attribute.value().orElseThrow()));
        case "version" -> json.put(attribute.name(), SampleValues.number(1));
        case "counter" -> json.put(attribute.name(), SampleValues.number(count(item, attribute, values)));
        default -> {
          Sample sample = values.components().get(attribute.component().orElseThrow());
          if (sample != null) {
            json.put(attribute.name(), sample.attribute());
          }
        }
      }
    }
    return json;
  }

  /**
   * The key's value, or null when a component it is made of is left out: then the item is not in that
   * index, and has neither of its keys.
   */
  private static String keyText(ItemType item, Key key, Values values) {
    List<String> texts = new ArrayList<>();
    for (Part part : key.parts()) {
      if (part instanceof ModelDescriptor.Value value) {
        Sample sample = values.components().get(value.component());
        if (sample == null) {
          return null;
        }
        texts.add(sample.key());
      } else if (part instanceof Shard shard) {
        texts.add(Integer.toString(Shards.of(values.components().get(item.id("source").component()).key(),
            shard.count())));
      } else {
        texts.add(part.text());
      }
    }
    return String.join(String.valueOf(Layout.DELIMITER), texts);
  }

  /** How many sample edges a node's counter counts: those whose id at its end is the node's. */
  private long count(ItemType node, Attribute counter, Values values) {
    ModelDescriptor.Counter counted = node.counters().stream().filter(c -> c.attribute().equals(counter.name()))
        .findFirst().orElseThrow();
    ItemType edge = descriptor.itemTypes().stream().filter(i -> i.entity().equals(counted.edge())).findFirst()
        .orElseThrow();
    String id = values.components().get(node.id("node").component()).key();
    String end = edge.id(counted.end()).component();
    return byEntity.getOrDefault(edge.entity(), List.of()).stream()
        .filter(v -> v.components().get(end).key().equals(id)).count();
  }
}
