package dev.singletable.spring;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableMismatchException;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * One table's health: its DescribeTable status, then the table check ({@code verify()}); UP when
 * the table exists, is ACTIVE and fits the generated code, DOWN with the check's message otherwise.
 */
final class TableHealthIndicator extends AbstractHealthIndicator {
  private final Table table;
  private final DynamoDbClient client;

  TableHealthIndicator(Table table, DynamoDbClient client) {
    super("DynamoDB table check failed");
    this.table = table;
    this.client = client;
  }

  @Override
  protected void doHealthCheck(Health.Builder builder) {
    builder.withDetail("table", table.tableName());
    TableDescription description;
    try {
      description = client.describeTable(request -> request.tableName(table.tableName())).table();
    } catch (ResourceNotFoundException e) {
      builder.down().withDetail("status", "MISSING").withDetail("problem", "The table does not exist.");
      return;
    }
    builder.withDetail("status", description.tableStatusAsString());
    try {
      table.verify();
      builder.up();
    } catch (TableMismatchException e) {
      builder.down().withDetail("problem", e.getMessage());
    }
  }
}
