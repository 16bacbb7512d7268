package dev.singletable.runtime.internal.table;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** {@link TableSetup} refuses every table the generated code could not use, in one message. */
class TableCheckTest {
  private static final CreateTableRequest WANTED = Tables.definition("t", "GSI1");
  private static final String RECREATE = "A table's primary key cannot change: use another table name,"
      + " or recreate the table from the generated definition().";
  private static final String READD = "An index's key and projection cannot change: delete the index"
      + " and add it again with UpdateTable (string keys, projection ALL), or recreate the table from"
      + " the generated definition().";

  @Test
  void aNumberPartitionKeyIsRefused() {
    assertRefused(withType(WANTED, "PK", ScalarAttributeType.N), "Table t does not fit the generated code:"
        + " its key attribute PK has type N (the table's key), but singletable writes it as a string (S). "
        + RECREATE);
  }

  @Test
  void aBinaryIndexKeyIsRefused() {
    assertRefused(withType(WANTED, "GSI1SK", ScalarAttributeType.B), "Table t does not fit the generated code:"
        + " its key attribute GSI1SK has type B (a key of index GSI1), but singletable writes it as a string (S). "
        + READD);
  }

  @Test
  void projectionsOtherThanAllAreRefused() {
    assertRefused(withProjection(WANTED, Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()),
        "Table t does not fit the generated code: its index GSI1 projects KEYS_ONLY, but listings on GSI1"
            + " read whole items, so it needs projection ALL. " + READD);
    assertRefused(withProjection(WANTED, Projection.builder().projectionType(ProjectionType.INCLUDE)
            .nonKeyAttributes("_type", "followedAt").build()),
        "Table t does not fit the generated code: its index GSI1 projects INCLUDE (_type, followedAt), but"
            + " listings on GSI1 read whole items, so it needs projection ALL. " + READD);
  }

  @Test
  void everyDifferenceIsListedOnceWithEachFixOnce() {
    CreateTableRequest existing = withProjection(withType(withType(WANTED, "PK", ScalarAttributeType.N),
        "GSI1PK", ScalarAttributeType.N), Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build());
    assertRefused(existing, "Table t does not fit the generated code:"
        + " its index GSI1 projects KEYS_ONLY, but listings on GSI1 read whole items, so it needs projection ALL;"
        + " its key attribute PK has type N (the table's key), but singletable writes it as a string (S);"
        + " its key attribute GSI1PK has type N (a key of index GSI1), but singletable writes it as a string (S). "
        + READD + " " + RECREATE);
  }

  @Test
  void anIndexNoRecordUsesIsFineUnlessItRetypesAnAttributeSingletableWrites() {
    assertDoesNotThrow(() -> createIfMissing(withType(Tables.definition("t", "GSI1", "OLD"),
        "OLDPK", ScalarAttributeType.N), WANTED));
    CreateTableRequest typeAsNumber = withIndex(Tables.definition("t"), "BYTYPE", Layout.TYPE, ScalarAttributeType.N);
    assertRefused(typeAsNumber, Tables.definition("t"), "Table t does not fit the generated code:"
        + " its key attribute _type has type N (a key of index BYTYPE), but singletable writes it as a string (S). "
        + READD);
  }

  @Test
  void aTableACompetingCreatorMadeIsCheckedToo() {
    FakeDynamoDb racing = new FakeDynamoDb();
    racing.createLosesRace = true;
    racing.definition = Tables.definition("t");
    TableMismatchException e = assertThrows(TableMismatchException.class, () -> new SyncExecutor(racing).createIfMissing(WANTED));
    assertEquals("Table t does not fit the generated code: it lacks the global secondary index GSI1"
        + " (GSI1PK HASH, GSI1SK RANGE). Add the index with the table class's addMissingIndexes() (UpdateTable,"
        + " waiting until it is ACTIVE), then write its keys into the stored items with the repository's"
        + " backfill(); or create the table from the generated definition().", e.getMessage());
  }

  private static final CreateTableRequest WITH_LOCAL = Tables.definition("t", List.of("GSI1"), List.of("LSI1"));
  private static final String RECREATE_FOR_LOCAL = "LSIs can only be created with the table: recreate it from"
      + " the generated definition() (a new table, its items copied over), or use another table name.";

