package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.TableSettings;
import java.util.Base64;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/** The TableSettings the tables get from the properties and beans. */
class SettingsTest {

  private static TableSettings settings(org.springframework.context.ApplicationContext context) {
    return context.getBean(TableBeanRegistrar.SETUP_BEAN, TableSetup.class).settings();
  }

  @Test
  void fromProperties() {
    String current = Base64.getEncoder().encodeToString(new byte[40]);
    String older = Base64.getEncoder().encodeToString(new byte[32]);
    Contexts.local(Contexts.uniquePrefix()).withPropertyValues("singletable.startup=none",
        "singletable.cursors.keys=" + current + "," + older, "singletable.cursors.hide-positions=true",
        "singletable.batches.max-attempts=3", "singletable.batches.max-delay=2s").run(context -> {
          TableSettings settings = settings(context);
          assertThat(settings.cursorKeys().keys()).hasSize(2);
          assertThat(settings.cursorKeys().keys().get(0)).hasSize(40);
          assertThat(settings.cursorKeys().hidesPositions()).isTrue();
          assertThat(settings.batches().maxAttempts()).isEqualTo(3);
          assertThat(settings.batches().maxDelay()).hasSeconds(2);
          assertThat(settings.shardReadExecutor()).isEmpty();
        });
  }

  @Test
  void defaults() {
    Contexts.local(Contexts.uniquePrefix()).withPropertyValues("singletable.startup=none").run(context -> {
      assertThat(settings(context).cursorKeys().signed()).isFalse();
      assertThat(settings(context).batches().maxAttempts()).isEqualTo(8);
    });
  }

  @Test
  void cursorKeysBeanAndShardReadExecutorBeans() {
    CursorKeys keys = CursorKeys.of(new byte[32]);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    ExecutorService other = Executors.newFixedThreadPool(2);
    try {
      Contexts.local(Contexts.uniquePrefix()).withPropertyValues("singletable.startup=none")
          .withBean(CursorKeys.class, () -> keys)
          .withBean("singletableShardReads", ExecutorService.class, () -> pool)
          .run(context -> {
            assertThat(settings(context).cursorKeys()).isSameAs(keys);
            assertThat(settings(context).shardReadExecutor()).containsSame(pool);
          });
      Contexts.local(Contexts.uniquePrefix())
          .withPropertyValues("singletable.startup=none", "singletable.shard-read-executor=reads")
          .withBean("reads", ExecutorService.class, () -> other)
          .run(context -> assertThat(settings(context).shardReadExecutor()).containsSame(other));
    } finally {
      pool.shutdown();
      other.shutdown();
    }
  }
}
