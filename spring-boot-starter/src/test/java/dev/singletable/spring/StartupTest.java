package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Each start-up mode against the local DynamoDB; tables that fail it: {@link FailedTableChecksTest}. */
class StartupTest {

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
