package dev.singletable.runtime.internal.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.tx.ComposedWrite.Why;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a composed transaction reads a failed action that carries a typed condition: a missing item or
 * another version first (as the action's own condition reads them), then the condition's failed parts,
 * then the action's own reading when the condition held.
 */
class ConditionReadingTest {
  private static final Expr FEW = new Expr.Compare("followers", Expr.Op.LT, AttributeValue.fromN("10"));
  private static final Expr NAMED = new Expr.And(List.of(FEW,
      new Expr.Compare("name", Expr.Op.EQ, AttributeValue.fromS("Bob"))));
  private static final ComposedWrite.Reading VERSION = ComposedWrite.version("version", 3, Reason.VERSION_CONFLICT);

  private static Map<String, AttributeValue> user(String name, int followers, int version) {
    return Map.of("name", AttributeValue.fromS(name), "followers", AttributeValue.fromN(Integer.toString(followers)),
        "version", AttributeValue.fromN(Integer.toString(version)));
  }

  @Test
  void aCheckNamesThePartsThatFailedOrThatNoItemIsStored() {
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on name"),
        ComposedWrite.condition(NAMED).read(user("Robert", 3, 3)));
    assertEquals(new Why(Reason.CONDITION_FAILED, "no item is stored"), ComposedWrite.condition(NAMED).read(Map.of()));
  }

  @Test
  void anotherVersionIsAConflictWhateverTheCondition() {
    Why why = ComposedWrite.condition(NAMED, VERSION, "version", 3).read(user("Robert", 30, 4));
    assertEquals(Reason.VERSION_CONFLICT, why.reason());
    assertEquals("expected version 3, but it holds version 4", why.detailOrNull());
  }

  @Test
  void atTheVersionTheConditionsFailedPartsAreNamed() {
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on followers, name"),
        ComposedWrite.condition(NAMED, VERSION, "version", 3).read(user("Robert", 30, 3)));
  }

  @Test
  void aConditionThatHeldLeavesTheFailureToTheActionsOwnConditions() {
    ComposedWrite.Reading own = ComposedWrite.always(Reason.NOT_FOUND);
    assertEquals(new Why(Reason.NOT_FOUND, null), ComposedWrite.condition(NAMED, own, null, 0).read(user("Bob", 3, 1)));
    assertEquals(new Why(Reason.NOT_FOUND, null), ComposedWrite.condition(NAMED, own, null, 0).read(Map.of()),
        "no item: the action's own reading");
  }
}
