package dev.singletable.runtime.internal.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a mapper stores a value of each supported kind, as one value generated code can hand the
 * runtime: a typed condition encodes what it compares with as the mapper would store it ({@code
 * FollowCondition.followedAt()} passes {@link #INSTANT}). One class with a switch rather than a lambda
 * a component, so that no class is spun at run time and javac has no lambda to attribute. The
 * arguments are the value (never null) and the attribute, for the refusals that name it.
 */
public enum Encoding implements BiFunction<Object, String, AttributeValue> {
  STRING, BOOLEAN, INT, LONG, FLOAT, DOUBLE, BIG_INTEGER, BIG_DECIMAL, INSTANT, LOCAL_DATE, UUID, ENUM, BYTES,
  STRING_LIST, STRING_SET, STRING_MAP;

  @Override
  @SuppressWarnings("unchecked")
  public AttributeValue apply(Object value, String attribute) {
    switch (this) {
      case STRING: return Values.string((String) value);
      case BOOLEAN: return Values.bool((Boolean) value);
      case INT: return Values.number(((Number) value).intValue());
      case LONG: return Values.number(((Number) value).longValue());
      case FLOAT: return Values.number((Float) value, attribute);
      case DOUBLE: return Values.number((Double) value, attribute);
      case BIG_INTEGER: return Values.number((BigInteger) value, attribute);
      case BIG_DECIMAL: return Values.decimal((BigDecimal) value);
      case INSTANT: return Values.instant((Instant) value, attribute);
      case LOCAL_DATE: return Values.date((LocalDate) value, attribute);
      case UUID: return Values.uuid((java.util.UUID) value);
      case ENUM: return Values.enumName((Enum<?>) value);
      case BYTES: return Values.bytes((byte[]) value);
      case STRING_LIST: return Values.stringList((List<String>) value);
      case STRING_SET: return Values.stringSet((Set<String>) value, attribute);
      default: return Values.stringMap((Map<String, String>) value);
    }
  }
}
