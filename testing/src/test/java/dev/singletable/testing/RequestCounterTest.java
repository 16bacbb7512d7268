package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

class RequestCounterTest {

  private static LocalDynamoDb dynamo;

  @BeforeAll
  static void start() {
    dynamo = LocalDynamoDb.start();
  }

  @AfterAll
  static void stop() {
    dynamo.close();
  }

  @Test
  void countsSentRequestsInTotalAndByOperation() {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = dynamo.newClient(requests)) {
      client.listTables();
      client.listTables();
      assertThrows(ResourceNotFoundException.class,
          () -> client.describeTable(request -> request.tableName("missing")));
    }
    assertEquals(3, requests.count());
    assertEquals(2, requests.count("ListTables"));
    assertEquals(1, requests.count("DescribeTable"));
    assertEquals(0, requests.count("PutItem"));
    assertEquals("{DescribeTable=1, ListTables=2}", requests.toString());
    requests.reset();
    assertEquals(0, requests.count());
    assertEquals(0, requests.count("ListTables"));
  }

  @Test
  void doesNotCountACallRefusedBeforeSending() {
    RequestCounter requests = new RequestCounter();
    ExecutionInterceptor refuse = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(
          Context.BeforeExecution context, ExecutionAttributes executionAttributes) {
        throw new IllegalArgumentException("refused");
      }
    };
    try (DynamoDbClient client = dynamo.newClient(refuse, requests)) {
      assertThrows(IllegalArgumentException.class, client::listTables);
    }
    assertEquals(0, requests.count());
  }

  @Test
  void countsRequestsFromManyThreads() throws Exception {
    RequestCounter requests = new RequestCounter();
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try (DynamoDbClient client = dynamo.newClient(requests)) {
      List<Future<?>> calls = new ArrayList<>();
      for (int i = 0; i < 100; i++) {
        calls.add(threads.submit(() -> client.listTables()));
      }
      for (Future<?> call : calls) {
        call.get();
      }
    } finally {
      threads.shutdown();
    }
    assertEquals(100, requests.count());
    assertEquals(100, requests.count("ListTables"));
  }
}
