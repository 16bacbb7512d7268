package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code verify()}, the production start-up check: one DescribeTable and the table check, never a
 * CreateTable, sync and async. The refusals of a table that differs are {@link TableCheckTest}'s.
 */
class VerifyTest {
  @RegisterExtension
  final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final String MISSING = "Table absent does not exist. Create it from the model's infrastructure"
      + " exports (META-INF/singletable/ in the jar: CloudFormation, Terraform, CDK) or with the table class's"
      + " definition(); where the service may create tables (local runs, tests), createIfMissing() does it.";

  @Test
  void theTableMadeFromTheDefinitionPassesWithOneDescribeTable() {
    dynamo.requests().reset();
    new SocialTable(dynamo.client(), dynamo.tableName()).verify();
    new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName()).verify().join();
    assertEquals(2, dynamo.requests().count(), dynamo.requests().toString());
    assertEquals(2, dynamo.requests().count("DescribeTable"), dynamo.requests().toString());
  }

  @Test
  void aMissingTableFailsAndNothingIsCreated() {
    dynamo.requests().reset();
    TableMismatchException e = assertThrows(TableMismatchException.class,
        new SocialTable(dynamo.client(), "absent")::verify);
    assertEquals("absent", e.table());
    assertEquals(MISSING, e.getMessage());
    CompletionException failed = assertThrows(CompletionException.class,
        () -> new SocialAsyncTable(dynamo.asyncClient(), "absent").verify().join());
    assertEquals(MISSING, assertInstanceOf(TableMismatchException.class, failed.getCause()).getMessage());
    assertEquals(2, dynamo.requests().count("DescribeTable"), dynamo.requests().toString());
    assertEquals(0, dynamo.requests().count("CreateTable"), dynamo.requests().toString());
    // The server is the JVM's, shared with the classes that ran before (TableTest leaves its tables).
    assertFalse(dynamo.client().listTables().tableNames().contains("absent"), "no table absent was created");
  }
}
