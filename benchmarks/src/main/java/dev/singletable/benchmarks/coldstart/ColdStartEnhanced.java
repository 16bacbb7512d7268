package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.HandWrittenMapper;
import dev.singletable.benchmarks.enhanced.FollowBean;
import dev.singletable.benchmarks.enhanced.FollowImmutable;
import dev.singletable.benchmarks.enhanced.FollowSchemas;
import java.util.function.Function;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A cold start of the Enhanced Client: the schema ({@code static}, {@code bean} or
 * {@code immutable}) is built in the child; the modes are those of {@link ColdStartGenerated}.
 */
public final class ColdStartEnhanced {
  private ColdStartEnhanced() {}

  public static void main(String[] args) {
    Follow follow = ColdStartData.follow();
    switch (args[1]) {
      case "static":
        run(args[0], FollowSchemas.staticImmutable(), follow, Function.identity());
        break;
      case "bean":
        run(args[0], FollowSchemas.bean(), FollowBean.of(follow), FollowBean::toFollow);
        break;
      default:
        run(args[0], FollowSchemas.immutable(), FollowImmutable.of(follow),
            FollowImmutable::toFollow);
    }
  }

  private static <T> void run(String mode, TableSchema<T> schema, T item,
      Function<T, Follow> toFollow) {
    Follow follow = toFollow.apply(item);
    if (ColdStartData.MAPPING.equals(mode)) {
      ColdStartData.check(follow, toFollow.apply(schema.mapToItem(schema.itemToMap(item, true))));
      return;
    }
    try (DynamoDbClient client = ColdStartData.client()) {
      DynamoDbTable<T> table = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
          .table(ColdStartData.TABLE, schema);
      table.putItem(item);
      ColdStartData.check(follow, toFollow.apply(table.getItem(Key.builder()
          .partitionValue(HandWrittenMapper.sourceKey(follow.follower()))
          .sortValue(HandWrittenMapper.targetKey(follow.followee()))
          .build())));
    }
  }
}
