package dev.singletable.spring;

import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.TableProvider;
import dev.singletable.runtime.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.beans.factory.BeanFactory;

/**
 * The {@code singletable.*} properties checked against the tables of the class path: each table's
 * physical name and start-up mode, and the settings every table gets ({@link SettingsFromProperties}).
 * Built once, when the first table bean is made; a wrong property throws {@link
 * SingletableStartupException} naming it, its value and its fix.
 */
final class TableSetup {
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
            throw SingletableStartupException.badProperty(property + ".name", property + ".name is blank."
                + " Set it to the physical table name, or remove it for '" + name + "' (table-prefix + logical"
                + " name + table-suffix).");
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
    this.settings = SettingsFromProperties.of(properties, cursorKeysBean, beans);
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
        throw SingletableStartupException.badProperty("singletable.tables." + key, "singletable.tables." + key
            + " names no table. The tables are " + known + ". Use one of them"
            + " (singletable.tables.<logical-name>), or remove the properties.");
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
}
