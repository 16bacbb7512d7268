package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** 8 threads editing one profile: the version lets exactly the winners' edits in and tells the losers. */
class UserVersionRaceTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final int THREADS = 8;

  /** All read version 1, then all write: one edit is stored, seven get VersionConflictException. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void ofEightEditsOfOneReadExactlyOneIsStored(Mode mode) throws Exception {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "Alice", 0, 0, 0));
    CyclicBarrier allRead = new CyclicBarrier(THREADS);
    List<Integer> winners = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger losers = new AtomicInteger();
    run(i -> {
      User read = users.get("alice", ReadConsistency.STRONG).orElseThrow();
      allRead.await();
      try {
        users.put(new User("alice", "edit-" + i, 0, 0, read.version()));
        winners.add(i);
      } catch (VersionConflictException e) {
        assertEquals(1, e.expectedVersion());
        losers.incrementAndGet();
      }
    });
    assertEquals(1, winners.size(), "winners");
    assertEquals(THREADS - 1, losers.get(), "losers");
    assertEquals(new User("alice", "edit-" + winners.get(0), 0, 0, 2),
        users.get("alice", ReadConsistency.STRONG).orElseThrow());
  }

  /** Each adds its tag by read, edit, put, and rereads after a conflict: no edit is lost. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void retryingAfterConflictsLosesNoEdit(Mode mode) throws Exception {
    Users users = Users.of(mode, dynamo);
    users.create(new User("alice", "", 0, 0, 0));
    AtomicInteger conflicts = new AtomicInteger();
    run(i -> {
      while (true) {
        User read = users.get("alice", ReadConsistency.STRONG).orElseThrow();
        try {
          users.put(new User("alice", read.name() + "<" + i + ">", 0, 0, read.version()));
          return;
        } catch (VersionConflictException e) {
          conflicts.incrementAndGet();
        }
      }
    });
    User last = users.get("alice", ReadConsistency.STRONG).orElseThrow();
    Set<String> tags = new TreeSet<>(Arrays.asList(last.name().substring(1, last.name().length() - 1).split("><")));
    assertEquals(Set.of("0", "1", "2", "3", "4", "5", "6", "7"), tags, last.name());
    assertEquals(THREADS * 3, last.name().length(), "every tag exactly once: " + last.name());
    assertEquals(1 + THREADS, last.version(), "one version per stored edit");
  }

  interface Edit {
    void run(int thread) throws Exception;
  }

  private static void run(Edit edit) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int i = 0; i < THREADS; i++) {
        int thread = i;
        done.add(pool.submit(() -> {
          edit.run(thread);
          return null;
        }));
      }
      for (Future<?> future : done) {
        future.get();
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
