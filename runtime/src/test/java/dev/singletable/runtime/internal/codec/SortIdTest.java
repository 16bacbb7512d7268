package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.exec.FakeDynamoDb;
import dev.singletable.runtime.internal.exec.Runner;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.request.OperationsTest;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A starting point given as text becomes the key an id of the listing's sort id type is stored
 * under, or is refused, naming the option, the text and the type, before anything is sent.
 */
class SortIdTest {
  private static final String AT = "ListOptions.startingAt";

  enum Color { RED, GREEN }

  @Test
  void numbersAreStoredFixedWidthSoThatTheirKeysSortNumerically() {
    assertEquals("ACTOR#0000000000000000005", SortId.LONG.key("ACTOR#", "5", AT, "Follow"));
    assertEquals(Keys.ofLong("ACTOR#", -5, "x", 1024), SortId.LONG.key("ACTOR#", "-5", AT, "Follow"));
    assertEquals("ACTOR#0000000042", SortId.INT.key("ACTOR#", "+42", AT, "Follow"));
    assertEquals(Keys.ofInt("ACTOR#", Integer.MIN_VALUE, "x", 1024),
        SortId.INT.key("ACTOR#", Integer.toString(Integer.MIN_VALUE), AT, "Follow"));
    Random random = new Random(7);
    for (int i = 0; i < 10_000; i++) {
      long a = i % 3 == 0 ? random.nextInt(201) - 100 : random.nextLong();
      long b = i % 3 == 0 ? random.nextInt(201) - 100 : random.nextLong();
      String keyA = SortId.LONG.key("P#", Long.toString(a), AT, "Follow");
      String keyB = SortId.LONG.key("P#", Long.toString(b), AT, "Follow");
      assertEquals(Integer.signum(Long.compare(a, b)), Integer.signum(keyA.compareTo(keyB)), a + " vs " + b);
      assertEquals(a, Keys.decodeLong(keyA, "P", "SK"));
    }
  }

  @Test
  void stringsUuidsAndEnumsAreWrittenAsTheirMappersWriteThem() {
    assertEquals("TARGET#a%23b", SortId.STRING.key("TARGET#", "a#b", AT, "Follow"));
    UUID uuid = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    assertEquals("TARGET#" + uuid, SortId.UUID.key("TARGET#", uuid.toString().toUpperCase(), AT, "Follow"));
    assertEquals("TARGET#GREEN", SortId.enumOf(Color.class).key("TARGET#", "GREEN", AT, "Follow"));
    assertEquals("Color", SortId.enumOf(Color.class).type());
  }

  @Test
  void textThatIsNoIdOfTheTypeIsRefusedNamingOptionTextAndType() {
    assertRefused(SortId.LONG, "abc", "long", "a decimal long from -9223372036854775808 to 9223372036854775807");
    assertRefused(SortId.LONG, "9223372036854775808", "long", "a decimal long");
    assertRefused(SortId.LONG, " 5", "long", "a decimal long");
    assertRefused(SortId.LONG, "5.0", "long", "a decimal long");
    assertRefused(SortId.INT, "2147483648", "int", "a decimal int from -2147483648 to 2147483647");
    assertRefused(SortId.INT, "0x10", "int", "a decimal int");
    assertRefused(SortId.UUID, "0f8fad5b", "UUID", "a UUID in its 36-character form");
    assertRefused(SortId.UUID, "1-1-1-1-1", "UUID", "a UUID in its 36-character form");
    assertRefused(SortId.enumOf(Color.class), "red", "Color", "the name of a constant of Color");
  }

  private static void assertRefused(SortId type, String text, String typeName, String expected) {
    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> type.key("ACTOR#", text, AT, "Follow"));
    String message = refused.getMessage();
    for (String part : List.of(AT + ": '" + text + "'", "Follow", "of type " + typeName, expected)) {
      assertTrue(message.contains(part), part + " missing from: " + message);
    }
  }

  /** Through a listing: the range of a long-id listing, and a refusal with no Query sent. */
  @Test
  void aLongListingQueriesTheNumericRangeAndRefusesTextBeforeAnyQuery() {
    FakeDynamoDb table = new FakeDynamoDb();
    ListingSpec byLong = ListingSpec.base("Reading", "SENSOR#", SortId.LONG);
    for (long id : List.of(-20L, -5L, -1L, 0L, 3L, 5L, 40L, 100L)) {
      table.add(Map.of(Layout.PK, Values.string("ROOM#a"), Layout.SK,
          Values.string(Keys.ofLong("SENSOR#", id, "id", 1024))));
    }
    Runner run = Runner.sync(table);
    ItemMapper<Map<String, AttributeValue>> raw = OperationsTest.RAW;
    assertEquals(List.of(5L, 40L, 100L), ids(run.all(byLong.pages("t", "ROOM#a", null,
        ListOptions.defaults().pageSize(2).startingAt("5"), raw, CursorSeal.NONE))));
    assertEquals(List.of(-1L, -5L, -20L), ids(run.all(byLong.pages("t", "ROOM#a", null,
        ListOptions.defaults().descending().startingAfter("0"), raw, CursorSeal.NONE))));
    assertEquals(7L, run.count(byLong.count("t", "ROOM#a", null, ListOptions.defaults().startingAt("-5"))));
    int sent = table.queries.size();
    assertThrows(InvalidRequestException.class, () -> byLong.pages("t", "ROOM#a", null,
        ListOptions.defaults().startingAt("abc"), raw, CursorSeal.NONE));
    assertThrows(InvalidRequestException.class, () -> byLong.count("t", "ROOM#a", null,
        ListOptions.defaults().startingAfter("5x")));
    assertEquals(sent, table.queries.size());
  }

  private static List<Long> ids(List<Map<String, AttributeValue>> items) {
    return items.stream().map(item -> Keys.decodeLong(item.get(Layout.SK).s(), "SENSOR", "SK")).toList();
  }
}
