package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.VersionConflictException;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** 8 threads updating one profile without reading it: the version lets exactly the winners in. */
class ProfileVersionRaceTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final int THREADS = 8;
  private static final int ROUNDS = 5;

  /**
   * Each round, all threads update at the version last seen: one wins, the rest are told and learn
   * nothing else. Every winner's ADD is applied exactly once and each loser's not at all.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void exactlyTheWinnersAreApplied(Mode mode) throws Exception {
    Profiles profiles = Profiles.of(mode, dynamo);
    String id = mode + "-race";
    profiles.create(new Profile(id, null, null, 0, null, null, 0));
    List<Integer> winners = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger losers = new AtomicInteger();
    CyclicBarrier round = new CyclicBarrier(THREADS);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> threads = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        threads.add(pool.submit(() -> {
          for (int r = 0; r < ROUNDS; r++) {
            round.await(1, TimeUnit.MINUTES);
            long version = 1 + r;
            try {
              Profile stored = profiles.update(id, version, ProfileUpdate.of().addSize(1).name("t" + thread));
              assertEquals(version + 1, stored.version());
              winners.add(thread);
            } catch (VersionConflictException e) {
              assertEquals(version, e.expectedVersion());
              losers.incrementAndGet();
            }
            round.await(1, TimeUnit.MINUTES);
          }
          return null;
        }));
      }
      for (Future<?> thread : threads) {
        thread.get();
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(ROUNDS, winners.size(), "one winner a round");
    assertEquals(ROUNDS * (THREADS - 1), losers.get(), "every loser told");
    Profile last = profiles.get(id).orElseThrow();
    assertEquals(ROUNDS, last.size(), "each winner's ADD once, no loser's");
    assertEquals(1 + ROUNDS, last.version());
    assertEquals("t" + winners.get(ROUNDS - 1), last.name(), "the last winner's edit");
  }
}
