package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserRepository;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code importAll} of the sample's counted {@code Follow}, sync and async: edges in bulk with
 * BatchWriteItem and the counters untouched, until a recount sets them from the edges, counting an
 * edge imported twice, or imported over an existing one, once. And the users' own batches: imported as
 * given before their edges, read back by id; putAll refused.
 */
class CountedImportTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");

  private static SocialFollows follows(Mode mode) {
    return SocialFollows.of(mode, dynamo.client(), dynamo.asyncClient(), dynamo.tableName(), TableSettings.defaults());
  }

  private static UserRepository users() {
    return new SocialTable(dynamo.client(), dynamo.tableName()).users();
  }

  private static User user(String id) {
    return users().get(id, ReadConsistency.STRONG).orElseThrow();
  }

  /** "following/followers" of each user, as stored. */
  private static String counters(String... ids) {
    return Arrays.stream(ids).map(CountedImportTest::user).map(u -> u.id() + " " + u.following() + "/" + u.followers())
        .collect(Collectors.joining(", "));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void importLeavesTheCountersUntilARecountSetsThemFromTheEdges(Mode mode) {
    for (String id : List.of("alice", "bob", "carol")) {
      users().create(new User(id, id, 0, 0, 0));
    }
    SocialFollows follows = follows(mode);
    follows.create(new Follow("alice", "bob", T1));
    dynamo.requests().reset();

    follows.importAll(List.of(new Follow("alice", "bob", T1), new Follow("alice", "carol", T1),
        new Follow("bob", "carol", T1), new Follow("alice", "carol", T1)));

    assertEquals(2, dynamo.requests().count("BatchWriteItem"), "a key twice starts a second call");
    assertEquals(2, dynamo.requests().count(), "no transaction, no counter update");
    assertEquals("alice 1/0, bob 0/1, carol 0/0", counters("alice", "bob", "carol"));
    Users users = Users.of(mode, dynamo);
    assertEquals(2, users.recountFollowing("alice"), "the node's recount forwards to the edge's");
    assertEquals(1, users.recountFollowing("bob"));
    assertEquals(1, users.recountFollowers("bob"), "the follow imported over an existing one counts once");
    assertEquals(2, follows.recountUserFollowers("carol"));
    assertEquals("alice 2/0, bob 1/1, carol 0/2", counters("alice", "bob", "carol"));
    assertTrue(follows.delete("alice", "carol"), "after the recount, counted writes go on from there");
    assertEquals("alice 1/0, bob 1/1, carol 0/1", counters("alice", "bob", "carol"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anImportedEdgeOfAMissingNodeIsWrittenAndItsRecountSaysTheNodeIsMissing(Mode mode) {
    users().create(new User("alice", "alice", 0, 0, 0));
    SocialFollows follows = follows(mode);
    follows.importAll(List.of(new Follow("alice", "ghost", T1)));
    assertEquals(1, follows.recountUserFollowing("alice"));
    MissingNodeException e = assertThrows(MissingNodeException.class,
        () -> Users.of(mode, dynamo).recountFollowers("ghost"));
    assertEquals(List.of(new MissingNodeException.Node("User", "ghost", "ACTOR#ghost", "#User")), e.missing());
    assertTrue(users().get("ghost", ReadConsistency.STRONG).isEmpty(), "no phantom node item");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void badInputIsRefusedBeforeAnyRequest(Mode mode) {
    SocialFollows follows = follows(mode);
    String owner = mode == Mode.SYNC ? "FollowRepository" : "FollowAsyncRepository";
    InvalidKeyException key = assertThrows(InvalidKeyException.class,
        () -> follows.importAll(List.of(new Follow("alice", "bob", T1), new Follow("alice", "", T1))));
    assertTrue(key.getMessage().startsWith(owner + ".importAll: follows[1]: "), key.getMessage());
    InvalidItemException item = assertThrows(InvalidItemException.class,
        () -> follows.importAll(Arrays.asList(new Follow("alice", "bob", T1), null)));
    assertTrue(item.getMessage().startsWith(owner + ".importAll: follows[1]"), item.getMessage());
    assertThrows(InvalidRequestException.class, () -> follows.importAll(null));
    assertEquals(0, dynamo.requests().count());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void usersImportedInBulkThenTheirEdgesThenARecountEndWithTheRightCounters(Mode mode) {
    Users users = Users.of(mode, dynamo);
    List<User> everyone = IntStream.range(0, 30).mapToObj(i -> new User("u" + i, "User " + i, 0, 0, 1)).toList();
    users.importAll(everyone);
    assertEquals(2, dynamo.requests().count("BatchWriteItem"), "30 users in calls of 25");
    follows(mode).importAll(IntStream.range(1, 30).mapToObj(i -> new Follow("u" + i, "u0", T1)).toList());
    assertEquals(29, users.recountFollowers("u0"));
    List<Optional<User>> got = users.getAll(List.of("u0", "u1", "nobody"), ReadConsistency.STRONG);
    assertEquals(List.of(Optional.of(new User("u0", "User 0", 0, 29, 1)), Optional.of(everyone.get(1)),
        Optional.empty()), got);
    assertEquals(new User("u1", "Al", 0, 0, 2), users.put(new User("u1", "Al", 0, 0, 1)),
        "an imported node's version is checked from then on");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putAllOfCountedVersionedUsersIsRefusedAndImportAllRefusesVersionZero(Mode mode) {
    Users users = Users.of(mode, dynamo);
    String owner = mode == Mode.SYNC ? "UserRepository" : "UserAsyncRepository";
    InvalidRequestException put = assertThrows(InvalidRequestException.class,
        () -> users.putAll(List.of(new User("alice", "Alice", 0, 0, 1))));
    assertEquals(owner + ".putAll: User nodes have a version (version) and counters (following, followers), and a"
        + " batch write has no condition: it would skip the version check and overwrite the counters their edges"
        + " keep. Call put for each node, which keeps them; to load nodes in bulk, call importAll, which writes them"
        + " as given, counters and version included.", put.getMessage());
    InvalidItemException version = assertThrows(InvalidItemException.class,
        () -> users.importAll(List.of(new User("alice", "Alice", 0, 0, 1), new User("bob", "Bob", 0, 0, 0))));
    assertTrue(version.getMessage().startsWith(owner + ".importAll: users[1]: version is 0, "), version.getMessage());
    assertEquals(0, dynamo.requests().count());
  }
}
