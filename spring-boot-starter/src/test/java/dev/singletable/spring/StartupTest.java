package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.TableMismatchException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Each start-up mode against the local DynamoDB. */
class StartupTest {

  @Test
  void verifyFailsStartUpOnAMissingTableWithTheTableChecksMessage() {
    String prefix = Contexts.uniquePrefix();
    Contexts.local(prefix).withPropertyValues("singletable.startup=verify").run(context -> {
      assertThat(context).hasFailed();
      Throwable failure = context.getStartupFailure();
      assertThat(failure).rootCause().isInstanceOf(TableMismatchException.class);
      assertThat(failure).hasMessageContaining("Table Shop ('" + prefix + "Shop', singletable.tables.shop.startup=verify)")
          .hasMessageContaining(failure.getCause().getMessage())
          .hasMessageContaining("singletable.startup=create-if-missing");
    });
  }

  @Test
  void verifyFailsStartUpOnATableOfAnotherKeyWithEveryDifference() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      client.createTable(request -> request.tableName(prefix + "Shop").billingMode(BillingMode.PAY_PER_REQUEST)
          .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.S))
          .keySchema(k -> k.attributeName("id").keyType("HASH")));
      Contexts.local(prefix).withPropertyValues("singletable.startup=verify",
          "singletable.tables.social.startup=none").run(context -> {
            assertThat(context).hasFailed();
            TableMismatchException mismatch = (TableMismatchException) context.getStartupFailure().getCause();
            assertThat(mismatch.table()).isEqualTo(prefix + "Shop");
            assertThat(context.getStartupFailure()).hasMessageContaining(mismatch.getMessage());
          });
    }
  }

  @Test
  void verifyPassesOnATableThatFits() {
    String prefix = Contexts.uniquePrefix();
    Contexts.local(prefix).run(context -> assertThat(context).hasNotFailed());
    Contexts.local(prefix).withPropertyValues("singletable.startup=verify")
        .run(context -> assertThat(context).hasNotFailed());
  }

  @Test
  void createIfMissingCreatesTheTables() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      Contexts.local(prefix).withPropertyValues("singletable.startup=create-if-missing").run(context -> {
        assertThat(context).hasNotFailed();
        assertThat(Contexts.exists(client, prefix + "Social")).isTrue();
        assertThat(Contexts.exists(client, prefix + "Shop")).isTrue();
      });
    }
  }

  @Test
  void noneSendsNothing() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      Contexts.local(prefix).withPropertyValues("singletable.startup=none").run(context -> {
        assertThat(context).hasNotFailed();
        assertThat(Contexts.exists(client, prefix + "Social")).isFalse();
        assertThat(Contexts.exists(client, prefix + "Shop")).isFalse();
      });
    }
  }

  @Test
  void aTablesStartupWinsOverTheDefault() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      Contexts.local(prefix).withPropertyValues("singletable.startup=none",
          "singletable.tables.shop.startup=CREATE_IF_MISSING").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(Contexts.exists(client, prefix + "Shop")).isTrue();
            assertThat(Contexts.exists(client, prefix + "Social")).isFalse();
          });
    }
  }
}
