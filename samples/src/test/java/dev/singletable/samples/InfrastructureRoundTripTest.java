package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * The CloudFormation export of the sample's table, as CloudFormation would create it (its
 * properties turned into one CreateTable on the local server): {@code verify()} passes and the
 * sample's traffic runs on it; the same table with an index removed, a projection changed or a key
 * type changed (each change made to the request the template gives) fails {@code verify()} with the
 * table check's message, as the guide documents.
 */
class InfrastructureRoundTripTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  private static final Path EXPORT = Path.of("target/classes/META-INF/singletable/"
      + "dev.singletable.samples.social.SocialTable/cloudformation.json");
  private static final String READD = "An index's key and projection cannot change: delete the index"
      + " and add it again with UpdateTable (string keys, projection ALL), or recreate the table from"
      + " the generated definition().";

  @Test
  void theTableCloudFormationWouldCreatePassesVerifyAndRunsTheSample() throws Exception {
    create(fromTemplate("from-cloudformation"));
    dynamo.requests().reset();
    new SocialTable(dynamo.client(), "from-cloudformation").verify();
    assertEquals(1, dynamo.requests().count(), "verify is one DescribeTable: " + dynamo.requests());

    String output = SocialSampleTest.run(dynamo, "from-cloudformation");
    assertEquals(0, dynamo.requests().count("CreateTable"), "the sample found the table: " + output);
    assertTrue(output.contains("bob has 2,050 followers in 5 pages"), output);
    assertTrue(output.contains("  committed 5 actions"), output);
  }

  @Test
  void withoutItsIndexVerifyFails() throws Exception {
    CreateTableRequest full = fromTemplate("no-index");
    assertRefused(full.toBuilder().globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(full.attributeDefinitions().stream()
            .filter(attribute -> !attribute.attributeName().startsWith("GSI1")).toList()).build(),
        "it lacks the global secondary index GSI1 (GSI1PK HASH, GSI1SK RANGE). Add the index with the table class's"
            + " addMissingIndexes() (UpdateTable, waiting until it is ACTIVE), then write its keys into the stored"
            + " items with the repository's backfill(); or create the table from the generated definition().");
  }

  @Test
  void withAnotherProjectionVerifyFails() throws Exception {
    CreateTableRequest full = fromTemplate("keys-only");
    assertRefused(full.toBuilder().globalSecondaryIndexes(full.globalSecondaryIndexes().stream()
            .map(index -> index.toBuilder().projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)).build())
            .toList()).build(),
        "its index GSI1 projects KEYS_ONLY, but listings on GSI1 read whole items, so it needs projection ALL. "
            + READD);
  }

  @Test
  void withANumberIndexKeyVerifyFails() throws Exception {
    CreateTableRequest full = fromTemplate("number-key");
    assertRefused(full.toBuilder().attributeDefinitions(full.attributeDefinitions().stream()
            .map(attribute -> attribute.attributeName().equals("GSI1PK")
                ? attribute.toBuilder().attributeType(ScalarAttributeType.N).build() : attribute)
            .toList()).build(),
        "its key attribute GSI1PK has type N (a key of index GSI1), but singletable writes it as a string (S). "
            + READD);
  }

  /** The template's table as CloudFormation would create it, named {@code table}; changed by the caller. */
  private static CreateTableRequest fromTemplate(String table) throws IOException {
    return CloudFormationTables.createTable(Files.readString(EXPORT), table);
  }

  private static void assertRefused(CreateTableRequest changed, String problem) {
    String table = changed.tableName();
    create(changed);
    dynamo.requests().reset();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        new SocialTable(dynamo.client(), table)::verify);
    assertEquals("Table " + table + " does not fit the generated code: " + problem, e.getMessage());
    assertEquals(1, dynamo.requests().count(), "one DescribeTable, nothing else: " + dynamo.requests());
  }

  private static void create(CreateTableRequest request) {
    String table = request.tableName();
    dynamo.client().createTable(request);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (dynamo.client().describeTable(r -> r.tableName(table)).table().tableStatus() != TableStatus.ACTIVE) {
      assertTrue(System.nanoTime() < deadline, "table " + table + " did not become ACTIVE");
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
    }
  }
}
