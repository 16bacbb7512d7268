package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.MethodOrderer.OrderAnnotation;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A switch one test sets does not reach the next: the extension turns them off after each test. */
@TestMethodOrder(OrderAnnotation.class)
class ExtensionFaultsTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  @Test
  @Order(1)
  void aTestLeavesSwitchesSet(Faults faults) {
    assertSame(dynamo.server().faults(), faults);
    faults.throttleNext(1_000);
  }

  @Test
  @Order(2)
  void theNextTestStartsWithThemOff() {
    String table = dynamo.tableName();
    dynamo.client().transactWriteItems(request -> request.transactItems(
        Tx.put(table, Tx.item("a", "new"))));

    assertEquals(Tx.item("a", "new"), Tx.read(dynamo.client(), table, "a"));
    assertEquals(1, dynamo.requests().count("TransactWriteItems"));
  }
}
