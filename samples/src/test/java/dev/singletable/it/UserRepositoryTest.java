package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserKeys;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every operation of the generated UserRepository and its async twin on dynalite: counters start at 0
 * and survive puts, the version guards put and delete.
 */
class UserRepositoryTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  @ParameterizedTest
  @EnumSource(Mode.class)
  void createStartsTheVersionAtOneAndNeverOverwrites(Mode mode) {
    Users users = Users.of(mode, dynamo);
    assertTrue(users.create(new User("alice", "Alice", 4, 5, 9)));
    assertFalse(users.create(new User("alice", "Other", 0, 0, 0)));
    assertEquals(Optional.of(new User("alice", "Alice", 0, 0, 1)), users.get("alice", ReadConsistency.STRONG),
        "create starts the counters at 0, whatever the record holds");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putUpdatesOnlyTheRecordsAttributesAndCountsTheVersion(Mode mode) {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "Alice", 0, 0, 1));
    addToCounters("alice", 3, 2);
    assertEquals(new User("alice", "Alice", 3, 2, 1), users.get("alice", ReadConsistency.STRONG).orElseThrow(),
        "an ADD by someone else leaves the version alone");

    User stored = users.put(new User("alice", "Alicia", 0, 0, 1));

    assertEquals(new User("alice", "Alicia", 3, 2, 2), stored, "put never writes the counters it is given");
    assertEquals(Optional.of(stored), users.get("alice", ReadConsistency.STRONG));
    Map<String, AttributeValue> item = dynamo.client().getItem(b -> b.tableName(dynamo.tableName())
        .key(UserKeys.primaryKey("alice")).consistentRead(true)).item();
    assertEquals("3", item.get("following").n(), "put is an UpdateItem: what it does not own stays");
    assertEquals("2", item.get("followers").n());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putOfANullAttributeRemovesIt(Mode mode) {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "Alice", 0, 0, 1));
    users.put(new User("alice", null, 0, 0, 1));
    assertFalse(dynamo.client().getItem(b -> b.tableName(dynamo.tableName()).key(UserKeys.primaryKey("alice"))
        .consistentRead(true)).item().containsKey("name"));
    assertEquals(Optional.of(new User("alice", null, 0, 0, 2)), users.get("alice", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putAtVersionZeroCreatesOnlyANodeNotStoredYet(Mode mode) {
    Users users = Users.of(mode, dynamo);
    assertEquals(new User("bob", "Bob", 0, 0, 1), users.put(new User("bob", "Bob", 0, 0, 0)));
    VersionConflictException conflict =
        assertThrows(VersionConflictException.class, () -> users.put(new User("bob", "Robert", 0, 0, 0)));
    assertEquals(0, conflict.expectedVersion());
    assertEquals(List.of("ACTOR#bob", "#User"), List.of(conflict.partitionKey(), conflict.sortKey()));
    assertEquals(Optional.of(new User("bob", "Bob", 0, 0, 1)), users.get("bob", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStaleVersionIsAConflictAndWritesNothing(Mode mode) {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "Alice", 0, 0, 1));
    users.put(new User("alice", "Alicia", 0, 0, 1));

    VersionConflictException conflict =
        assertThrows(VersionConflictException.class, () -> users.put(new User("alice", "Stale", 0, 0, 1)));

    assertEquals("User", conflict.entity());
    assertEquals("alice", conflict.id());
    assertEquals(List.of("ACTOR#alice", "#User"), List.of(conflict.partitionKey(), conflict.sortKey()));
    assertEquals(1, conflict.expectedVersion());
    assertTrue(conflict.getMessage().startsWith("User 'alice' is no longer at version 1"), conflict.getMessage());
    assertEquals(Optional.of(new User("alice", "Alicia", 0, 0, 2)), users.get("alice", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getAndExistsByIdAndByRecord(Mode mode) {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "Alice", 0, 0, 0));
    assertEquals(Optional.of(new User("alice", "Alice", 0, 0, 1)), users.get(new User("alice", null, 0, 0, 9)));
    assertTrue(users.exists("alice"));
    assertTrue(users.exists(new User("alice", null, 0, 0, 0)));
    assertFalse(users.exists("bob"));
    assertEquals(Optional.empty(), users.get("bob"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void deleteIsConditionedOnTheVersionRead(Mode mode) {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "Alice", 0, 0, 0));
    users.create(new User("bob", "Bob", 0, 0, 0));

    assertEquals("ACTOR#alice", assertThrows(VersionConflictException.class, () -> users.delete("alice", 2))
        .partitionKey());
    assertEquals("ACTOR#bob", assertThrows(VersionConflictException.class,
        () -> users.delete(new User("bob", "Bob", 0, 0, 7))).partitionKey());
    assertTrue(users.exists("alice") && users.exists("bob"));

    assertTrue(users.delete("alice", 1));
    assertTrue(users.delete(new User("bob", null, 0, 0, 1)));
    assertFalse(users.delete("alice", 1), "a node that does not exist is not a conflict");
    assertFalse(users.exists("alice") || users.exists("bob"));
  }

  /** What a counted edge's write does to its nodes: an ADD that never touches the version. */
  private static void addToCounters(String id, long following, long followers) {
    dynamo.client().updateItem(b -> b.tableName(dynamo.tableName()).key(UserKeys.primaryKey(id))
        .updateExpression("ADD following :a, followers :b")
        .expressionAttributeValues(Map.of(":a", AttributeValue.fromN(Long.toString(following)),
            ":b", AttributeValue.fromN(Long.toString(followers)))));
  }
}
