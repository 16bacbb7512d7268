package dev.singletable.spring;

import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Lazy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Every generated table of the class path as beans: each table class ({@code SocialTable}, bean
 * {@code socialTable}) and each repository ({@code FollowRepository}, bean {@code social.follows}),
 * over the application's {@link DynamoDbClient}; the async twins too when they were generated and a
 * {@link DynamoDbAsyncClient} bean exists. Table names and settings come from {@link
 * SingletableProperties}; at start-up each table is verified (or created, or left alone). See
 * docs/guide/spring-boot.md.
 */
@AutoConfiguration
@ConditionalOnClass({DynamoDbClient.class, dev.singletable.runtime.TableProvider.class})
@EnableConfigurationProperties(SingletableProperties.class)
public class SingletableAutoConfiguration {
  /** The tables and repositories, registered from the providers before any bean is made. */
  @Bean
  static TableBeanRegistrar singletableTableBeanRegistrar() {
    return new TableBeanRegistrar();
  }

  /** {@code DynamoDbClient.create()}: region, credentials and endpoint from the SDK's default chains. */
  @Bean(destroyMethod = "close")
  @ConditionalOnMissingBean
  DynamoDbClient dynamoDbClient() {
    return DynamoDbClient.create();
  }

  /**
   * {@code DynamoDbAsyncClient.create()} when the SDK's Netty HTTP client is on the class path (the
   * dynamodb artifact brings it); made only when an async table or repository is first injected.
   */
  @Bean(destroyMethod = "close")
  @Lazy
  @ConditionalOnMissingBean
  @ConditionalOnClass(name = "software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient")
  DynamoDbAsyncClient dynamoDbAsyncClient() {
    return DynamoDbAsyncClient.create();
  }

  @Bean
  TableStartup singletableTableStartup(BeanFactory beans) {
    return new TableStartup(beans.getBean(TableBeanRegistrar.SETUP_BEAN, TableSetup.class), beans);
  }
}
