package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** The pager as a state machine, fed responses by hand: no client involved. */
class PagerTest {
  private static final Listing FOLLOWING = Listing.base("Follow", "TARGET#");

  @Test
  void asksAgainWhileDynamoDbStopsEarlyThenMakesAnExactPage() {
    Pager<Map<String, AttributeValue>> pager =
        Operations.list("t", FOLLOWING, "ACTOR#a", ListOptions.defaults().pageSize(3), OperationsTest.RAW).start();
    QueryRequest first = pager.first();
    assertEquals(4, first.limit(), "one beyond the page, to know whether another follows");
    assertFalse(first.hasExclusiveStartKey());

    Optional<QueryRequest> second = pager.next(response(List.of("u1", "u2"), "u2"));
    assertTrue(second.isPresent());
    assertEquals(2, second.get().limit());
    assertEquals(key("u2"), second.get().exclusiveStartKey());

    assertEquals(Optional.empty(), pager.next(response(List.of("u3", "u4"), "u4")));
    Page<Map<String, AttributeValue>> page = pager.page();
    assertEquals(3, page.items().size());
    String cursor = page.nextCursor().orElseThrow();
    assertEquals("TARGET#u3", Cursors.decode(cursor, "Follow\n\nACTOR#a\nASCENDING", "TARGET#", 1024));
  }

  @Test
  void aResponseWithoutLastEvaluatedKeyEndsTheListingWithoutCursor() {
    Pager<Map<String, AttributeValue>> pager =
        Operations.list("t", FOLLOWING, "ACTOR#a", ListOptions.defaults().pageSize(3), OperationsTest.RAW).start();
    assertEquals(Optional.empty(), pager.next(response(List.of("u1"), null)));
    assertEquals(Optional.empty(), pager.page().nextCursor());
  }

  @Test
  void eachStartIsAFreshMachine() {
    PageQuery<Map<String, AttributeValue>> query =
        Operations.list("t", FOLLOWING, "ACTOR#a", ListOptions.defaults().pageSize(1), OperationsTest.RAW);
    Pager<Map<String, AttributeValue>> used = query.start();
    used.next(response(List.of("u1", "u2"), "u2"));
    assertEquals(1, used.page().items().size());
    assertEquals(List.of(), query.start().page().items());
    assertEquals(2, query.start().first().limit());
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
