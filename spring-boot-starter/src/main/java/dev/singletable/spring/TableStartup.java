package dev.singletable.spring;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableMismatchException;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;

/**
 * Runs each table's start-up mode once every singleton exists, before the context reports itself
 * started (so before a web server takes requests, and in tests that never run an {@code
 * ApplicationRunner}): {@code verify()}, {@code createIfMissing()} or nothing. A table that does not
 * fit fails start-up with the table check's message.
 */
final class TableStartup implements SmartInitializingSingleton {
  private final TableSetup setup;
  private final BeanFactory beans;

  TableStartup(TableSetup setup, BeanFactory beans) {
    this.setup = setup;
    this.beans = beans;
  }

  @Override
  public void afterSingletonsInstantiated() {
    for (TableSetup.Entry entry : setup.entries()) {
      if (entry.startup() == Startup.NONE) {
        continue;
      }
      Table table = beans.getBean(entry.beanName(), Table.class);
      try {
        if (entry.startup() == Startup.VERIFY) {
          table.verify();
        } else {
          table.createIfMissing();
        }
      } catch (TableMismatchException e) {
        throw SingletableStartupException.tablesFailed(entry.property() + ".startup", "Table "
            + entry.provider().name() + " ('" + table.tableName() + "', " + entry.property() + ".startup="
            + entry.startup().value() + "): " + e.getMessage() + (entry.startup() == Startup.VERIFY
                ? " For a local or test profile, singletable.startup=create-if-missing creates missing tables."
                : ""), List.of(e));
      }
    }
  }
}
