package dev.singletable.benchmarks.wire;

import dev.singletable.benchmarks.BenchAsyncTable;
import dev.singletable.benchmarks.BenchTable;
import dev.singletable.benchmarks.Canned;
import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.FollowAsyncRepository;
import dev.singletable.benchmarks.FollowMapper;
import dev.singletable.benchmarks.FollowRepository;
import dev.singletable.benchmarks.HandWrittenMapper;
import dev.singletable.runtime.ListOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The calls {@link WireCost} measures, each with the JSON that DynamoDB would answer: the edge calls
 * on the {@code Bench} table's {@link Follow} (the same record and canned data as the JMH
 * benchmarks), the counted ones on the {@code Wire} table, and the hand-written equivalents of two of
 * them through the same low-level client.
 */
public final class WireScenarios {
  /** The counted follow created and deleted: alice follows bob, at the benchmark's instant. */
  public static final CountedFollow COUNTED =
      new CountedFollow(Canned.FOLLOWER, Canned.FOLLOW.followee(), Canned.FOLLOW.followedAt());
  /** The node edited by the typed update, as stored after it. */
  public static final Member UPDATED = new Member(Canned.FOLLOWER, "Alicia", 12, 34, 2);
  /** Names of the scenarios the comparison pairs up. */
  public static final String CREATE = "edge create";
  public static final String CREATE_BY_HAND = "edge create, hand-written";
  public static final String COUNTED_FOLLOW = "counted follow";
  public static final String COUNTED_FOLLOW_BY_HAND = "counted follow, hand-written";
  public static final String PUT_ALL = "putAll of 100 edges";

  /** One call and the answers it needs, by operation. */
  public record Scenario(String name, Map<String, String> answers, Runnable call) {}

  private WireScenarios() {}

  /** Every scenario, in the order of the table. */
  public static List<Scenario> all(DynamoDbClient client, DynamoDbAsyncClient asyncClient) {
    FollowRepository follows = new BenchTable(client, HandWrittenMapper.TABLE).follows();
    FollowAsyncRepository asyncFollows = new BenchAsyncTable(asyncClient, HandWrittenMapper.TABLE).follows();
    WireTable wire = new WireTable(client, HandWrittenWire.TABLE);
    Follow follow = Canned.FOLLOW;
    List<Follow> page = Canned.page();
    ListOptions pageOf100 = ListOptions.defaults().pageSize(Canned.PAGE);
    String item = Canned.itemJson(FollowMapper.INSTANCE.toItem(follow));
    List<Scenario> all = new ArrayList<>();
    all.add(new Scenario(CREATE, Map.of(), () -> follows.create(follow)));
    all.add(new Scenario("edge get", Map.of("GetItem", Canned.getItemResponse()),
        () -> follows.get(follow.follower(), follow.followee())));
    all.add(new Scenario("edge exists", Map.of("GetItem",
        "{\"Item\":{\"PK\":{\"S\":\"" + HandWrittenMapper.sourceKey(follow.follower()) + "\"}}}"),
        () -> follows.exists(follow.follower(), follow.followee())));
    all.add(new Scenario("edge delete", Map.of("DeleteItem", "{\"Attributes\":" + item + "}"),
        () -> follows.delete(follow.follower(), follow.followee())));
    all.add(new Scenario("Query, one page of 100", Map.of("Query", Canned.queryResponse()),
        () -> follows.followsOfFollower(Canned.FOLLOWER).page(pageOf100)));
    all.add(new Scenario(COUNTED_FOLLOW, Map.of(), () -> wire.countedFollows().create(COUNTED)));
    all.add(new Scenario("counted unfollow", Map.of(),
        () -> wire.countedFollows().delete(COUNTED.follower(), COUNTED.followee())));
    all.add(new Scenario("typed update of a node", Map.of("UpdateItem",
        "{\"Attributes\":" + Canned.itemJson(MemberMapper.INSTANCE.toItem(UPDATED)) + "}"),
        () -> wire.members().update(UPDATED.id(), 1, MemberUpdate.of().name(UPDATED.name()))));
    all.add(new Scenario(PUT_ALL, Map.of("BatchWriteItem", "{\"UnprocessedItems\":{}}"),
        () -> follows.putAll(page)));
    all.add(new Scenario("getAll of 100 edges", Map.of("BatchGetItem", batchGetResponse(page)),
        () -> follows.getAll(page)));
    all.add(new Scenario("async edge create", Map.of(), () -> asyncFollows.create(follow).join()));
    all.add(new Scenario("async edge get", Map.of("GetItem", Canned.getItemResponse()),
        () -> asyncFollows.get(follow.follower(), follow.followee()).join()));
    all.add(new Scenario("async Query, one page of 100", Map.of("Query", Canned.queryResponse()),
        () -> asyncFollows.followsOfFollower(Canned.FOLLOWER).page(pageOf100).join()));
    all.add(new Scenario(CREATE_BY_HAND, Map.of(), () -> client.putItem(HandWrittenWire.create(follow))));
    all.add(new Scenario(COUNTED_FOLLOW_BY_HAND, Map.of(),
        () -> client.transactWriteItems(HandWrittenWire.countedFollow(COUNTED))));
    return all;
  }

  /** A BatchGetItem response that finds every edge of {@code edges}. */
  private static String batchGetResponse(List<Follow> edges) {
    StringBuilder json = new StringBuilder("{\"Responses\":{\"").append(HandWrittenMapper.TABLE).append("\":[");
    for (int i = 0; i < edges.size(); i++) {
      json.append(i == 0 ? "" : ",").append(Canned.itemJson(FollowMapper.INSTANCE.toItem(edges.get(i))));
    }
    return json.append("]},\"UnprocessedKeys\":{}}").toString();
  }
}
