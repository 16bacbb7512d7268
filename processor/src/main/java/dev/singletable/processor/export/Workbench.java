package dev.singletable.processor.export;

import dev.singletable.layout.Layout;
import dev.singletable.processor.export.ModelDescriptor.AccessPattern;
import dev.singletable.processor.export.ModelDescriptor.Attribute;
import dev.singletable.processor.export.ModelDescriptor.Index;
import dev.singletable.processor.export.ModelDescriptor.ItemType;
import dev.singletable.processor.export.ModelDescriptor.Key;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table as a NoSQL Workbench data model, format 3.0 (Workbench 3 refuses older files): the key
 * attributes, every other attribute once with its type, a facet per item type with its key templates
 * as the key aliases and its sample items ({@link SampleItems}), the global indexes projecting ALL,
 * every sample item, on-demand billing. The format has no local indexes and no access patterns: a
 * local index's sort key is an attribute like any other, and the model's description lists the
 * access patterns, one a line. The dates are fixed, {@value #DATE}, so that the file changes only when
 * the model does.
 */
final class Workbench {
  static final String DATE = "Jan 1, 2026, 12:00 AM";

  private Workbench() {}

  static String write(ModelDescriptor descriptor) {
    Map<String, List<Json.Obj>> samples = SampleItems.of(descriptor);
    Json.Obj table = Json.object()
        .put("TableName", descriptor.table())
        .put("KeyAttributes", keys(descriptor.partitionKey().name(), descriptor.sortKey().name()))
        .put("NonKeyAttributes", nonKeyAttributes(descriptor));
    Json.Arr facets = Json.array();
    Json.Arr all = Json.array();
    for (ItemType item : descriptor.itemTypes()) {
      Json.Arr data = Json.array();
      samples.get(item.entity()).forEach(sample -> {
        data.add(sample);
        all.add(sample);
      });
      Json.Arr attributes = Json.array();
      item.keys().stream().map(Key::attribute).filter(Workbench::nonKey).forEach(a -> attributes.add(new Json.Str(a)));
      item.attributes().forEach(attribute -> attributes.add(new Json.Str(attribute.name())));
      facets.add(Json.object()
          .put("FacetName", item.entity())
          .put("KeyAttributeAlias", Json.object()
              .put("PartitionKeyAlias", item.key(Layout.PK).orElseThrow().template())
              .put("SortKeyAlias", item.key(Layout.SK).orElseThrow().template()))
          .put("TableData", data)
          .put("NonKeyAttributes", attributes)
          .put("DataAccess", Json.object().put("MySql", Json.object())));
    }
    Json.Arr indexes = Json.array();
    for (Index index : descriptor.indexes()) {
      if (!index.local()) {
        indexes.add(Json.object().put("IndexName", index.name())
            .put("KeyAttributes", keys(index.partitionKey(), index.sortKey()))
            .put("Projection", Json.object().put("ProjectionType", ModelDescriptor.PROJECTION)));
      }
    }
    table.put("TableFacets", facets)
        .put("GlobalSecondaryIndexes", indexes)
        .put("TableData", all)
        .put("DataAccess", Json.object().put("MySql", Json.object()))
        .put("BillingMode", ModelDescriptor.BILLING_MODE);
    return Json.write(Json.object()
        .put("ModelName", descriptor.table())
        .put("ModelMetadata", Json.object()
            .put("Author", "singletable")
            .put("DateCreated", DATE)
            .put("DateLastModified", DATE)
            .put("Description", description(descriptor))
            .put("AWSService", "Amazon DynamoDB")
            .put("Version", "3.0"))
        .put("DataModel", Json.array().add(table)));
  }

  /** The table's class, then each access pattern: {@code follows().followers(String): Query on GSI1, ...}. */
  static String description(ModelDescriptor descriptor) {
    StringBuilder text = new StringBuilder("The ").append(descriptor.table()).append(" table of ")
        .append(descriptor.tableClass()).append(", made by singletable from its records; the items are samples.")
        .append("\nAccess patterns:");
    for (AccessPattern pattern : descriptor.accessPatterns()) {
      text.append("\n").append(pattern.method()).append(": ").append(pattern.operation()).append(" on ")
          .append(pattern.on()).append(pattern.keyCondition().map(k -> ", " + k).orElse("")).append(" (")
          .append(pattern.cost()).append(')');
    }
    return text.toString();
  }

  /** Every attribute but PK and SK, each once: the index keys (S), then each item type's, the first type given winning. */
  private static Json.Arr nonKeyAttributes(ModelDescriptor descriptor) {
    Map<String, String> types = new LinkedHashMap<>();
    descriptor.keyAttributes().stream().filter(a -> nonKey(a.name())).forEach(a -> types.put(a.name(), a.type()));
    for (ItemType item : descriptor.itemTypes()) {
      for (Attribute attribute : item.attributes()) {
        types.putIfAbsent(attribute.name(), attribute.type());
      }
    }
    Json.Arr attributes = Json.array();
    types.forEach((name, type) -> attributes.add(Json.object().put("AttributeName", name).put("AttributeType", type)));
    return attributes;
  }

  private static boolean nonKey(String attribute) {
    return !attribute.equals(Layout.PK) && !attribute.equals(Layout.SK);
  }

  private static Json.Obj keys(String partition, String sort) {
    return Json.object()
        .put("PartitionKey", Json.object().put("AttributeName", partition).put("AttributeType", "S"))
        .put("SortKey", Json.object().put("AttributeName", sort).put("AttributeType", "S"));
  }
}
