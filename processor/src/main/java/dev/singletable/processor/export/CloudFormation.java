package dev.singletable.processor.export;

import dev.singletable.processor.export.ModelDescriptor.Index;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The table as a CloudFormation template, one {@code AWS::DynamoDB::Table} resource: the attribute
 * definitions of exactly the key attributes, the key schema, the indexes projecting ALL. The table name
 * (the logical name by default, where DynamoDB takes it) and the billing mode (on-demand by default)
 * are parameters; with {@code PROVISIONED}, the condition
 * {@code Provisioned} gives the table and each global index the capacity parameters, and otherwise
 * {@code AWS::NoValue}. The outputs are the table's name and ARN, exported as
 * {@code <stack>-TableName} and {@code <stack>-TableArn}. {@link #template} is one tree, written as
 * JSON and as YAML.
 */
final class CloudFormation {
  private static final String PROVISIONED = "Provisioned";
  /** What DynamoDB takes as a table name; the logical name is the parameter's default if it is one. */
  private static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]{3,255}");

  private CloudFormation() {}

  static String json(ModelDescriptor descriptor) {
    return Json.write(template(descriptor));
  }

  static String yaml(ModelDescriptor descriptor) {
    return Yaml.write(template(descriptor));
  }

  static Json.Obj template(ModelDescriptor descriptor) {
    Json.Obj tableName = Json.object().put("Type", "String").put("Description",
        "The physical table name; the generated " + simpleName(descriptor) + " takes it as tableName.");
    if (TABLE_NAME.matcher(descriptor.table()).matches()) {
      tableName.put("Default", descriptor.table());
    }
    Json.Obj parameters = Json.object()
        .put("TableName", tableName.put("MinLength", 3).put("MaxLength", 255)
            .put("AllowedPattern", TABLE_NAME.pattern()))
        .put("BillingMode", Json.object().put("Type", "String")
            .put("Description", "PAY_PER_REQUEST (on demand, as the generated definition() has it) or PROVISIONED.")
            .put("Default", ModelDescriptor.BILLING_MODE)
            .put("AllowedValues", Json.strings(List.of("PAY_PER_REQUEST", "PROVISIONED"))))
        .put("ReadCapacityUnits", capacity("read"))
        .put("WriteCapacityUnits", capacity("write"));
    Json.Obj conditions = Json.object().put(PROVISIONED, Json.object().put("Fn::Equals",
        Json.array().add(ref("BillingMode")).add(new Json.Str("PROVISIONED"))));
    Json.Arr definitions = Json.array();
    descriptor.keyAttributes().forEach(attribute -> definitions.add(Json.object()
        .put("AttributeName", attribute.name()).put("AttributeType", attribute.type())));
    Json.Obj properties = Json.object()
        .put("TableName", ref("TableName"))
        .put("BillingMode", ref("BillingMode"))
        .put("ProvisionedThroughput", throughput())
        .put("AttributeDefinitions", definitions)
        .put("KeySchema", keySchema(descriptor.partitionKey().name(), descriptor.sortKey().name()));
    Json.Arr globals = Json.array();
    Json.Arr locals = Json.array();
    for (Index index : descriptor.indexes()) {
      Json.Obj json = Json.object().put("IndexName", index.name())
          .put("KeySchema", keySchema(index.partitionKey(), index.sortKey()))
          .put("Projection", Json.object().put("ProjectionType", ModelDescriptor.PROJECTION));
      if (index.local()) {
        locals.add(json);
      } else {
        globals.add(json.put("ProvisionedThroughput", throughput()));
      }
    }
    if (!globals.elements().isEmpty()) {
      properties.put("GlobalSecondaryIndexes", globals);
    }
    if (!locals.elements().isEmpty()) {
      properties.put("LocalSecondaryIndexes", locals);
    }
    Json.Obj outputs = Json.object()
        .put("Name", output("The physical table name.", ref("Table"), "TableName"))
        .put("Arn", output("The table's ARN.", Json.object().put("Fn::GetAtt",
            Json.strings(List.of("Table", "Arn"))), "TableArn"));
    return Json.object()
        .put("AWSTemplateFormatVersion", "2010-09-09")
        .put("Description", "The " + descriptor.table() + " table of " + descriptor.tableClass()
            + ", made by singletable from its records.")
        .put("Parameters", parameters)
        .put("Conditions", conditions)
        .put("Resources", Json.object().put("Table", Json.object().put("Type", "AWS::DynamoDB::Table")
            .put("Properties", properties)))
        .put("Outputs", outputs);
  }

  private static Json.Obj capacity(String kind) {
    return Json.object().put("Type", "Number")
        .put("Description", "The " + kind + " capacity units of the table and of each global index, if PROVISIONED.")
        .put("Default", 5).put("MinValue", 1);
  }

  // {"Fn::If": ["Provisioned", {"ReadCapacityUnits": {"Ref": ...}, "WriteCapacityUnits": {"Ref": ...}},
  //     {"Ref": "AWS::NoValue"}]}
  private static Json.Obj throughput() {
    return Json.object().put("Fn::If", Json.array().add(new Json.Str(PROVISIONED))
        .add(Json.object().put("ReadCapacityUnits", ref("ReadCapacityUnits"))
            .put("WriteCapacityUnits", ref("WriteCapacityUnits")))
        .add(ref("AWS::NoValue")));
  }

  private static Json.Arr keySchema(String partition, String sort) {
    return Json.array()
        .add(Json.object().put("AttributeName", partition).put("KeyType", "HASH"))
        .add(Json.object().put("AttributeName", sort).put("KeyType", "RANGE"));
  }

  private static Json.Obj output(String description, Json.Value value, String export) {
    return Json.object().put("Description", description).put("Value", value)
        .put("Export", Json.object().put("Name", Json.object().put("Fn::Sub", "${AWS::StackName}-" + export)));
  }

  private static Json.Obj ref(String name) {
    return Json.object().put("Ref", name);
  }

  /** {@code SocialTable}. */
  static String simpleName(ModelDescriptor descriptor) {
    return descriptor.tableClass().substring(descriptor.tableClass().lastIndexOf('.') + 1);
  }
}
