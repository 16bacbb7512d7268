package dev.singletable.spring;

import dev.singletable.spring.test.LocalDynamoDbInitializer;
import java.util.UUID;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** Context runners over the test records (tables Social and Shop) and the shared local DynamoDB. */
final class Contexts {
  private Contexts() {}

  /** The auto-configuration alone, no client bean and no local server. */
  static ApplicationContextRunner bare() {
    return new ApplicationContextRunner().withConfiguration(
        AutoConfigurations.of(SingletableAutoConfiguration.class, SingletableHealthAutoConfiguration.class));
  }

  /** The auto-configuration on the local DynamoDB, its table names under a prefix no other test uses. */
  static ApplicationContextRunner local(String prefix) {
    return bare().withInitializer(new LocalDynamoDbInitializer())
        .withPropertyValues("singletable.table-prefix=" + prefix);
  }

  /** A table-name prefix no other test uses: the server is shared by the JVM. */
  static String uniquePrefix() {
    return "t" + UUID.randomUUID().toString().substring(0, 8) + "-";
  }

  /** A client of the shared local server, for the test's own checks. */
  static DynamoDbClient client() {
    return LocalDynamoDbInitializer.server().newClient();
  }

  static boolean exists(DynamoDbClient client, String table) {
    try {
      client.describeTable(request -> request.tableName(table));
      return true;
    } catch (ResourceNotFoundException e) {
      return false;
    }
  }
}
