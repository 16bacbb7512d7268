package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.health.contributor.CompositeHealthContributor;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.context.ApplicationContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The health indicator of each table: DescribeTable status and the table check. */
class HealthTest {

  private static Health health(ApplicationContext context, String table) {
    CompositeHealthContributor contributor =
        context.getBean("singletableHealthContributor", CompositeHealthContributor.class);
    return ((HealthIndicator) contributor.getContributor(table)).health();
  }

  @Test
  void upWhenTheTableFits() {
    String prefix = Contexts.uniquePrefix();
    Contexts.local(prefix).withPropertyValues("singletable.startup=create-if-missing").run(context -> {
      Health social = health(context, "social");
      assertThat(social.getStatus()).isEqualTo(Status.UP);
      assertThat(social.getDetails()).containsEntry("table", prefix + "Social").containsEntry("status", "ACTIVE");
      assertThat(health(context, "shop").getStatus()).isEqualTo(Status.UP);
    });
  }

  @Test
  void downWhenMissingOrDifferent() {
    String prefix = Contexts.uniquePrefix();
    try (DynamoDbClient client = Contexts.client()) {
      client.createTable(request -> request.tableName(prefix + "Shop").billingMode("PAY_PER_REQUEST")
          .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
          .keySchema(k -> k.attributeName("id").keyType("HASH")));
      Contexts.local(prefix).withPropertyValues("singletable.startup=none").run(context -> {
        Health social = health(context, "social");
        assertThat(social.getStatus()).isEqualTo(Status.DOWN);
        assertThat(social.getDetails()).containsEntry("status", "MISSING");
        Health shop = health(context, "shop");
        assertThat(shop.getStatus()).isEqualTo(Status.DOWN);
        assertThat(shop.getDetails()).containsEntry("status", "ACTIVE").containsKey("problem");
        assertThat((String) shop.getDetails().get("problem")).contains(prefix + "Shop");
      });
    }
  }

  @Test
  void offByProperty() {
    Contexts.local(Contexts.uniquePrefix())
        .withPropertyValues("singletable.startup=none", "management.health.singletable.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean("singletableHealthContributor"));
  }
}
