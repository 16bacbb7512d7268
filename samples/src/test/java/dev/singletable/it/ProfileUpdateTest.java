package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Typed updates of a versioned node on dynalite, sync and async: one UpdateItem, no read before it. */
class ProfileUpdateTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final Instant SEEN = Instant.parse("2024-01-02T03:04:05.123456789Z");

  @ParameterizedTest
  @EnumSource(Mode.class)
  void setRemoveAndAddInOneRequestReturnTheNewRecord(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-set";
    profiles.create(new Profile(id, "Alice", "away", 3, null, SEEN, 0));
    dynamo.requests().reset();

    Profile updated = profiles.update(id, 1,
        ProfileUpdate.of().name("Alice B.").removeStatus().addSize(4).addKarma(-2).seenAt(SEEN.plusNanos(1)));

    Profile expected = new Profile(id, "Alice B.", null, 7, -2L, SEEN.plusNanos(1), 2);
    assertEquals(expected, updated);
    assertEquals(1, dynamo.requests().count(), "one UpdateItem, no read");
    assertEquals(1, dynamo.requests().count("UpdateItem"));
    assertEquals(Optional.of(expected), profiles.get(id));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aConditionOnEqualValuesEncodedAsTheMapperDoes(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-condition";
    profiles.create(new Profile(id, "Alice", "away", 3, 10L, SEEN, 0));

    Profile updated = profiles.update(id, 1,
        ProfileUpdate.of().status("online").ifSeenAtEquals(SEEN).ifKarmaEquals(10L).ifStatusEquals("away"));
    assertEquals("online", updated.status());

    ConditionFailedException failed = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 2, ProfileUpdate.of().status("busy").ifNameEquals("Bob")));
    assertEquals(List.of("name"), failed.attributes());
    assertEquals(List.of("name"), failed.failedAttributes());
    assertEquals("PROFILE#" + id, failed.partitionKey());
    assertEquals(Optional.of(updated), profiles.get(id), "nothing written");
  }

  /** The item as it was, returned with the failure, tells which conditions failed; values stay out of the message. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void onlyTheConditionsThatFailedAreNamed(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-which";
    profiles.create(new Profile(id, "Alice", "online", 3, null, SEEN, 0));

    ConditionFailedException one = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().name("A").ifNameEquals("Alice").ifSizeEquals(3)
            .ifStatusEquals("away")));
    assertEquals(List.of("name", "size", "status"), one.attributes());
    assertEquals(List.of("status"), one.failedAttributes());
    assertTrue(one.getMessage().contains("its condition on status does not hold (the ones on name and size do)."),
        one.getMessage());
    assertFalse(one.getMessage().contains("online") || one.getMessage().contains("away"), one.getMessage());

    ConditionFailedException both = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().name("A").ifSeenAtEquals(SEEN.plusSeconds(1))
            .ifNameEquals("Alice").ifKarmaEquals(10L)));
    assertEquals(List.of("seenAt", "karma"), both.failedAttributes(), "another value, and a missing attribute");
    assertTrue(both.failedAttributesKnown());
    assertEquals(new Profile(id, "Alice", "online", 3, null, SEEN, 1), profiles.get(id).orElseThrow());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aMissingNodeIsNotFoundAndNotCreated(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-missing";
    ItemNotFoundException missing = FailedUpdate.costsOneRequest(dynamo, ItemNotFoundException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().name("Ghost").ifNameEquals("Ghost")));
    assertEquals("Profile", missing.entity());
    assertEquals(Optional.empty(), profiles.get(id), "an update never creates an item");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStaleVersionIsAConflictAndWritesNothing(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-stale";
    profiles.create(new Profile(id, "Alice", null, 0, null, null, 0));
    Profile second = profiles.update(id, 1, ProfileUpdate.of().addSize(1));

    VersionConflictException conflict = FailedUpdate.costsOneRequest(dynamo, VersionConflictException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().addSize(1).ifNameEquals("Alice")));
    assertEquals(1, conflict.expectedVersion());
    assertEquals(List.of("PROFILE#" + id, "#Profile"), List.of(conflict.partitionKey(), conflict.sortKey()));
    assertEquals(Optional.of(second), profiles.get(id));
    assertEquals(new Profile(id, "Alice", null, 2, null, null, 3),
        profiles.update(id, 2, ProfileUpdate.of().addSize(1)));
  }

  /** DynamoDB would store any sum; the update keeps an int an int, so the profile stays readable. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anAddThatWouldLeaveTheRangeOfItsTypeIsNotApplied(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-overflow";
    profiles.create(new Profile(id, null, null, Integer.MAX_VALUE - 1, Long.MIN_VALUE + 1, null, 0));

    ConditionFailedException up = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().addSize(2)));
    assertEquals(List.of("size"), up.attributes());
    ConditionFailedException down = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().addKarma(-2)));
    assertEquals(List.of("karma"), down.attributes());
    assertEquals(new Profile(id, null, null, Integer.MAX_VALUE, Long.MIN_VALUE, null, 2),
        profiles.update(id, 1, ProfileUpdate.of().addSize(1).addKarma(-1)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void refusedUpdatesSendNothing(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    dynamo.requests().reset();
    assertThrows(InvalidRequestException.class, () -> profiles.update("alice", 1, ProfileUpdate.of()));
    assertThrows(InvalidRequestException.class, () -> profiles.update("alice", 1, null));
    assertThrows(InvalidRequestException.class, () -> profiles.update("alice", 0, ProfileUpdate.of().name("A")));
    assertThrows(InvalidRequestException.class, () -> ProfileUpdate.of().name("A").name("B"));
    assertThrows(InvalidRequestException.class, () -> ProfileUpdate.of().name("A").removeName());
    assertThrows(InvalidRequestException.class, () -> ProfileUpdate.of().addSize(1).size(2));
    assertThrows(InvalidRequestException.class, () -> ProfileUpdate.of().name(null));
    assertEquals(0, dynamo.requests().count(), "requests sent for refused input");
  }
}
