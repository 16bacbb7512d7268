package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.MalformedItemException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ValuesTest {

  @Test
  void scalarsRoundTrip() {
    assertEquals("héllo", Values.readString(item("a", Values.string("héllo")), "a"));
    assertTrue(Values.readBoolean(item("a", Values.bool(true)), "a"));
    assertEquals(Boolean.FALSE, Values.readBooleanOrNull(item("a", Values.bool(false)), "a"));
    assertEquals((byte) -128, Values.readByte(item("a", Values.number(-128)), "a"));
    assertEquals(Byte.valueOf((byte) 127), Values.readByteOrNull(item("a", Values.number(127)), "a"));
    assertEquals((short) -32768, Values.readShort(item("a", Values.number(-32768)), "a"));
    assertEquals(Short.valueOf((short) 7), Values.readShortOrNull(item("a", Values.number(7)), "a"));
    assertEquals(Integer.MIN_VALUE, Values.readInt(item("a", Values.number(Integer.MIN_VALUE)), "a"));
    assertEquals(Integer.valueOf(3), Values.readIntOrNull(item("a", Values.number(3)), "a"));
    assertEquals(Long.MAX_VALUE, Values.readLong(item("a", Values.number(Long.MAX_VALUE)), "a"));
    assertEquals(Long.valueOf(-3), Values.readLongOrNull(item("a", Values.number(-3L)), "a"));
    for (float f : new float[] {0.1f, -0f, Float.MIN_VALUE, Float.MAX_VALUE, 1e10f, 3.4028235e38f}) {
      assertEquals(f, Values.readFloat(item("a", Values.number(f, "a")), "a"));
      assertEquals(Float.valueOf(f), Values.readFloatOrNull(item("a", Values.number(f, "a")), "a"));
    }
    for (double d : new double[] {0.1, 0, -2.5e-130, 1e-130, Math.nextDown(1e126), Math.PI}) {
      assertEquals(d, Values.readDouble(item("a", Values.number(d, "a")), "a"));
      assertEquals(Double.valueOf(d), Values.readDoubleOrNull(item("a", Values.number(d, "a")), "a"));
    }
    BigInteger big = new BigInteger("-12345678901234567890123456789012345678");
    assertEquals(big, Values.readBigInteger(item("a", Values.number(big, "a")), "a"));
    BigInteger round = BigInteger.TEN.pow(125);
    assertEquals(round, Values.readBigInteger(item("a", Values.number(round, "a")), "a"));
    assertEquals(round, Values.readBigInteger(item("a", AttributeValue.createN("1E+125")), "a"));
  }

  @Test
  void bigDecimalKeepsItsScale() {
    BigDecimal value = new BigDecimal("1.50");
    AttributeValue stored = Values.decimal(value);
    assertEquals("1.50", stored.s());
    BigDecimal read = Values.readBigDecimal(item("a", stored), "a");
    assertEquals(value, read);
    assertEquals(2, read.scale());
    BigDecimal huge = new BigDecimal("-1.000E+400");
    assertEquals(huge, Values.readBigDecimal(item("a", Values.decimal(huge)), "a"));
  }

  @Test
  void objectsRoundTrip() {
    Instant instant = Instant.parse("2024-02-29T12:34:56.123456789Z");
    assertEquals(instant, Values.readInstant(item("a", Values.instant(instant, "a")), "a"));
    LocalDate date = LocalDate.of(44, 3, 15);
    assertEquals(date, Values.readDate(item("a", Values.date(date, "a")), "a"));
    UUID uuid = UUID.randomUUID();
    assertEquals(uuid, Values.readUuid(item("a", Values.uuid(uuid)), "a"));
    assertEquals(Thread.State.NEW,
        Values.readEnum(item("a", Values.enumName(Thread.State.NEW)), "a", Thread.State.class));
    byte[] bytes = {0, -1, 42};
    assertArrayEquals(bytes, Values.readBytes(item("a", Values.bytes(bytes)), "a"));
    assertArrayEquals(new byte[0], Values.readBytes(item("a", Values.bytes(new byte[0])), "a"));
  }

  @Test
  void collectionsRoundTripWithNullsAndEmptiness() {
    List<String> list = Arrays.asList("a", null, "", "a");
    assertEquals(list, Values.readStringList(item("a", Values.stringList(list)), "a"));
    assertEquals(List.of(), Values.readStringList(item("a", Values.stringList(List.of())), "a"));
    Set<String> set = new LinkedHashSet<>(List.of("z", "a", "m"));
    Set<String> readSet = Values.readStringSet(item("a", Values.stringSet(set, "a")), "a");
    assertEquals(List.of("z", "a", "m"), List.copyOf(readSet));
    AttributeValue empty = Values.stringSet(Set.of(), "a");
    assertEquals(AttributeValue.Type.L, empty.type());
    assertEquals(Set.of(), Values.readStringSet(item("a", empty), "a"));
    Map<String, String> map = new LinkedHashMap<>();
    map.put("k", "v");
    map.put("none", null);
    assertEquals(map, Values.readStringMap(item("a", Values.stringMap(map)), "a"));
    assertThrows(UnsupportedOperationException.class,
        () -> Values.readStringList(item("a", Values.stringList(list)), "a").add("b"));
    assertThrows(UnsupportedOperationException.class, () -> readSet.add("b"));
  }

  @Test
  void absentOrNulIsNullForReferencesAndMalformedForPrimitives() {
    Map<String, AttributeValue> nul = item("a", AttributeValue.createNul(true));
    for (Map<String, AttributeValue> item : List.of(Map.<String, AttributeValue>of(), nul)) {
      assertNull(Values.readBooleanOrNull(item, "a"));
      assertNull(Values.readIntOrNull(item, "a"));
      assertNull(Values.readDoubleOrNull(item, "a"));
      assertNull(Values.readString(item, "a"));
      assertNull(Values.readBigDecimal(item, "a"));
      assertNull(Values.readInstant(item, "a"));
      assertNull(Values.readEnum(item, "a", Thread.State.class));
      assertNull(Values.readBytes(item, "a"));
      assertNull(Values.readStringSet(item, "a"));
      assertNull(Values.readStringMap(item, "a"));
      assertMalformed("a", "missing", () -> Values.readInt(item, "a"));
      assertMalformed("a", "non-null boolean", () -> Values.readBoolean(item, "a"));
      assertMalformed("a", "missing", () -> Values.readDouble(item, "a"));
      assertMalformed("a", "missing", () -> Values.requireString(item, "a"));
    }
  }

  @Test
  void unstorableValuesAreRefusedNamingTheAttribute() {
    assertRefused("score", () -> Values.number(Double.NaN, "score"));
    assertRefused("score", () -> Values.number(Double.NEGATIVE_INFINITY, "score"));
    assertRefused("score", () -> Values.number(Float.NaN, "score"));
    assertRefused("score", () -> Values.number(1e-131, "score"));
    assertRefused("score", () -> Values.number(-1e126, "score"));
    assertRefused("score", () -> Values.number(Double.MAX_VALUE, "score"));
    assertRefused("n", () -> Values.number(new BigInteger("1".repeat(39)), "n"));
    assertRefused("n", () -> Values.number(BigInteger.TEN.pow(126), "n"));
    assertDoesNotThrow(() -> Values.number(BigInteger.TEN.pow(125).negate(), "n"));
    assertRefused("tags", () -> Values.stringSet(new LinkedHashSet<>(Arrays.asList("a", null)), "tags"));
  }

  @Test
  void wrongTypesAndUnparsableTextAreMalformed() {
    assertMalformed("a", "a string (S) 'x'", () -> Values.readInt(item("a", Values.string("x")), "a"));
    assertMalformed("a", "'1.5'", () -> Values.readInt(item("a", AttributeValue.createN("1.5")), "a"));
    assertMalformed("a", "'3000000000'", () -> Values.readInt(item("a", Values.number(3_000_000_000L)), "a"));
    assertMalformed("a", "'200'", () -> Values.readByte(item("a", Values.number(200)), "a"));
    assertEquals(100, Values.readInt(item("a", AttributeValue.createN("1E+2")), "a"));
    assertMalformed("a", "a number (N)", () -> Values.readString(item("a", Values.number(1)), "a"));
    assertMalformed("a", "BOOL", () -> Values.readBoolean(item("a", Values.string("true")), "a"));
    assertMalformed("a", "not a valid UUID", () -> Values.readUuid(item("a", Values.string("nope")), "a"));
    assertMalformed("a", "constant of State",
        () -> Values.readEnum(item("a", Values.string("SLEEPY")), "a", Thread.State.class));
    assertMalformed("a", "ISO-8601", () -> Values.readInstant(item("a", Values.string("noon")), "a"));
    assertMalformed("a", "LocalDate", () -> Values.readDate(item("a", Values.string("2024-13-01")), "a"));
    assertMalformed("a", "BigDecimal", () -> Values.readBigDecimal(item("a", Values.string("1,5")), "a"));
    assertMalformed("a", "'1.5'",
        () -> Values.readBigInteger(item("a", AttributeValue.createN("1.5")), "a"));
    assertMalformed("a", "binary", () -> Values.readBytes(item("a", Values.string("AA==")), "a"));
    assertMalformed("a", "a list (L) of 1",
        () -> Values.readStringSet(item("a", Values.stringList(List.of("x"))), "a"));
    assertMalformed("a[1]", "a number (N)", () -> Values.readStringList(item("a",
        AttributeValue.createL(List.of(Values.string("x"), Values.number(1)))), "a"));
    assertMalformed("a.k", "BOOL", () -> Values.readStringMap(item("a",
        AttributeValue.createM(Map.of("k", Values.bool(true)))), "a"));
  }

  /** Their text sorts as time only in the years 0000 to 9999, as keys already required. */
  @Test
  void instantsAndDatesOutsideFourDigitYearsAreRefusedNamingTheAttribute() {
    for (Instant instant : List.of(Instant.MIN, Instant.MAX, Instant.parse("+10000-01-01T00:00:00Z"),
        Instant.parse("-0001-12-31T23:59:59.999999999Z"))) {
      InvalidItemException e = assertThrows(InvalidItemException.class, () -> Values.instant(instant, "seenAt"));
      assertEquals("seenAt", e.attribute());
      assertEquals("Attribute seenAt is " + instant + ", outside the years 0000 to 9999 that an attribute can hold in"
          + " time order. Pass an instant in those years.", e.getMessage());
    }
    for (LocalDate date : List.of(LocalDate.MIN, LocalDate.MAX, LocalDate.of(10_000, 1, 1), LocalDate.of(-1, 12, 31))) {
      InvalidItemException e = assertThrows(InvalidItemException.class, () -> Values.date(date, "day"));
      assertEquals("Attribute day is " + date + ", outside the years 0000 to 9999 that an attribute can hold in date"
          + " order. Pass a date in those years.", e.getMessage());
    }
    assertEquals("0000-01-01", Values.date(LocalDate.of(0, 1, 1), "day").s());
    assertEquals("9999-12-31T23:59:59.999999999Z",
        Values.instant(Instant.parse("9999-12-31T23:59:59.999999999Z"), "at").s());
  }

  @Test
  void checkTypeRequiresTheEntityName() {
    assertDoesNotThrow(() -> Values.checkType(item(Layout.TYPE, Values.string("Follow")), "Follow"));
    assertMalformed(Layout.TYPE, "'Like'",
        () -> Values.checkType(item(Layout.TYPE, Values.string("Like")), "Follow"));
    assertMalformed(Layout.TYPE, "missing", () -> Values.checkType(Map.of(), "Follow"));
  }

  @Test
  void checkSortKeyRequiresTheNodesFixedSortKey() {
    assertDoesNotThrow(() -> Values.checkSortKey(item(Layout.SK, Values.string("#User")), "#User"));
    assertMalformed(Layout.SK, "'TARGET#bob', but every item of this record has the sort key '#User'",
        () -> Values.checkSortKey(item(Layout.SK, Values.string("TARGET#bob")), "#User"));
    assertMalformed(Layout.SK, "'#user'", () -> Values.checkSortKey(item(Layout.SK, Values.string("#user")), "#User"));
    assertMalformed(Layout.SK, "a number (N) '1', but the record expects a string (S) for the sort key '#User'",
        () -> Values.checkSortKey(item(Layout.SK, Values.number(1)), "#User"));
    assertMalformed(Layout.SK, "missing, but every item of this record has the sort key '#User'",
        () -> Values.checkSortKey(Map.of(), "#User"));
    assertMalformed(Layout.SK, "missing", () -> Values.checkSortKey(item(Layout.SK, AttributeValue.fromNul(true)), "#User"));
  }

  private static Map<String, AttributeValue> item(String attribute, AttributeValue value) {
    return Map.of(attribute, value);
  }

  private static void assertRefused(String attribute, Executable call) {
    InvalidItemException e = assertThrows(InvalidItemException.class, call);
    assertEquals(attribute, e.attribute());
    assertTrue(e.getMessage().contains(attribute), e.getMessage());
  }

  private static void assertMalformed(String attribute, String found, Executable call) {
    MalformedItemException e = assertThrows(MalformedItemException.class, call);
    assertEquals(attribute, e.attribute());
    assertTrue(e.getMessage().contains("Attribute " + attribute + " "), e.getMessage());
    assertTrue(e.getMessage().contains(found), e.getMessage());
    assertFalse(e.getMessage().isBlank());
  }
}
