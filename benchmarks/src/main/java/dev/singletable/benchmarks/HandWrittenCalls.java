package dev.singletable.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Query, GetItem and PutItem of follows with the low-level client and {@link HandWrittenMapper}. The
 * {@code *Unmapped} calls send the same requests and return the SDK's response: the floor that no
 * mapping can go below. Requests carry no parameter that is a default.
 */
public final class HandWrittenCalls {
  private static final Map<String, String> NAMES = Map.of("#pk", "PK", "#sk", "SK");
  private static final AttributeValue TARGET_PREFIX =
      AttributeValue.createS(HandWrittenMapper.TARGET_PREFIX);

  private final DynamoDbClient client;
  private final Map<String, AttributeValue> item = HandWrittenMapper.toItem(Canned.FOLLOW);

  public HandWrittenCalls(DynamoDbClient client) {
    this.client = client;
  }

  /** The first page of the follows of {@code follower}. */
  public List<Follow> query(String follower) {
    List<Map<String, AttributeValue>> items = queryUnmapped(follower).items();
    List<Follow> follows = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> found : items) {
      follows.add(HandWrittenMapper.fromItem(found));
    }
    return follows;
  }

  /** The response to the Query of {@link #query}. */
  public QueryResponse queryUnmapped(String follower) {
    return client.query(QueryRequest.builder()
        .tableName(HandWrittenMapper.TABLE)
        .keyConditionExpression("#pk = :pk AND begins_with(#sk, :prefix)")
        .expressionAttributeNames(NAMES)
        .expressionAttributeValues(Map.of(
            ":pk", AttributeValue.createS(HandWrittenMapper.sourceKey(follower)),
            ":prefix", TARGET_PREFIX))
        .limit(Canned.PAGE)
        .build());
  }

  /** The follow, or null. */
  public Follow get(String follower, String followee) {
    GetItemResponse response = getUnmapped(follower, followee);
    return response.hasItem() && !response.item().isEmpty()
        ? HandWrittenMapper.fromItem(response.item()) : null;
  }

  /** The response to the GetItem of {@link #get}. */
  public GetItemResponse getUnmapped(String follower, String followee) {
    return client.getItem(GetItemRequest.builder()
        .tableName(HandWrittenMapper.TABLE)
        .key(Map.of(
            "PK", AttributeValue.createS(HandWrittenMapper.sourceKey(follower)),
            "SK", AttributeValue.createS(HandWrittenMapper.targetKey(followee))))
        .build());
  }

  /** Writes the follow. */
  public PutItemResponse put(Follow follow) {
    return client.putItem(PutItemRequest.builder()
        .tableName(HandWrittenMapper.TABLE)
        .item(HandWrittenMapper.toItem(follow))
        .build());
  }

  /** Writes the item of {@link Canned#FOLLOW}, mapped once in advance. */
  public PutItemResponse putUnmapped() {
    return client.putItem(PutItemRequest.builder()
        .tableName(HandWrittenMapper.TABLE)
        .item(item)
        .build());
  }
}
