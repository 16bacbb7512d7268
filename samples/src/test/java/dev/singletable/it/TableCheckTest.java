package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.shop.ShopTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * A table made by hand that the generated code could not use is refused by {@code createIfMissing()}
 * and by {@code verify()}, each after one DescribeTable, before any item is read or written. Without the check, a number key fails
 * the first write ("Type mismatch for key"), a KEYS_ONLY index makes listings by followee throw
 * "Attribute _type is missing", and an INCLUDE index makes them return null attributes.
 */
class TableCheckTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  private static final String RECREATE = "A table's primary key cannot change: use another table name,"
      + " or recreate the table from the generated definition().";
  private static final String READD = "An index's key and projection cannot change: delete the index"
      + " and add it again with UpdateTable (string keys, projection ALL), or recreate the table from"
      + " the generated definition().";

  private String table;

  @AfterEach
  void onlyDescribeTableWasSent() {
    assertEquals(1, dynamo.requests().count(), dynamo.requests().toString());
    assertEquals(1, dynamo.requests().count("DescribeTable"), dynamo.requests().toString());
    dynamo.client().deleteTable(request -> request.tableName(table));
  }

  @Test
  void aNumberPartitionKeyIsRefused() {
    assertRefused("number-pk", retyped("PK", ScalarAttributeType.N), "its key attribute PK has type N"
        + " (the table's key), but singletable writes it as a string (S). " + RECREATE);
  }

  @Test
  void aBinarySortKeyIsRefused() {
    assertRefused("binary-sk", retyped("SK", ScalarAttributeType.B), "its key attribute SK has type B"
        + " (the table's key), but singletable writes it as a string (S). " + RECREATE);
  }

  @Test
  void aNumberIndexKeyIsRefused() {
    assertRefused("number-gsi-pk", retyped("GSI1PK", ScalarAttributeType.N), "its key attribute GSI1PK has"
        + " type N (a key of index GSI1), but singletable writes it as a string (S). " + READD);
  }

  @Test
  void aKeysOnlyIndexIsRefused() {
    assertRefused("keys-only", projecting(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()),
        "its index GSI1 projects KEYS_ONLY, but listings on GSI1 read whole items, so it needs projection ALL. "
            + READD);
  }

  @Test
  void anIncludeIndexIsRefused() {
    assertRefused("include", projecting(Projection.builder().projectionType(ProjectionType.INCLUDE)
            .nonKeyAttributes("_type").build()),
        "its index GSI1 projects INCLUDE (_type), but listings on GSI1 read whole items, so it needs"
            + " projection ALL. " + READD);
  }

  /** The Online Shop's table made without its local indexes: no UpdateTable adds one, so the fix is a new table. */
  @Test
  void aTableWithoutItsLocalIndexesIsRefused() {
    table = "no-lsi";
    CreateTableRequest full = ShopTable.definition(table);
    dynamo.client().createTable(full.toBuilder().localSecondaryIndexes((List<LocalSecondaryIndex>) null)
        .attributeDefinitions(full.attributeDefinitions().stream()
            .filter(attribute -> !attribute.attributeName().startsWith("LSI")).toList())
        .build());
    awaitActive(table);
    dynamo.requests().reset();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        new ShopTable(dynamo.client(), table)::createIfMissing);
    assertEquals("Table no-lsi does not fit the generated code: it lacks the local secondary index LSI1"
        + " (PK HASH, LSI1SK RANGE); it lacks the local secondary index LSI2 (PK HASH, LSI2SK RANGE). LSIs can only"
        + " be created with the table: recreate it from the generated definition() (a new table, its items copied"
        + " over), or use another table name.", e.getMessage());
  }

  private void assertRefused(String name, UnaryOperator<CreateTableRequest> change, String problem) {
    table = name;
    dynamo.client().createTable(change.apply(SocialTable.definition(name)));
    awaitActive(name);
    dynamo.requests().reset();
    SocialTable social = new SocialTable(dynamo.client(), name);
    TableMismatchException e = assertThrows(TableMismatchException.class, social::createIfMissing);
    assertEquals(name, e.table());
    assertEquals("Table " + name + " does not fit the generated code: " + problem, e.getMessage());
    dynamo.requests().reset();
    e = assertThrows(TableMismatchException.class, social::verify);
    assertEquals("Table " + name + " does not fit the generated code: " + problem, e.getMessage());
  }

  /**
   * ACTIVE only a moment later on the local server: deleting it while CREATING fails. Polled every 5 ms
   * (the SDK's waiter sleeps seconds between its tries).
   */
  private static void awaitActive(String name) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (dynamo.client().describeTable(request -> request.tableName(name)).table().tableStatus()
        != TableStatus.ACTIVE) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("table " + name + " did not become ACTIVE");
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
    }
  }

  private static UnaryOperator<CreateTableRequest> retyped(String attribute, ScalarAttributeType type) {
    return definition -> {
      List<AttributeDefinition> attributes = new ArrayList<>();
      for (AttributeDefinition attributeDefinition : definition.attributeDefinitions()) {
        attributes.add(attributeDefinition.attributeName().equals(attribute)
            ? attributeDefinition.toBuilder().attributeType(type).build() : attributeDefinition);
      }
      return definition.toBuilder().attributeDefinitions(attributes).build();
    };
  }

  private static UnaryOperator<CreateTableRequest> projecting(Projection projection) {
    return definition -> {
      List<GlobalSecondaryIndex> indexes = new ArrayList<>();
      for (GlobalSecondaryIndex index : definition.globalSecondaryIndexes()) {
        indexes.add(index.toBuilder().projection(projection).build());
      }
      return definition.toBuilder().globalSecondaryIndexes(indexes).build();
    };
  }
}
