package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.query.ShardedIndexFake;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A shard read executor over a real {@code DynamoDbClient} and a fake HTTP endpoint: the Queries of
 * a round are in flight together, and a failed one throws what the sequential path throws, once
 * every Query sent has answered.
 */
class ShardReadFaultTest {
  private static final int SHARDS = 8;
  private static final ShardedListingSpec FOLLOWERS =
      ShardedListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING, SHARDS);
  private static final Pattern SHARD = Pattern.compile("\":pk\":\\{\"S\":\"TARGET#bob#(\\d+)\"}");
  private static final String EMPTY = "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}";
  private static final String DYNAMODB = "com.amazonaws.dynamodb.v20120810";

  private final ExecutorService pool = Executors.newFixedThreadPool(SHARDS);
  private FakeHttp http;

  @AfterEach
  void stop() {
    pool.shutdownNow();
    http.close();
  }

  @Test
  void everyShardQueryOfAPageIsInFlightAtOnce() {
    CountDownLatch allSent = new CountDownLatch(SHARDS);
    AtomicInteger waitedInVain = new AtomicInteger();
    http = new FakeHttp(body -> {
      allSent.countDown();
      waitedInVain.addAndGet(await(allSent) ? 0 : 1);
      return Answer.ok(EMPTY);
    });

    Page<Map<String, AttributeValue>> page = page(parallel());

    assertEquals(List.of(), page.items());
    assertEquals(SHARDS, http.bodies.size());
    assertEquals(0, waitedInVain.get(), "Queries answered before all " + SHARDS + " were sent");
  }

  @Test
  void everyShardCountIsInFlightAtOnce() {
    CountDownLatch allSent = new CountDownLatch(SHARDS);
    AtomicInteger waitedInVain = new AtomicInteger();
    http = new FakeHttp(body -> {
      allSent.countDown();
      waitedInVain.addAndGet(await(allSent) ? 0 : 1);
      return Answer.ok("{\"Count\":" + shard(body) + ",\"ScannedCount\":" + shard(body) + "}");
    });

    long count = parallel().sync().run(FOLLOWERS.count("t", ShardedIndexFake.TARGET, null,
        ListOptions.defaults()));

    assertEquals(28, count, "0 + 1 + ... + 7");
    assertEquals(0, waitedInVain.get(), "counts answered before all " + SHARDS + " were sent");
  }

  @Test
  void aFailedShardThrowsTheExceptionOfTheSequentialPath() {
    http = new FakeHttp(body -> shard(body) == 3 ? throttled(3) : Answer.ok(EMPTY));
    ProvisionedThroughputExceededException one =
        assertThrows(ProvisionedThroughputExceededException.class, () -> page(sequential()));
    ProvisionedThroughputExceededException together =
        assertThrows(ProvisionedThroughputExceededException.class, () -> page(parallel()));

    assertEquals(one.getMessage(), together.getMessage());
    assertThrows(ProvisionedThroughputExceededException.class, () -> parallel().sync().run(
        FOLLOWERS.count("t", ShardedIndexFake.TARGET, null, ListOptions.defaults())));
  }

  @Test
  void ofSeveralFailuresTheLowestShardsIsThrownTheOthersSuppressed() {
    CountDownLatch allSent = new CountDownLatch(SHARDS);
    http = new FakeHttp(body -> {
      allSent.countDown();
      await(allSent);
      return shard(body) == 2 || shard(body) == 5 ? throttled(shard(body)) : Answer.ok(EMPTY);
    });

    ProvisionedThroughputExceededException thrown =
        assertThrows(ProvisionedThroughputExceededException.class, () -> page(parallel()));

    assertTrue(thrown.getMessage().startsWith("shard 2 "), thrown.getMessage());
    assertEquals(List.of(ProvisionedThroughputExceededException.class),
        Arrays.stream(thrown.getSuppressed()).map(Object::getClass).toList());
    assertTrue(thrown.getSuppressed()[0].getMessage().startsWith("shard 5 "));
  }

  @Test
  void aFailureReturnsOnlyOnceEveryQuerySentHasAnswered() {
    Thread caller = Thread.currentThread();
    CountDownLatch othersSent = new CountDownLatch(SHARDS - 1);
    CountDownLatch failed = new CountDownLatch(1);
    AtomicInteger running = new AtomicInteger();
    http = new FakeHttp(body -> {
      if (Thread.currentThread() == caller) {
        await(othersSent);
        failed.countDown();
        return throttled(shard(body));
      }
      running.incrementAndGet();
      othersSent.countDown();
      await(failed);
      awaitWaiting(caller);
      running.decrementAndGet();
      return Answer.ok(EMPTY);
    });

    assertThrows(ProvisionedThroughputExceededException.class, () -> page(parallel()));

    assertEquals(SHARDS, http.bodies.size(), "the caller's Query and the pool's");
    assertEquals(0, running.get(), "Queries still running when the page failed");
  }

  // Repeated: an interrupt that comes with the last task's notify returned from wait() without an
  // exception 1 to 4 times in 300 before ShardRound read the flag again (about 20 ms a run).
  @RepeatedTest(50)
  void anInterruptedCallerWaitsForTheQueriesSentThenThrowsAbortedWithItsFlagSet() {
    Thread caller = Thread.currentThread();
    AtomicInteger running = new AtomicInteger();
    // The caller's own Query waits for one of the pool's, or on a loaded machine the caller could take
    // every shard before the pool's thread starts, and nothing would interrupt it.
    CountDownLatch poolSent = new CountDownLatch(1);
    http = new FakeHttp(body -> {
      if (Thread.currentThread() == caller) {
        await(poolSent);
      } else {
        running.incrementAndGet();
        poolSent.countDown();
        awaitWaiting(caller);
        caller.interrupt();
        running.decrementAndGet();
      }
      return Answer.ok(EMPTY);
    });

    assertThrows(AbortedException.class, () -> page(parallel()));

    assertTrue(Thread.interrupted(), "the caller's interrupt flag");
    assertEquals(0, running.get(), "Queries still running when the page was aborted");
  }

  private TableContext sequential() {
    return TableContext.of(http.client(), "t", "test");
  }

  private TableContext parallel() {
    return TableContext.of(http.client(), "t", TableSettings.defaults().shardReadExecutor(pool), "test");
  }

  private static Page<Map<String, AttributeValue>> page(TableContext context) {
    return context.sync().run(FOLLOWERS.pages(context.tableName(), ShardedIndexFake.TARGET, null,
        ListOptions.defaults().pageSize(10), OperationsTest.RAW, context.cursorSeal()).plan());
  }

  private static Answer throttled(int shard) {
    return new Answer(400, "{\"__type\":\"" + DYNAMODB + "#ProvisionedThroughputExceededException\","
        + "\"message\":\"shard " + shard + " throttled\"}");
  }

  private static int shard(String body) {
    Matcher matcher = SHARD.matcher(body);
    assertTrue(matcher.find(), body);
    return Integer.parseInt(matcher.group(1));
  }

  /** Waits for the latch, up to 10 s; whether it opened. */
  private static boolean await(CountDownLatch latch) {
    try {
      return latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Waits until {@code caller} waits for the round ({@code ShardRound.awaitTaken}), up to 10 s: a
   * round that returned without waiting would find these Queries still running.
   */
  private static void awaitWaiting(Thread caller) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline && Arrays.stream(caller.getStackTrace())
        .noneMatch(frame -> frame.getClassName().equals(ShardRound.class.getName())
            && frame.getMethodName().equals("awaitTaken"))) {
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
    }
  }
}
