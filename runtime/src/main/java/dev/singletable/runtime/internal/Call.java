package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * One DynamoDB API call, as the method of each client that sends it.
 *
 * <p>Written as small classes rather than method references: a method reference is a class that
 * the JVM spins at run time, which the cold-start benchmark counts against generated code.
 */
public abstract class Call<Q, S> {

  static final Call<PutItemRequest, PutItemResponse> PUT_ITEM = new Call<>() {
    @Override
    PutItemResponse send(DynamoDbClient client, PutItemRequest request) {
      return client.putItem(request);
    }

    @Override
    CompletableFuture<PutItemResponse> sendAsync(DynamoDbAsyncClient client, PutItemRequest request) {
      return client.putItem(request);
    }
  };

  static final Call<GetItemRequest, GetItemResponse> GET_ITEM = new Call<>() {
    @Override
    GetItemResponse send(DynamoDbClient client, GetItemRequest request) {
      return client.getItem(request);
    }

    @Override
    CompletableFuture<GetItemResponse> sendAsync(DynamoDbAsyncClient client, GetItemRequest request) {
      return client.getItem(request);
    }
  };

  static final Call<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM = new Call<>() {
    @Override
    DeleteItemResponse send(DynamoDbClient client, DeleteItemRequest request) {
      return client.deleteItem(request);
    }

    @Override
    CompletableFuture<DeleteItemResponse> sendAsync(DynamoDbAsyncClient client, DeleteItemRequest request) {
      return client.deleteItem(request);
    }
  };

  static final Call<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM = new Call<>() {
    @Override
    UpdateItemResponse send(DynamoDbClient client, UpdateItemRequest request) {
      return client.updateItem(request);
    }

    @Override
    CompletableFuture<UpdateItemResponse> sendAsync(DynamoDbAsyncClient client, UpdateItemRequest request) {
      return client.updateItem(request);
    }
  };

  private Call() {}

  /** Sends {@code request} through a synchronous client. */
  abstract S send(DynamoDbClient client, Q request);

  /** Sends {@code request} through an asynchronous client. */
  abstract CompletableFuture<S> sendAsync(DynamoDbAsyncClient client, Q request);
}
