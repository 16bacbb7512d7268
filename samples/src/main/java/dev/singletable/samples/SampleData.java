package dev.singletable.samples;

import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.SocialGraph;
import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * The sample's graph: 1,000 active users who follow each other, 1,100 fans, and bob, a celebrity
 * whom 2,050 users follow; 2,101 users and 10,000 follows in all. Seeded, so every run loads the same
 * graph.
 */
final class SampleData {
  static final int ACTIVE_USERS = 1_000;
  static final int FANS = 1_100;
  static final int CELEBRITY_FOLLOWERS = 2_050;
  static final int FOLLOWS = 10_000;
  private static final int THREADS = 8;
  private static final int SLICE = 250;

  private SampleData() {}

  /** {@code alice}, {@code bob}, {@code carol}, then {@code user0003} .. {@code user2100}. */
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
   * Imports the users (counts 0, version 1), then the follows, with BatchWriteItem (slices of
   * {@value #SLICE}), and recounts the counts the import touched from the follows: how many each
   * follower follows, how many followers each followee has (a user's other count stays 0). Each step
   * runs on {@value #THREADS} threads; then mutes with create-if-absent. Every step stays right when
   * the sample runs again on the same table: a user imported again gets version 1 and counts 0 again,
   * and the recount sets the touched counts.
   */
  static void load(SocialGraph graph, Clock clock, PrintStream out) throws InterruptedException {
    List<String> users = IntStream.rangeClosed(0, ACTIVE_USERS + FANS).mapToObj(SampleData::user).toList();
    List<Follow> follows = new ArrayList<>(FOLLOWS);
    Set<String> followers = new LinkedHashSet<>();
    Set<String> followees = new LinkedHashSet<>();
    for (int[] follow : follows()) {
      follows.add(new Follow(user(follow[0]), user(follow[1]), clock.instant()));
      followers.add(user(follow[0]));
      followees.add(user(follow[1]));
    }
    long start = System.nanoTime();
    inParallel(slices(users), graph::importUsers);
    out.printf(Locale.ROOT, "imported %,d users in %.1f s (%,d BatchWriteItem calls), counts 0%n", users.size(),
        seconds(start), (users.size() + 24) / 25);

    start = System.nanoTime();
    inParallel(slices(follows), graph::importFollows);
    double seconds = seconds(start);
    out.printf(Locale.ROOT, "imported %,d follows in %.1f s (%,.0f writes/s, %,d BatchWriteItem calls),"
        + " counts untouched%n", follows.size(), seconds, follows.size() / seconds, (follows.size() + 24) / 25);

    start = System.nanoTime();
    inParallel(List.copyOf(followers), graph::recountFollowing);
    inParallel(List.copyOf(followees), graph::recountFollowers);
    out.printf(Locale.ROOT, "recounted the %,d counts the import touched from the follows in %.1f s:"
        + " following of %,d users (1 Query each), followers of %,d (%d Queries each, one per shard)%n",
        followers.size() + followees.size(), seconds(start), followers.size(), followees.size(),
        FollowKeys.INVERTED_INDEX_SHARDS);
    graph.mute("alice", "carol");
    graph.mute("alice", "user0007");
  }

  /** {@code all} cut into slices of {@value #SLICE}, one task each. */
  private static <T> List<List<T>> slices(List<T> all) {
    List<List<T>> slices = new ArrayList<>();
    for (int from = 0; from < all.size(); from += SLICE) {
      slices.add(all.subList(from, Math.min(all.size(), from + SLICE)));
    }
    return slices;
  }

  /** Runs {@code task} on each of {@code work} on {@value #THREADS} threads; rethrows the first failure. */
  private static <T> void inParallel(List<T> work, Consumer<T> task) throws InterruptedException {
    AtomicReference<RuntimeException> failure = new AtomicReference<>();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    for (T each : work) {
      pool.execute(() -> {
        try {
          task.accept(each);
        } catch (RuntimeException e) {
          failure.compareAndSet(null, e);
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
  }

  private static double seconds(long start) {
    return (System.nanoTime() - start) / 1e9;
  }
}
