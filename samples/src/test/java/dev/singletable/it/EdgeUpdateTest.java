package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.MuteUpdate;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowUpdate;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Typed updates of edges on dynalite, sync and async: ids never change, a missing edge is not created,
 * a counted edge's counters are left alone.
 */
class EdgeUpdateTest {
  @RegisterExtension
  static final LocalDynamoDbExtension social = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");
  private static final Instant T2 = Instant.parse("2025-06-07T08:09:10.5Z");

  @ParameterizedTest
  @EnumSource(Mode.class)
  void setRemoveAndConditionsOfAnEdge(Mode mode) {
    String muter = mode + "-muter";
    new SocialTable(social.client(), social.tableName()).mutes().create(new Mute(muter, "bob", T1));

    assertEquals(new Mute(muter, "bob", T2),
        update(mode, muter, "bob", MuteUpdate.of().mutedAt(T2).ifMutedAtEquals(T1)));
    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> update(mode, muter, "bob", MuteUpdate.of().removeMutedAt().ifMutedAtEquals(T1)));
    assertEquals("Mute", failed.entity());
    assertEquals(new Mute(muter, "bob", null), update(mode, muter, "bob", MuteUpdate.of().removeMutedAt()));
    assertEquals(Optional.of(new Mute(muter, "bob", null)),
        new SocialTable(social.client(), social.tableName()).mutes().get(muter, "bob", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aMissingEdgeIsNotFoundAndNeverCreated(Mode mode) {
    String muter = mode + "-nobody";
    ItemNotFoundException missing = assertThrows(ItemNotFoundException.class,
        () -> update(mode, muter, "bob", MuteUpdate.of().mutedAt(T1)));
    assertEquals("ACTOR#" + muter, missing.partitionKey());
    assertEquals("MUTED#bob", missing.sortKey());
    assertFalse(new SocialTable(social.client(), social.tableName()).mutes().exists(muter, "bob",
        ReadConsistency.STRONG));
  }

  /** An update of an ordinary attribute of a counted edge is allowed and leaves the counters alone. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anUpdateOfACountedEdgeLeavesItsCountersAlone(Mode mode) {
    String follower = mode + "-fan";
    String followee = mode + "-star";
    createUser(follower);
    createUser(followee);
    CountedFollows counted = CountedFollows.of(mode, social.client(), social.asyncClient(), social.tableName(),
        BatchSettings.defaults());
    counted.follow(follower, followee);
    Follow updated = mode == Mode.SYNC
        ? new SocialTable(social.client(), social.tableName()).follows()
            .update(follower, followee, FollowUpdate.of().followedAt(T2))
        : Mode.join(() -> new SocialAsyncTable(social.asyncClient(), social.tableName()).follows()
            .update(follower, followee, FollowUpdate.of().followedAt(T2)));
    assertEquals(new Follow(follower, followee, T2), updated);
    assertEquals("1", user(follower).get("following").n());
    assertEquals("0", user(follower).get("followers").n());
    assertEquals("1", user(followee).get("followers").n());
    assertEquals(1, counted.recountFollowers(followee), "still one edge");
  }

  private static void createUser(String id) {
    social.client().putItem(PutItemRequest.builder().tableName(social.tableName()).item(Map.of(
        "PK", AttributeValue.fromS("USER#" + id), "SK", AttributeValue.fromS("#User"),
        "_type", AttributeValue.fromS("User"), "following", AttributeValue.fromN("0"),
        "followers", AttributeValue.fromN("0"), "version", AttributeValue.fromN("1"))).build());
  }

  private static Map<String, AttributeValue> user(String id) {
    return social.client().getItem(GetItemRequest.builder().tableName(social.tableName()).consistentRead(true)
        .key(Map.of("PK", AttributeValue.fromS("USER#" + id), "SK", AttributeValue.fromS("#User"))).build()).item();
  }

  private static Mute update(Mode mode, String muter, String muted, MuteUpdate update) {
    return mode == Mode.SYNC
        ? new SocialTable(social.client(), social.tableName()).mutes().update(muter, muted, update)
        : Mode.join(() -> new SocialAsyncTable(social.asyncClient(), social.tableName()).mutes()
            .update(muter, muted, update));
  }
}
