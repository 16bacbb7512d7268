package dev.singletable.runtime.internal.batch;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.internal.plan.Backoff;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static dev.singletable.runtime.internal.batch.BatchFixtures.MAPPER;
import static dev.singletable.runtime.internal.batch.BatchFixtures.edge;
import static dev.singletable.runtime.internal.batch.BatchFixtures.edges;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** How batches are cut into calls, and how long resends wait; no requests. */
class BatchPlanTest {

  private static List<List<String>> shape(WriteBatch batch) {
    return batch.calls().stream()
        .map(call -> call.stream().map(write -> (write.put() ? "put " : "delete ") + write.id().get(0)).toList())
        .toList();
  }

  @Test
  void writesGo25ACallInOrder() {
    List<List<WriteBatch.Write>> calls = new WriteBatch().putAll(edges(0, 101), MAPPER, "m", "p", "Edge").calls();
    assertEquals(List.of(25, 25, 25, 25, 1), calls.stream().map(List::size).toList());
    assertEquals(edge(25), calls.get(1).get(0).record());
  }

  @Test
  void aKeyWrittenTwiceStartsANewCallSoTheLaterWriteWins() {
    WriteBatch batch = new WriteBatch()
        .put(edge(1), MAPPER, "m", "p", "Edge")
        .put(edge(2), MAPPER, "m", "p", "Edge")
        .delete(edge(1), BatchFixtures.MAPPER, "m", "p", "Edge")
        .put(edge(3), MAPPER, "m", "p", "Edge")
        .put(edge(1), MAPPER, "m", "p", "Edge");
    assertEquals(List.of(List.of("put A#u1", "put A#u2"), List.of("delete A#u1", "put A#u3"), List.of("put A#u1")),
        shape(batch));
  }

  @Test
  void getsReadEachKeyOnce100ACall() {
    List<BatchFixtures.Edge> asked = new ArrayList<>(edges(0, 150));
    asked.addAll(edges(0, 150));
    GetBatch<BatchFixtures.Edge> batch = new GetBatch<>(asked, BatchFixtures.MAPPER, "m", "p", "Edge");
    assertEquals(List.of(100, 50), batch.calls().stream().map(List::size).toList());
  }

  @Test
  void nullRecordsAndCollectionsAreRefusedWithTheirPosition() {
    List<BatchFixtures.Edge> edges = new ArrayList<>(edges(0, 3));
    edges.set(1, null);
    InvalidItemException e = assertThrows(InvalidItemException.class,
        () -> new WriteBatch().putAll(edges, MAPPER, "FollowRepository.putAll", "follows", "Follow"));
    assertEquals("FollowRepository.putAll: follows[1] is null. Pass the Follow to write.", e.getMessage());
    InvalidRequestException none = assertThrows(InvalidRequestException.class,
        () -> new GetBatch<>(null, BatchFixtures.MAPPER, "FollowRepository.getAll", "follows", "Follow"));
    assertEquals("FollowRepository.getAll: follows is null. Pass the Follow records, or an empty collection.",
        none.getMessage());
  }

  @Test
  void waitsGrowExponentiallyUpToTheCapWithFullJitter() {
    BatchSettings settings = BatchSettings.defaults();
    Backoff top = new Backoff(settings, () -> 1.0);
    assertEquals(List.of(50L, 100L, 200L, 400L, 800L, 1600L, 3200L, 5000L, 5000L),
        List.of(1, 2, 3, 4, 5, 6, 7, 8, 9).stream().map(a -> top.delay(a).toMillis()).toList());
    assertEquals(Duration.ofMillis(5000), top.delay(100));
    assertEquals(Duration.ZERO, new Backoff(settings, () -> 0.0).delay(5));
  }

  @Test
  void settingsRefuseWhatCannotWork() {
    assertThrows(InvalidRequestException.class, () -> BatchSettings.defaults().maxAttempts(0));
    assertThrows(InvalidRequestException.class, () -> BatchSettings.defaults().baseDelay(Duration.ofMillis(-1)));
    assertThrows(InvalidRequestException.class, () -> BatchSettings.defaults().maxDelay(null));
  }
}
