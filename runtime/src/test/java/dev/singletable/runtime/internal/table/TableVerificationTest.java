package dev.singletable.runtime.internal.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** The steps of the {@link TableVerification} plan: one DescribeTable, then done or refused; never a write. */
class TableVerificationTest {
  private static final CreateTableRequest WANTED = Tables.definition("t", List.of("GSI1", "GSI2"), List.of());

  @Test
  void aFittingActiveTableIsOneDescribeTable() {
    Plan<Void> plan = TableVerification.of(WANTED);
    Plan.Send<?, ?> send = assertInstanceOf(Plan.Send.class, plan.step());
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, send.call());
    assertEquals("t", ((DescribeTableRequest) send.request()).tableName());
    plan.answered(described(TableStatus.ACTIVE, IndexStatus.ACTIVE, List.of("GSI1", "GSI2")));
    assertSame(Plan.Done.DONE, plan.step());
  }

  @Test
  void anUpdatingTableOrIndexFits() {
    Plan<Void> plan = TableVerification.of(WANTED);
    plan.step();
    plan.answered(described(TableStatus.UPDATING, IndexStatus.UPDATING, List.of("GSI1", "GSI2")));
    assertSame(Plan.Done.DONE, plan.step());
  }

  @Test
  void aMissingTableIsAMismatchNamingWhereItsDefinitionIs() {
    Plan<Void> plan = TableVerification.of(WANTED);
    plan.step();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        () -> plan.failed(ResourceNotFoundException.builder().message("Requested resource not found").build()));
    assertEquals("t", e.table());
    assertEquals("Table t does not exist. Create it from the model's infrastructure exports (META-INF/singletable/"
        + " in the jar: CloudFormation, Terraform, CDK) or with the table class's definition(); where the service may"
        + " create tables (local runs, tests), createIfMissing() does it.", e.getMessage());
  }

  @Test
  void anIndexStillBeingFilledIsAMismatch() {
    Plan<Void> plan = TableVerification.of(WANTED);
    plan.step();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        () -> plan.answered(described(TableStatus.CREATING, IndexStatus.CREATING, List.of("GSI1", "GSI2"))));
    assertEquals("Table t fits this code, but it is CREATING and its index GSI1 is CREATING and its index GSI2 is"
        + " CREATING. Wait until DynamoDB reports it ACTIVE (a new index is filled from the stored items first),"
        + " then start again.", e.getMessage());
  }

  @Test
  void aMissingIndexIsTheTableChecksMismatch() {
    Plan<Void> plan = TableVerification.of(WANTED);
    plan.step();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        () -> plan.answered(described(TableStatus.ACTIVE, IndexStatus.ACTIVE, List.of("GSI1"))));
    assertEquals("Table t does not fit the generated code: it lacks the global secondary index GSI2 (GSI2PK HASH,"
        + " GSI2SK RANGE). Add the index with the table class's addMissingIndexes() (UpdateTable, waiting until it is"
        + " ACTIVE), then write its keys into the stored items with the repository's backfill(); or create the table"
        + " from the generated definition().", e.getMessage());
  }

  @Test
  void anyOtherFailureIsTheCallers() {
    Plan<Void> plan = TableVerification.of(WANTED);
    plan.step();
    DynamoDbException denied = (DynamoDbException) DynamoDbException.builder().message("not authorized to perform:"
        + " dynamodb:DescribeTable").statusCode(400).build();
    assertSame(denied, assertThrows(DynamoDbException.class, () -> plan.failed(denied)));
  }

  private static DescribeTableResponse described(TableStatus table, IndexStatus indexes, List<String> present) {
    List<GlobalSecondaryIndexDescription> found = WANTED.globalSecondaryIndexes().stream()
        .filter(index -> present.contains(index.indexName()))
        .map(index -> describe(index, indexes)).toList();
    return DescribeTableResponse.builder().table(TableDescription.builder().tableName("t").tableStatus(table)
        .keySchema(WANTED.keySchema()).attributeDefinitions(WANTED.attributeDefinitions())
        .globalSecondaryIndexes(found).build()).build();
  }

  private static GlobalSecondaryIndexDescription describe(GlobalSecondaryIndex index, IndexStatus status) {
    return GlobalSecondaryIndexDescription.builder().indexName(index.indexName()).keySchema(index.keySchema())
        .projection(index.projection()).indexStatus(status).build();
  }
}
