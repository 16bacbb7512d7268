package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Each {@link Encoding} stores a value as the mapper's {@link Values} writer of its kind does. */
class EncodingTest {
  @Test
  void everyEncodingIsTheMappersWriterOfItsKind() {
    UUID id = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    Instant at = Instant.parse("2026-12-02T05:00:00.123Z");
    Map<Encoding, Object[]> cases = new EnumMap<>(Encoding.class);
    cases.put(Encoding.STRING, new Object[] {"bob", Values.string("bob")});
    cases.put(Encoding.BOOLEAN, new Object[] {true, Values.bool(true)});
    cases.put(Encoding.INT, new Object[] {(short) -7, Values.number(-7)});
    cases.put(Encoding.LONG, new Object[] {Long.MAX_VALUE, Values.number(Long.MAX_VALUE)});
    cases.put(Encoding.FLOAT, new Object[] {1.5f, Values.number(1.5f, "a")});
    cases.put(Encoding.DOUBLE, new Object[] {-2.25, Values.number(-2.25, "a")});
    BigInteger big = new BigInteger("99999999999999999999999999999999999999");
    cases.put(Encoding.BIG_INTEGER, new Object[] {big, Values.number(big, "a")});
    cases.put(Encoding.BIG_DECIMAL, new Object[] {new BigDecimal("1.50"), Values.decimal(new BigDecimal("1.50"))});
    cases.put(Encoding.INSTANT, new Object[] {at, Values.instant(at, "a")});
    cases.put(Encoding.LOCAL_DATE, new Object[] {LocalDate.of(2026, 12, 2), Values.date(LocalDate.of(2026, 12, 2), "a")});
    cases.put(Encoding.UUID, new Object[] {id, Values.uuid(id)});
    cases.put(Encoding.ENUM, new Object[] {TimeUnit.SECONDS, Values.enumName(TimeUnit.SECONDS)});
    cases.put(Encoding.BYTES, new Object[] {new byte[] {1, 2}, Values.bytes(new byte[] {1, 2})});
    cases.put(Encoding.STRING_LIST, new Object[] {List.of("a", "b"), Values.stringList(List.of("a", "b"))});
    cases.put(Encoding.STRING_SET, new Object[] {Set.of("a"), Values.stringSet(Set.of("a"), "a")});
    cases.put(Encoding.STRING_MAP, new Object[] {Map.of("k", "v"), Values.stringMap(Map.of("k", "v"))});
    assertEquals(Set.of(Encoding.values()), cases.keySet(), "a case for every encoding");
    cases.forEach((encoding, c) -> assertEquals((AttributeValue) c[1], encoding.apply(c[0], "a"), encoding.name()));
  }
}
