package dev.singletable.it;

import static dev.singletable.it.ConditionSweep.AT;
import static dev.singletable.it.ConditionSweep.BIG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Condition;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The typed {@code in} (DynamoDB's {@code IN}) against the local server, each case sent the three ways
 * of {@link ConditionSweep}: equal to one of the values (numbers by value, 38 digits, a set whatever its
 * order), to none, a missing attribute, another type; 100 values are sent, 101 and none refused before
 * any request. dynalite judges {@code IN} false for a stored value JavaScript calls false, the empty
 * string and {@code false} ({@code if (!attrVal) return false}), where DynamoDB compares it: pinned in
 * {@link #WRONG_ON_THE_LOCAL_SERVER}, so that a fixed server fails here.
 */
class InConditionTest {
  @RegisterExtension
  static final LocalDynamoDbExtension main = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final List<String> WRONG_ON_THE_LOCAL_SERVER = List.of(
      "empty client in (\"\")", "empty client in (\"\", c)", "false flag in (false)");

  private static final List<String> RUN = new ArrayList<>();

  private ConditionSweep sweep;

  @BeforeEach
  void store() {
    sweep = ConditionSweep.store(main, WRONG_ON_THE_LOCAL_SERVER);
  }

  @AfterEach
  void unchanged() {
    RUN.addAll(sweep.labels());
    sweep.assertItemsUnchanged();
  }

  @AfterAll
  static void everyPinHasItsCase() {
    assertEquals(List.of(), WRONG_ON_THE_LOCAL_SERVER.stream().filter(label -> !RUN.contains(label)).toList());
  }

  private void full(String label, Condition<Everything> condition, boolean holds, String attribute) {
    sweep.check(label, sweep.full, condition, holds, attribute);
  }

  private void empty(String label, Condition<Everything> condition, boolean holds, String attribute) {
    sweep.check(label, sweep.empty, condition, holds, attribute);
  }

  private void otherTypes(String label, Condition<Everything> condition, boolean holds, String attribute) {
    sweep.check(label, sweep.otherTypes, condition, holds, attribute);
  }

  @Test
  void inHoldsWhenTheAttributeEqualsOneOfItsValues() {
    full("count in (4, 5)", EverythingCondition.count().in(List.of(4, 5)), true, "count");
    full("count in (4, 6)", EverythingCondition.count().in(List.of(4, 6)), false, "count");
    full("count in (5)", EverythingCondition.count().in(List.of(5)), true, "count");
    full("huge in (BIG - 1, BIG)", EverythingCondition.huge().in(List.of(BIG.subtract(BigInteger.ONE), BIG)), true,
        "huge");
    full("huge in (BIG + 1)", EverythingCondition.huge().in(List.of(BIG.add(BigInteger.ONE))), false, "huge");
    full("text in (b, a+smile)", EverythingCondition.text().in(List.of("b", ConditionSweep.record(1,
        Everything.Tier.PRO).text())), true, "text");
    full("text in (a)", EverythingCondition.text().in(List.of("a")), false, "text");
    full("at in (AT)", EverythingCondition.at().in(List.of(AT)), true, "at");
    full("at in (AT + 1ns)", EverythingCondition.at().in(List.of(AT.plusNanos(1))), false, "at");
    full("otherTier in (PRO, FREE)", EverythingCondition.otherTier().in(List.of(Everything.Tier.PRO,
        Everything.Tier.FREE)), true, "otherTier");
    full("id in (1)", EverythingCondition.id().in(List.of(UUID.fromString("00000000-0000-0000-0000-000000000001"))),
        true, "id");
    full("price in (1.5)", EverythingCondition.price().in(List.of(new BigDecimal("1.5"))), false, "price");
    full("flag in (true)", EverythingCondition.flag().in(List.of(true)), true, "flag");
    full("blob in (8001)", EverythingCondition.blob().in(List.of(new byte[] {(byte) 0x80, 1})), true, "blob");
    full("labels in ({b, a})", EverythingCondition.labels().in(List.of(Set.of("b", "a"))), true, "labels");
    full("count in (4) or flag in (true)", EverythingCondition.count().in(List.of(4))
        .or(EverythingCondition.flag().in(List.of(true))), true, "count");
    empty("missing boxedCount in (1)", EverythingCondition.boxedCount().in(List.of(1)), false, "boxedCount");
    empty("empty client in (\"\")", EverythingCondition.client().in(List.of("")), true, "client");
    empty("empty client in (\"\", c)", EverythingCondition.client().in(List.of("", "c")), true, "client");
    empty("empty client in (c)", EverythingCondition.client().in(List.of("c")), false, "client");
    empty("false flag in (false)", EverythingCondition.flag().in(List.of(false)), true, "flag");
    empty("false flag in (true)", EverythingCondition.flag().in(List.of(true)), false, "flag");
    otherTypes("string count in (5)", EverythingCondition.count().in(List.of(5)), false, "count");
    sweep.assertDeviations("dynalite's IN is false for a stored empty string or false");
  }

  @Test
  void aHundredValuesAreSentAndMoreOrNoneRefusedBeforeAnyRequest() {
    List<Integer> hundred = IntStream.rangeClosed(1, 100).boxed().toList();
    full("count in (1..100)", EverythingCondition.count().in(hundred), true, "count");
    sweep.assertDeviations("no deviation");
    main.requests().reset();
    List<Integer> more = IntStream.rangeClosed(1, 101).boxed().toList();
    InvalidRequestException over = assertThrows(InvalidRequestException.class,
        () -> EverythingCondition.count().in(more));
    assertEquals("EverythingCondition.count().in(...): 101 values to compare count with, but DynamoDB's IN takes at"
        + " most 100. Split them into several in(...) of at most 100 each, joined with or().", over.getMessage());
    InvalidRequestException none = assertThrows(InvalidRequestException.class,
        () -> EverythingCondition.item().in(List.of()));
    assertTrue(none.getMessage().startsWith("EverythingCondition.item().in([]): an IN needs 1 to 100 values to compare"
        + " item with"), none.getMessage());
    assertEquals(0, main.requests().count());
  }
}
