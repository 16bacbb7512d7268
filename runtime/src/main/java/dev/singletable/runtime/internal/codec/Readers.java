package dev.singletable.runtime.internal.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static dev.singletable.runtime.internal.codec.Attributes.text;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type.N;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type.S;

/** Converts one present, non-NUL attribute value; the bodies of the {@link Values} readers. */
final class Readers {
  private Readers() {}

  static boolean bool(AttributeValue value, String attribute) {
    if (value.type() != AttributeValue.Type.BOOL) {
      throw Attributes.wrongType(attribute, value, "a boolean (BOOL)");
    }
    return value.bool();
  }

  static byte byteValue(AttributeValue value, String attribute) {
    return (byte) integral(value, attribute, Byte.MIN_VALUE, Byte.MAX_VALUE, "byte");
  }

  static short shortValue(AttributeValue value, String attribute) {
    return (short) integral(value, attribute, Short.MIN_VALUE, Short.MAX_VALUE, "short");
  }

  static int intValue(AttributeValue value, String attribute) {
    return (int) integral(value, attribute, Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
  }

  static long longValue(AttributeValue value, String attribute) {
    return integral(value, attribute, Long.MIN_VALUE, Long.MAX_VALUE, "long");
  }

  static float floatValue(AttributeValue value, String attribute) {
    return Numbers.parseFloat(text(value, N, attribute, "float"), attribute);
  }

  static double doubleValue(AttributeValue value, String attribute) {
    return Numbers.parseDouble(text(value, N, attribute, "double"), attribute);
  }

  static BigInteger bigInteger(AttributeValue value, String attribute) {
    return Numbers.parseBigInteger(text(value, N, attribute, "BigInteger"), attribute);
  }

  static BigDecimal bigDecimal(AttributeValue value, String attribute) {
    String text = text(value, S, attribute, "BigDecimal");
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw Attributes.unparsable(attribute, text, "BigDecimal");
    }
  }

  static LocalDate date(AttributeValue value, String attribute) {
    String text = text(value, S, attribute, "LocalDate");
    try {
      return LocalDate.parse(text);
    } catch (DateTimeParseException e) {
      throw Attributes.unparsable(attribute, text, "ISO-8601 LocalDate");
    }
  }

  static UUID uuid(AttributeValue value, String attribute) {
    String text = text(value, S, attribute, "UUID");
    try {
      return UUID.fromString(text);
    } catch (IllegalArgumentException e) {
      throw Attributes.unparsable(attribute, text, "UUID");
    }
  }

  static <E extends Enum<E>> E enumConstant(AttributeValue value, String attribute, Class<E> type) {
    String text = text(value, S, attribute, type.getSimpleName());
    try {
      return Enum.valueOf(type, text);
    } catch (IllegalArgumentException e) {
      throw Attributes.unparsable(attribute, text, "constant of " + type.getSimpleName());
    }
  }

  static byte[] bytes(AttributeValue value, String attribute) {
    if (value.type() != AttributeValue.Type.B) {
      throw Attributes.wrongType(attribute, value, "binary (B)");
    }
    return value.b().asByteArray();
  }

  static List<String> stringList(AttributeValue value, String attribute) {
    if (value.type() != AttributeValue.Type.L) {
      throw Attributes.wrongType(attribute, value, "a list (L) of strings");
    }
    List<String> list = new ArrayList<>(value.l().size());
    for (AttributeValue element : value.l()) {
      list.add(nullableString(element, attribute + "[" + list.size() + "]"));
    }
    return Collections.unmodifiableList(list);
  }

  static Set<String> stringSet(AttributeValue value, String attribute) {
    if (value.type() == AttributeValue.Type.SS) {
      return Collections.unmodifiableSet(new LinkedHashSet<>(value.ss()));
    }
    if (value.type() == AttributeValue.Type.L && value.l().isEmpty()) {
      return Set.of();
    }
    throw Attributes.wrongType(attribute, value, "a string set (SS), or an empty list (L) for an empty set");
  }

  static Map<String, String> stringMap(AttributeValue value, String attribute) {
    if (value.type() != AttributeValue.Type.M) {
      throw Attributes.wrongType(attribute, value, "a map (M) of strings");
    }
    Map<String, String> map = new LinkedHashMap<>(value.m().size() * 4 / 3 + 1);
    for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
      map.put(entry.getKey(), nullableString(entry.getValue(), attribute + "." + entry.getKey()));
    }
    return Collections.unmodifiableMap(map);
  }

  private static String nullableString(AttributeValue element, String path) {
    return element.type() == AttributeValue.Type.NUL ? null : text(element, S, path, "String");
  }

  private static long integral(
      AttributeValue value, String attribute, long min, long max, String javaType) {
    return Numbers.parseIntegral(text(value, N, attribute, javaType), attribute, min, max, javaType);
  }
}
