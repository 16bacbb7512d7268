package dev.singletable.samples.dagger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.MissingNodeException;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The component Dagger generated, built on the extension's client and a fresh table per test. */
class SocialComponentTest {

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private SocialComponent social;

  @BeforeEach
  void buildComponent() {
    social = DaggerSocialComponent.factory().create(dynamo.client(), dynamo.tableName());
  }

  @Test
  void theRepositoriesAreTheTablesOwn() {
    SocialTable table = social.table();
    assertSame(table, social.table());
    assertEquals(dynamo.tableName(), table.tableName());
    assertSame(table.follows(), social.follows());
    assertSame(table.users(), social.users());
    assertSame(social.followService(), social.followService());
    assertEquals(0, dynamo.requests().count());
  }

  @Test
  void followListUnfollow() {
    FollowService service = social.followService();
    for (String user : List.of("alice", "bob", "carol", "dave", "erin")) {
      assertTrue(service.join(user, user));
    }
    assertFalse(service.join("bob", "another bob"));
    for (String follower : List.of("erin", "carol", "alice", "dave")) {
      assertTrue(service.follow(follower, "bob"));
    }
    assertFalse(service.follow("alice", "bob"));
    assertTrue(service.follow("bob", "alice"));

    FollowerPage first = service.followers("bob", 3);
    assertEquals(List.of("alice", "carol", "dave"), first.followers());
    assertTrue(first.nextCursor().isPresent());
    FollowerPage second = service.followers("bob", 3, first.nextCursor().get());
    assertEquals(List.of("erin"), second.followers());
    assertEquals(Optional.empty(), second.nextCursor());

    assertEquals(Optional.of(new FollowCounts(1, 4)), service.counts("bob"));
    assertEquals(Optional.of(new FollowCounts(1, 1)), service.counts("alice"));
    assertEquals(4, social.follows().followers("bob").count());

    assertTrue(service.unfollow("erin", "bob"));
    assertFalse(service.unfollow("erin", "bob"));
    assertEquals(Optional.of(new FollowCounts(1, 3)), service.counts("bob"));
    assertEquals(Optional.of(new FollowCounts(0, 0)), service.counts("erin"));
    assertEquals(List.of("alice", "carol", "dave"), service.followers("bob", 3).followers());
    assertEquals(Optional.empty(), service.counts("nobody"));
  }

  @Test
  void aFollowOfAUserWhoDoesNotExistWritesNothing() {
    FollowService service = social.followService();
    service.join("alice", "Alice");
    assertThrows(MissingNodeException.class, () -> service.follow("alice", "nobody"));
    assertEquals(Optional.of(new FollowCounts(0, 0)), service.counts("alice"));
    assertEquals(List.of(), service.followers("nobody", 10).followers());
  }
}
