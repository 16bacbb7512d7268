package dev.singletable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.layout.End;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the generators and the table checks render from an edge's or a node's key layout. */
class KeyLayoutTest {
  private final KeyLayout plain = KeyLayout.edge("ACTOR", "muter", "TARGET", "mutee", Optional.empty());
  private final KeyLayout inverted = KeyLayout.edge("ACTOR", "follower", "TARGET", "followee", Optional.of("GSI1"));
  private final KeyLayout node = KeyLayout.node("ACTOR", "id", "User");

  @Test
  void aKeyIsLimitedByTheSmallestAttributeItFills() {
    assertEquals(2048, plain.maxKeyBytes(End.SOURCE), "PK only");
    assertEquals(1024, inverted.maxKeyBytes(End.SOURCE), "PK and GSI1SK");
    assertEquals(1024, inverted.maxKeyBytes(End.TARGET), "SK and GSI1PK");
  }

  @Test
  void idsAreReadBackFromTheBaseKeys() {
    assertEquals("PK", inverted.base(End.SOURCE).attribute());
    assertEquals("SK", inverted.base(End.TARGET).attribute());
  }

  @Test
  void itDescribesEveryKeyPair() {
    assertEquals("{@code PK = ACTOR#<muter>}, {@code SK = TARGET#<mutee>}.", plain.describe());
    assertEquals("{@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};\n"
        + "on index GSI1, {@code GSI1PK = TARGET#<followee>}, {@code GSI1SK = ACTOR#<follower>}.",
        inverted.describe());
  }

  @Test
  void itNamesTheKeyConditionOfEachListing() {
    assertEquals(List.of("PK=ACTOR#…, SK=TARGET#…", "GSI1PK=TARGET#…, GSI1SK=ACTOR#…"), inverted.conditions());
  }

  /** A node: its key in {@code PK} where its edges hold their source key, and a fixed {@code SK}. */
  @Test
  void aNodeHasItsKeyAndAFixedSortKey() {
    assertEquals(2048, node.maxKeyBytes(End.NODE));
    assertEquals("PK", node.base(End.NODE).attribute());
    assertEquals(Optional.of("#User"), node.sortKey());
    assertEquals(Optional.empty(), inverted.sortKey());
    assertEquals("{@code PK = ACTOR#<id>}, {@code SK = #User}.", node.describe());
    assertEquals(List.of("PK=ACTOR#…, SK=#User"), node.conditions());
  }
}
