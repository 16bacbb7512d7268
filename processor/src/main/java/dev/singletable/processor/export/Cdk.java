package dev.singletable.processor.export;

import dev.singletable.processor.export.ModelDescriptor.Index;
import java.util.List;

/**
 * The table as an AWS CDK {@code TableV2} (aws-cdk-lib), in TypeScript and in Java: a function that adds
 * it to a scope with its partition and sort key, its indexes projecting ALL, and on-demand billing,
 * the table name given by the caller (CDK makes one up when it is undefined or null).
 */
final class Cdk {

  private Cdk() {}

  // export function socialTable(scope: Construct, id: string, tableName?: string): dynamodb.TableV2 { ... }
  static String typeScript(ModelDescriptor descriptor) {
    List<Index> globals = descriptor.indexes().stream().filter(index -> !index.local()).toList();
    List<Index> locals = descriptor.indexes().stream().filter(Index::local).toList();
    StringBuilder out = new StringBuilder()
        .append("// The ").append(descriptor.table()).append(" table of ").append(descriptor.tableClass())
        .append(", made by singletable from its records.\n")
        .append("import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\n")
        .append("import { Construct } from 'constructs';\n\n")
        .append("/** Adds the ").append(descriptor.table())
        .append(" table to `scope`; `tableName` is its physical name (undefined: CDK makes one up). */\n")
        .append("export function ").append(function(descriptor))
        .append("(scope: Construct, id: string, tableName?: string): dynamodb.TableV2 {\n")
        .append("  return new dynamodb.TableV2(scope, id, {\n")
        .append("    tableName,\n")
        .append("    partitionKey: ").append(tsKey(descriptor.partitionKey().name())).append(",\n")
        .append("    sortKey: ").append(tsKey(descriptor.sortKey().name())).append(",\n")
        .append("    billing: dynamodb.Billing.onDemand(),\n");
    if (!globals.isEmpty()) {
      out.append("    globalSecondaryIndexes: [\n");
      for (Index index : globals) {
        out.append("      {\n")
            .append("        indexName: '").append(index.name()).append("',\n")
            .append("        partitionKey: ").append(tsKey(index.partitionKey())).append(",\n")
            .append("        sortKey: ").append(tsKey(index.sortKey())).append(",\n")
            .append("        projectionType: dynamodb.ProjectionType.ALL,\n")
            .append("      },\n");
      }
      out.append("    ],\n");
    }
    if (!locals.isEmpty()) {
      out.append("    localSecondaryIndexes: [\n");
      for (Index index : locals) {
        out.append("      {\n")
            .append("        indexName: '").append(index.name()).append("',\n")
            .append("        sortKey: ").append(tsKey(index.sortKey())).append(",\n")
            .append("        projectionType: dynamodb.ProjectionType.ALL,\n")
            .append("      },\n");
      }
      out.append("    ],\n");
    }
    return out.append("  });\n}\n").toString();
  }

  // public final class SocialTableCdk { public static TableV2 create(Construct scope, String id, String tableName) }
  static String java(ModelDescriptor descriptor) {
    List<Index> globals = descriptor.indexes().stream().filter(index -> !index.local()).toList();
    List<Index> locals = descriptor.indexes().stream().filter(Index::local).toList();
    StringBuilder out = new StringBuilder()
        .append("// The ").append(descriptor.table()).append(" table of ").append(descriptor.tableClass())
        .append(", made by singletable from its records.\n")
        .append("import java.util.List;\n")
        .append("import software.amazon.awscdk.services.dynamodb.Attribute;\n")
        .append("import software.amazon.awscdk.services.dynamodb.AttributeType;\n")
        .append("import software.amazon.awscdk.services.dynamodb.Billing;\n");
    if (!globals.isEmpty()) {
      out.append("import software.amazon.awscdk.services.dynamodb.GlobalSecondaryIndexPropsV2;\n");
    }
    if (!locals.isEmpty()) {
      out.append("import software.amazon.awscdk.services.dynamodb.LocalSecondaryIndexProps;\n");
    }
    if (!descriptor.indexes().isEmpty()) {
      out.append("import software.amazon.awscdk.services.dynamodb.ProjectionType;\n");
    }
    out.append("import software.amazon.awscdk.services.dynamodb.TableV2;\n")
        .append("import software.constructs.Construct;\n\n")
        .append("/** The ").append(descriptor.table()).append(" table as an AWS CDK TableV2. */\n")
        .append("public final class ").append(javaClass(descriptor)).append(" {\n")
        .append("  private ").append(javaClass(descriptor)).append("() {}\n\n")
        .append("  /** Adds the table to {@code scope}; {@code tableName} is its physical name (null: CDK makes one"
            + " up). */\n")
        .append("  public static TableV2 create(Construct scope, String id, String tableName) {\n")
        .append("    return TableV2.Builder.create(scope, id)\n")
        .append("        .tableName(tableName)\n")
        .append("        .partitionKey(").append(javaKey(descriptor.partitionKey().name())).append(")\n")
        .append("        .sortKey(").append(javaKey(descriptor.sortKey().name())).append(")\n")
        .append("        .billing(Billing.onDemand())\n");
    if (!globals.isEmpty()) {
      out.append("        .globalSecondaryIndexes(List.of(");
      for (int i = 0; i < globals.size(); i++) {
        Index index = globals.get(i);
        out.append("\n            GlobalSecondaryIndexPropsV2.builder()\n")
            .append("                .indexName(\"").append(index.name()).append("\")\n")
            .append("                .partitionKey(").append(javaKey(index.partitionKey())).append(")\n")
            .append("                .sortKey(").append(javaKey(index.sortKey())).append(")\n")
            .append("                .projectionType(ProjectionType.ALL)\n")
            .append("                .build()").append(i < globals.size() - 1 ? "," : "");
      }
      out.append("))\n");
    }
    if (!locals.isEmpty()) {
      out.append("        .localSecondaryIndexes(List.of(");
      for (int i = 0; i < locals.size(); i++) {
        Index index = locals.get(i);
        out.append("\n            LocalSecondaryIndexProps.builder()\n")
            .append("                .indexName(\"").append(index.name()).append("\")\n")
            .append("                .sortKey(").append(javaKey(index.sortKey())).append(")\n")
            .append("                .projectionType(ProjectionType.ALL)\n")
            .append("                .build()").append(i < locals.size() - 1 ? "," : "");
      }
      out.append("))\n");
    }
    return out.append("        .build();\n  }\n}\n").toString();
  }

  /** {@code SocialTableCdk}: the Java snippet's class, and its file's name. */
  static String javaClass(ModelDescriptor descriptor) {
    return CloudFormation.simpleName(descriptor) + "Cdk";
  }

  /** {@code socialTable}: the TypeScript function. */
  private static String function(ModelDescriptor descriptor) {
    String name = CloudFormation.simpleName(descriptor);
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  private static String tsKey(String attribute) {
    return "{ name: '" + attribute + "', type: dynamodb.AttributeType.STRING }";
  }

  private static String javaKey(String attribute) {
    return "Attribute.builder().name(\"" + attribute + "\").type(AttributeType.STRING).build()";
  }
}
