package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.MuteAsyncRepository;
import dev.singletable.samples.social.MuteRepository;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import dev.singletable.testing.RequestCounter;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The examples of docs/guide/testing.md, as written there, on the sample's table; {@link
 * GuideSnippetsTest} checks that every line of code the page shows is a line of this file.
 */
class TestingSectionTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  @Test
  void createWritesOnce() {
    MuteRepository mutes = new SocialTable(dynamo.client(), dynamo.tableName()).mutes();
    assertTrue(mutes.create(new Mute("alice", "bob", Instant.now())));
    assertFalse(mutes.create(new Mute("alice", "bob", Instant.now())));
    assertEquals(2, dynamo.requests().count("PutItem"));
  }

  @Test
  void createWritesOnceAsync() {
    MuteAsyncRepository mutes = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName()).mutes();
    assertTrue(mutes.create(new Mute("alice", "bob", Instant.now())).join());
    assertFalse(mutes.create(new Mute("alice", "bob", Instant.now())).join());
    assertEquals(2, dynamo.requests().count("PutItem"));
  }

  @Test
  void putAllResendsWhatDynamoDbLeft() {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = dynamo.server().clientBuilder()
        .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()).addExecutionInterceptor(requests))
        .build()) {
      MuteRepository mutes = new SocialTable(client, dynamo.tableName()).mutes();
      List<Mute> thirty = IntStream.range(0, 30).mapToObj(i -> new Mute("alice", "user" + i, Instant.now())).toList();
      dynamo.faults().throttleNext(1, "BatchWriteItem");
      dynamo.faults().leaveUnprocessedItems(5, 2);

      mutes.putAll(thirty);

      assertEquals(5, requests.count("BatchWriteItem"));
      assertEquals(30, mutes.mutesOfMuter("alice").count());
    }
  }
}
