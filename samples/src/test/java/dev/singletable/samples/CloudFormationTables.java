package dev.singletable.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/**
 * What CloudFormation would create from an exported template, as a CreateTableRequest: the one
 * {@code AWS::DynamoDB::Table} resource's key attributes, key schema, indexes and projections, with the
 * {@code TableName} given and the billing mode its parameter's default. CloudFormation itself is not
 * here; its resource maps onto CreateTable one property to one member.
 */
final class CloudFormationTables {
  private CloudFormationTables() {}

  static CreateTableRequest createTable(String template, String tableName) {
    JsonNode root = JsonNode.parser().parse(template);
    Map<String, JsonNode> properties = table(root).asObject().get("Properties").asObject();
    CreateTableRequest.Builder request = CreateTableRequest.builder().tableName(tableName)
        .attributeDefinitions(attributes(properties.get("AttributeDefinitions")))
        .keySchema(keys(properties.get("KeySchema")))
        .billingMode(billing(root, properties.get("BillingMode")));
    if (properties.containsKey("GlobalSecondaryIndexes")) {
      List<GlobalSecondaryIndex> indexes = new ArrayList<>();
      for (JsonNode index : properties.get("GlobalSecondaryIndexes").asArray()) {
        Map<String, JsonNode> fields = index.asObject();
        indexes.add(GlobalSecondaryIndex.builder().indexName(fields.get("IndexName").text())
            .keySchema(keys(fields.get("KeySchema"))).projection(projection(fields.get("Projection"))).build());
      }
      request.globalSecondaryIndexes(indexes);
    }
    if (properties.containsKey("LocalSecondaryIndexes")) {
      List<LocalSecondaryIndex> indexes = new ArrayList<>();
      for (JsonNode index : properties.get("LocalSecondaryIndexes").asArray()) {
        Map<String, JsonNode> fields = index.asObject();
        indexes.add(LocalSecondaryIndex.builder().indexName(fields.get("IndexName").text())
            .keySchema(keys(fields.get("KeySchema"))).projection(projection(fields.get("Projection"))).build());
      }
      request.localSecondaryIndexes(indexes);
    }
    return request.build();
  }

  private static JsonNode table(JsonNode root) {
    List<JsonNode> tables = root.asObject().get("Resources").asObject().values().stream()
        .filter(resource -> resource.asObject().get("Type").text().equals("AWS::DynamoDB::Table")).toList();
    if (tables.size() != 1) {
      throw new AssertionError(tables.size() + " AWS::DynamoDB::Table resources in the template, expected 1");
    }
    return tables.get(0);
  }

  private static List<AttributeDefinition> attributes(JsonNode definitions) {
    return definitions.asArray().stream().map(JsonNode::asObject).map(a -> AttributeDefinition.builder()
        .attributeName(a.get("AttributeName").text()).attributeType(a.get("AttributeType").text()).build()).toList();
  }

  private static List<KeySchemaElement> keys(JsonNode schema) {
    return schema.asArray().stream().map(JsonNode::asObject).map(k -> KeySchemaElement.builder()
        .attributeName(k.get("AttributeName").text()).keyType(k.get("KeyType").text()).build()).toList();
  }

  private static Projection projection(JsonNode projection) {
    Map<String, JsonNode> fields = projection.asObject();
    Projection.Builder built = Projection.builder().projectionType(fields.get("ProjectionType").text());
    if (fields.containsKey("NonKeyAttributes")) {
      built.nonKeyAttributes(fields.get("NonKeyAttributes").asArray().stream().map(JsonNode::text).toList());
    }
    return built.build();
  }

  /** The billing mode: a literal, or a {@code Ref} to a parameter, read as its default. */
  private static BillingMode billing(JsonNode root, JsonNode mode) {
    if (mode == null) {
      throw new AssertionError("the table has no BillingMode: CloudFormation would make it PROVISIONED");
    }
    if (mode.isString()) {
      return BillingMode.fromValue(mode.text());
    }
    String parameter = mode.asObject().get("Ref").text();
    return BillingMode.fromValue(root.asObject().get("Parameters").asObject().get(parameter).asObject()
        .get("Default").text());
  }
}
