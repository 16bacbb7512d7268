package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.TableMismatchException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** The steps of {@link TableSetup} that both the blocking and the asynchronous drivers follow. */
class TableSetupTest {
  private static final CreateTableRequest WANTED = Tables.definition("t", "GSI1");

  @Test
  void aMissingTableIsCreatedThenPolledUntilItAndItsIndexesAreActive() {
    TableSetup setup = new TableSetup(WANTED);
    assertEquals(TableSetup.Step.DESCRIBE, setup.step());
    setup.described(null);
    assertEquals(TableSetup.Step.CREATE, setup.step());
    setup.created();
    assertEquals(TableSetup.Step.DESCRIBE, setup.step(), "describes at once after CreateTable");
    setup.described(null);
    assertEquals(TableSetup.Step.PAUSE, setup.step(), "not visible yet: DescribeTable is eventual");
    setup.paused();
    setup.described(table(WANTED, TableStatus.ACTIVE, IndexStatus.CREATING));
    assertEquals(TableSetup.Step.PAUSE, setup.step(), "an index still CREATING is not ready");
    setup.paused();
    setup.described(table(WANTED, TableStatus.ACTIVE, IndexStatus.ACTIVE));
    assertEquals(TableSetup.Step.DONE, setup.step());
  }

  @Test
  void anActiveTableIsCheckedAndUsedWithoutCreating() {
    TableSetup setup = new TableSetup(WANTED);
    setup.described(table(WANTED, TableStatus.ACTIVE, IndexStatus.ACTIVE));
    assertEquals(TableSetup.Step.DONE, setup.step());
  }

  @Test
  void aTableThatDiffersIsRefusedOnTheFirstDescriptionEvenWhileCreating() {
    TableSetup setup = new TableSetup(WANTED);
    assertThrows(TableMismatchException.class,
        () -> setup.described(table(Tables.definition("t"), TableStatus.CREATING, IndexStatus.ACTIVE)));
  }

  @Test
  void pausesDoubleFromTenMillisecondsUpToOneSecond() {
    TableSetup setup = new TableSetup(WANTED);
    setup.described(table(WANTED, TableStatus.CREATING, IndexStatus.ACTIVE));
    List<Long> pauses = new ArrayList<>();
    for (int i = 0; i < 9; i++) {
      assertEquals(TableSetup.Step.PAUSE, setup.step());
      pauses.add(setup.pauseMillis());
      setup.paused();
      setup.described(table(WANTED, TableStatus.CREATING, IndexStatus.ACTIVE));
    }
    assertEquals(List.of(10L, 20L, 40L, 80L, 160L, 320L, 640L, 1000L, 1000L), pauses);
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