  @Test
  void theDefinitionHasEachLocalIndexOnPkAndItsSortKey() {
    assertEquals(1, WITH_LOCAL.localSecondaryIndexes().size());
    assertEquals("LSI1", WITH_LOCAL.localSecondaryIndexes().get(0).indexName());
    assertEquals(List.of(key("PK", KeyType.HASH), key("LSI1SK", KeyType.RANGE)),
        WITH_LOCAL.localSecondaryIndexes().get(0).keySchema());
    assertEquals(ProjectionType.ALL, WITH_LOCAL.localSecondaryIndexes().get(0).projection().projectionType());
    assertEquals(List.of("PK", "SK", "GSI1PK", "GSI1SK", "LSI1SK"),
        WITH_LOCAL.attributeDefinitions().stream().map(AttributeDefinition::attributeName).toList());
    assertEquals(List.of(), Tables.definition("t", "GSI1").localSecondaryIndexes());
    assertDoesNotThrow(() -> createIfMissing(WITH_LOCAL, WITH_LOCAL));
  }

  /** No UpdateTable adds a local index: the fix is a new table. */
  @Test
  void aMissingLocalIndexCanOnlyBeFixedByRecreatingTheTable() {
    assertRefused(WANTED, WITH_LOCAL, "Table t does not fit the generated code: it lacks the local secondary index"
        + " LSI1 (PK HASH, LSI1SK RANGE). " + RECREATE_FOR_LOCAL);
  }

  @Test
  void aLocalIndexOfAnotherKeyOrProjectionIsRefused() {
    CreateTableRequest other = WITH_LOCAL.toBuilder().localSecondaryIndexes(WITH_LOCAL.localSecondaryIndexes().get(0)
        .toBuilder().keySchema(key("PK", KeyType.HASH), key("OTHER", KeyType.RANGE))
        .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()).build()).build();
    assertRefused(other, WITH_LOCAL, "Table t does not fit the generated code: its local index LSI1 has the key"
        + " (PK HASH, OTHER RANGE), but singletable needs (PK HASH, LSI1SK RANGE); its local index LSI1 projects"
        + " KEYS_ONLY, but listings on LSI1 read whole items, so it needs projection ALL. " + RECREATE_FOR_LOCAL);
    assertRefused(withType(WITH_LOCAL, "LSI1SK", ScalarAttributeType.N), WITH_LOCAL, "Table t does not fit the"
        + " generated code: its key attribute LSI1SK has type N (a key of local index LSI1), but singletable writes"
        + " it as a string (S). " + RECREATE_FOR_LOCAL);
  }

  private static KeySchemaElement key(String attribute, KeyType type) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(type).build();
  }

  private static void assertRefused(CreateTableRequest existing, String message) {
    assertRefused(existing, WANTED, message);
  }

  private static void assertRefused(CreateTableRequest existing, CreateTableRequest wanted, String message) {
    FakeDynamoDb fake = fake(existing);
    TableMismatchException e = assertThrows(TableMismatchException.class, () -> new SyncExecutor(fake).createIfMissing(wanted));
    assertEquals("t", e.table());
    assertEquals(message, e.getMessage());
    assertEquals(1, fake.describeCalls);
    assertEquals(0, fake.createCalls);
  }

  private static void createIfMissing(CreateTableRequest existing, CreateTableRequest wanted) {
    new SyncExecutor(fake(existing)).createIfMissing(wanted);
  }

  private static FakeDynamoDb fake(CreateTableRequest existing) {
    FakeDynamoDb fake = new FakeDynamoDb();
    fake.tableStatus = TableStatus.ACTIVE;
    fake.definition = existing;
    return fake;
  }

  private static CreateTableRequest withType(CreateTableRequest table, String attribute, ScalarAttributeType type) {
    List<AttributeDefinition> definitions = new ArrayList<>();
    for (AttributeDefinition definition : table.attributeDefinitions()) {
      definitions.add(definition.attributeName().equals(attribute)
          ? definition.toBuilder().attributeType(type).build() : definition);
    }
    return table.toBuilder().attributeDefinitions(definitions).build();
  }

  private static CreateTableRequest withProjection(CreateTableRequest table, Projection projection) {
    List<GlobalSecondaryIndex> indexes = new ArrayList<>();
    for (GlobalSecondaryIndex index : table.globalSecondaryIndexes()) {
      indexes.add(index.toBuilder().projection(projection).build());
    }
    return table.toBuilder().globalSecondaryIndexes(indexes).build();
  }

  private static CreateTableRequest withIndex(CreateTableRequest table, String name, String key, ScalarAttributeType type) {
    List<AttributeDefinition> definitions = new ArrayList<>(table.attributeDefinitions());
    definitions.add(AttributeDefinition.builder().attributeName(key).attributeType(type).build());
    GlobalSecondaryIndex index = GlobalSecondaryIndex.builder().indexName(name)
        .keySchema(KeySchemaElement.builder().attributeName(key).keyType(KeyType.HASH).build())
        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build();
    return table.toBuilder().attributeDefinitions(definitions).globalSecondaryIndexes(index).build();
  }
}
