package dev.singletable.runtime.internal.exec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.request.OperationsTest;
import dev.singletable.runtime.internal.table.Tables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.core.async.SdkPublisher;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What only the asynchronous path has: on-demand paging, refusals as failures, table creation. */
class AsyncExecutorTest {
  private static final ListingSpec FOLLOWING = ListingSpec.base("Follow", "TARGET#", SortId.STRING);

  private final FakeDynamoDb table = new FakeDynamoDb();
  private final FakeAsyncDynamoDb async = new FakeAsyncDynamoDb(table);
  private final AsyncExecutor executor = TableContext.of(async, "t", "test").async();

  @Test
  void thePublisherFetchesAPageOnlyWhenItsItemsAreRequested() {
    for (int i = 0; i < 12; i++) {
      table.add(Map.of(Layout.PK, Values.string("ACTOR#alice"), Layout.SK, Values.string(String.format("TARGET#u%02d", i))));
    }
    async.held = true;
    SdkPublisher<Map<String, AttributeValue>> items = executor.stream(
        FOLLOWING.pages("t", "ACTOR#alice", null, ListOptions.defaults().pageSize(5), OperationsTest.RAW,
            CursorSeal.NONE));
    Recorder recorder = new Recorder();
    items.subscribe(recorder);
    assertEquals(0, async.pending.size(), "nothing is sent before a request");

    recorder.subscription.request(1);
    assertEquals(1, async.pending.size());
    async.release();
    assertEquals(1, recorder.items.size());
    recorder.subscription.request(4);
    assertEquals(5, recorder.items.size());
    assertEquals(0, async.pending.size(), "the first page's items were enough");

    recorder.subscription.request(1);
    assertEquals(1, async.pending.size());
    async.release();
    assertEquals(6, recorder.items.size());
    recorder.subscription.request(Long.MAX_VALUE);
    while (!async.pending.isEmpty()) {
      async.release();
    }
    assertEquals(12, recorder.items.size());
    assertTrue(recorder.completed);
    assertEquals(3, table.queries.size());
  }

  @Test
  void refusalsBecomeFailedFuturesAndErrorSignals() {
    InvalidKeyException refused = new InvalidKeyException("Follow.follower", "refused");
    CompletableFuture<Object> future = AsyncCalls.future(() -> {
      throw refused;
    });
    assertSame(refused, assertThrows(CompletionException.class, future::join).getCause());

    Recorder recorder = new Recorder();
    AsyncCalls.<Map<String, AttributeValue>>publisher(() -> {
      throw refused;
    }).subscribe(recorder);
    assertSame(refused, recorder.error);
    assertFalse(recorder.completed);
  }

  @Test
  void aFailedConditionIsAnAnswerAndOtherFailuresPassThrough() {
    Map<String, AttributeValue> item = Map.of(Layout.PK, Values.string("ACTOR#a"), Layout.SK, Values.string("TARGET#b"));
    assertTrue(executor.execute(Operations.create("t", item)).join());
    assertFalse(executor.execute(Operations.create("t", item)).join());
    var answeringSomethingElse = Operations.create("t", item).answering(ResourceNotFoundException.class, false);
    CompletionException failure = assertThrows(CompletionException.class,
        () -> executor.execute(answeringSomethingElse).join());
    assertInstanceOf(ConditionalCheckFailedException.class, failure.getCause());
  }

  @Test
  void createIfMissingCreatesOrChecksWithoutBlocking() {
    executor.createIfMissing(Tables.definition("t", "GSI1")).join();
    assertEquals(1, table.createCalls);
    assertEquals(2, table.describeCalls, "one DescribeTable before, one while waiting");

    FakeDynamoDb old = new FakeDynamoDb();
    old.tableStatus = TableStatus.ACTIVE;
    AsyncExecutor onOld = TableContext.of(new FakeAsyncDynamoDb(old), "t", "test").async();
    CompletionException mismatch = assertThrows(CompletionException.class,
        () -> onOld.createIfMissing(Tables.definition("t", "GSI9")).join());
    assertInstanceOf(TableMismatchException.class, mismatch.getCause());
    assertEquals(0, old.createCalls);
  }

  /** Records what a subscriber is told. */
  private static final class Recorder implements Subscriber<Map<String, AttributeValue>> {
    final List<Map<String, AttributeValue>> items = new ArrayList<>();
    Subscription subscription;
    Throwable error;
    boolean completed;

    @Override
    public void onSubscribe(Subscription s) {
      subscription = s;
    }

    @Override
    public void onNext(Map<String, AttributeValue> item) {
      items.add(item);
    }

    @Override
    public void onError(Throwable t) {
      error = t;
    }

    @Override
    public void onComplete() {
      completed = true;
    }
  }
}
