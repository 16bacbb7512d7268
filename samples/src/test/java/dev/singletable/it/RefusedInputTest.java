package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SortOrder;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every refused input gets its typed exception (from the sync repository, or as the failure of the
 * async twin's future or publisher), and the request-counting interceptor shows that nothing was sent.
 */
class RefusedInputTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private PlainFollowRepository follows;
  private String aliceCursor;
  private String aliceDescendingCursor;
  private String bobFollowersCursor;

  @BeforeEach
  void setUp() {
    follows = new GraphTable(dynamo.client(), dynamo.tableName()).plainFollows();
    for (String user : new String[] {"bob", "carol", "dave"}) {
      follows.create(new PlainFollow("alice", user, null));
      follows.create(new PlainFollow(user, "bob", null));
    }
    follows.create(new PlainFollow("alice", "alice", null));
    ListOptions two = ListOptions.defaults().pageSize(2);
    aliceCursor = follows.following("alice").page(two).nextCursor().orElseThrow();
    aliceDescendingCursor = follows.following("alice").page(two.order(SortOrder.DESCENDING)).nextCursor().orElseThrow();
    bobFollowersCursor = follows.followers("bob").page(two).nextCursor().orElseThrow();
    dynamo.requests().reset();
  }

  @AfterEach
  void nothingWasSent() {
    assertEquals(0, dynamo.requests().count(), "requests sent for refused input");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void emptyAndNullIdsNameTheComponent(Mode mode) {
    Follows follows = mode.follows(dynamo);
    assertEquals("PlainFollow.follower", refusedKey(() -> follows.create(new PlainFollow("", "bob", null))).component());
    assertEquals("PlainFollow.followee", refusedKey(() -> follows.create(new PlainFollow("alice", null, null))).component());
    assertEquals("PlainFollow.followee", refusedKey(() -> follows.get("alice", "")).component());
    assertEquals("PlainFollow.follower", refusedKey(() -> follows.delete(null, "bob")).component());
    assertEquals("PlainFollow.followee", refusedKey(() -> follows.followers("")).component());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void keysOverDynamoDbLimitsAreRefusedInUtf8Bytes(Mode mode) {
    Follows follows = mode.follows(dynamo);
    // 1020 two-byte characters: 1027 UTF-16 units with the prefix, which a local server would accept, but 2047 bytes.
    String wide = "é".repeat(1020);
    InvalidKeyException sortKey = refusedKey(() -> follows.create(new PlainFollow("alice", wide, null)));
    assertEquals("PlainFollow.followee", sortKey.component());
    assertTrue(sortKey.getMessage().contains("1024"), sortKey.getMessage());
    // The source key is also GSI1's sort key, so it has the 1024-byte limit too.
    assertEquals("PlainFollow.follower", refusedKey(() -> follows.exists("a".repeat(1019), "bob")).component());
    follows.exists("a".repeat(1018), "bob");
    assertEquals(1, dynamo.requests().count(), "1024 bytes exactly is allowed");
    dynamo.requests().reset();
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void badCursorsAreRefused(Mode mode) {
    Follows follows = mode.follows(dynamo);
    ListOptions options = ListOptions.defaults().pageSize(2);
    refusedCursor(() -> follows.following("alice", options.after("not a cursor!")));
    refusedCursor(() -> follows.following("alice", options.after("")));
    refusedCursor(() -> follows.following("alice", options.after(aliceCursor.substring(0, aliceCursor.length() - 3))));
    refusedCursor(() -> follows.following("alice", options.after(aliceCursor + "A")));
    refusedCursor(() -> follows.following("carol", options.after(aliceCursor)));
    refusedCursor(() -> follows.followers("alice", options.after(aliceCursor)));
    refusedCursor(() -> follows.following("bob", options.after(bobFollowersCursor)));
    refusedCursor(() -> follows.following("alice", options.after(aliceDescendingCursor)));
    refusedCursor(() -> follows.streamFollowing("alice", options.after("garbage")));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void badOptionsAreRefused(Mode mode) {
    Follows follows = mode.follows(dynamo);
    assertThrows(InvalidRequestException.class, () -> ListOptions.defaults().pageSize(0));
    InvalidRequestException gsi = assertThrows(InvalidRequestException.class,
        () -> follows.followers("bob", ListOptions.defaults().consistency(ReadConsistency.STRONG)));
    assertTrue(gsi.getMessage().startsWith("ReadConsistency.STRONG is not possible"), gsi.getMessage());
    assertTrue(gsi.getMessage().contains("by index GSI1"), gsi.getMessage());
  }

  @Test
  void valuesDynamoDbCannotStoreAreRefused() {
    MainTable other = new MainTable(dynamo.client(), dynamo.tableName());
    Everything.Tier tier = Everything.Tier.FREE;
    InvalidItemException nan = assertThrows(InvalidItemException.class,
        () -> other.everythings().put(RoundTripTest.sparse(1, tier, null, Double.NaN, Set.of())));
    assertEquals("amount", nan.attribute());
    assertThrows(InvalidItemException.class,
        () -> other.everythings().put(RoundTripTest.sparse(1, tier, null, 1e300, Set.of())));
    Set<String> withNull = new HashSet<>();
    withNull.add(null);
    assertThrows(InvalidItemException.class,
        () -> other.everythings().put(RoundTripTest.sparse(1, tier, null, 0, withNull)));
    InvalidItemException tooLarge = assertThrows(InvalidItemException.class,
        () -> other.everythings().create(RoundTripTest.sparse(1, tier, "x".repeat(400 * 1024), 0, Set.of())));
    assertTrue(tooLarge.getMessage().contains("400"), tooLarge.getMessage());
  }

  private static InvalidKeyException refusedKey(Executable call) {
    return assertThrows(InvalidKeyException.class, call);
  }

  private static void refusedCursor(Executable call) {
    InvalidCursorException e = assertThrows(InvalidCursorException.class, call);
    assertTrue(e.getMessage().contains("nextCursor"), e.getMessage());
  }
}
