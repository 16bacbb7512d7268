package dev.singletable.spring;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableMismatchException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Runs each table's start-up mode once every singleton exists, before the context reports itself
 * started (so before a web server takes requests, and in tests that never run an {@code
 * ApplicationRunner}): {@code verify()}, {@code createIfMissing()} or nothing. Every table is checked;
 * then those that do not fit fail start-up together, a line each with the table check's message.
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
    List<TableMismatchException> failures = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    String firstProperty = null;
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
        if (failures.isEmpty()) {
          firstProperty = entry.property() + ".startup";
        }
        failures.add(e);
        lines.add(line(entry, table, e));
      }
    }
    if (!failures.isEmpty()) {
      throw SingletableStartupException.tablesFailed(firstProperty, String.join("\n", lines), failures);
    }
  }

  /**
   * "Table Social ('social-prod', singletable.tables.social.startup=verify): " and the check's message;
   * for a table that verify found missing, also the mode that creates it. A table that exists gets no
   * such advice: create-if-missing refuses a table that differs just as verify does.
   */
  private String line(TableSetup.Entry entry, Table table, TableMismatchException failure) {
    String line = "Table " + entry.provider().name() + " ('" + table.tableName() + "', " + entry.property()
        + ".startup=" + entry.startup().value() + "): " + failure.getMessage();
    return entry.startup() == Startup.VERIFY && !exists(table.tableName())
        ? line + " For a local or test profile, singletable.startup=create-if-missing creates missing tables."
        : line;
  }

  /** One more DescribeTable, sent only when verify failed: the check's exception does not say why. */
  private boolean exists(String tableName) {
    try {
      beans.getBean(DynamoDbClient.class).describeTable(request -> request.tableName(tableName));
      return true;
    } catch (ResourceNotFoundException e) {
      return false;
    }
  }
}
