package dev.singletable.spring;

import dev.singletable.runtime.Table;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.CompositeHealthContributor;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A health indicator per table, under the contributor {@code singletable} ({@code
 * /actuator/health/singletable/social}), when Spring Boot's health support (Actuator) is on the class
 * path; {@code management.health.singletable.enabled=false} turns it off.
 */
@AutoConfiguration(after = SingletableAutoConfiguration.class)
@ConditionalOnClass({HealthIndicator.class, DynamoDbClient.class})
@ConditionalOnEnabledHealthIndicator("singletable")
public class SingletableHealthAutoConfiguration {
  @Bean
  @ConditionalOnMissingBean(name = "singletableHealthContributor")
  CompositeHealthContributor singletableHealthContributor(BeanFactory beans, DynamoDbClient client) {
    TableSetup setup = beans.getBean(TableBeanRegistrar.SETUP_BEAN, TableSetup.class);
    Map<String, HealthIndicator> indicators = new LinkedHashMap<>();
    for (TableSetup.Entry entry : setup.entries()) {
      indicators.put(TableBeanRegistrar.prefix(entry.provider()),
          new TableHealthIndicator(beans.getBean(entry.beanName(), Table.class), client));
    }
    return CompositeHealthContributor.fromMap(indicators);
  }
}
