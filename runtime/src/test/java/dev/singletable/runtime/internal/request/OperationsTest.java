package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.exec.Runner;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.ListingSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Paging and single-item calls against {@link FakeDynamoDb}, through the synchronous executor and
 * through the asynchronous one.
 */
public class OperationsTest {
  private static final ListingSpec FOLLOWING = ListingSpec.base("Follow", "TARGET", SortId.STRING);
  private static final ListingSpec FOLLOWERS = ListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING);
  public static final ItemMapper<String> FOLLOWEE = mapper(Layout.SK, "TARGET");
  public static final ItemMapper<String> FOLLOWER = mapper(Layout.PK, "ACTOR");
  public static final ItemMapper<Map<String, AttributeValue>> RAW = RawMapper.INSTANCE;

  private final FakeDynamoDb table = new FakeDynamoDb();
  private Runner run;

  @ParameterizedTest
  @EnumSource(Mode.class)
  void everyPageIsFullAndOnlyPagesWithSuccessorsHaveCursors(Mode mode) {
    run = mode.on(table);
    follows("alice", 25);
    follows("bob", 3);
    table.add(Map.of(Layout.PK, Values.string("ACTOR#alice"), Layout.SK, Values.string("PROFILE#a")));
    table.maxItemsPerResponse = 3;
    List<List<String>> pages = pages(FOLLOWING, "ACTOR#alice", ListOptions.defaults().pageSize(10),
        FOLLOWEE);
    assertEquals(List.of(10, 10, 5), sizes(pages));
    assertEquals(users(25), flatten(pages));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aFullLastPageHasNoCursor(Mode mode) {
    run = mode.on(table);
    follows("alice", 25);
    table.maxItemsPerResponse = 5;
    List<List<String>> pages = pages(FOLLOWING, "ACTOR#alice", ListOptions.defaults().pageSize(5),
        FOLLOWEE);
    assertEquals(List.of(5, 5, 5, 5, 5), sizes(pages));
    assertEquals(10, table.queries.size(), "each page asks for 6 items, gets 5, then asks for 1");
    assertEquals(List.of(6, 1), List.of(table.queries.get(0).limit(), table.queries.get(1).limit()));
    assertTrue(table.queries.get(9).hasExclusiveStartKey());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void descendingListsLargestFirst(Mode mode) {
    run = mode.on(table);
    follows("alice", 7);
    List<String> expected = new ArrayList<>(users(7));
    Collections.reverse(expected);
    List<List<String>> pages = pages(FOLLOWING, "ACTOR#alice",
        ListOptions.defaults().pageSize(3).descending(), FOLLOWEE);
    assertEquals(expected, flatten(pages));
    assertFalse(table.queries.get(0).scanIndexForward());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void invertedIndexResumesWithTheSwappedBaseKey(Mode mode) {
    run = mode.on(table);
    for (int i = 0; i < 12; i++) {
      follow(String.format("fan%02d", i), "bob");
    }
    follows("alice", 4);
    table.maxItemsPerResponse = 4;
    List<List<String>> pages = pages(FOLLOWERS, "TARGET#bob", ListOptions.defaults().pageSize(5),
        FOLLOWER);
    assertEquals(List.of(5, 5, 2), sizes(pages));
    assertEquals("fan00", pages.get(0).get(0));
    QueryRequest first = table.queries.get(0);
    assertEquals("GSI1", first.indexName());
    assertEquals(Map.of("#pk", "GSI1PK", "#sk", "GSI1SK"), first.expressionAttributeNames());
    assertEquals("#pk = :pk AND begins_with(#sk, :prefix)", first.keyConditionExpression());
    assertEquals("ACTOR#", first.expressionAttributeValues().get(":prefix").s());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void cursorsOfOtherPartitionsOrOrdersAreRefusedBeforeAnyQuery(Mode mode) {
    run = mode.on(table);
    follows("alice", 5);
    follows("bob", 5);
    String cursor = run.page(FOLLOWING.pages("t", "ACTOR#alice", null,
        ListOptions.defaults().pageSize(2), FOLLOWEE, CursorSeal.NONE)).nextCursor().orElseThrow();
    int sent = table.queries.size();
    ListOptions resume = ListOptions.defaults().pageSize(2).after(cursor);
    assertThrows(InvalidCursorException.class,
        () -> run.page(FOLLOWING.pages("t", "ACTOR#bob", null, resume, FOLLOWEE, CursorSeal.NONE)));
    assertThrows(InvalidCursorException.class,
        () -> run.page(FOLLOWING.pages("t", "ACTOR#alice", null, resume.descending(), FOLLOWEE, CursorSeal.NONE)));
    assertThrows(InvalidCursorException.class,
        () -> run.page(FOLLOWERS.pages("t", "ACTOR#alice", null, resume, FOLLOWER, CursorSeal.NONE)));
    assertEquals(sent, table.queries.size());
    assertEquals(List.of("u02", "u03"),
        run.page(FOLLOWING.pages("t", "ACTOR#alice", null, resume, FOLLOWEE, CursorSeal.NONE)).items());
  }

  @Test
  void streamsFetchPagesOnlyWhenNeeded() {
    follows("alice", 25);
    ListOptions options = ListOptions.defaults().pageSize(5);
    SyncExecutor sync = TableContext.of(table, "t", "test").sync();
    List<String> firstSeven = sync.stream(FOLLOWING.pages("t", "ACTOR#alice", null, options,
        FOLLOWEE, CursorSeal.NONE)).limit(7).collect(Collectors.toList());
    assertEquals(users(7), firstSeven);
    assertEquals(2, table.queries.size());
    for (Mode mode : Mode.values()) {
      table.queries.clear();
      assertEquals(users(25), mode.on(table).all(FOLLOWING.pages("t", "ACTOR#alice", null, options,
          FOLLOWEE, CursorSeal.NONE)), mode.name());
      assertEquals(5, table.queries.size());
    }
  }

  @Test
  void listingsEndTheirSortPrefixWithTheDelimiter() {
    assertEquals(new ListingSpec("Follow", null, "PK", "SK", "TARGET#", SortId.STRING), FOLLOWING);
    assertEquals(new ListingSpec("Follow", "GSI1", "GSI1PK", "GSI1SK", "ACTOR#", SortId.STRING), FOLLOWERS);
    assertEquals("ACTOR#", ListingSpec.inverted("Follow", "GSI1", "ACTOR", SortId.STRING).sortPrefix());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void singleItemCalls(Mode mode) {
    run = mode.on(table);
    Map<String, AttributeValue> item = follow("alice", "bob");
    Map<String, AttributeValue> key = Map.of(Layout.PK, item.get(Layout.PK), Layout.SK,
        item.get(Layout.SK));
    table.items.clear();
    assertEquals(Optional.empty(), run.execute(Operations.get("t", key, ReadConsistency.STRONG, RAW)));
    assertFalse(run.execute(Operations.exists("t", key, ReadConsistency.EVENTUAL)));
    assertTrue(run.execute(Operations.create("t", item)));
    assertFalse(run.execute(Operations.create("t", item)));
    assertEquals(Optional.of(item), run.execute(Operations.get("t", key, ReadConsistency.EVENTUAL, RAW)));
    assertEquals(Optional.of("bob"), run.execute(Operations.get("t", key, ReadConsistency.EVENTUAL, FOLLOWEE)));
    assertTrue(run.execute(Operations.exists("t", key, ReadConsistency.STRONG)));
    assertTrue(run.execute(Operations.delete("t", key)));
    assertFalse(run.execute(Operations.delete("t", key)));
    run.execute(Operations.put("t", item));
    run.execute(Operations.put("t", item));
    assertEquals(1, table.items.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void defaultsAreLeftOffTheWire(Mode mode) {
    run = mode.on(table);
    follows("alice", 3);
    Map<String, AttributeValue> key = Map.of(Layout.PK, Values.string("ACTOR#alice"), Layout.SK,
        Values.string("TARGET#u00"));
    run.execute(Operations.get("t", key, ReadConsistency.EVENTUAL, RAW));
    run.execute(Operations.exists("t", key, ReadConsistency.EVENTUAL));
    run.execute(Operations.get("t", key, ReadConsistency.STRONG, RAW));
    assertEquals(Arrays.asList(null, null, true),
        table.gets.stream().map(GetItemRequest::consistentRead).collect(Collectors.toList()));
    pages(FOLLOWING, "ACTOR#alice", ListOptions.defaults(), FOLLOWEE);
    pages(FOLLOWING, "ACTOR#alice", ListOptions.defaults().consistency(ReadConsistency.STRONG), FOLLOWEE);
    assertNull(table.queries.get(0).scanIndexForward());
    assertNull(table.queries.get(0).consistentRead());
    assertTrue(table.queries.get(1).consistentRead());
  }

  @Test
  void theCreateConditionIsTheSameInATransaction() {
    Map<String, AttributeValue> item = Map.of(Layout.PK, Values.string("ACTOR#a"), Layout.SK, Values.string("TARGET#b"));
    PutItemRequest alone = Operations.create("t", item).request();
    Put inTransaction = Operations.createAction("t", item).put();
    assertEquals("attribute_not_exists(#pk)", alone.conditionExpression());
    assertEquals(List.of(alone.tableName(), alone.item(), alone.conditionExpression(), alone.expressionAttributeNames()),
        List.of(inTransaction.tableName(), inTransaction.item(), inTransaction.conditionExpression(),
            inTransaction.expressionAttributeNames()));
  }

  private <T> List<List<T>> pages(ListingSpec listing, String partition, ListOptions options,
      ItemMapper<T> mapper) {
    List<List<T>> pages = new ArrayList<>();
    ListOptions next = options;
    while (true) {
      Page<T> page = run.page(listing.pages("t", partition, null, next, mapper, CursorSeal.NONE));
      pages.add(page.items());
      if (!page.hasNext()) {
        return pages;
      }
      next = next.after(page.nextCursor().orElseThrow());
    }
  }

  private void follows(String follower, int count) {
    for (String followee : users(count)) {
      follow(follower, followee);
    }
  }

  private Map<String, AttributeValue> follow(String follower, String followee) {
    String pk = Keys.string("ACTOR#", follower, "Follow.follower", Layout.MAX_PARTITION_KEY_BYTES);
    String sk = Keys.string("TARGET#", followee, "Follow.followee", Layout.MAX_SORT_KEY_BYTES);
    Map<String, AttributeValue> item = Map.of(Layout.PK, Values.string(pk), Layout.SK,
        Values.string(sk), "GSI1PK", Values.string(sk), "GSI1SK", Values.string(pk),
        Layout.TYPE, Values.string("Follow"));
    table.add(item);
    return item;
  }

  private static List<String> users(int count) {
    List<String> users = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      users.add(String.format("u%02d", i));
    }
    return users;
  }

  private static <T> List<Integer> sizes(List<List<T>> pages) {
    return pages.stream().map(List::size).collect(Collectors.toList());
  }

  private static <T> List<T> flatten(List<List<T>> pages) {
    return pages.stream().flatMap(List::stream).collect(Collectors.toList());
  }

  private static ItemMapper<String> mapper(String keyAttribute, String prefix) {
    return new ItemMapper<>() {
      @Override
      public Map<String, AttributeValue> toItem(String value) {
        throw new UnsupportedOperationException();
      }

      @Override
      public String fromItem(Map<String, AttributeValue> item) {
        Values.checkType(item, "Follow");
        return Keys.decodeString(Values.requireString(item, keyAttribute), prefix, keyAttribute);
      }
    };
  }
}
