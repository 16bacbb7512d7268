package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.BenchTable;
import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.FollowMapper;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A cold start of the generated code. {@code mapping}: one record to its item and back.
 * {@code calls}: a client and the table object, then one PutItem and one GetItem.
 */
public final class ColdStartGenerated {
  private ColdStartGenerated() {}

  public static void main(String[] args) {
    Follow follow = ColdStartData.follow();
    if (ColdStartData.MAPPING.equals(args[0])) {
      ColdStartData.check(follow,
          FollowMapper.INSTANCE.fromItem(FollowMapper.INSTANCE.toItem(follow)));
      return;
    }
    try (DynamoDbClient client = ColdStartData.client()) {
      BenchTable table = new BenchTable(client, ColdStartData.TABLE);
      table.follows().put(follow);
      ColdStartData.check(follow,
          table.follows().get(follow.follower(), follow.followee()).orElse(null));
    }
  }
}
