package dev.singletable.processor.export;

import dev.singletable.processor.export.ModelDescriptor.Index;
import dev.singletable.processor.export.ModelDescriptor.KeyAttribute;
import java.util.Locale;

/**
 * The table as a Terraform {@code aws_dynamodb_table}: {@code attribute} blocks for the key attributes
 * only (the provider would plan a change on every run for any other), the keys, a block per index
 * projecting ALL. The name and the billing mode are variables ({@code PAY_PER_REQUEST} by default; the
 * provider's own default is {@code PROVISIONED}); with {@code PROVISIONED}, the table and each global
 * index take {@code read_capacity} and {@code write_capacity}, and otherwise null. The outputs are the
 * table's name and ARN.
 */
final class Terraform {

  private Terraform() {}

  static String write(ModelDescriptor descriptor) {
    String resource = resourceName(descriptor.table());
    StringBuilder out = new StringBuilder()
        .append("# The ").append(descriptor.table()).append(" table of ").append(descriptor.tableClass())
        .append(", made by singletable from its records.\n\n");
    variable(out, "table_name", "string", "The physical table name; the generated "
        + CloudFormation.simpleName(descriptor) + " takes it as tableName.", quote(descriptor.table()));
    out.append("variable \"billing_mode\" {\n")
        .append("  description = \"PAY_PER_REQUEST (on demand, as the generated definition() has it) or PROVISIONED.\"\n")
        .append("  type        = string\n")
        .append("  default     = \"").append(ModelDescriptor.BILLING_MODE).append("\"\n\n")
        .append("  validation {\n")
        .append("    condition     = contains([\"PAY_PER_REQUEST\", \"PROVISIONED\"], var.billing_mode)\n")
        .append("    error_message = \"The billing_mode must be PAY_PER_REQUEST or PROVISIONED.\"\n")
        .append("  }\n}\n\n");
    variable(out, "read_capacity", "number",
        "The read capacity units of the table and of each global index, if PROVISIONED.", "5");
    variable(out, "write_capacity", "number",
        "The write capacity units of the table and of each global index, if PROVISIONED.", "5");
    out.append("resource \"aws_dynamodb_table\" \"").append(resource).append("\" {\n")
        .append("  name           = var.table_name\n")
        .append("  billing_mode   = var.billing_mode\n")
        .append("  read_capacity  = ").append(capacity("read")).append('\n')
        .append("  write_capacity = ").append(capacity("write")).append('\n')
        .append("  hash_key       = ").append(quote(descriptor.partitionKey().name())).append('\n')
        .append("  range_key      = ").append(quote(descriptor.sortKey().name())).append('\n');
    for (KeyAttribute attribute : descriptor.keyAttributes()) {
      out.append("\n  attribute {\n")
          .append("    name = ").append(quote(attribute.name())).append('\n')
          .append("    type = ").append(quote(attribute.type())).append('\n')
          .append("  }\n");
    }
    for (Index index : descriptor.indexes()) {
      out.append('\n').append(index.local() ? "  local_secondary_index {\n" : "  global_secondary_index {\n")
          .append("    name            = ").append(quote(index.name())).append('\n');
      if (!index.local()) {
        out.append("    hash_key        = ").append(quote(index.partitionKey())).append('\n');
      }
      out.append("    range_key       = ").append(quote(index.sortKey())).append('\n')
          .append("    projection_type = ").append(quote(ModelDescriptor.PROJECTION)).append('\n');
      if (!index.local()) {
        out.append("    read_capacity   = ").append(capacity("read")).append('\n')
            .append("    write_capacity  = ").append(capacity("write")).append('\n');
      }
      out.append("  }\n");
    }
    return out.append("}\n\n")
        .append("output \"table_name\" {\n")
        .append("  value = aws_dynamodb_table.").append(resource).append(".name\n}\n\n")
        .append("output \"table_arn\" {\n")
        .append("  value = aws_dynamodb_table.").append(resource).append(".arn\n}\n")
        .toString();
  }

  private static void variable(StringBuilder out, String name, String type, String description, String value) {
    out.append("variable \"").append(name).append("\" {\n")
        .append("  description = ").append(quote(description)).append('\n')
        .append("  type        = ").append(type).append('\n')
        .append("  default     = ").append(value).append('\n')
        .append("}\n\n");
  }

  // var.billing_mode == "PROVISIONED" ? var.read_capacity : null
  private static String capacity(String kind) {
    return "var.billing_mode == \"PROVISIONED\" ? var." + kind + "_capacity : null";
  }

  /** {@code Social} -> {@code social}, {@code OrderHistory} -> {@code order_history}: a resource name. */
  static String resourceName(String table) {
    String snake = table.replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("[^A-Za-z0-9_]", "_")
        .toLowerCase(Locale.ROOT);
    return Character.isLetter(snake.charAt(0)) || snake.charAt(0) == '_' ? snake : "table_" + snake;
  }

  /** An HCL string: quotes and backslashes escaped, and {@code ${}} and {@code %{}} kept literal. */
  private static String quote(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("${", "$${").replace("%{", "%%{") + '"';
  }
}
