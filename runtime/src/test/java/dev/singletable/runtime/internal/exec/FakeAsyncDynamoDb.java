package dev.singletable.runtime.internal.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * {@link FakeDynamoDb} behind the asynchronous client interface. Answers complete at once, unless
 * {@link #held} is set: then each answer waits in {@link #pending} until the test completes it.
 */
final class FakeAsyncDynamoDb implements DynamoDbAsyncClient {
  final FakeDynamoDb table;
  final List<Runnable> pending = new ArrayList<>();
  boolean held;

  FakeAsyncDynamoDb(FakeDynamoDb table) {
    this.table = table;
  }

  @Override
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    return answer(() -> table.query(request));
  }

  @Override
  public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
    return answer(() -> table.putItem(request));
  }

  @Override
  public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
    return answer(() -> table.getItem(request));
  }

  @Override
  public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
    return answer(() -> table.deleteItem(request));
  }

  @Override
  public CompletableFuture<DescribeTableResponse> describeTable(DescribeTableRequest request) {
    return answer(() -> table.describeTable(request));
  }

  @Override
  public CompletableFuture<CreateTableResponse> createTable(CreateTableRequest request) {
    return answer(() -> table.createTable(request));
  }

  /** Completes the oldest held answer. */
  void release() {
    pending.remove(0).run();
  }

  private <S> CompletableFuture<S> answer(Supplier<S> call) {
    CompletableFuture<S> future = new CompletableFuture<>();
    Runnable complete = () -> {
      try {
        future.complete(call.get());
      } catch (RuntimeException e) {
        future.completeExceptionally(e);
      }
    };
    if (held) {
      pending.add(complete);
    } else {
      complete.run();
    }
    return future;
  }

  @Override
  public String serviceName() {
    return SERVICE_NAME;
  }

  @Override
  public void close() {}
}
