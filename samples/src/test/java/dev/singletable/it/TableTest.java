package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The generated table class creates its table once, and refuses an existing table that lacks an index. */
class TableTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  @Test
  void createIfMissingCreatesTheTableWithItsIndexesOnce() {
    MainTable table = new MainTable(dynamo.client(), "created-once");
    table.createIfMissing();
    table.createIfMissing();
    assertEquals(1, dynamo.requests().count("CreateTable"));
    TableDescription described = dynamo.client().describeTable(r -> r.tableName("created-once")).table();
    assertEquals(List.of("GSI2"), described.globalSecondaryIndexes().stream()
        .map(index -> index.indexName()).collect(Collectors.toList()));
    assertEquals(BillingMode.PAY_PER_REQUEST, MainTable.definition("x").billingMode());
  }

  @Test
  void anExistingTableWithoutTheInvertedIndexIsRefused() {
    new MainTable(dynamo.client(), "old-layout").createIfMissing();
    dynamo.requests().reset();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        () -> new SocialTable(dynamo.client(), "old-layout").createIfMissing());
    assertTrue(e.getMessage().contains("lacks the global secondary index GSI1 (GSI1PK HASH, GSI1SK RANGE)"),
        e.getMessage());
    assertEquals(0, dynamo.requests().count("CreateTable"));
  }
}
