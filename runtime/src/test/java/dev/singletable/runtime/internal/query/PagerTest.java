package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.cursor.Cursor;
import dev.singletable.runtime.internal.cursor.CursorCodec;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pager as a state machine, fed responses by hand: no client involved. */
class PagerTest {
  private static final ListingSpec FOLLOWING = ListingSpec.base("Follow", "TARGET#", SortId.STRING);

  @Test
  void asksAgainWhileDynamoDbStopsEarlyThenMakesAnExactPage() {
    Pager<Page<Map<String, AttributeValue>>> pager = FOLLOWING.pages("t", "ACTOR#a", null,
        ListOptions.defaults().pageSize(3), OperationsTest.RAW, CursorSeal.NONE).start();
    QueryRequest first = pager.first();
    assertEquals(4, first.limit(), "one beyond the page, to know whether another follows");
    assertFalse(first.hasExclusiveStartKey());

    Optional<QueryRequest> second = pager.next(response(List.of("u1", "u2"), "u2"));
    assertTrue(second.isPresent());
    assertEquals(2, second.get().limit());
    assertEquals(key("u2"), second.get().exclusiveStartKey());

    assertEquals(Optional.empty(), pager.next(response(List.of("u3", "u4"), "u4")));
    Page<Map<String, AttributeValue>> page = pager.result();
    assertEquals(3, page.items().size());
    String cursor = page.nextCursor().orElseThrow();
    Cursor.Scope scope = new Cursor.Scope("Follow", null, "ACTOR#a", SortOrder.ASCENDING, 1);
    assertEquals(new Cursor(scope, List.of("TARGET#u3")), CursorCodec.decode(cursor, scope, CursorSeal.NONE, 1024));
  }

  @Test
  void aResponseWithoutLastEvaluatedKeyEndsTheListingWithoutCursor() {
    Pager<Page<Map<String, AttributeValue>>> pager = FOLLOWING.pages("t", "ACTOR#a", null,
        ListOptions.defaults().pageSize(3), OperationsTest.RAW, CursorSeal.NONE).start();
    assertEquals(Optional.empty(), pager.next(response(List.of("u1"), null)));
    assertEquals(Optional.empty(), pager.result().nextCursor());
  }

  @Test
  void eachStartIsAFreshMachine() {
    PageQuery<Page<Map<String, AttributeValue>>> query = FOLLOWING.pages("t", "ACTOR#a", null,
        ListOptions.defaults().pageSize(1), OperationsTest.RAW, CursorSeal.NONE);
    Pager<Page<Map<String, AttributeValue>>> used = query.start();
    used.next(response(List.of("u1", "u2"), "u2"));
    assertEquals(1, used.result().items().size());
    assertEquals(List.of(), query.start().result().items());
    assertEquals(2, query.start().first().limit());
  }

  @Test
  void anIndexPageResumesFromTheLastItemsOwnBaseKeyNotAFlipOfTheIndexKey() {
    // A sharded index partition (TARGET#bob#3) differs from the base sort key (TARGET#bob): the cursor
    // must carry the base key as stored, since flipping the index key would give SK = TARGET#bob#3.
    ListingSpec followers = ListingSpec.inverted("Follow", "GSI1", "ACTOR#", SortId.STRING);
    Map<String, AttributeValue> alice = Map.of("GSI1PK", Values.string("TARGET#bob#3"),
        "GSI1SK", Values.string("ACTOR#alice"), Layout.PK, Values.string("ACTOR#alice"),
        Layout.SK, Values.string("TARGET#bob"));
    Map<String, AttributeValue> carol = Map.of("GSI1PK", Values.string("TARGET#bob#3"),
        "GSI1SK", Values.string("ACTOR#carol"), Layout.PK, Values.string("ACTOR#carol"),
        Layout.SK, Values.string("TARGET#bob"));
    ListOptions options = ListOptions.defaults().pageSize(1);
    Pager<Page<Map<String, AttributeValue>>> pager =
        followers.pages("t", "TARGET#bob#3", null, options, OperationsTest.RAW, CursorSeal.NONE).start();
    assertEquals(Optional.empty(), pager.next(QueryResponse.builder().items(List.of(alice, carol)).build()));
    String cursor = pager.result().nextCursor().orElseThrow();

    QueryRequest next = followers.pages("t", "TARGET#bob#3", null, options.after(cursor), OperationsTest.RAW,
        CursorSeal.NONE).start().first();
    assertEquals(Map.of("GSI1PK", Values.string("TARGET#bob#3"), "GSI1SK", Values.string("ACTOR#alice"),
        Layout.PK, Values.string("ACTOR#alice"), Layout.SK, Values.string("TARGET#bob")), next.exclusiveStartKey());
  }

  private static QueryResponse response(List<String> followees, String lastOrNull) {
    QueryResponse.Builder response = QueryResponse.builder()
        .items(followees.stream().map(PagerTest::item).toList());
    return lastOrNull == null ? response.build() : response.lastEvaluatedKey(key(lastOrNull)).build();
  }

  private static Map<String, AttributeValue> item(String followee) {
    return Map.of(Layout.PK, Values.string("ACTOR#a"), Layout.SK, Values.string("TARGET#" + followee));
  }

  private static Map<String, AttributeValue> key(String followee) {
    return item(followee);
  }
}
