package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.HandWrittenCalls;
import dev.singletable.benchmarks.HandWrittenMapper;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A cold start of the hand-written code; the modes are those of {@link ColdStartGenerated}. */
public final class ColdStartHandWritten {
  private ColdStartHandWritten() {}

  public static void main(String[] args) {
    Follow follow = ColdStartData.follow();
    if (ColdStartData.MAPPING.equals(args[0])) {
      ColdStartData.check(follow, HandWrittenMapper.fromItem(HandWrittenMapper.toItem(follow)));
      return;
    }
    try (DynamoDbClient client = ColdStartData.client()) {
      HandWrittenCalls calls = new HandWrittenCalls(client);
      calls.put(follow);
      ColdStartData.check(follow, calls.get(follow.follower(), follow.followee()));
    }
  }
}
