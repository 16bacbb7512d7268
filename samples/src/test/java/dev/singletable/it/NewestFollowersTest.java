package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sample's followers in the order they followed ({@code invertedIndexSort = "at#{followedAt}"}),
 * on its index sharded 4 ways, against the local DynamoDB: every page merged across the shards in time
 * order (ties by follower), both orders, page sizes 1, 7 and 100, ranges with inclusive and exclusive
 * ends at equal times, counts, cursors bound to their range, starting points, the async twin, the
 * stored key, a follow without its time refused, the recount, a re-shard, and the backfill of edges
 * stored before the sort was declared.
 */
class NewestFollowersTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final Instant T = Instant.parse("2026-12-01T09:00:00Z");
  private static final int FANS = 60;
  private SocialTable social;
  private List<Follow> follows;

  /** 60 fans of bob: three follow in each of 20 seconds, so equal times sit in different shards. */
  @BeforeEach
  void load() {
    social = new SocialTable(dynamo.client(), dynamo.tableName());
    follows = new ArrayList<>();
    for (int i = 0; i < FANS; i++) {
      String fan = String.format(Locale.ROOT, "fan%02d", (i * 37) % FANS);
      follows.add(new Follow(fan, "bob", T.plusSeconds(i / 3)));
    }
    social.follows().importAll(follows);
    social.follows().importAll(List.of(new Follow("fan00", "carol", T)));
  }

  /** The follows of bob that {@code keep} keeps, oldest first, ties by follower. */
  private List<String> expected(Predicate<Follow> keep, boolean newestFirst) {
    Comparator<Follow> order = Comparator.comparing(Follow::followedAt).thenComparing(Follow::follower);
    return follows.stream().filter(keep).sorted(newestFirst ? order.reversed() : order).map(Follow::follower).toList();
  }

  private static List<String> traverse(Listing<Follow> listing, ListOptions options) {
    List<String> seen = new ArrayList<>();
    while (true) {
      Page<Follow> page = listing.page(options);
      assertTrue(page.items().size() <= options.pageSize());
      page.items().forEach(f -> seen.add(f.follower()));
      if (page.nextCursor().isEmpty()) {
        return seen;
      }
      assertFalse(page.items().isEmpty(), "a page before the last is never empty");
      options = options.after(page.nextCursor().get());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 7, 100})
  void newestFirstIsMergedAcrossTheShardsInTimeOrder(int pageSize) {
    Listing<Follow> followers = social.follows().followers("bob");
    assertEquals(expected(f -> true, true), traverse(followers, ListOptions.defaults().pageSize(pageSize).descending()));
    assertEquals(expected(f -> true, false), traverse(followers, ListOptions.defaults().pageSize(pageSize)));
  }

  @Test
  void theStoredKeyLeadsWithTheTimeAndEndsWithTheSourceKey() {
    Map<String, AttributeValue> item = dynamo.client().getItem(r -> r.tableName(dynamo.tableName())
        .key(Map.of("PK", AttributeValue.fromS("ACTOR#fan37"), "SK", AttributeValue.fromS("TARGET#bob")))).item();
    assertEquals("at#2026-12-01T09:00:00.000000000Z#ACTOR#fan37", item.get("GSI1SK").s());
    assertTrue(item.get("GSI1PK").s().matches("TARGET#bob#[0-3]"), item.get("GSI1PK").s());
    assertEquals("at#2026-12-01T09:00:00.000000000Z#ACTOR#fan37",
        FollowKeys.invertedSortKey(T, FollowKeys.sourceKey("fan37")));
  }

  @Test
  void rangesOfTheTimeHaveInclusiveAndExclusiveEndsAtEqualTimes() {
    Instant five = T.plusSeconds(5);
    Instant nine = T.plusSeconds(9);
    Map<Range<Instant>, Predicate<Follow>> ranges = Map.of(
        Range.after(five), f -> f.followedAt().isAfter(five),
        Range.from(five), f -> !f.followedAt().isBefore(five),
        Range.before(five), f -> f.followedAt().isBefore(five),
        Range.until(five), f -> !f.followedAt().isAfter(five),
        Range.between(five, nine), f -> !f.followedAt().isBefore(five) && !f.followedAt().isAfter(nine),
        Range.between(five, five), f -> f.followedAt().equals(five),
        Range.after(Instant.MAX), f -> false,
        Range.from(Instant.MIN), f -> true);
    ranges.forEach((range, keep) -> {
      Listing<Follow> listing = social.follows().followers("bob", range);
      assertEquals(expected(keep, true), traverse(listing, ListOptions.defaults().pageSize(7).descending()),
          range.toString());
      assertEquals(expected(keep, false), traverse(listing, ListOptions.defaults().pageSize(4)), range.toString());
      assertEquals(expected(keep, false).size(), listing.count(), range.toString());
    });
  }

  @Test
  void aCursorIsBoundToItsRangeAndARangeTakesNoStartingPoint() {
    Page<Follow> first = social.follows().followers("bob", Range.after(T.plusSeconds(5)))
        .page(ListOptions.defaults().pageSize(5));
    String cursor = first.nextCursor().orElseThrow();
    assertThrows(InvalidCursorException.class, () -> social.follows().followers("bob", Range.after(T.plusSeconds(6)))
        .page(ListOptions.defaults().pageSize(5).after(cursor)));
    assertThrows(InvalidCursorException.class, () -> social.follows().followers("bob")
        .page(ListOptions.defaults().pageSize(5).after(cursor)));
    InvalidRequestException start = assertThrows(InvalidRequestException.class, () -> social.follows()
        .followers("bob", Range.after(T)).page(ListOptions.defaults().startingAt(T.toString())));
    assertTrue(start.getMessage().contains("narrowed by a Range"), start.getMessage());
    assertThrows(InvalidRequestException.class, () -> social.follows().followers("bob", null).page());
  }

  @Test
  void aStartingPointIsATimeAndPassesEveryFollowAtItWhenExclusive() {
    Instant five = T.plusSeconds(5);
    assertEquals(expected(f -> f.followedAt().isAfter(five), false), traverse(social.follows().followers("bob"),
        ListOptions.defaults().pageSize(7).startingAfter(five.toString())));
    assertEquals(expected(f -> !f.followedAt().isAfter(five), true), traverse(social.follows().followers("bob"),
        ListOptions.defaults().pageSize(7).descending().startingAt(five.toString())));
    assertEquals(expected(f -> !f.followedAt().isBefore(five), false).size(),
        social.follows().followers("bob").count(ListOptions.defaults().startingAt(five.toString())));
    InvalidRequestException notATime = assertThrows(InvalidRequestException.class, () -> social.follows()
        .followers("bob").page(ListOptions.defaults().startingAt("fan10")));
    assertTrue(notATime.getMessage().contains("ISO-8601 instant"), notATime.getMessage());
  }

  @Test
  void theAsyncTwinListsTheSame() {
    SocialAsyncTable async = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    Page<Follow> page = async.follows().followers("bob", Range.until(T.plusSeconds(3)))
        .page(ListOptions.defaults().descending().pageSize(100)).join();
    assertEquals(expected(f -> !f.followedAt().isAfter(T.plusSeconds(3)), true),
        page.items().stream().map(Follow::follower).toList());
    assertEquals(FANS, async.follows().followers("bob").count().join());
    assertEquals(expected(f -> true, false), Mode.join(() -> {
      List<String> seen = new ArrayList<>();
      return async.follows().followers("bob").stream().subscribe(f -> seen.add(f.follower()))
          .thenApply(done -> seen);
    }));
  }

  @Test
  void aFollowWithoutItsTimeIsRefusedAndNothingIsWritten() {
    social.users().create(new User("ann", "Ann", 0, 0, 0));
    social.users().create(new User("bea", "Bea", 0, 0, 0));
    InvalidKeyException e = assertThrows(InvalidKeyException.class,
        () -> social.follows().create(new Follow("ann", "bea", null)));
    assertEquals("Follow.followedAt", e.component());
    assertFalse(social.follows().exists("ann", "bea", ReadConsistency.STRONG));
    assertEquals(0, social.users().get("bea", ReadConsistency.STRONG).orElseThrow().followers());
  }

  @Test
  void countedFollowsRecountAndReshardAsBefore() {
    social.users().create(new User("star", "Star", 0, 0, 0));
    for (int i = 0; i < 9; i++) {
      String fan = "f" + i;
      social.users().create(new User(fan, fan, 0, 0, 0));
      assertTrue(social.follows().create(new Follow(fan, "star", T.plusSeconds(9 - i))));
    }
    assertEquals(List.of("f0", "f1", "f2"), social.follows().followers("star")
        .page(ListOptions.defaults().descending().pageSize(3)).items().stream().map(Follow::follower).toList());
    assertEquals(9, social.users().recountFollowers("star"));
    social.follows().reshard(1).run(100);
    assertEquals("TARGET#star", dynamo.client().getItem(r -> r.tableName(dynamo.tableName())
        .key(Map.of("PK", AttributeValue.fromS("ACTOR#f4"), "SK", AttributeValue.fromS("TARGET#star"))))
        .item().get("GSI1PK").s(), "one shard: the plain target key");
    social.follows().reshard().run(100);
    assertEquals(List.of("f8", "f7", "f6", "f5", "f4", "f3", "f2", "f1", "f0"), traverse(social.follows()
        .followers("star"), ListOptions.defaults().pageSize(4)), "oldest first, back on 4 shards");
  }

  @Test
  void theBackfillMovesFollowsStoredBeforeTheSortToTheNewKeys() {
    // As written before invertedIndexSort: GSI1SK is the source key alone.
    dynamo.client().putItem(r -> r.tableName(dynamo.tableName()).item(Map.of(
        "PK", AttributeValue.fromS("ACTOR#old"), "SK", AttributeValue.fromS("TARGET#dave"),
        "GSI1PK", AttributeValue.fromS("TARGET#dave#1"), "GSI1SK", AttributeValue.fromS("ACTOR#old"),
        "_type", AttributeValue.fromS("Follow"), "followedAt", AttributeValue.fromS("2026-12-01T08:00:00Z"))));
    social.follows().importAll(List.of(new Follow("new", "dave", T)));
    assertEquals(List.of("new"), traverse(social.follows().followers("dave"), ListOptions.defaults()),
        "the old key is outside the listing's prefix");

    assertEquals(1, social.follows().backfill().run(25), "only the old follow is rewritten");

    assertEquals(List.of("new", "old"), traverse(social.follows().followers("dave"),
        ListOptions.defaults().descending()));
    assertEquals(0, social.follows().backfill().run(25), "safe to run again");
  }
}
