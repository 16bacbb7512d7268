package dev.singletable.spring;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.TableProvider;
import dev.singletable.runtime.TableSettings;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;

/**
 * The {@code singletable.*} properties checked against the tables of the class path: each table's
 * physical name and start-up mode, and the settings every table gets. Built once, when the first
 * table bean is made; a wrong property throws {@link SingletableStartupException} naming it and its fix.
 */
final class TableSetup {
  /** The bean that queries shards concurrently when {@code singletable.shard-read-executor} is unset. */
  static final String DEFAULT_SHARD_READ_EXECUTOR = "singletableShardReads";

  /** One table: its provider, bean names, physical name and start-up mode. */
  record Entry(TableProvider provider, String beanName, String tableName, Startup startup) {
    String property() {
      return "singletable.tables." + provider.name().toLowerCase(Locale.ROOT);
    }
  }

  private final List<Entry> entries;
  private final TableSettings settings;

  TableSetup(List<TableProvider> providers, SingletableProperties properties, CursorKeys cursorKeysBean,
      BeanFactory beans) {
    checkTableKeys(providers, properties);
    Startup defaultStartup = Startup.parse("singletable.startup", properties.getStartup());
    List<Entry> found = new ArrayList<>();
    for (TableProvider provider : providers) {
      String key = provider.name();
      SingletableProperties.TableProperties table = tableProperties(properties, key);
      String property = "singletable.tables." + key.toLowerCase(Locale.ROOT);
      String name = properties.getTablePrefix() + key + properties.getTableSuffix();
      Startup startup = defaultStartup;
      if (table != null) {
        if (table.getName() != null) {
          if (table.getName().isBlank()) {
            throw new SingletableStartupException(property + ".name", property + ".name is blank. Set it to the physical table name,"
                + " or remove it for '" + name + "' (table-prefix + logical name + table-suffix).");
          }
          name = table.getName().trim();
        }
        if (table.getStartup() != null) {
          startup = Startup.parse(property + ".startup", table.getStartup());
        }
      }
      found.add(new Entry(provider, TableBeanRegistrar.tableBeanName(provider), name, startup));
    }
    this.entries = List.copyOf(found);
    this.settings = settings(properties, cursorKeysBean, beans);
  }

  List<Entry> entries() {
    return entries;
  }

  Entry entry(TableProvider provider) {
    for (Entry entry : entries) {
      if (entry.provider().name().equals(provider.name())) {
        return entry;
      }
    }
    throw new IllegalStateException("No table " + provider.name() + " among " + entries);
  }

  TableSettings settings() {
    return settings;
  }

  private static void checkTableKeys(List<TableProvider> providers, SingletableProperties properties) {
    for (String key : properties.getTables().keySet()) {
      if (providers.stream().noneMatch(provider -> provider.name().equalsIgnoreCase(key))) {
        String known = providers.isEmpty() ? "none: no TableProvider is on the class path (is the"
            + " singletable processor running on the records?)"
            : providers.stream().map(provider -> provider.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
        throw new SingletableStartupException("singletable.tables." + key, "singletable.tables." + key + " names no table. The tables are "
            + known + ". Use one of them (singletable.tables.<logical-name>), or remove the properties.");
      }
    }
  }

  private static SingletableProperties.TableProperties tableProperties(SingletableProperties properties,
      String logicalName) {
    for (Map.Entry<String, SingletableProperties.TableProperties> entry : properties.getTables().entrySet()) {
      if (entry.getKey().equalsIgnoreCase(logicalName)) {
        return entry.getValue();
      }
    }
    return null;
  }

  private static TableSettings settings(SingletableProperties properties, CursorKeys cursorKeysBean,
      BeanFactory beans) {
    TableSettings settings = TableSettings.defaults()
        .batches(batches(properties.getBatches()))
        .cursorKeys(cursorKeysBean != null ? cursorKeysBean : cursorKeys(properties.getCursors()));
    Executor executor = shardReadExecutor(properties.getShardReadExecutor(), beans);
    return executor == null ? settings : settings.shardReadExecutor(executor);
  }

  private static BatchSettings batches(SingletableProperties.Batches batches) {
    BatchSettings settings = BatchSettings.defaults();
    try {
      if (batches.getMaxAttempts() != null) {
        settings = settings.maxAttempts(batches.getMaxAttempts());
      }
      if (batches.getBaseDelay() != null) {
        settings = settings.baseDelay(batches.getBaseDelay());
      }
      if (batches.getMaxDelay() != null) {
        settings = settings.maxDelay(batches.getMaxDelay());
      }
    } catch (InvalidRequestException e) {
      throw new SingletableStartupException("singletable.batches", "singletable.batches: " + e.getMessage(), e);
    }
    return settings;
  }

  private static CursorKeys cursorKeys(SingletableProperties.Cursors cursors) {
    List<String> texts = cursors.getKeys();
    if (texts.isEmpty()) {
      if (cursors.isHidePositions()) {
        throw new SingletableStartupException("singletable.cursors.hide-positions",
            "singletable.cursors.hide-positions is true but no"
            + " singletable.cursors.keys are set: hiding positions encrypts them with a key. Set"
            + " singletable.cursors.keys to a base64 secret of 32 bytes or more (openssl rand -base64 32).");
      }
      return CursorKeys.none();
    }
    byte[][] keys = new byte[texts.size()][];
    for (int i = 0; i < keys.length; i++) {
      String property = "singletable.cursors.keys[" + i + "]";
      try {
        keys[i] = Base64.getDecoder().decode(texts.get(i).trim());
      } catch (IllegalArgumentException e) {
        throw new SingletableStartupException(property, property + " is not base64 (" + e.getMessage() + "). Set it to a"
            + " base64 secret of " + CursorKeys.MIN_KEY_BYTES + " bytes or more (openssl rand -base64 32).", e);
      }
      if (keys[i].length < CursorKeys.MIN_KEY_BYTES) {
        throw new SingletableStartupException(property, property + " is " + keys[i].length + " bytes long but a cursor key"
            + " has at least " + CursorKeys.MIN_KEY_BYTES + ". Set it to a base64 secret of "
            + CursorKeys.MIN_KEY_BYTES + " bytes or more (openssl rand -base64 32).");
      }
    }
    byte[][] older = new byte[keys.length - 1][];
    System.arraycopy(keys, 1, older, 0, older.length);
    CursorKeys cursorKeys = CursorKeys.of(keys[0], older);
    return cursors.isHidePositions() ? cursorKeys.hidingPositions() : cursorKeys;
  }

  private static Executor shardReadExecutor(String beanName, BeanFactory beans) {
    if (beanName == null || beanName.isBlank()) {
      return beans.containsBean(DEFAULT_SHARD_READ_EXECUTOR)
          ? beans.getBean(DEFAULT_SHARD_READ_EXECUTOR, Executor.class) : null;
    }
    try {
      return beans.getBean(beanName.trim(), Executor.class);
    } catch (NoSuchBeanDefinitionException e) {
      throw new SingletableStartupException("singletable.shard-read-executor",
          "singletable.shard-read-executor is '" + beanName + "' but there is no"
          + " Executor bean of that name. Declare one (an ExecutorService sized to the shard count), or"
          + " remove the property to query the shards one after another.", e);
    }
  }
}
