package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidItemException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ItemsTest {

  @Test
  void anItemAtTheLimitPassesAndOneByteMoreIsRefused() {
    String atLimit = "é".repeat((Layout.MAX_ITEM_BYTES - 2) / 2);
    assertDoesNotThrow(() -> Items.checkWritable(Map.of("bo", Values.string(atLimit)), "Doc"));
    InvalidItemException e = assertThrows(InvalidItemException.class,
        () -> Items.checkWritable(Map.of("bo", Values.string(atLimit + "a")), "Doc"));
    assertEquals("Doc", e.attribute());
    assertTrue(e.getMessage().contains("Doc item is 409601 bytes"), e.getMessage());
    assertTrue(e.getMessage().contains("409600"), e.getMessage());
  }

  @Test
  void stringsWithoutAUtf8FormAreRefusedWithTheirPosition() {
    String fix = " Pass well-formed Unicode text: every high surrogate (U+D800 to U+DBFF) followed by a"
        + " low one (U+DC00 to U+DFFF).";
    String high = "\uD83D";
    String low = "\uDE00";
    assertRefused(Map.of("text", Values.string("ab" + high)), "text",
        "Doc.text holds 'ab\\uD83D', which has an unpaired surrogate at char 2 and so no UTF-8 form;"
            + " DynamoDB cannot store it." + fix);
    assertRefused(Map.of("tags", Values.stringList(Arrays.asList("ok", null, low + high + "x"))), "tags",
        "Doc.tags element 2 holds '\\uDE00\\uD83Dx', which has an unpaired surrogate at char 0"
            + " and so no UTF-8 form; DynamoDB cannot store it." + fix);
    assertRefused(Map.of("labels", Values.stringSet(Set.of(low), "labels")), "labels",
        "Doc.labels element 0 holds '\\uDE00', which has an unpaired surrogate at char 0 and so no UTF-8"
            + " form; DynamoDB cannot store it." + fix);
    assertRefused(Map.of("props", Values.stringMap(Map.of("k" + high, "v"))), "props",
        "Doc.props holds the key 'k\\uD83D', which has an unpaired surrogate at char 1 and so no UTF-8"
            + " form; DynamoDB cannot store it." + fix);
    assertRefused(Map.of("props", Values.stringMap(Map.of("k", high + low + low))), "props",
        "Doc.props value at key 'k' holds '" + high + low + "\\uDE00', which has an unpaired surrogate"
            + " at char 2 and so no UTF-8 form; DynamoDB cannot store it." + fix);
    assertRefused(Map.of("n" + low, Values.string("v")), "n\\uDE00",
        "Doc holds the attribute name 'n\\uDE00', which has an unpaired surrogate at char 1 and so no"
            + " UTF-8 form; DynamoDB cannot store it." + fix);
  }

  @Test
  void supplementaryCharactersAreWellFormed() {
    String emoji = "\uD83D\uDE00";
    assertDoesNotThrow(() -> Items.checkWritable(Map.of(emoji, Values.stringMap(Map.of(emoji, emoji)),
        "list", Values.stringList(List.of(emoji)), "set", Values.stringSet(Set.of(emoji), "set")), "Doc"));
    assertEquals(4, Items.size(Values.string(emoji)));
  }

  @Test
  void valuesAreSizedAsDynamoDbDocumentsIt() {
    assertEquals(6, Items.size(Values.string("héllo")));
    assertEquals(1, Items.size(Values.bool(false)));
    assertEquals(1, Items.size(AttributeValue.createNul(true)));
    assertEquals(3, Items.size(Values.bytes(new byte[] {1, 2, 3})));
    assertEquals(3 + (1 + 2) + (1 + 1), Items.size(Values.stringList(List.of("ab", "c"))));
    assertEquals(3 + (1 + 1 + 1), Items.size(Values.stringMap(Map.of("k", "v"))));
    assertEquals(3, Items.size(Values.stringSet(Set.of(), "s")));
    assertEquals(2 + 1, Items.size(AttributeValue.createSs(List.of("ab", "c"))));
    assertEquals(2 + 2, Items.size(AttributeValue.createNs(List.of("1", "100"))));
    assertEquals(2 + 1, Items.size(AttributeValue.createBs(
        List.of(SdkBytes.fromByteArray(new byte[2]), SdkBytes.fromByteArray(new byte[1])))));
  }

  private static void assertRefused(Map<String, AttributeValue> item, String attribute, String message) {
    InvalidItemException e = assertThrows(InvalidItemException.class, () -> Items.checkWritable(item, "Doc"));
    assertEquals(attribute, e.attribute());
    assertEquals(message, e.getMessage());
  }

  @Test
  void numbersCountSignificantDigits() {
    assertEquals(1, Items.numberSize("0"));
    assertEquals(2, Items.numberSize("7"));
    assertEquals(2, Items.numberSize("-0.00700"));
    assertEquals(2, Items.numberSize("1200000"));
    assertEquals(4, Items.numberSize("12345"));
    assertEquals(3, Items.numberSize("10.05"));
    assertEquals(2, Items.numberSize("1.5E+125"));
    assertEquals(20, Items.numberSize("1".repeat(38)));
  }
}
