package dev.singletable.samples;

import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.SocialGraph;
import dev.singletable.samples.social.User;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
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
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
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
  private static final int INDEX_RETRIES = 5;

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
   * Imports the users, then the follows, with BatchWriteItem (slices of {@value #SLICE} on
   * {@value #THREADS} threads). Each user is imported with version 1 and the {@code following} and
   * {@code followers} counts that the follows imported after it make, counted here in memory; the
   * follows' import changes no count. Then it recounts alice's and bob's counts from the follows
   * stored, as a check ({@link #checkByRecount}), and mutes with create-if-absent. Running it again on
   * the same table writes the same users and follows again, so the counts stay right.
   */
  static void load(SocialGraph graph, Clock clock, PrintStream out) throws InterruptedException {
    int[] following = new int[ACTIVE_USERS + FANS + 1];
    int[] followers = new int[ACTIVE_USERS + FANS + 1];
    List<Follow> follows = new ArrayList<>(FOLLOWS);
    // One follow a minute, the last one now: the listings by followee list them in this order.
    Instant first = clock.instant().minus(Duration.ofMinutes(FOLLOWS - 1));
    for (int[] follow : follows()) {
      following[follow[0]]++;
      followers[follow[1]]++;
      follows.add(new Follow(user(follow[0]), user(follow[1]), first.plus(Duration.ofMinutes(follows.size()))));
    }
    List<User> users = IntStream.range(0, following.length)
        .mapToObj(i -> new User(user(i), "User " + user(i), following[i], followers[i], 1)).toList();
    long start = System.nanoTime();
    inParallel(slices(users), graph::importUsers);
    out.printf(Locale.ROOT, "imported %,d users in %.1f s (%,d BatchWriteItem calls), each with the following and"
        + " followers counts of the follows imported next%n", users.size(), seconds(start), (users.size() + 24) / 25);

    start = System.nanoTime();
    inParallel(slices(follows), graph::importFollows);
    double seconds = seconds(start);
    out.printf(Locale.ROOT, "imported %,d follows in %.1f s (%,.0f writes/s, %,d BatchWriteItem calls),"
        + " counts untouched%n", follows.size(), seconds, follows.size() / seconds, (follows.size() + 24) / 25);

    checkByRecount(graph, users.subList(0, 2), out);
    graph.mute("alice", "carol");
    graph.mute("alice", "user0007");
  }

  /**
   * Recounts both counts of each of {@code imported} from the follows stored ({@code following} with
   * Select COUNT Queries of the user's partition, {@code followers} of each shard of GSI1; each recount
   * then sets the count with an UpdateItem) and throws {@link IllegalStateException} unless they
   * equal the counts imported. A followers recount below the import is repeated up to
   * {@value #INDEX_RETRIES} times a second apart, since DynamoDB's index may lag a moment behind the
   * import (dynalite's never does).
   */
  static void checkByRecount(SocialGraph graph, List<User> imported, PrintStream out) throws InterruptedException {
    long start = System.nanoTime();
    List<String> counts = new ArrayList<>();
    for (User user : imported) {
      long following = graph.recountFollowing(user.id());
      long followers = graph.recountFollowers(user.id());
      for (int retry = 0; followers < user.followers() && retry < INDEX_RETRIES; retry++) {
        Thread.sleep(1_000);
        followers = graph.recountFollowers(user.id());
      }
      if (following != user.following() || followers != user.followers()) {
        throw new IllegalStateException(String.format(Locale.ROOT, "The recount of %s found %,d following and %,d"
            + " followers in the follows stored, but the import gave %,d and %,d: the table holds follows this"
            + " import did not write (left by an interrupted run?) or lacks some. Delete the table, or set"
            + " SINGLETABLE_SAMPLE_TABLE to a new name.", user.id(), following, followers, user.following(),
            user.followers()));
      }
      counts.add(String.format(Locale.ROOT, "%s follows %,d and has %,d followers", user.id(), following, followers));
    }
    out.printf(Locale.ROOT, "recounted the counts of %s from the follows stored in %.1f s (%d recounts: each"
        + " counts with Select COUNT Queries, of the user's partition for following, of GSI1's %d shards for"
        + " followers, and sets the count with an UpdateItem): they agree with the import (%s)%n",
        imported.stream().map(User::id).collect(Collectors.joining(" and ")), seconds(start), 2 * imported.size(),
        FollowKeys.INVERTED_INDEX_SHARDS, String.join("; ", counts));
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
