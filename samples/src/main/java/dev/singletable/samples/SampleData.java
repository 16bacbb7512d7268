package dev.singletable.samples;

import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialGraph;
import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The sample's graph: 1,000 active users who follow each other, 1,100 fans, and bob, a celebrity
 * whom 2,050 users follow; 10,000 follows in all. Seeded, so every run loads the same graph.
 */
final class SampleData {
  static final int ACTIVE_USERS = 1_000;
  static final int FANS = 1_100;
  static final int CELEBRITY_FOLLOWERS = 2_050;
  static final int FOLLOWS = 10_000;
  private static final int THREADS = 8;
  private static final int SLICE = 250;

  private SampleData() {}

  /** {@code alice}, {@code bob}, {@code carol}, then {@code user0003} .. {@code user2099}. */
  static String user(int i) {
    switch (i) {
      case 0: return "alice";
      case 1: return "bob";
      case 2: return "carol";
      default: return String.format(Locale.ROOT, "user%04d", i);
    }
  }

  /** The follows to load, as {follower, followee} index pairs; alice follows bob. */
  static List<int[]> follows() {
    Random random = new Random(42);
    List<int[]> follows = new ArrayList<>(FOLLOWS);
    for (int i = 0; i < CELEBRITY_FOLLOWERS; i++) {
      follows.add(new int[] {i == 1 ? ACTIVE_USERS + FANS : i, 1});
    }
    Set<Long> seen = new HashSet<>();
    while (follows.size() < FOLLOWS) {
      int follower = random.nextInt(ACTIVE_USERS);
      int followee = random.nextInt(ACTIVE_USERS);
      if (follower != followee && followee != 1 && seen.add((long) follower * ACTIVE_USERS + followee)) {
        follows.add(new int[] {follower, followee});
      }
    }
    Collections.shuffle(follows, random);
    return follows;
  }

  /**
   * Imports the follows with BatchWriteItem, slices of {@value #SLICE} on {@value #THREADS} threads,
   * then mutes with create-if-absent, which stays harmless when the sample runs again.
   */
  static void load(SocialGraph graph, Clock clock, PrintStream out) throws InterruptedException {
    List<Follow> follows = new ArrayList<>(FOLLOWS);
    for (int[] follow : follows()) {
      follows.add(new Follow(user(follow[0]), user(follow[1]), clock.instant()));
    }
    out.printf(Locale.ROOT, "loading %,d users and %,d follows with BatchWriteItem on %d threads%n",
        ACTIVE_USERS + FANS + 1, follows.size(), THREADS);
    long start = System.nanoTime();
    AtomicInteger done = new AtomicInteger();
    AtomicReference<RuntimeException> failure = new AtomicReference<>();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    for (int from = 0; from < follows.size(); from += SLICE) {
      List<Follow> slice = follows.subList(from, Math.min(follows.size(), from + SLICE));
      pool.execute(() -> {
        try {
          graph.importFollows(slice);
        } catch (RuntimeException e) {
          failure.compareAndSet(null, e);
          return;
        }
        int count = done.addAndGet(slice.size());
        if (count % 2_000 == 0) {
          out.printf(Locale.ROOT, "  %,6d / %,d follows%n", count, follows.size());
        }
      });
    }
    pool.shutdown();
    if (!pool.awaitTermination(5, TimeUnit.MINUTES)) {
      throw new IllegalStateException("loading took longer than 5 minutes");
    }
    if (failure.get() != null) {
      throw failure.get();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.printf(Locale.ROOT, "loaded %,d follows in %.1f s (%,.0f writes/s, %,d BatchWriteItem calls)%n",
        done.get(), seconds, done.get() / seconds, (done.get() + 24) / 25);
    graph.mute("alice", "carol");
    graph.mute("alice", "user0007");
  }
}
