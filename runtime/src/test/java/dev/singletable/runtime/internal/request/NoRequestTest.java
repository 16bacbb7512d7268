package dev.singletable.runtime.internal.request;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.cursor.Cursor;
import dev.singletable.runtime.internal.cursor.CursorCodec;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.ListingSpec;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Invalid listings fail before the SDK starts a request. The client points at a closed port and an
 * interceptor records every request the SDK begins, then stops it, so nothing reaches the network.
 */
class NoRequestTest {
  private static final ListingSpec FOLLOWING = ListingSpec.base("Follow", "TARGET#", SortId.STRING);
  private static final ListingSpec FOLLOWERS = ListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING);
  private static final ItemMapper<Map<String, AttributeValue>> RAW = RawMapper.INSTANCE;

  private final List<SdkRequest> started = new ArrayList<>();
  private final DynamoDbClient client = DynamoDbClient.builder()
      .endpointOverride(URI.create("http://127.0.0.1:1"))
      .region(Region.US_EAST_1)
      .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
      .overrideConfiguration(c -> c.addExecutionInterceptor(new ExecutionInterceptor() {
        @Override
        public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
          started.add(context.request());
          throw new RequestStarted();
        }
      }))
      .build();

  private final SyncExecutor sync = TableContext.of(client, "t", "test").sync();

  @AfterEach
  void closeClient() {
    client.close();
  }

  @Test
  void strongReadOnAnIndexIsRefused() {
    ListOptions options = ListOptions.defaults().consistency(ReadConsistency.STRONG);
    InvalidRequestException e = assertThrows(InvalidRequestException.class,
        () -> sync.run(FOLLOWERS.pages("t", "TARGET#bob", null, options, RAW, CursorSeal.NONE).plan()));
    assertTrue(e.getMessage().contains("index GSI1"), e.getMessage());
    assertTrue(e.getMessage().startsWith("ReadConsistency.STRONG is not possible"), e.getMessage());
    assertTrue(e.getMessage().contains("Pass ReadConsistency.EVENTUAL"), e.getMessage());
    assertThrows(InvalidRequestException.class,
        () -> sync.stream(FOLLOWERS.pages("t", "TARGET#bob", null, options, RAW, CursorSeal.NONE)));
    assertEquals(List.of(), started);
  }

  @Test
  void foreignOrDamagedCursorsAreRefused() {
    Cursor.Scope scope = new Cursor.Scope("Follow", null, "ACTOR#alice", SortOrder.ASCENDING, 1);
    String cursor = CursorCodec.encode(new Cursor(scope, List.of("TARGET#bob")), CursorSeal.NONE);
    for (String bad : new String[] {cursor.substring(1), "garbage", cursor + "A"}) {
      ListOptions options = ListOptions.defaults().after(bad);
      assertThrows(InvalidCursorException.class,
          () -> sync.run(FOLLOWING.pages("t", "ACTOR#alice", null, options, RAW, CursorSeal.NONE).plan()));
    }
    ListOptions otherPartition = ListOptions.defaults().after(cursor);
    assertThrows(InvalidCursorException.class,
        () -> sync.run(FOLLOWING.pages("t", "ACTOR#carol", null, otherPartition, RAW, CursorSeal.NONE).plan()));
    assertThrows(InvalidCursorException.class,
        () -> sync.stream(FOLLOWING.pages("t", "ACTOR#carol", null, otherPartition, RAW, CursorSeal.NONE)));
    assertThrows(InvalidCursorException.class, () -> sync.run(FOLLOWING.pages("t", "ACTOR#alice", null,
        otherPartition.descending(), RAW, CursorSeal.NONE).plan()));
    assertEquals(List.of(), started);
  }

  @Test
  void aValidListingStartsExactlyTheExpectedQuery() {
    Cursor.Scope scope = new Cursor.Scope("Follow", "GSI1", "TARGET#bob", SortOrder.DESCENDING, 1);
    String cursor = CursorCodec.encode(new Cursor(scope, List.of("ACTOR#alice", "ACTOR#alice", "TARGET#bob")),
        CursorSeal.NONE);
    ListOptions options = ListOptions.defaults().pageSize(20).descending().after(cursor);
    assertThrows(RequestStarted.class,
        () -> sync.run(FOLLOWERS.pages("table", "TARGET#bob", null, options, RAW, CursorSeal.NONE).plan()));
    assertEquals(1, started.size());
    QueryRequest query = (QueryRequest) started.get(0);
    assertEquals("table", query.tableName());
    assertEquals("GSI1", query.indexName());
    assertEquals(21, query.limit());
    assertFalse(query.scanIndexForward());
    assertNull(query.consistentRead(), "eventual consistency is the default: not sent");
    assertEquals(Map.of("GSI1PK", Values.string("TARGET#bob"), "GSI1SK", Values.string("ACTOR#alice"),
        "PK", Values.string("ACTOR#alice"), "SK", Values.string("TARGET#bob")),
        query.exclusiveStartKey());
  }

  @Test
  void streamsSendNothingUntilConsumed() {
    var stream = sync.stream(FOLLOWING.pages("t", "ACTOR#alice", null, ListOptions.defaults(), RAW, CursorSeal.NONE));
    assertEquals(List.of(), started);
    assertThrows(RequestStarted.class, stream::findFirst);
    assertEquals(1, started.size());
  }

  /** Thrown by the interceptor to stop a request before it is sent. */
  private static final class RequestStarted extends RuntimeException {
    private static final long serialVersionUID = 1L;
  }
}
