package dev.singletable.spring.test;

import dev.singletable.testing.LocalDynamoDb;
import java.util.Map;
import org.springframework.beans.factory.support.AbstractBeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Points a Spring context at a local DynamoDB (singletable-testing's {@link LocalDynamoDb}, dynalite
 * on Node.js; no container): registers the {@code dynamoDbClient} and {@code dynamoDbAsyncClient}
 * beans as clients of it, so that the auto-configuration's own do not start, and makes {@code
 * singletable.startup=create-if-missing} the default, since a fresh server has no table (a property
 * of the test still wins). One server serves every context of the JVM and stops when it exits; its
 * address is the property {@code singletable.local-dynamodb.endpoint}.
 *
 * <pre>{@code
 * @SpringBootTest
 * @ContextConfiguration(initializers = LocalDynamoDbInitializer.class)
 * class FollowServiceTest { ... }
 * }</pre>
 *
 * <p>Needs {@code singletable-testing} on the test class path.
 */
public final class LocalDynamoDbInitializer implements ApplicationContextInitializer<ConfigurableApplicationContext> {

  /** The server every context of this JVM shares, started by the first. */
  public static synchronized LocalDynamoDb server() {
    if (Holder.server == null) {
      Holder.server = LocalDynamoDb.start();
    }
    return Holder.server;
  }

  @Override
  public void initialize(ConfigurableApplicationContext context) {
    LocalDynamoDb server = server();
    context.getEnvironment().getPropertySources().addLast(new MapPropertySource("singletableLocalDynamoDb",
        Map.of("singletable.startup", "create-if-missing",
            "singletable.local-dynamodb.endpoint", server.endpoint().toString())));
    BeanDefinitionRegistry registry = (BeanDefinitionRegistry) context.getBeanFactory();
    RootBeanDefinition client = new RootBeanDefinition(DynamoDbClient.class, server::newClient);
    client.setDestroyMethodName(AbstractBeanDefinition.INFER_METHOD);
    registry.registerBeanDefinition("dynamoDbClient", client);
    RootBeanDefinition asyncClient = new RootBeanDefinition(DynamoDbAsyncClient.class,
        () -> server.newAsyncClient());
    asyncClient.setDestroyMethodName(AbstractBeanDefinition.INFER_METHOD);
    asyncClient.setLazyInit(true);
    registry.registerBeanDefinition("dynamoDbAsyncClient", asyncClient);
  }

  private static final class Holder {
    private static LocalDynamoDb server;
  }
}
