package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.spring.test.LocalDynamoDbInitializer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Without a client bean the auto-configuration makes one with DynamoDbClient.create(), here pointed
 * at the local server through the SDK's own system properties (no AWS request).
 */
class DefaultClientTest {

  @Test
  void aDefaultClientIsCreatedWhenThereIsNone() {
    String prefix = Contexts.uniquePrefix();
    String endpoint = LocalDynamoDbInitializer.server().endpoint().toString();
    try (DynamoDbClient client = Contexts.client()) {
      Contexts.bare()
          .withSystemProperties("aws.region=us-east-1", "aws.accessKeyId=local", "aws.secretAccessKey=local",
              "aws.endpointUrl=" + endpoint)
          .withPropertyValues("singletable.table-prefix=" + prefix, "singletable.startup=create-if-missing")
          .run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(DynamoDbClient.class).hasBean("dynamoDbClient");
            assertThat(context).hasSingleBean(DynamoDbAsyncClient.class);
            assertThat(Contexts.exists(client, prefix + "Social")).isTrue();
          });
    }
  }

  @Test
  void theApplicationsClientIsUsed() {
    String prefix = Contexts.uniquePrefix();
    DynamoDbClient own = Contexts.client();
    Contexts.bare().withBean("myClient", DynamoDbClient.class, () -> own)
        .withPropertyValues("singletable.table-prefix=" + prefix, "singletable.startup=none")
        .run(context -> {
          assertThat(context).hasSingleBean(DynamoDbClient.class).doesNotHaveBean("dynamoDbClient");
          assertThat(context.getBean(DynamoDbClient.class)).isSameAs(own);
        });
    own.close();
  }
}
