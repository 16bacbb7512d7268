package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidItemException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemsTest {

  @Test
  void anItemAtTheLimitPassesAndOneByteMoreIsRefused() {
    String atLimit = "é".repeat((Layout.MAX_ITEM_BYTES - 2) / 2);
    assertDoesNotThrow(() -> Items.checkSize(Map.of("bo", Values.string(atLimit)), "Doc"));
    InvalidItemException e = assertThrows(InvalidItemException.class,
        () -> Items.checkSize(Map.of("bo", Values.string(atLimit + "a")), "Doc"));
    assertEquals("Doc", e.attribute());
    assertTrue(e.getMessage().contains("Doc item is 409601 bytes"), e.getMessage());
    assertTrue(e.getMessage().contains("409600"), e.getMessage());
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
