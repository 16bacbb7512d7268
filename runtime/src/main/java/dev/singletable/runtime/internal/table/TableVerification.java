package dev.singletable.runtime.internal.table;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * "Check that the table exists and fits the generated code, and change nothing", as a {@link Plan}:
 * one DescribeTable (the only permission it needs is {@code dynamodb:DescribeTable}), never
 * CreateTable or UpdateTable. The start-up check of a service whose table infrastructure code
 * created. A missing table, a table that differs as {@link TableCheck} says, or a table or global
 * index that is not ACTIVE yet is a {@link TableMismatchException} listing every difference and its fix.
 */
public final class TableVerification extends Plan<Void> {
  private final CreateTableRequest definition;
  private boolean done;

  /** The plan that checks the table of {@code definition} against it. */
  public static Plan<Void> of(CreateTableRequest definition) {
    return new TableVerification(definition);
  }

  private TableVerification(CreateTableRequest definition) {
    this.definition = definition;
  }

  @Override
  public Step step() {
    return done ? Done.DONE
        : new Send<>(Call.TableCalls.DESCRIBE_TABLE,
            DescribeTableRequest.builder().tableName(definition.tableName()).build());
  }

  @Override
  public void answered(Object response) {
    done = true;
    TableDescription table = ((DescribeTableResponse) response).table();
    TableCheck.check(table, definition);
    List<String> notActive = notActive(table);
    if (!notActive.isEmpty()) {
      throw new TableMismatchException(definition.tableName(), "Table " + definition.tableName()
          + " fits this code, but " + String.join(" and ", notActive) + ". Wait until DynamoDB reports it"
          + " ACTIVE (a new index is filled from the stored items first), then start again.");
    }
  }

  @Override
  public void failed(RuntimeException failure) {
    if (failure instanceof ResourceNotFoundException) {
      throw new TableMismatchException(definition.tableName(), "Table " + definition.tableName()
          + " does not exist. Create it from the model's infrastructure exports (META-INF/singletable/ in the"
          + " jar: CloudFormation, Terraform, CDK) or with the table class's definition(); where the service"
          + " may create tables (local runs, tests), createIfMissing() does it.");
    }
    throw failure;
  }

  @Override
  public Void result() {
    return null;
  }

  /** What is not ACTIVE yet: the table ({@code it is CREATING}) and each global index. */
  private static List<String> notActive(TableDescription table) {
    List<String> found = new ArrayList<>();
    if (table.tableStatus() != TableStatus.ACTIVE && table.tableStatus() != TableStatus.UPDATING) {
      found.add("it is " + table.tableStatusAsString());
    }
    for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
      if (index.indexStatus() != IndexStatus.ACTIVE && index.indexStatus() != IndexStatus.UPDATING) {
        found.add("its index " + index.indexName() + " is " + index.indexStatusAsString());
      }
    }
    return found;
  }
}
