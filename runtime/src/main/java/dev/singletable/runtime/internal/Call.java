package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * One DynamoDB API call, as the method of each client that sends it.
 *
 * @param sync sends the request through a {@link DynamoDbClient}
 * @param async sends the request through a {@link DynamoDbAsyncClient}
 */
public record Call<Q, S>(
    BiFunction<DynamoDbClient, Q, S> sync, BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<S>> async) {

  static final Call<PutItemRequest, PutItemResponse> PUT_ITEM =
      new Call<>(DynamoDbClient::putItem, DynamoDbAsyncClient::putItem);
  static final Call<GetItemRequest, GetItemResponse> GET_ITEM =
      new Call<>(DynamoDbClient::getItem, DynamoDbAsyncClient::getItem);
  static final Call<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM =
      new Call<>(DynamoDbClient::deleteItem, DynamoDbAsyncClient::deleteItem);
  static final Call<QueryRequest, QueryResponse> QUERY =
      new Call<>(DynamoDbClient::query, DynamoDbAsyncClient::query);
}
