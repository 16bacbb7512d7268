package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The three refused writes share one catchable base that names the item by record and key. */
class WriteNotAppliedExceptionTest {
  @Test
  void eachNamesItsItemThroughTheBase() {
    List<WriteNotAppliedException> refused = List.of(
        new ItemNotFoundException("User", "USER#alice", "#User"),
        new VersionConflictException("User", "USER#alice", "#User", "alice", 2),
        new ConditionFailedException("User", "USER#alice", "#User", List.of("name")));
    for (WriteNotAppliedException e : refused) {
      assertEquals(List.of("User", "USER#alice", "#User"), List.of(e.entity(), e.partitionKey(), e.sortKey()));
      assertTrue(e.getMessage().contains("Nothing was written."), e.getMessage());
    }
  }

  @Test
  void theMessagesBeforeTheBaseAreKept() {
    assertEquals("No User item with PK 'USER#alice' and SK '#User' exists: an update changes an existing item"
        + " and never creates one. Nothing was written. Create the User first (create or put), or check its ids.",
        new ItemNotFoundException("User", "USER#alice", "#User").getMessage());
    assertEquals("User 'alice' is no longer at version 0 (not stored yet): another writer stored it first."
        + " Nothing was written. Read User 'alice' again, reapply the change and write it with the version just"
        + " read.", new VersionConflictException("User", "USER#alice", "#User", "alice", 0).getMessage());
  }

  @Test
  void oneConditionOfUnknownOutcomeIsTheOneThatFailed() {
    ConditionFailedException e = new ConditionFailedException("User", "USER#alice", "#User", List.of("name"));
    assertTrue(e.failedAttributesKnown());
    assertEquals(List.of("name"), e.failedAttributes());
    assertTrue(e.getMessage().contains("was not applied: its condition on name does not hold. Nothing"),
        e.getMessage());
  }

  @Test
  void severalConditionsOfUnknownOutcomeAreAllNamedAsCandidates() {
    ConditionFailedException e =
        new ConditionFailedException("User", "USER#alice", "#User", List.of("name", "bio"));
    assertFalse(e.failedAttributesKnown());
    assertEquals(List.of("name", "bio"), e.failedAttributes());
  }

  @Test
  void failedAttributesFollowTheOrderOfTheConditionsAndMustBeAmongThem() {
    ConditionFailedException e = new ConditionFailedException("User", "USER#alice", "#User",
        List.of("name", "bio", "status"), List.of("status", "name"));
    assertEquals(List.of("name", "status"), e.failedAttributes());
    assertTrue(e.getMessage().contains("its conditions on name and status do not hold (the one on bio does)."),
        e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> new ConditionFailedException("User", "USER#alice", "#User", List.of("name"), List.of("bio")));
    assertThrows(IllegalArgumentException.class,
        () -> new ConditionFailedException("User", "USER#alice", "#User", List.of("name"), List.of()));
  }
}
