package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Shards;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * The recount of {@code User.followers}, the target end of the sample's {@code Follow}, whose index
 * spreads each followee's follows over {@value FollowKeys#INVERTED_INDEX_SHARDS} shards: it counts
 * every shard, sync and async, so the count is the number of edges written, after an import and after
 * random follows and unfollows.
 */
class ShardedRecountTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final List<String> USERS = IntStream.range(0, 40).mapToObj(i -> "u" + i).toList();

  private static SocialTable table() {
    return new SocialTable(dynamo.client(), dynamo.tableName());
  }

  /** How many follows of {@code followee} the index partition {@code TARGET#<followee>#<shard>} holds. */
  private static int inShard(String followee, int shard) {
    return dynamo.client().query(QueryRequest.builder().tableName(dynamo.tableName()).indexName("GSI1")
        .keyConditionExpression("GSI1PK = :p").select(Select.COUNT)
        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS(
            Shards.partition(FollowKeys.targetKey(followee), shard)))).build()).count();
  }

  private static long expectedFollowers(Set<List<String>> edges, String followee) {
    return edges.stream().filter(edge -> edge.get(1).equals(followee)).count();
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRecountOfFollowersCountsEveryShardAfterAnImportAndRandomFollows(Mode mode) {
    USERS.forEach(id -> assertTrue(table().users().create(new User(id, id, 0, 0, 0))));
    Random random = new Random(7);
    Set<List<String>> edges = new HashSet<>();
    List<Follow> imported = new ArrayList<>();
    for (String follower : USERS) {
      imported.add(new Follow(follower, "u0", Instant.EPOCH));
      edges.add(List.of(follower, "u0"));
      String other = USERS.get(1 + random.nextInt(USERS.size() - 1));
      imported.add(new Follow(follower, other, Instant.EPOCH));
      edges.add(List.of(follower, other));
    }
    SocialFollows follows = SocialFollows.of(mode, dynamo.client(), dynamo.asyncClient(), dynamo.tableName(),
        TableSettings.defaults());
    follows.importAll(imported);
    for (int i = 0; i < 300; i++) {
      String follower = USERS.get(random.nextInt(USERS.size()));
      String followee = USERS.get(random.nextInt(4));
      List<String> edge = List.of(follower, followee);
      if (random.nextBoolean()) {
        assertEquals(edges.add(edge), follows.create(new Follow(follower, followee, Instant.EPOCH)), edge.toString());
      } else {
        assertEquals(edges.remove(edge), follows.delete(follower, followee), edge.toString());
      }
    }
    for (int shard = 0; shard < FollowKeys.INVERTED_INDEX_SHARDS; shard++) {
      assertTrue(inShard("u0", shard) > 0, "u0's follows fill shard " + shard);
    }
    Users users = Users.of(mode, dynamo);
    for (String user : USERS) {
      long expected = expectedFollowers(edges, user);
      assertEquals(expected, users.recountFollowers(user), user + " recounted");
      assertEquals(expected, table().users().get(user, ReadConsistency.STRONG).orElseThrow().followers(),
          user + " stored after the recount");
      assertEquals(expected, follows.recountUserFollowers(user), user + " recounted by the edge's repository");
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRecountOfFollowersSendsOneQueryPerShardThenOneUpdate(Mode mode) {
    List.of("alice", "bob").forEach(id -> table().users().create(new User(id, id, 0, 0, 0)));
    table().follows().create(new Follow("alice", "bob", Instant.EPOCH));
    dynamo.requests().reset();

    assertEquals(1, Users.of(mode, dynamo).recountFollowers("bob"));

    assertEquals(FollowKeys.INVERTED_INDEX_SHARDS, dynamo.requests().count("Query"), dynamo.requests().toString());
    assertEquals(1, dynamo.requests().count("UpdateItem"), dynamo.requests().toString());
    assertEquals(FollowKeys.INVERTED_INDEX_SHARDS + 1, dynamo.requests().count(), dynamo.requests().toString());
  }
}
