package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.spring.model.SocialTable;
import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Tables that fail their start-up check fail start-up together, after every table was checked: one
 * {@link SingletableStartupException} with a line per table, the table check's message and the advice
 * that fits (create-if-missing only for a table that does not exist), and the action to fix the tables.
 */
class FailedTableChecksTest {
  private static final String FIX_THE_TABLES = "Fix each table the description names as it says (create it,"
      + " change it, or wait until it is ACTIVE), then start the application again.";

  private static String missing(String logicalName, String table) {
    return "Table " + logicalName + " ('" + table + "', singletable.tables." + logicalName.toLowerCase(Locale.ROOT)
        + ".startup=verify): Table " + table + " does not exist. Create it from the model's infrastructure"
        + " exports (META-INF/singletable/ in the jar: CloudFormation, Terraform, CDK) or with the table"
        + " class's definition(); where the service may create tables (local runs, tests), createIfMissing()"
        + " does it. For a local or test profile, singletable.startup=create-if-missing creates missing"
        + " tables.";
  }

  @Test
  void everyMissingTableIsReportedInOneFailure() {
    String prefix = Contexts.uniquePrefix();
    Contexts.local(prefix).withPropertyValues("singletable.startup=verify").run(context -> {
      StartupFailure failure = StartupFailure.of(context);
      assertThat(failure.description())
          .isEqualTo(missing("Shop", prefix + "Shop") + "\n" + missing("Social", prefix + "Social"));
      assertThat(failure.action()).isEqualTo(FIX_THE_TABLES);
      assertThat(failure.exception().property()).isEqualTo("singletable.tables.shop.startup");
      assertThat(failure.exception().getCause()).isInstanceOfSatisfying(TableMismatchException.class,
          cause -> assertThat(cause.table()).isEqualTo(prefix + "Shop"));
      assertThat(failure.exception().getSuppressed()).singleElement().isInstanceOfSatisfying(
          TableMismatchException.class, cause -> assertThat(cause.table()).isEqualTo(prefix + "Social"));
    });
  }

  @Test
  void aTableLackingAnIndexIsToldToAddItNotToCreateTheTable() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      client.createTable(socialWithoutItsIndex(prefix));
      Contexts.local(prefix).withPropertyValues("singletable.startup=verify").run(context -> {
        StartupFailure failure = StartupFailure.of(context);
        assertThat(failure.description()).isEqualTo(missing("Shop", prefix + "Shop") + "\n"
            + "Table Social ('" + prefix + "Social', singletable.tables.social.startup=verify): Table " + prefix
            + "Social does not fit the generated code: it lacks the global secondary index GSI1 (GSI1PK HASH,"
            + " GSI1SK RANGE). Add the index with the table class's addMissingIndexes() (UpdateTable, waiting"
            + " until it is ACTIVE), then write its keys into the stored items with the repository's backfill();"
            + " or create the table from the generated definition().");
        assertThat(failure.action()).isEqualTo(FIX_THE_TABLES);
      });
    }
  }

  @Test
  void anIndexOfAnotherProjectionIsToldToBeAddedAgain() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      client.createTable(socialProjectingKeysOnly(prefix));
      Contexts.local(prefix)
          .withPropertyValues("singletable.startup=verify", "singletable.tables.shop.startup=none")
          .run(context -> {
            StartupFailure failure = StartupFailure.of(context);
            assertThat(failure.description()).isEqualTo("Table Social ('" + prefix + "Social',"
                + " singletable.tables.social.startup=verify): Table " + prefix + "Social does not fit the"
                + " generated code: its index GSI1 projects KEYS_ONLY, but listings on GSI1 read whole items, so"
                + " it needs projection ALL. An index's key and projection cannot change: delete the index and"
                + " add it again with UpdateTable (string keys, projection ALL), or recreate the table from the"
                + " generated definition().");
            assertThat(failure.action()).isEqualTo(FIX_THE_TABLES);
            assertThat(failure.exception().property()).isEqualTo("singletable.tables.social.startup");
          });
    }
  }

  @Test
  void createIfMissingReportsATableOfAnotherKeyWithoutSuggestingItself() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      client.createTable(request -> request.tableName(prefix + "Shop").billingMode(BillingMode.PAY_PER_REQUEST)
          .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.S))
          .keySchema(k -> k.attributeName("id").keyType("HASH")));
      Contexts.local(prefix).withPropertyValues("singletable.startup=create-if-missing").run(context -> {
        StartupFailure failure = StartupFailure.of(context);
        assertThat(failure.description()).isEqualTo("Table Shop ('" + prefix + "Shop',"
            + " singletable.tables.shop.startup=create-if-missing): Table " + prefix + "Shop does not fit the"
            + " generated code: its primary key is (id HASH), but singletable needs (PK HASH, SK RANGE). A"
            + " table's primary key cannot change: use another table name, or recreate the table from the"
            + " generated definition().");
        assertThat(failure.action()).isEqualTo(FIX_THE_TABLES);
        assertThat(Contexts.exists(client, prefix + "Social")).as("the next table was still created").isTrue();
      });
    }
  }

  /** The table Social as its definition() would make it, but for the index GSI1. */
  private static CreateTableRequest socialWithoutItsIndex(String prefix) {
    CreateTableRequest social = SocialTable.definition(prefix + "Social");
    return social.toBuilder().globalSecondaryIndexes((Collection<GlobalSecondaryIndex>) null)
        .attributeDefinitions(social.attributeDefinitions().stream()
            .filter(attribute -> Set.of("PK", "SK").contains(attribute.attributeName())).toList())
        .build();
  }

  /** The table Social as its definition() would make it, but GSI1 projects KEYS_ONLY. */
  private static CreateTableRequest socialProjectingKeysOnly(String prefix) {
    CreateTableRequest social = SocialTable.definition(prefix + "Social");
    return social.toBuilder().globalSecondaryIndexes(social.globalSecondaryIndexes().stream()
        .map(index -> index.toBuilder().projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)).build())
        .toList()).build();
  }
}
