package dev.singletable.processor.export;

import dev.singletable.processor.export.ModelDescriptor.AccessPattern;

/**
 * The access patterns as a Markdown table, a row each: the item type, the generated method, the
 * request, the table or index, the key condition and the cost, for a design review.
 */
final class AccessPatternSheet {

  private AccessPatternSheet() {}

  static String write(ModelDescriptor descriptor) {
    StringBuilder out = new StringBuilder("# Access patterns of the ").append(descriptor.table()).append(" table\n\n")
        .append("What `").append(descriptor.tableClass()).append("` and its repositories send to DynamoDB, made by")
        .append(" singletable from its records. A listing is read a page at a time (`page`), whole (`stream`) or")
        .append(" counted (`count`); `{x.from}` and `{x.to}` are the bounds of the `Range` given for `x`, and")
        .append(" `{shard}` is each shard of a sharded index, read by a Query of its own.\n\n")
        .append("| entity | method | request | table or index | key condition | cost |\n")
        .append("|---|---|---|---|---|---|\n");
    for (AccessPattern pattern : descriptor.accessPatterns()) {
      out.append("| ").append(cell(pattern.entity().orElse("(any)")))
          .append(" | `").append(cell(pattern.method())).append('`')
          .append(" | ").append(cell(pattern.operation() + pattern.condition().map(c -> " if " + c).orElse("")))
          .append(" | ").append(cell(pattern.on()))
          .append(" | ").append(pattern.keyCondition().map(k -> "`" + cell(k) + "`").orElse(""))
          .append(" | ").append(cell(pattern.cost())).append(" |\n");
    }
    return out.toString();
  }

  /** Text in a table cell: a pipe would end it. */
  private static String cell(String text) {
    return text.replace("|", "\\|");
  }
}
