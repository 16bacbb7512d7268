package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.SdkAdvancedAsyncClientOption;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.http.nio.netty.SdkEventLoopGroup;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Nothing on the async path blocks: the client has one Netty event-loop thread and completes its
 * futures directly on it, so a join or get inside generated or runtime code would wait for the very
 * thread it is holding, and the test would time out instead of finishing.
 */
class NonBlockingTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  private static final int EDGES = 45;

  private final DynamoDbAsyncClient client = DynamoDbAsyncClient.builder()
      .endpointOverride(dynamo.server().endpoint())
      .region(Region.US_EAST_1)
      .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
      .httpClientBuilder(NettyNioAsyncHttpClient.builder().eventLoopGroup(SdkEventLoopGroup.builder().numberOfThreads(1).build()))
      .asyncConfiguration(c -> c.advancedOption(SdkAdvancedAsyncClientOption.FUTURE_COMPLETION_EXECUTOR, Runnable::run))
      .build();

  @AfterEach
  void closeClient() {
    client.close();
  }

  @Test
  void tableCreationWritesPagesAndThePublisherRunOnOneEventLoopThread() {
    GraphAsyncTable table = new GraphAsyncTable(client, "NonBlocking-" + System.nanoTime());
    PlainFollowAsyncRepository follows = table.plainFollows();
    List<PlainFollow> published = new ArrayList<>();
    assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
      table.createIfMissing().join();
      List<CompletableFuture<Boolean>> writes = new ArrayList<>();
      for (int i = 0; i < EDGES; i++) {
        writes.add(follows.create(new PlainFollow("hub", String.format("user%02d", i), null)));
      }
      CompletableFuture.allOf(writes.toArray(new CompletableFuture<?>[0])).join();
      Page<PlainFollow> first = follows.following("hub").page(ListOptions.defaults().pageSize(10)).join();
      assertEquals(10, first.items().size());
      follows.following("hub").stream(ListOptions.defaults().pageSize(4)).subscribe(published::add).join();
      table.createIfMissing().join();
    });
    assertEquals(EDGES, published.size());
    assertEquals(published.stream().map(PlainFollow::followee).sorted().collect(Collectors.toList()),
        published.stream().map(PlainFollow::followee).collect(Collectors.toList()));
  }
}
