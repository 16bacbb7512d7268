package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.Canned;
import dev.singletable.benchmarks.HandWrittenMapper;
import java.util.List;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;

/** The Enhanced Client's Query, GetItem and PutItem of follows, for any of the three schemas. */
public final class EnhancedCalls<T> {
  private final DynamoDbTable<T> table;

  public EnhancedCalls(DynamoDbTable<T> table) {
    this.table = table;
  }

  /** The first page of the follows of {@code follower}. */
  public List<T> query(String follower) {
    QueryEnhancedRequest request = QueryEnhancedRequest.builder()
        .queryConditional(QueryConditional.sortBeginsWith(Key.builder()
            .partitionValue(HandWrittenMapper.sourceKey(follower))
            .sortValue("TARGET#")
            .build()))
        .limit(Canned.PAGE)
        .build();
    return table.query(request).iterator().next().items();
  }

  /** The follow, or null. */
  public T get(String follower, String followee) {
    return table.getItem(Key.builder()
        .partitionValue(HandWrittenMapper.sourceKey(follower))
        .sortValue(HandWrittenMapper.targetKey(followee))
        .build());
  }

  /** Writes the follow. */
  public void put(T item) {
    table.putItem(item);
  }
}
