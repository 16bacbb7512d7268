package dev.singletable.processor.export;

import dev.singletable.processor.export.ModelDescriptor.AccessPattern;
import dev.singletable.processor.export.ModelDescriptor.Attribute;
import dev.singletable.processor.export.ModelDescriptor.Id;
import dev.singletable.processor.export.ModelDescriptor.Index;
import dev.singletable.processor.export.ModelDescriptor.ItemType;
import dev.singletable.processor.export.ModelDescriptor.KeyAttribute;
import java.util.List;
import java.util.Optional;

/**
 * The descriptor's JSON, {@code "formatVersion": 1} first. Every field is always there but the optional
 * ones, which are left out where they do not apply: {@code asyncTableClass}, a node's {@code version},
 * an attribute's {@code component}, {@code javaType}, {@code value} and {@code enumValues}, a pattern's
 * {@code entity}, {@code keyCondition}, {@code condition}, {@code reading} and {@code actions}.
 * {@code docs/guide/model-exports.md} describes each field.
 */
final class DescriptorJson {

  private DescriptorJson() {}

  static String write(ModelDescriptor descriptor) {
    Json.Obj root = Json.object()
        .put("formatVersion", ModelDescriptor.FORMAT_VERSION)
        .put("table", descriptor.table())
        .put("tableClass", descriptor.tableClass());
    descriptor.asyncTableClass().ifPresent(async -> root.put("asyncTableClass", async));
    root.put("billingMode", ModelDescriptor.BILLING_MODE)
        .put("key", Json.object().put("partition", key(descriptor.partitionKey())).put("sort", key(descriptor.sortKey())));
    Json.Arr keyAttributes = Json.array();
    descriptor.keyAttributes().forEach(attribute -> keyAttributes.add(key(attribute)));
    Json.Arr indexes = Json.array();
    descriptor.indexes().forEach(index -> indexes.add(index(index)));
    Json.Arr items = Json.array();
    descriptor.itemTypes().forEach(item -> items.add(item(item)));
    Json.Arr patterns = Json.array();
    descriptor.accessPatterns().forEach(pattern -> patterns.add(pattern(pattern)));
    return Json.write(root.put("keyAttributes", keyAttributes).put("indexes", indexes).put("itemTypes", items)
        .put("accessPatterns", patterns));
  }

  private static Json.Obj key(KeyAttribute attribute) {
    return Json.object().put("name", attribute.name()).put("type", attribute.type());
  }

  private static Json.Obj index(Index index) {
    Json.Arr writers = Json.array();
    index.writers().forEach(w -> writers.add(Json.object().put("entity", w.entity()).put("shards", w.shards())));
    return Json.object().put("name", index.name()).put("kind", index.local() ? "local" : "global")
        .put("partitionKey", index.partitionKey()).put("sortKey", index.sortKey())
        .put("projection", ModelDescriptor.PROJECTION).put("writers", writers);
  }

  private static Json.Obj item(ItemType item) {
    Json.Obj prefixes = Json.object();
    item.prefixes().forEach(prefix -> prefixes.put(prefix.end(), prefix.value()));
    Json.Arr ids = Json.array();
    item.ids().forEach(id -> ids.add(id(id)));
    Json.Obj keys = Json.object();
    item.keys().forEach(key -> keys.put(key.attribute(), key.template()));
    Json.Arr attributes = Json.array();
    item.attributes().forEach(attribute -> attributes.add(attribute(attribute)));
    Json.Arr counters = Json.array();
    item.counters().forEach(c -> counters.add(Json.object().put("attribute", c.attribute()).put("edge", c.edge())
        .put("end", c.end())));
    Json.Arr countedBy = Json.array();
    item.countedBy().forEach(c -> countedBy.add(Json.object().put("node", c.node()).put("attribute", c.attribute())
        .put("end", c.end())));
    Json.Obj json = Json.object().put("kind", item.edge() ? "edge" : "node").put("entity", item.entity())
        .put("record", item.record()).put("repository", item.repository()).put("accessor", item.accessor())
        .put("prefixes", prefixes).put("ids", ids).put("keys", keys).put("attributes", attributes);
    if (!item.edge()) {
      json.put("counters", counters);
      item.version().ifPresent(version -> json.put("version", version));
    } else {
      json.put("countedBy", countedBy);
    }
    return json;
  }

  private static Json.Obj id(Id id) {
    Json.Obj json = Json.object().put("component", id.component()).put("end", id.end()).put("javaType", id.javaType());
    return enumValues(json, id.enumValues());
  }

  private static Json.Obj attribute(Attribute attribute) {
    Json.Obj json = Json.object().put("name", attribute.name()).put("type", attribute.type())
        .put("role", attribute.role());
    attribute.component().ifPresent(component -> json.put("component", component));
    attribute.javaType().ifPresent(type -> json.put("javaType", type));
    json.put("optional", attribute.optional());
    attribute.value().ifPresent(value -> json.put("value", value));
    return enumValues(json, attribute.enumValues());
  }

  private static Json.Obj enumValues(Json.Obj json, List<String> values) {
    return values.isEmpty() ? json : json.put("enumValues", values);
  }

  private static Json.Obj pattern(AccessPattern pattern) {
    Json.Obj json = Json.object();
    pattern.entity().ifPresent(entity -> json.put("entity", entity));
    json.put("method", pattern.method()).put("operation", pattern.operation()).put("on", pattern.on());
    optional(json, "keyCondition", pattern.keyCondition());
    optional(json, "condition", pattern.condition());
    if (!pattern.reading().isEmpty()) {
      json.put("reading", pattern.reading());
    }
    if (!pattern.actions().isEmpty()) {
      json.put("actions", pattern.actions());
    }
    return json.put("cost", pattern.cost());
  }

  private static void optional(Json.Obj json, String name, Optional<String> value) {
    value.ifPresent(v -> json.put(name, v));
  }
}
