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
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What wins when several things fail at once, as docs/guide/failures.md says, on dynalite, sync and
 * async: a typed update's failures in their order, versioned writes of a node that is not there, and
 * empty batches. (A counted edge's own condition against a missing node is
 * in {@link CountedIdTypesTest}.)
 */
class FailurePrecedenceTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static MainTable table() {
    return new MainTable(dynamo.client(), dynamo.tableName());
  }

  private static MainAsyncTable asyncTable() {
    return new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName());
  }

  private static <R> R call(Mode mode, Supplier<R> sync, Supplier<CompletableFuture<R>> async) {
    return mode == Mode.SYNC ? sync.get() : Mode.join(async);
  }

  private static void run(Mode mode, Runnable sync, Supplier<CompletableFuture<Void>> async) {
    call(mode, () -> {
      sync.run();
      return null;
    }, async);
  }

  /**
   * No item, then another version, then an ADD out of its type's range, then the update's own
   * conditions: each update below also fails every check after the one it is refused for.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anUpdateThatFailsSeveralChecksIsRefusedForTheFirstInOrder(Mode mode) {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-order";
    profiles.create(new Profile(id, "Alice", null, Integer.MAX_VALUE - 1, null, null, 0));
    Profile stored = profiles.get(id).orElseThrow();
    ProfileUpdate everything = ProfileUpdate.of().addSize(5).ifNameEquals("Bob");

    FailedUpdate.costsOneRequest(dynamo, ItemNotFoundException.class,
        () -> profiles.update(mode + "-none", 7, everything));
    VersionConflictException stale = FailedUpdate.costsOneRequest(dynamo, VersionConflictException.class,
        () -> profiles.update(id, 7, everything));
    assertEquals(7, stale.expectedVersion());
    ConditionFailedException range = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 1, everything));
    assertEquals(List.of("size"), range.attributes(), "the failed condition on name is not named");
    assertEquals(List.of("size"), range.failedAttributes());
    ConditionFailedException condition = FailedUpdate.costsOneRequest(dynamo, ConditionFailedException.class,
        () -> profiles.update(id, 1, ProfileUpdate.of().addSize(-5).ifNameEquals("Bob")));
    assertEquals(List.of("name"), condition.failedAttributes());
    assertEquals(Optional.of(stored), profiles.get(id), "nothing was written");
  }

  /**
   * A node that is not there: {@code delete(id, version)} is false at any version, {@code put} at a
   * version is a conflict (the node it was read at is gone), {@code update} is not found.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void versionedWritesOfAMissingNode(Mode mode) {
    String ghost = mode + "-ghost";
    dynamo.requests().reset();
    assertFalse(call(mode, () -> table().profiles().delete(ghost, 7),
        () -> asyncTable().profiles().delete(ghost, 7)), "no node to delete: false, not a conflict");
    assertEquals(1, dynamo.requests().count("DeleteItem"));
    Profile atThree = new Profile(ghost, "Ghost", null, 0, null, null, 3);
    VersionConflictException put = assertThrows(VersionConflictException.class,
        () -> call(mode, () -> table().profiles().put(atThree), () -> asyncTable().profiles().put(atThree)));
    assertEquals(3, put.expectedVersion());
    FailedUpdate.costsOneRequest(dynamo, ItemNotFoundException.class,
        () -> Profiles.of(mode, dynamo).update(ghost, 3, ProfileUpdate.of().name("Ghost")));
    assertEquals(Optional.empty(), table().profiles().get(ghost), "nothing was created");

    assertTrue(table().profiles().create(new Profile(ghost, "Ghost", null, 0, null, null, 0)));
    assertFalse(call(mode, () -> table().profiles().create(atThree), () -> asyncTable().profiles().create(atThree)),
        "an existing node is not created again");
    assertTrue(call(mode, () -> table().profiles().delete(ghost, 1), () -> asyncTable().profiles().delete(ghost, 1)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void emptyBatchesSendNothing(Mode mode) {
    dynamo.requests().reset();
    if (mode == Mode.SYNC) {
      MainTable table = table();
      assertEquals(List.of(), table.tags().getAll(List.of()));
      assertEquals(List.of(), table.profiles().getAll(List.of()));
      assertEquals(List.of(), table.memberships().getAll(List.of()));
      table.tags().putAll(List.of());
      table.tags().deleteAll(List.of());
      table.tags().importAll(List.of());
      table.profiles().importAll(List.of());
      table.memberships().putAll(List.of());
      table.memberships().deleteAll(List.of());
      table.memberships().importAll(List.of());
      table.batchWrite().execute();
    } else {
      MainAsyncTable table = asyncTable();
      assertEquals(List.of(), Mode.join(() -> table.tags().getAll(List.of())));
      assertEquals(List.of(), Mode.join(() -> table.profiles().getAll(List.of())));
      assertEquals(List.of(), Mode.join(() -> table.memberships().getAll(List.of())));
      Mode.join(() -> table.tags().putAll(List.of()));
      Mode.join(() -> table.tags().deleteAll(List.of()));
      Mode.join(() -> table.tags().importAll(List.of()));
      Mode.join(() -> table.profiles().importAll(List.of()));
      Mode.join(() -> table.memberships().putAll(List.of()));
      Mode.join(() -> table.memberships().deleteAll(List.of()));
      Mode.join(() -> table.memberships().importAll(List.of()));
      Mode.join(() -> table.batchWrite().execute());
    }
    assertEquals(0, dynamo.requests().count(), "requests sent for empty batches: " + dynamo.requests());
  }

  /** A batch the repository's rules refuse is refused even when empty: the call is wrong, whatever it holds. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRefusedBatchIsRefusedEvenWhenEmpty(Mode mode) {
    dynamo.requests().reset();
    InvalidRequestException refused = assertThrows(InvalidRequestException.class, () -> run(mode,
        () -> table().profiles().putAll(List.of()), () -> asyncTable().profiles().putAll(List.of())));
    assertTrue(refused.getMessage().contains("Profile nodes have a version (version)"), refused.getMessage());
    assertEquals(0, dynamo.requests().count());
  }
}
