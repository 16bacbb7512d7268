package dev.singletable.runtime.internal.query;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An item collection's Query and how its items are sorted by type, fed responses by hand. */
class ItemCollectionTest {
  private static final CollectionSpec USER = new CollectionSpec("User", List.of("User", "Follow", "Mute"),
      List.of(new SortKeyOf("User"), new SortKeyOf("Follow"), new SortKeyOf("Mute")));
  private static final TableContext CONTEXT = TableContext.of(new FakeDynamoDb(), "t", "test");

  @Test
  void oneQueryOfTheWholePartitionAskingForOneItemBeyondThePage() {
    QueryRequest first = USER.pages(CONTEXT.tableName(), "ACTOR#alice", ListOptions.defaults().pageSize(3),
        CONTEXT.cursorSeal()).start().first();
    assertEquals("#pk = :pk", first.keyConditionExpression());
    assertEquals(Map.of("#pk", Layout.PK), first.expressionAttributeNames());
    assertEquals(Map.of(":pk", Values.string("ACTOR#alice")), first.expressionAttributeValues());
    assertEquals(4, first.limit());
    assertEquals(null, first.indexName());
  }

  @Test
  void itemsGoToTheListOfTheirTypeInOrderAndOtherTypesAreSkippedAndCounted() {
    Pager<CollectionItems> pager = USER.pages(CONTEXT.tableName(), "ACTOR#alice", ListOptions.defaults().pageSize(5),
        CONTEXT.cursorSeal()).start();
    List<Map<String, AttributeValue>> items = List.of(item("User", "#User"), item("Post", "#Post"),
        item("Follow", "TARGET#bob"), item("Mute", "MUTED#carol"), item(null, "NOTE#1"),
        item("Follow", "TARGET#dave"));
    assertEquals(Optional.empty(), pager.next(QueryResponse.builder().items(items).build()));
    CollectionItems page = pager.result();
    assertEquals(List.of("#User"), page.list(0));
    assertEquals(List.of("TARGET#bob"), page.list(1));
    assertEquals(List.of("MUTED#carol"), page.list(2));
    assertEquals(2, page.skipped(), "a foreign _type and a missing one");
    assertTrue(page.nextCursor().isPresent(), "a sixth item follows the five of the page");

    QueryRequest next = USER.pages(CONTEXT.tableName(), "ACTOR#alice",
        ListOptions.defaults().pageSize(5).after(page.nextCursor().get()), CONTEXT.cursorSeal()).start().first();
    assertEquals(Map.of(Layout.PK, Values.string("ACTOR#alice"), Layout.SK, Values.string("NOTE#1")),
        next.exclusiveStartKey(), "resumes after the last item read, even a skipped one");
  }

  @Test
  void aKnownTypeThatDoesNotFitItsRecordIsAnError() {
    Pager<CollectionItems> pager =
        USER.pages(CONTEXT.tableName(), "ACTOR#alice", ListOptions.defaults(), CONTEXT.cursorSeal()).start();
    Map<String, AttributeValue> broken = Map.of(Layout.PK, Values.string("ACTOR#alice"),
        Layout.TYPE, Values.string("Follow"));
    pager.next(QueryResponse.builder().items(List.of(broken)).build());
    assertThrows(MalformedItemException.class, pager::result);
  }

  @Test
  void aStartingPointIsRefusedBeforeAnyRequest() {
    InvalidRequestException refused = assertThrows(InvalidRequestException.class, () -> USER.pages(
        CONTEXT.tableName(), "ACTOR#alice", ListOptions.defaults().startingAt("bob"), CONTEXT.cursorSeal()));
    assertTrue(refused.getMessage().contains("the User item collection"), refused.getMessage());
    assertTrue(refused.getMessage().contains("ListOptions.after(cursor)"), refused.getMessage());
  }

  @Test
  void aCursorOfAnEdgeListingOfTheSamePartitionIsRefused() {
    Pager<Page<Map<String, AttributeValue>>> following = ListingSpec.base("Follow", "TARGET#", SortId.STRING)
        .pages(CONTEXT.tableName(), "ACTOR#alice", null, ListOptions.defaults().pageSize(1), OperationsTest.RAW,
            CONTEXT.cursorSeal())
        .start();
    following.next(QueryResponse.builder()
        .items(List.of(item("Follow", "TARGET#bob"), item("Follow", "TARGET#carol"))).build());
    String cursor = following.result().nextCursor().orElseThrow();
    assertThrows(InvalidCursorException.class, () -> USER.pages(CONTEXT.tableName(), "ACTOR#alice",
        ListOptions.defaults().after(cursor), CONTEXT.cursorSeal()));
  }

  private static Map<String, AttributeValue> item(String typeOrNull, String sortKey) {
    Map<String, AttributeValue> item = new HashMap<>(Map.of(Layout.PK, Values.string("ACTOR#alice"),
        Layout.SK, Values.string(sortKey)));
    if (typeOrNull != null) {
      item.put(Layout.TYPE, Values.string(typeOrNull));
    }
    return item;
  }

  /** Reads an item of one type as its sort key; refuses an item without one, as a generated mapper would. */
  private static final class SortKeyOf implements ItemMapper<String> {
    private final String type;

    SortKeyOf(String type) {
      this.type = type;
    }

    @Override
    public Map<String, AttributeValue> toItem(String value) {
      throw new UnsupportedOperationException();
    }

    @Override
    public String fromItem(Map<String, AttributeValue> item) {
      Values.checkType(item, type);
      return Values.requireString(item, Layout.SK);
    }
  }
}
