package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/** Runs small test classes in a separate JUnit run, to see what the extension does around them. */
class ExtensionLifecycleTest {

  private static final List<LocalDynamoDb> servers = new CopyOnWriteArrayList<>();

  @Test
  void oneServerServesEveryClassOfARunAndStopsWhenTheRunEnds() {
    servers.clear();
    Events tests = EngineTestKit.engine("junit-jupiter")
        .selectors(selectClass(FirstClass.class), selectClass(SecondClass.class))
        .execute().testEvents();
    tests.assertStatistics(stats -> stats.succeeded(2).failed(0));
    assertEquals(2, servers.size());
    LocalDynamoDb server = servers.get(0);
    assertNotNull(server);
    assertSame(server, servers.get(1));
    assertFalse(server.process().isAlive(), "dynalite still running after the run ended");
  }

  @Test
  void tableDefinitionThatIgnoresTheGivenNameFailsTheTest() {
    Events tests = EngineTestKit.engine("junit-jupiter")
        .selectors(selectClass(FixedNameClass.class))
        .execute().testEvents();
    tests.assertThatEvents().haveExactly(1, event(test("usesTheTable"), finishedWithFailure(
        instanceOf(IllegalStateException.class),
        message(text -> text.startsWith("The table definition must use the name it is given ('")
            && text.endsWith("'), but its CreateTableRequest names 'fixed'.")))));
  }

  static class FirstClass {
    @RegisterExtension
    static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

    @Test
    void records() {
      servers.add(dynamo.server());
    }
  }

  static class SecondClass {
    @RegisterExtension
    static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

    @Test
    void records() {
      servers.add(dynamo.server());
    }
  }

  static class FixedNameClass {
    @RegisterExtension
    static final LocalDynamoDbExtension dynamo =
        LocalDynamoDbExtension.withTable(name -> TestTables.keyValue("fixed"));

    @Test
    void usesTheTable() {
      dynamo.tableName();
    }
  }
}
