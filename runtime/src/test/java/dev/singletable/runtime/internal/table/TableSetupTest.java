package dev.singletable.runtime.internal.table;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The steps of the {@link TableSetup} plan, which both the blocking and the asynchronous drivers follow. */
class TableSetupTest {
  private static final CreateTableRequest WANTED = Tables.definition("t", "GSI1");
  private static final ResourceNotFoundException MISSING = ResourceNotFoundException.builder().message("no").build();

  @Test
  void aMissingTableIsCreatedThenPolledUntilItAndItsIndexesAreActive() {
    TableSetup setup = new TableSetup(WANTED);
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup));
    setup.failed(MISSING);
    assertEquals(Call.TableCalls.CREATE_TABLE, sent(setup));
    setup.answered(CreateTableResponse.builder().build());
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup), "describes at once after CreateTable");
    setup.failed(MISSING);
    assertEquals(Duration.ofMillis(10), waited(setup), "not visible yet: DescribeTable is eventual");
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup));
    setup.answered(described(WANTED, TableStatus.ACTIVE, IndexStatus.CREATING));
    assertEquals(Duration.ofMillis(20), waited(setup), "an index still CREATING is not ready");
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup));
    setup.answered(described(WANTED, TableStatus.ACTIVE, IndexStatus.ACTIVE));
    assertEquals(Plan.Done.DONE, setup.step());
  }

  @Test
  void aTableAnotherProcessCreatedFirstIsPolledAndChecked() {
    TableSetup setup = new TableSetup(WANTED);
    setup.failed(MISSING);
    assertEquals(Call.TableCalls.CREATE_TABLE, sent(setup));
    setup.failed(ResourceInUseException.builder().message("exists").build());
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup));
    setup.answered(described(WANTED, TableStatus.ACTIVE, IndexStatus.ACTIVE));
    assertEquals(Plan.Done.DONE, setup.step());
  }

  @Test
  void anActiveTableIsCheckedAndUsedWithoutCreating() {
    TableSetup setup = new TableSetup(WANTED);
    assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup));
    setup.answered(described(WANTED, TableStatus.ACTIVE, IndexStatus.ACTIVE));
    assertEquals(Plan.Done.DONE, setup.step());
  }

  @Test
  void anyOtherFailureEndsTheSetUpAsItCame() {
    TableSetup setup = new TableSetup(WANTED);
    IllegalStateException other = new IllegalStateException("network");
    assertSame(other, assertThrows(IllegalStateException.class, () -> setup.failed(other)));
  }

  @Test
  void aTableThatDiffersIsRefusedOnTheFirstDescriptionEvenWhileCreating() {
    TableSetup setup = new TableSetup(WANTED);
    assertThrows(TableMismatchException.class,
        () -> setup.answered(described(Tables.definition("t"), TableStatus.CREATING, IndexStatus.ACTIVE)));
  }

  @Test
  void pausesDoubleFromTenMillisecondsUpToOneSecond() {
    TableSetup setup = new TableSetup(WANTED);
    sent(setup);
    setup.answered(described(WANTED, TableStatus.CREATING, IndexStatus.ACTIVE));
    List<Long> pauses = new ArrayList<>();
    for (int i = 0; i < 9; i++) {
      pauses.add(waited(setup).toMillis());
      assertEquals(Call.TableCalls.DESCRIBE_TABLE, sent(setup));
      setup.answered(described(WANTED, TableStatus.CREATING, IndexStatus.ACTIVE));
    }
    assertEquals(List.of(10L, 20L, 40L, 80L, 160L, 320L, 640L, 1000L, 1000L), pauses);
  }

  /** The call of the next step, which must be a Send. */
  private static Call<?, ?> sent(TableSetup setup) {
    return assertInstanceOf(Plan.Send.class, setup.step()).call();
  }

  /** The delay of the next step, which must be a Wait on real waits; the wait is then over. */
  private static Duration waited(TableSetup setup) {
    Plan.Wait wait = assertInstanceOf(Plan.Wait.class, setup.step());
    assertSame(Backoff.WAITS, wait.waits());
    setup.waited();
    return wait.delay();
  }

  private static DescribeTableResponse described(CreateTableRequest definition, TableStatus status,
      IndexStatus indexStatus) {
    return DescribeTableResponse.builder().table(table(definition, status, indexStatus)).build();
  }

  private static TableDescription table(CreateTableRequest definition, TableStatus status, IndexStatus indexStatus) {
    List<GlobalSecondaryIndexDescription> indexes = new ArrayList<>();
    for (GlobalSecondaryIndex index : definition.globalSecondaryIndexes()) {
      indexes.add(GlobalSecondaryIndexDescription.builder().indexName(index.indexName())
          .keySchema(index.keySchema()).projection(index.projection()).indexStatus(indexStatus).build());
    }
    return TableDescription.builder().tableName(definition.tableName()).tableStatus(status)
        .keySchema(definition.keySchema()).attributeDefinitions(definition.attributeDefinitions())
        .globalSecondaryIndexes(indexes).build();
  }
}
