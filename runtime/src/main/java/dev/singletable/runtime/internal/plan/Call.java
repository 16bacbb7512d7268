package dev.singletable.runtime.internal.plan;

import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
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
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/**
 * One DynamoDB API call, as the method of each client that sends it.
 *
 * <p>Written as small classes rather than method references: a method reference is a class that
 * the JVM spins at run time, which the cold-start benchmark counts against generated code. The
 * item calls are here; the others sit in holders ({@link Reads}, {@link Batches}, {@link
 * Transactions}, {@link TableCalls}) so that a program of gets and puts never loads their classes.
 */
public abstract class Call<Q, S> {

  public static final Call<PutItemRequest, PutItemResponse> PUT_ITEM = new Call<>() {
    @Override
    public PutItemResponse send(DynamoDbClient client, PutItemRequest request) {
      return client.putItem(request);
    }

    @Override
    public CompletableFuture<PutItemResponse> sendAsync(DynamoDbAsyncClient client, PutItemRequest request) {
      return client.putItem(request);
    }
  };

  public static final Call<GetItemRequest, GetItemResponse> GET_ITEM = new Call<>() {
    @Override
    public GetItemResponse send(DynamoDbClient client, GetItemRequest request) {
      return client.getItem(request);
    }

    @Override
    public CompletableFuture<GetItemResponse> sendAsync(DynamoDbAsyncClient client, GetItemRequest request) {
      return client.getItem(request);
    }
  };

  public static final Call<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM = new Call<>() {
    @Override
    public DeleteItemResponse send(DynamoDbClient client, DeleteItemRequest request) {
      return client.deleteItem(request);
    }

    @Override
    public CompletableFuture<DeleteItemResponse> sendAsync(DynamoDbAsyncClient client, DeleteItemRequest request) {
      return client.deleteItem(request);
    }
  };

  public static final Call<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM = new Call<>() {
    @Override
    public UpdateItemResponse send(DynamoDbClient client, UpdateItemRequest request) {
      return client.updateItem(request);
    }

    @Override
    public CompletableFuture<UpdateItemResponse> sendAsync(DynamoDbAsyncClient client, UpdateItemRequest request) {
      return client.updateItem(request);
    }
  };

  /** Query and Scan. In a holder of its own, so its classes load only when a plan sends one. */
  public static final class Reads {
    public static final Call<QueryRequest, QueryResponse> QUERY = new Call<>() {
      @Override
      public QueryResponse send(DynamoDbClient client, QueryRequest request) {
        return client.query(request);
      }

      @Override
      public CompletableFuture<QueryResponse> sendAsync(DynamoDbAsyncClient client, QueryRequest request) {
        return client.query(request);
      }
    };

    public static final Call<ScanRequest, ScanResponse> SCAN = new Call<>() {
      @Override
      public ScanResponse send(DynamoDbClient client, ScanRequest request) {
        return client.scan(request);
      }

      @Override
      public CompletableFuture<ScanResponse> sendAsync(DynamoDbAsyncClient client, ScanRequest request) {
        return client.scan(request);
      }
    };

    private Reads() {}
  }

  /** BatchWriteItem and BatchGetItem. In a holder of its own, so its classes load only when a plan sends one. */
  public static final class Batches {
    public static final Call<BatchWriteItemRequest, BatchWriteItemResponse> BATCH_WRITE_ITEM = new Call<>() {
      @Override
      public BatchWriteItemResponse send(DynamoDbClient client, BatchWriteItemRequest request) {
        return client.batchWriteItem(request);
      }

      @Override
      public CompletableFuture<BatchWriteItemResponse> sendAsync(DynamoDbAsyncClient client, BatchWriteItemRequest request) {
        return client.batchWriteItem(request);
      }
    };

    public static final Call<BatchGetItemRequest, BatchGetItemResponse> BATCH_GET_ITEM = new Call<>() {
      @Override
      public BatchGetItemResponse send(DynamoDbClient client, BatchGetItemRequest request) {
        return client.batchGetItem(request);
      }

      @Override
      public CompletableFuture<BatchGetItemResponse> sendAsync(DynamoDbAsyncClient client, BatchGetItemRequest request) {
        return client.batchGetItem(request);
      }
    };

    private Batches() {}
  }

  /**
   * TransactWriteItems and TransactGetItems. In a holder of its own, so its classes load only when a
   * plan sends one.
   */
  public static final class Transactions {
    public static final Call<TransactWriteItemsRequest, TransactWriteItemsResponse> TRANSACT_WRITE_ITEMS = new Call<>() {
      @Override
      public TransactWriteItemsResponse send(DynamoDbClient client, TransactWriteItemsRequest request) {
        return client.transactWriteItems(request);
      }

      @Override
      public CompletableFuture<TransactWriteItemsResponse> sendAsync(DynamoDbAsyncClient client, TransactWriteItemsRequest request) {
        return client.transactWriteItems(request);
      }
    };

    public static final Call<TransactGetItemsRequest, TransactGetItemsResponse> TRANSACT_GET_ITEMS = new Call<>() {
      @Override
      public TransactGetItemsResponse send(DynamoDbClient client, TransactGetItemsRequest request) {
        return client.transactGetItems(request);
      }

      @Override
      public CompletableFuture<TransactGetItemsResponse> sendAsync(DynamoDbAsyncClient client, TransactGetItemsRequest request) {
        return client.transactGetItems(request);
      }
    };

    private Transactions() {}
  }

  /** DescribeTable and CreateTable. In a holder of its own, so its classes load only when a plan sends one. */
  public static final class TableCalls {
    public static final Call<DescribeTableRequest, DescribeTableResponse> DESCRIBE_TABLE = new Call<>() {
      @Override
      public DescribeTableResponse send(DynamoDbClient client, DescribeTableRequest request) {
        return client.describeTable(request);
      }

      @Override
      public CompletableFuture<DescribeTableResponse> sendAsync(DynamoDbAsyncClient client, DescribeTableRequest request) {
        return client.describeTable(request);
      }
    };

    public static final Call<CreateTableRequest, CreateTableResponse> CREATE_TABLE = new Call<>() {
      @Override
      public CreateTableResponse send(DynamoDbClient client, CreateTableRequest request) {
        return client.createTable(request);
      }

      @Override
      public CompletableFuture<CreateTableResponse> sendAsync(DynamoDbAsyncClient client, CreateTableRequest request) {
        return client.createTable(request);
      }
    };

    public static final Call<UpdateTableRequest, UpdateTableResponse> UPDATE_TABLE = new Call<>() {
      @Override
      public UpdateTableResponse send(DynamoDbClient client, UpdateTableRequest request) {
        return client.updateTable(request);
      }

      @Override
      public CompletableFuture<UpdateTableResponse> sendAsync(DynamoDbAsyncClient client, UpdateTableRequest request) {
        return client.updateTable(request);
      }
    };

    private TableCalls() {}
  }

  private Call() {}

  /** Sends {@code request} through a synchronous client. */
  public abstract S send(DynamoDbClient client, Q request);

  /** Sends {@code request} through an asynchronous client. */
  public abstract CompletableFuture<S> sendAsync(DynamoDbAsyncClient client, Q request);
}
