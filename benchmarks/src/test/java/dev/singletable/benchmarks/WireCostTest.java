package dev.singletable.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.benchmarks.wire.HandWrittenWire;
import dev.singletable.benchmarks.wire.RecordingDynamoDb;
import dev.singletable.benchmarks.wire.WireCost;
import dev.singletable.benchmarks.wire.WireCost.Row;
import dev.singletable.benchmarks.wire.WireScenarios;
import dev.singletable.benchmarks.wire.WireTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** What {@link WireCost} measures and prints: requests per call, and bytes that match the SDK's bodies. */
class WireCostTest {
  private static List<Row> rows;

  @BeforeAll
  static void measure() {
    try (WireCost cost = new WireCost()) {
      rows = cost.measure();
    }
  }

  @Test
  void everyCallSendsTheRequestsItShould() {
    Map<String, String> operations = new LinkedHashMap<>();
    rows.forEach(row -> operations.put(row.name(), row.operations()));
    assertEquals(Map.ofEntries(Map.entry("edge create", "PutItem"), Map.entry("edge get", "GetItem"),
        Map.entry("edge exists", "GetItem"), Map.entry("edge delete", "DeleteItem"),
        Map.entry("Query, one page of 100", "Query"), Map.entry("counted follow", "TransactWriteItems"),
        Map.entry("counted unfollow", "TransactWriteItems"), Map.entry("typed update of a node", "UpdateItem"),
        Map.entry("putAll of 100 edges", "4 BatchWriteItem"), Map.entry("getAll of 100 edges", "BatchGetItem"),
        Map.entry("async edge create", "PutItem"), Map.entry("async edge get", "GetItem"),
        Map.entry("async Query, one page of 100", "Query"),
        Map.entry("edge create, hand-written", "PutItem"),
        Map.entry("counted follow, hand-written", "TransactWriteItems")), operations);
  }

  @Test
  void countedWritesAreOneTransactionOfThreeActions() {
    for (String name : List.of(WireScenarios.COUNTED_FOLLOW, "counted unfollow")) {
      Row row = WireCost.find(rows, name);
      assertEquals(1, row.requestCount(), name);
      assertEquals(3, ((TransactWriteItemsRequest) row.requests().get(0)).transactItems().size(), name);
    }
  }

  @Test
  void batchesGoTwentyFiveWritesOrAHundredKeysACall() {
    Row putAll = WireCost.find(rows, WireScenarios.PUT_ALL);
    assertEquals(4, putAll.requestCount());
    assertEquals(List.of(25, 25, 25, 25), putAll.requests().stream()
        .map(request -> ((BatchWriteItemRequest) request).requestItems().get(HandWrittenMapper.TABLE).size())
        .collect(Collectors.toList()));
    Row getAll = WireCost.find(rows, "getAll of 100 edges");
    assertEquals(100, ((BatchGetItemRequest) getAll.requests().get(0)).requestItems()
        .get(HandWrittenMapper.TABLE).keys().size());
  }

  @Test
  void bytesAreTheOnesDocumented() {
    assertEquals(320, WireCost.find(rows, WireScenarios.CREATE).requestBytes());
    assertEquals(279, WireCost.find(rows, WireScenarios.CREATE_BY_HAND).requestBytes());
    assertEquals(931, WireCost.find(rows, WireScenarios.COUNTED_FOLLOW).requestBytes());
    assertEquals(788, WireCost.find(rows, WireScenarios.COUNTED_FOLLOW_BY_HAND).requestBytes());
    assertEquals(23_802, WireCost.find(rows, WireScenarios.PUT_ALL).requestBytes());
    String comparison = WireCost.comparison(rows);
    assertTrue(comparison.contains("| edge create (PutItem) | 320 | 279 | 1.15x |"), comparison);
    assertTrue(comparison.contains("| counted follow (TransactWriteItems) | 931 | 788 | 1.18x |"), comparison);
  }

  @Test
  void theTablePrintsEveryRowsCounts() {
    String table = WireCost.table(rows);
    for (Row row : rows) {
      String line = String.format(java.util.Locale.ROOT, "| %s (%s) | %d | %,d | %,d |", row.name(), row.operations(),
          row.requestCount(), row.requestBytes(), row.responseBytes());
      assertTrue(table.contains(line + "\n"), () -> line + " not in\n" + table);
    }
    assertTrue(table.contains("| putAll of 100 edges (4 BatchWriteItem) | 4 | 23,802 | 92 |"), table);
  }

  @Test
  void asyncCallsSendWhatSyncCallsSend() {
    for (String name : List.of("edge create", "edge get", "Query, one page of 100")) {
      Row sync = WireCost.find(rows, name);
      Row async = WireCost.find(rows, "async " + name);
      assertEquals(sync.exchanges(), async.exchanges(), name);
      assertEquals(sync.requests(), async.requests(), name);
    }
  }

  @Test
  void recordedBytesAreTheBodiesTheSdkMarshalled() {
    RecordingDynamoDb fake = new RecordingDynamoDb();
    List<Integer> marshalled = new ArrayList<>();
    ExecutionInterceptor bodies = new ExecutionInterceptor() {
      @Override
      public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        try {
          marshalled.add(context.requestBody().orElseThrow().contentStreamProvider().newStream().readAllBytes().length);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    };
    try (DynamoDbClient client = DynamoDbClient.builder().region(Region.US_EAST_1).httpClient(fake)
        .credentialsProvider(AnonymousCredentialsProvider.create())
        .overrideConfiguration(c -> c.addExecutionInterceptor(bodies)).build()) {
      new BenchTable(client, HandWrittenMapper.TABLE).follows().putAll(Canned.page());
      new WireTable(client, HandWrittenWire.TABLE).countedFollows().create(WireScenarios.COUNTED);
      client.putItem(HandWrittenWire.create(Canned.FOLLOW));
    }
    fake.close();
    assertEquals(6, marshalled.size());
    assertEquals(marshalled, fake.exchanges().stream().map(RecordingDynamoDb.Exchange::requestBytes)
        .collect(Collectors.toList()));
    assertEquals(WireCost.find(rows, WireScenarios.PUT_ALL).requestBytes(),
        marshalled.subList(0, 4).stream().mapToLong(Integer::longValue).sum());
    assertEquals(List.of(931, 279), marshalled.subList(4, 6));
  }
}
