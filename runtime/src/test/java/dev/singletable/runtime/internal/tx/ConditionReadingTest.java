package dev.singletable.runtime.internal.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.UpdateSpec;
import dev.singletable.runtime.internal.tx.ComposedWrite.Why;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a composed transaction reads a failed action that carries a typed condition: a missing item or
 * another version first (as the action's own condition reads them), then the condition's failed parts
 * (an update's own equalities judged with them), as a single write's failure names them.
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
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on name", List.of("name"), true),
        ComposedWrite.condition(NAMED).read(user("Robert", 3, 3)));
    assertEquals(new Why(Reason.CONDITION_FAILED, "no item is stored", List.of("followers", "name"), true),
        ComposedWrite.condition(NAMED).read(Map.of()));
  }

  @Test
  void anotherVersionIsAConflictWhateverTheCondition() {
    Why why = ComposedWrite.condition(NAMED, VERSION, "version", 3).read(user("Robert", 30, 4));
    assertEquals(Reason.VERSION_CONFLICT, why.reason());
    assertEquals("expected version 3, but it holds version 4", why.detailOrNull());
  }

  @Test
  void atTheVersionTheConditionsFailedPartsAreNamed() {
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on followers, name", List.of("followers", "name"), true),
        ComposedWrite.condition(NAMED, VERSION, "version", 3).read(user("Robert", 30, 3)));
  }

  /**
   * A counted edge's delete (its own condition: the item exists) or a versioned node's write at the
   * version met its own condition when the item is stored at it, so the typed condition is what
   * failed, even where the item seems to meet it (a server that judges otherwise): it is not read as a
   * missing item or another version.
   */
  @Test
  void onAStoredItemTheTypedConditionFailedEvenWhereItSeemsToHold() {
    ComposedWrite.Reading own = ComposedWrite.always(Reason.NOT_FOUND);
    assertEquals(new Why(Reason.CONDITION_FAILED, "on followers, name, which of them failed is not known",
        List.of("followers", "name"), false),
        ComposedWrite.condition(NAMED, own, null, 0).read(user("Bob", 3, 1)));
    assertEquals(new Why(Reason.CONDITION_FAILED, "on followers, name, which of them failed is not known",
        List.of("followers", "name"), false),
        ComposedWrite.condition(NAMED, VERSION, "version", 3).read(user("Bob", 3, 3)));
    assertEquals(new Why(Reason.NOT_FOUND, null), ComposedWrite.condition(NAMED, own, null, 0).read(Map.of()),
        "no item: the action's own reading");
  }

  /** With one attribute, that one failed, as a single write's ConditionFailedException says. */
  @Test
  void aConditionOnOneAttributeThatCannotBeJudgedNamesIt() {
    Expr shortName = new Expr.Size("name", Expr.Op.LT, 4);
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on name", List.of("name"), true),
        ComposedWrite.condition(shortName).read(user("Zoë", 3, 1)), "Zoë is 3 characters and 4 bytes: below 4 or not");
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on followers", List.of("followers"), true),
        ComposedWrite.condition(FEW).read(user("Bob", 3, 1)), "it seemed to hold, and is all there is to fail");
  }

  /**
   * An update's own conditions ({@code ifXEquals}) are judged with the typed condition, as the
   * repository's update judges them: a failed equality is named with the typed condition's failed
   * parts, and a typed condition that cannot be judged is still a failed condition, never a missing item.
   */
  @Test
  void anUpdatesOwnConditionsAreJudgedWithTheTypedOne() {
    Map<String, AttributeValue> key = ComposedFixtures.userKey("bob");
    UpdateSpec plain = new UpdateSpec("UserUpdate");
    plain.set("name", "name", AttributeValue.fromS("B."));
    UpdateSpec ifRobert = new UpdateSpec("UserUpdate");
    ifRobert.require("name", "name", AttributeValue.fromS("Robert"));
    ifRobert.set("name", "name", AttributeValue.fromS("B."));
    ComposedWrite.Reading update = ComposedWrite.update("User", key, plain, "bob", "version", 3);
    ComposedWrite.Reading equality = ComposedWrite.update("User", key, ifRobert, "bob", "version", 3);
    Expr shortName = new Expr.Size("name", Expr.Op.LT, 4);

    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on name", List.of("name"), true),
        ComposedWrite.condition(shortName, update, "version", 3).read(user("Zoë", 3, 3)));
    assertEquals(new Why(Reason.CONDITION_FAILED, "failed on name, followers", List.of("name", "followers"), true),
        ComposedWrite.condition(new Expr.Compare("followers", Expr.Op.GT, AttributeValue.fromN("10")), equality,
            "version", 3).read(user("Bob", 3, 3)));
    assertEquals(Reason.VERSION_CONFLICT, ComposedWrite.condition(shortName, update, "version", 3)
        .read(user("Zoë", 3, 4)).reason());
    assertEquals(Reason.NOT_FOUND, ComposedWrite.condition(shortName, update, "version", 3).read(Map.of()).reason());
  }
}
