package dev.singletable.runtime.internal.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/** The steps of the {@link IndexAddition} plan, which both drivers follow. */
class IndexAdditionTest {
  private static final CreateTableRequest WANTED = Tables.definition("t", List.of("GSI1", "GSI2", "GSI3"), List.of());

  @Test
  void eachMissingIndexIsCreatedAloneAndAwaitedBeforeTheNext() {
    IndexAddition addition = new IndexAddition(WANTED);
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(addition));
    addition.answered(described(List.of("GSI1"), List.of(), TableStatus.ACTIVE, false));

    UpdateTableRequest first = update(addition);
    CreateGlobalSecondaryIndexAction create = first.globalSecondaryIndexUpdates().get(0).create();
    assertEquals(1, first.globalSecondaryIndexUpdates().size(), "one index per UpdateTable");
    assertEquals("GSI2", create.indexName());
    assertEquals(ProjectionType.ALL, create.projection().projectionType());
    assertEquals(List.of("GSI2PK", "GSI2SK"), first.attributeDefinitions().stream()
        .map(AttributeDefinition::attributeName).toList(), "only the new index's key attributes");
    assertNull(create.provisionedThroughput(), "an on-demand table's index has no capacity of its own");
    addition.answered(UpdateTableResponse.builder().build());

    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(addition));
    addition.answered(described(List.of("GSI1"), List.of(), TableStatus.UPDATING, false));
    assertInstanceOf(Plan.Wait.class, addition.step(), "not shown yet: DescribeTable is eventual");
    addition.waited();
    sent(addition);
    addition.answered(described(List.of("GSI1"), List.of("GSI2"), TableStatus.UPDATING, false));
    assertInstanceOf(Plan.Wait.class, addition.step(), "GSI2 is CREATING (backfilling)");
    addition.waited();
    sent(addition);
    addition.answered(described(List.of("GSI1", "GSI2"), List.of(), TableStatus.ACTIVE, false));

    assertEquals("GSI3", update(addition).globalSecondaryIndexUpdates().get(0).create().indexName());
    addition.answered(UpdateTableResponse.builder().build());
    sent(addition);
    addition.answered(described(List.of("GSI1", "GSI2", "GSI3"), List.of(), TableStatus.ACTIVE, false));
    assertEquals(Plan.Done.DONE, addition.step());
    assertEquals(List.of("GSI2", "GSI3"), addition.result());
  }

  @Test
  void aTableWithEveryIndexIsLeftAsItIs() {
    IndexAddition addition = new IndexAddition(WANTED);
    sent(addition);
    addition.answered(described(List.of("GSI1", "GSI2", "GSI3"), List.of(), TableStatus.ACTIVE, false));
    assertEquals(Plan.Done.DONE, addition.step());
    assertEquals(List.of(), addition.result());
  }

  @Test
  void aProvisionedTableGivesTheNewIndexItsCapacity() {
    IndexAddition addition = new IndexAddition(WANTED);
    sent(addition);
    addition.answered(described(List.of("GSI1", "GSI2"), List.of(), TableStatus.ACTIVE, true));
    CreateGlobalSecondaryIndexAction create = update(addition).globalSecondaryIndexUpdates().get(0).create();
    assertEquals(7L, create.provisionedThroughput().readCapacityUnits());
    assertEquals(3L, create.provisionedThroughput().writeCapacityUnits());
  }

  @Test
  void anotherDifferenceIsRefusedBeforeAnyUpdate() {
    IndexAddition addition = new IndexAddition(WANTED);
    sent(addition);
    TableDescription otherKey = described(List.of("GSI1"), List.of(), TableStatus.ACTIVE, false).table().toBuilder()
        .keySchema(WANTED.keySchema().subList(0, 1)).build();
    TableMismatchException e = assertThrows(TableMismatchException.class, () -> addition.described(otherKey));
    assertTrue(e.getMessage().contains("its primary key is"), e.getMessage());
    assertTrue(!e.getMessage().contains("lacks the global secondary index"), "a missing GSI is what it adds");
  }

  @Test
  void aMissingTableIsNamedWithTheFix() {
    IndexAddition addition = new IndexAddition(WANTED);
    sent(addition);
    TableMismatchException e = assertThrows(TableMismatchException.class,
        () -> addition.failed(ResourceNotFoundException.builder().message("no").build()));
    assertTrue(e.getMessage().contains("Create it with createIfMissing()"), e.getMessage());
  }

  private static Call<?, ?> sent(IndexAddition addition) {
    return assertInstanceOf(Plan.Send.class, addition.step()).call();
  }

  private static UpdateTableRequest update(IndexAddition addition) {
    Plan.Send<?, ?> send = assertInstanceOf(Plan.Send.class, addition.step());
    assertEquals(Call.TableCalls.UPDATE_TABLE, send.call());
    return (UpdateTableRequest) send.request();
  }

  /** The table with the indexes {@code active} ACTIVE and {@code creating} CREATING. */
  private static DescribeTableResponse described(List<String> active, List<String> creating, TableStatus status,
      boolean provisioned) {
    List<GlobalSecondaryIndexDescription> indexes = new ArrayList<>();
    for (GlobalSecondaryIndex index : WANTED.globalSecondaryIndexes()) {
      boolean on = active.contains(index.indexName());
      if (on || creating.contains(index.indexName())) {
        indexes.add(GlobalSecondaryIndexDescription.builder().indexName(index.indexName()).keySchema(index.keySchema())
            .projection(index.projection()).indexStatus(on ? IndexStatus.ACTIVE : IndexStatus.CREATING).build());
      }
    }
    TableDescription.Builder table = TableDescription.builder().tableName("t").tableStatus(status)
        .keySchema(WANTED.keySchema()).attributeDefinitions(WANTED.attributeDefinitions().stream()
            .filter(a -> a.attributeName().length() <= 2 || indexes.stream()
                .anyMatch(i -> a.attributeName().startsWith(i.indexName()))).toList())
        .globalSecondaryIndexes(indexes);
    if (provisioned) {
      table.provisionedThroughput(ProvisionedThroughputDescription.builder().readCapacityUnits(7L)
          .writeCapacityUnits(3L).build());
    } else {
      table.billingModeSummary(BillingModeSummary.builder().billingMode(BillingMode.PAY_PER_REQUEST).build());
    }
    return DescribeTableResponse.builder().table(table.build()).build();
  }
}
