package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.Table;
import dev.singletable.spring.model.Follow;
import dev.singletable.spring.model.FollowAsyncRepository;
import dev.singletable.spring.model.FollowRepository;
import dev.singletable.spring.model.MemberRepository;
import dev.singletable.spring.model.OrderRepository;
import dev.singletable.spring.model.ShopAsyncTable;
import dev.singletable.spring.model.ShopTable;
import dev.singletable.spring.model.SocialAsyncTable;
import dev.singletable.spring.model.SocialTable;
import java.io.IOException;
import java.net.URL;
import java.util.Enumeration;
import org.junit.jupiter.api.Test;

/** Which beans the auto-configuration registers, their names, types and table names. */
class TableBeansTest {

  @Test
  void registersEachTableAndRepositoryByTypeAndName() {
    String prefix = Contexts.uniquePrefix();
    Contexts.local(prefix).withPropertyValues("singletable.table-suffix=-test").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context).getBean("socialTable").isInstanceOf(SocialTable.class);
      assertThat(context).getBean("shopTable").isInstanceOf(ShopTable.class);
      assertThat(context.getBean("social.follows")).isSameAs(context.getBean(FollowRepository.class));
      assertThat(context.getBean("social.members")).isSameAs(context.getBean(MemberRepository.class));
      assertThat(context.getBean("shop.orders")).isSameAs(context.getBean(OrderRepository.class));
      assertThat(context.getBeansOfType(Table.class)).containsOnlyKeys("socialTable", "shopTable");
      assertThat(context.getBean(SocialTable.class).tableName()).isEqualTo(prefix + "Social-test");
      assertThat(context.getBean(ShopTable.class).tableName()).isEqualTo(prefix + "Shop-test");

      FollowRepository follows = context.getBean(FollowRepository.class);
      follows.put(new Follow("ann", "bob"));
      assertThat(follows.followsOfFollower("ann").stream()).containsExactly(new Follow("ann", "bob"));
    });
  }

  @Test
  void aTableNamePropertyWinsOverPrefixAndSuffix() {
    String prefix = Contexts.uniquePrefix();
    Contexts.local(prefix)
        .withPropertyValues("singletable.table-suffix=-test", "singletable.tables.social.name=" + prefix + "graph")
        .run(context -> {
          assertThat(context.getBean(SocialTable.class).tableName()).isEqualTo(prefix + "graph");
          assertThat(context.getBean(ShopTable.class).tableName()).isEqualTo(prefix + "Shop-test");
        });
  }

  @Test
  void asyncTablesAndRepositoriesWhenGenerated() {
    Contexts.local(Contexts.uniquePrefix()).run(context -> {
      assertThat(context).getBean("socialAsyncTable").isInstanceOf(SocialAsyncTable.class);
      assertThat(context).getBean("shopAsyncTable").isInstanceOf(ShopAsyncTable.class);
      assertThat(context.getBean("socialAsync.follows")).isSameAs(context.getBean(FollowAsyncRepository.class));
      FollowAsyncRepository follows = context.getBean(FollowAsyncRepository.class);
      follows.put(new Follow("cat", "dan")).join();
      assertThat(context.getBean(FollowRepository.class).exists("cat", "dan")).isTrue();
    });
  }

  @Test
  void noAsyncBeansWhenTheProviderHasNoAsyncTable() {
    Contexts.local(Contexts.uniquePrefix()).withClassLoader(new SyncOnlyProviders()).run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context).hasBean("shopTable").hasBean("shop.orders");
      assertThat(context).doesNotHaveBean("socialTable").doesNotHaveBean("shopAsyncTable")
          .doesNotHaveBean("shopAsync.orders");
    });
  }

  @Test
  void noTableBeansWithoutProviders() {
    Contexts.local(Contexts.uniquePrefix()).withClassLoader(new SyncOnlyProviders("no-providers/"))
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBeansOfType(Table.class)).isEmpty();
        });
  }

  /** Serves another providers file: {@link SyncOnlyShopProvider} alone, as a build without async. */
  static final class SyncOnlyProviders extends ClassLoader {
    private final String folder;

    SyncOnlyProviders() {
      this("sync-only/");
    }

    SyncOnlyProviders(String folder) {
      super(TableBeansTest.class.getClassLoader());
      this.folder = folder;
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
      if (name.equals("META-INF/services/dev.singletable.runtime.TableProvider")) {
        return getParent().getResources(folder + name);
      }
      return super.getResources(name);
    }
  }
}
