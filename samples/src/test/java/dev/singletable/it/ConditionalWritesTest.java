package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowCondition;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserCondition;
import dev.singletable.samples.social.UserUpdate;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The conditional put, delete and update of edges, versioned nodes with counters, and counted edges
 * (whose delete's transaction carries the condition, through the testing launcher's
 * TransactWriteItems), sync and async: a condition that holds writes, one that fails writes nothing
 * and names its attribute, a version conflict wins over a condition, and a null condition is refused
 * before any request.
 */
class ConditionalWritesTest {
  @RegisterExtension
  static final LocalDynamoDbExtension main = LocalDynamoDbExtension.withTable(MainTable::definition);
  @RegisterExtension
  static final LocalDynamoDbExtension social = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final Instant T = Instant.parse("2026-12-02T10:00:00Z");

  private static <R> R run(Mode mode, java.util.function.Supplier<R> sync,
      java.util.function.Supplier<java.util.concurrent.CompletableFuture<R>> async) {
    return mode == Mode.SYNC ? sync.get() : Mode.join(async);
  }

  private EverythingRepository everythings() {
    return new MainTable(main.client(), main.tableName()).everythings();
  }

  private EverythingAsyncRepository asyncEverythings() {
    return new MainAsyncTable(main.asyncClient(), main.tableName()).everythings();
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anEdgesPutDeleteAndUpdateApplyOnlyIfTheConditionHolds(Mode mode) {
    long account = mode == Mode.SYNC ? 1 : 2;
    Everything first = RoundTripTest.sparse(account, Everything.Tier.FREE, "one", 1, Set.of("a"));
    Everything second = RoundTripTest.sparse(account, Everything.Tier.FREE, "two", 2, Set.of("b"));
    Condition<Everything> absent = EverythingCondition.text().notExists();
    run(mode, () -> { everythings().put(first, absent); return null; }, () -> asyncEverythings().put(first, absent));

    ConditionFailedException failed = assertThrows(ConditionFailedException.class, () -> run(mode,
        () -> { everythings().put(second, absent); return null; }, () -> asyncEverythings().put(second, absent)));
    assertEquals(List.of("text"), failed.failedAttributes());
    assertTrue(failed.getMessage().startsWith("The put of the Everything item"), failed.getMessage());
    assertEquals("one", stored(account).text(), "nothing was written");

    Condition<Everything> isOne = EverythingCondition.text().eq("one").and(EverythingCondition.amount().lt(2.0));
    run(mode, () -> { everythings().put(second, isOne); return null; }, () -> asyncEverythings().put(second, isOne));
    assertEquals("two", stored(account).text());

    Everything updated = run(mode,
        () -> everythings().update(account, Everything.Tier.FREE, EverythingUpdate.of().client("c"),
            EverythingCondition.labels().contains("b")),
        () -> asyncEverythings().update(account, Everything.Tier.FREE, EverythingUpdate.of().client("c"),
            EverythingCondition.labels().contains("b")));
    assertEquals("c", updated.client());

    Condition<Everything> isOneAgain = EverythingCondition.text().eq("one");
    failed = assertThrows(ConditionFailedException.class, () -> run(mode,
        () -> everythings().delete(account, Everything.Tier.FREE, isOneAgain),
        () -> asyncEverythings().delete(account, Everything.Tier.FREE, isOneAgain)));
    assertTrue(failed.getMessage().startsWith("The delete of the Everything item"), failed.getMessage());
    assertEquals("two", stored(account).text(), "nothing was deleted");
    Condition<Everything> isTwo = EverythingCondition.text().eq("two");
    assertTrue(run(mode, () -> everythings().delete(account, Everything.Tier.FREE, isTwo),
        () -> asyncEverythings().delete(account, Everything.Tier.FREE, isTwo)));
    assertFalse(run(mode, () -> everythings().delete(account, Everything.Tier.FREE, isTwo),
        () -> asyncEverythings().delete(account, Everything.Tier.FREE, isTwo)), "no edge: nothing to delete");
    assertEquals(Optional.empty(), everythings().get(account, Everything.Tier.FREE, ReadConsistency.STRONG));
  }

  private Everything stored(long account) {
    return everythings().get(account, Everything.Tier.FREE, ReadConsistency.STRONG).orElseThrow();
  }

  private SocialTable social() {
    return new SocialTable(social.client(), social.tableName());
  }

  private SocialAsyncTable asyncSocial() {
    return new SocialAsyncTable(social.asyncClient(), social.tableName());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aVersionedNodesWritesCombineTheConditionWithTheVersion(Mode mode) {
    String id = "ann-" + mode;
    social().users().create(new User(id, "Ann", 0, 0, 0));
    Condition<User> named = UserCondition.name().beginsWith("A").and(UserCondition.followers().le(0L));
    User put = run(mode, () -> social().users().put(new User(id, "Anna", 0, 0, 1), named),
        () -> asyncSocial().users().put(new User(id, "Anna", 0, 0, 1), named));
    assertEquals(2, put.version());

    Condition<User> bob = UserCondition.name().eq("Bob");
    ConditionFailedException failed = assertThrows(ConditionFailedException.class, () -> run(mode,
        () -> social().users().put(new User(id, "Zed", 0, 0, 2), bob),
        () -> asyncSocial().users().put(new User(id, "Zed", 0, 0, 2), bob)));
    assertEquals(List.of("name"), failed.failedAttributes());
    assertThrows(VersionConflictException.class, () -> run(mode,
        () -> social().users().put(new User(id, "Zed", 0, 0, 1), bob),
        () -> asyncSocial().users().put(new User(id, "Zed", 0, 0, 1), bob)), "a stale version wins");

    Condition<User> readVersion = UserCondition.version().eq(2L);
    User updated = run(mode,
        () -> social().users().update(id, 2, UserUpdate.of().name("Ada"), readVersion),
        () -> asyncSocial().users().update(id, 2, UserUpdate.of().name("Ada"), readVersion));
    assertEquals(3, updated.version());
    failed = assertThrows(ConditionFailedException.class, () -> run(mode,
        () -> social().users().update(id, 3, UserUpdate.of().name("Eve").ifNameEquals("Ada"), bob),
        () -> asyncSocial().users().update(id, 3, UserUpdate.of().name("Eve").ifNameEquals("Ada"), bob)));
    assertEquals(List.of("name"), failed.attributes(), "the update's equality and the condition share name");

    failed = assertThrows(ConditionFailedException.class, () -> run(mode,
        () -> social().users().delete(id, 3, bob), () -> asyncSocial().users().delete(id, 3, bob)));
    assertEquals(List.of("name"), failed.failedAttributes());
    assertThrows(VersionConflictException.class, () -> run(mode,
        () -> social().users().delete(id, 2, bob), () -> asyncSocial().users().delete(id, 2, bob)));
    Condition<User> ada = UserCondition.name().eq("Ada");
    assertTrue(run(mode, () -> social().users().delete(id, 3, ada), () -> asyncSocial().users().delete(id, 3, ada)));
    assertFalse(run(mode, () -> social().users().delete(id, 3, ada), () -> asyncSocial().users().delete(id, 3, ada)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCountedEdgesDeleteCarriesTheConditionInItsTransaction(Mode mode) {
    String follower = "f-" + mode;
    String followee = "g-" + mode;
    social().users().create(new User(follower, follower, 0, 0, 0));
    social().users().create(new User(followee, followee, 0, 0, 0));
    social().follows().create(new Follow(follower, followee, T));

    Condition<Follow> before = FollowCondition.followedAt().lt(T);
    ConditionFailedException failed = assertThrows(ConditionFailedException.class, () -> run(mode,
        () -> social().follows().delete(follower, followee, before),
        () -> asyncSocial().follows().delete(follower, followee, before)));
    assertEquals(List.of("followedAt"), failed.failedAttributes());
    assertTrue(failed.failedAttributesKnown(), failed.getMessage());
    assertEquals(1, social().users().get(followee, ReadConsistency.STRONG).orElseThrow().followers(),
        "nothing changed, counters included");

    Condition<Follow> atOrBefore = FollowCondition.followedAt().le(T);
    assertTrue(run(mode, () -> social().follows().delete(follower, followee, atOrBefore),
        () -> asyncSocial().follows().delete(follower, followee, atOrBefore)));
    assertEquals(0, social().users().get(followee, ReadConsistency.STRONG).orElseThrow().followers());
    assertEquals(0, social().users().get(follower, ReadConsistency.STRONG).orElseThrow().following());
    assertFalse(run(mode, () -> social().follows().delete(follower, followee, atOrBefore),
        () -> asyncSocial().follows().delete(follower, followee, atOrBefore)), "no edge: nothing to delete");
  }

  @Test
  void aNullConditionIsRefusedBeforeAnyRequest() {
    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> everythings().delete(9, Everything.Tier.FREE, null));
    assertTrue(refused.getMessage().startsWith("EverythingRepository.delete: the condition is null."),
        refused.getMessage());
    assertThrows(InvalidRequestException.class, () -> Mode.join(() -> asyncEverythings().put(
        RoundTripTest.sparse(9, Everything.Tier.FREE), null)));
    assertThrows(InvalidRequestException.class, () -> social().follows().delete("a", "b", null),
        "a counted edge's too");
  }
}
