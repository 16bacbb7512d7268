package dev.singletable.runtime.internal.request;

import dev.singletable.runtime.InvalidRequestException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What an update refuses, at the call that is wrong, naming the generated method and the fix. */
class UpdateSpecTest {
  private static final AttributeValue ALICE = AttributeValue.fromS("Alice");

  @Test
  void anAttributeIsChangedOncePerUpdate() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.set("name", "name", ALICE);
    InvalidRequestException twice = assertThrows(InvalidRequestException.class,
        () -> spec.set("name", "name", ALICE));
    assertEquals("UserUpdate.name: this update already sets name. An update changes each attribute once:"
        + " keep one of the two calls.", twice.getMessage());
    InvalidRequestException removed = assertThrows(InvalidRequestException.class, () -> spec.remove("name", "name"));
    assertTrue(removed.getMessage().startsWith("UserUpdate.removeName: this update already sets name."),
        removed.getMessage());
    spec.add("score", "score", AttributeValue.fromN("1"));
    InvalidRequestException added = assertThrows(InvalidRequestException.class,
        () -> spec.set("score", "score", AttributeValue.fromN("2")));
    assertTrue(added.getMessage().startsWith("UserUpdate.score: this update already adds to score."),
        added.getMessage());
    assertEquals("SET name, ADD score", spec.toString());
  }

  @Test
  void nullsAreRefusedNamingWhatToCallInstead() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    assertEquals("UserUpdate.name(null): an update sets values. To remove name, call UserUpdate.removeName()"
        + " instead.", assertThrows(InvalidRequestException.class, () -> spec.set("name", "name", null)).getMessage());
    assertTrue(assertThrows(InvalidRequestException.class, () -> spec.add("score", "score", null))
        .getMessage().startsWith("UserUpdate.addScore(null)"));
    assertTrue(assertThrows(InvalidRequestException.class, () -> spec.require("name", "name", null))
        .getMessage().startsWith("UserUpdate.ifNameEquals(null)"));
    assertTrue(spec.isEmpty(), "a refused call changes nothing");
  }

  @Test
  void oneConditionPerAttribute() {
    UpdateSpec spec = new UpdateSpec("UserUpdate");
    spec.require("name", "name", ALICE);
    assertTrue(assertThrows(InvalidRequestException.class, () -> spec.require("name", "name", ALICE))
        .getMessage().startsWith("UserUpdate.ifNameEquals: this update already has a condition on name."));
    assertTrue(spec.isEmpty(), "a condition is not a change");
    spec.remove("bio", "bio");
    assertEquals("REMOVE bio; if name", spec.toString());
  }
}
