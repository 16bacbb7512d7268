package dev.singletable.spring;

import dev.singletable.runtime.AsyncTable;
import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableProvider;
import java.beans.Introspector;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Registers, for every {@link TableProvider} of the class path, the table ({@code socialTable},
 * typed {@code SocialTable}) and each of its repositories ({@code social.follows}, typed {@code
 * FollowRepository}); with the async twins generated and a {@link DynamoDbAsyncClient} bean, also the
 * async table ({@code socialAsyncTable}) and repositories ({@code socialAsync.follows}), lazily. The
 * bean definitions carry the Class objects the provider hands out, so injection by type works, and
 * instance suppliers that call the provider: no reflection on generated classes.
 */
final class TableBeanRegistrar implements BeanDefinitionRegistryPostProcessor, BeanClassLoaderAware {
  /** The bean holding the checked properties. */
  static final String SETUP_BEAN = "singletableTableSetup";

  private ClassLoader classLoader;

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  @Override
  public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) {
    ListableBeanFactory beans = (ListableBeanFactory) registry;
    List<TableProvider> providers = TableProvider.load(classLoader);
    RootBeanDefinition setup = new RootBeanDefinition(TableSetup.class, () -> new TableSetup(providers,
        beans.getBean(SingletableProperties.class), beans.getBeanProvider(CursorKeys.class).getIfAvailable(),
        beans));
    registry.registerBeanDefinition(SETUP_BEAN, setup);
    boolean asyncClient = beans.getBeanNamesForType(DynamoDbAsyncClient.class, true, false).length > 0;
    for (TableProvider provider : providers) {
      registerSync(registry, beans, provider);
      if (asyncClient && provider.asyncTableClass().isPresent()) {
        registerAsync(registry, beans, provider, provider.asyncTableClass().get());
      }
    }
  }

  private static void registerSync(BeanDefinitionRegistry registry, ListableBeanFactory beans,
      TableProvider provider) {
    String tableBean = tableBeanName(provider);
    registerTable(registry, tableBean, provider.tableClass(), () -> {
      TableSetup setup = beans.getBean(SETUP_BEAN, TableSetup.class);
      return provider.newTable(beans.getBean(DynamoDbClient.class), setup.entry(provider).tableName(),
          setup.settings());
    }, false);
    for (TableProvider.Repository repository : provider.repositories()) {
      RootBeanDefinition definition = new RootBeanDefinition(repository.type());
      definition.setInstanceSupplier(
          () -> provider.repository(beans.getBean(tableBean, Table.class), repository.accessor()));
      registry.registerBeanDefinition(repositoryBeanName(prefix(provider), repository), definition);
    }
  }

  private static void registerAsync(BeanDefinitionRegistry registry, ListableBeanFactory beans,
      TableProvider provider, Class<? extends AsyncTable> asyncTableClass) {
    String tableBean = asyncTableBeanName(provider);
    registerTable(registry, tableBean, asyncTableClass, () -> {
      TableSetup setup = beans.getBean(SETUP_BEAN, TableSetup.class);
      return provider.newAsyncTable(beans.getBean(DynamoDbAsyncClient.class), setup.entry(provider).tableName(),
          setup.settings());
    }, true);
    for (TableProvider.Repository repository : provider.repositories()) {
      if (repository.asyncType().isEmpty()) {
        continue;
      }
      RootBeanDefinition definition = new RootBeanDefinition(repository.asyncType().get());
      definition.setInstanceSupplier(
          () -> provider.repository(beans.getBean(tableBean, AsyncTable.class), repository.accessor()));
      definition.setLazyInit(true);
      registry.registerBeanDefinition(repositoryBeanName(prefix(provider) + "Async", repository), definition);
    }
  }

  private static void registerTable(BeanDefinitionRegistry registry, String name, Class<?> type,
      Supplier<?> supplier, boolean lazy) {
    RootBeanDefinition definition = new RootBeanDefinition(type);
    definition.setInstanceSupplier(supplier);
    definition.setLazyInit(lazy);
    registry.registerBeanDefinition(name, definition);
  }

  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {}

  /** {@code social} for the table {@code Social}. */
  static String prefix(TableProvider provider) {
    return Introspector.decapitalize(provider.name());
  }

  /** {@code socialTable}. */
  static String tableBeanName(TableProvider provider) {
    return prefix(provider) + "Table";
  }

  /** {@code socialAsyncTable}. */
  static String asyncTableBeanName(TableProvider provider) {
    return prefix(provider) + "AsyncTable";
  }

  private static String repositoryBeanName(String prefix, TableProvider.Repository repository) {
    return prefix + "." + repository.accessor();
  }
}
