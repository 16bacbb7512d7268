package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.MalformedItemException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static dev.singletable.runtime.internal.codec.Attributes.find;
import static dev.singletable.runtime.internal.codec.Attributes.require;
import static dev.singletable.runtime.internal.codec.Attributes.text;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type.S;

/**
 * Attribute conversion for generated item mappers: the methods they call, each a line or two; the
 * conversions with more to them live in {@code Writers}, {@code Readers}, {@code Numbers} and
 * {@code InstantText}. Writers never receive null: generated code leaves null references out of
 * the item. Readers of primitives require the attribute; every other reader
 * returns null when the attribute is absent or NUL. A present attribute of the wrong type, or with
 * text that does not parse, is a {@link MalformedItemException} naming the attribute and what was
 * found. BigDecimal is stored as S: DynamoDB normalises N and would lose the scale of {@code 1.50}.
 */
public final class Values {
  private Values() {}

  /** S. */
  public static AttributeValue string(String value) {
    return AttributeValue.createS(value);
  }

  /** BOOL. */
  public static AttributeValue bool(boolean value) {
    return AttributeValue.createBool(value);
  }

  /** N. */
  public static AttributeValue number(int value) {
    return AttributeValue.createN(Integer.toString(value));
  }

  /** N. */
  public static AttributeValue number(long value) {
    return AttributeValue.createN(Long.toString(value));
  }

  /** N; NaN and infinities are an {@link InvalidItemException}. */
  public static AttributeValue number(float value, String attribute) {
    Numbers.checkFinite(value, attribute);
    return AttributeValue.createN(Float.toString(value));
  }

  /** N; NaN, infinities and magnitudes outside DynamoDB's range are an {@link InvalidItemException}. */
  public static AttributeValue number(double value, String attribute) {
    Numbers.checkRange(value, attribute);
    return AttributeValue.createN(Double.toString(value));
  }

  /** N; more than 38 significant digits, or 1E+126 and beyond, is an {@link InvalidItemException}. */
  public static AttributeValue number(BigInteger value, String attribute) {
    Numbers.checkRange(value, attribute);
    return AttributeValue.createN(value.toString());
  }

  /** S of {@link BigDecimal#toString()}, which keeps the scale. */
  public static AttributeValue decimal(BigDecimal value) {
    return AttributeValue.createS(value.toString());
  }

  /**
   * S of {@link InstantText#format}: sortable, nanosecond precision; an instant outside the years 0000
   * to 9999, whose text would sort out of time order, is an {@link InvalidItemException}.
   */
  public static AttributeValue instant(Instant value, String attribute) {
    if (!InstantText.fixedWidth(value)) {
      throw outOfYears(attribute, value, "time", "an instant");
    }
    return AttributeValue.createS(InstantText.format(value));
  }

  /**
   * S, ISO-8601 {@code yyyy-MM-dd}; a date outside the years 0000 to 9999, whose text would sort out
   * of date order, is an {@link InvalidItemException}.
   */
  public static AttributeValue date(LocalDate value, String attribute) {
    if (value.getYear() < 0 || value.getYear() > 9999) {
      throw outOfYears(attribute, value, "date", "a date");
    }
    return AttributeValue.createS(value.toString());
  }

  private static InvalidItemException outOfYears(String attribute, Object value, String order, String kind) {
    return new InvalidItemException(attribute, "Attribute " + attribute + " is " + value + ", outside the years 0000"
        + " to 9999 that an attribute can hold in " + order + " order. Pass " + kind + " in those years.");
  }

  /** S, lower case. */
  public static AttributeValue uuid(UUID value) {
    return AttributeValue.createS(value.toString());
  }

  /** S of the constant's name. */
  public static AttributeValue enumName(Enum<?> value) {
    return AttributeValue.createS(value.name());
  }

  /** B. */
  public static AttributeValue bytes(byte[] value) {
    return AttributeValue.createB(SdkBytes.fromByteArray(value));
  }

  /** L of S; a null element becomes NUL. */
  public static AttributeValue stringList(List<String> value) {
    return Writers.stringList(value);
  }

  /** SS; an empty set becomes an empty L (DynamoDB has no empty SS); a null element is refused. */
  public static AttributeValue stringSet(Set<String> value, String attribute) {
    return Writers.stringSet(value, attribute);
  }

  /** M of S; a null value becomes NUL. */
  public static AttributeValue stringMap(Map<String, String> value) {
    return Writers.stringMap(value);
  }

  /** Reads a required BOOL. */
  public static boolean readBoolean(Map<String, AttributeValue> item, String attribute) {
    return Readers.bool(require(item, attribute, "boolean"), attribute);
  }

  /** Reads a required N as byte. */
  public static byte readByte(Map<String, AttributeValue> item, String attribute) {
    return Readers.byteValue(require(item, attribute, "byte"), attribute);
  }

  /** Reads a required N as short. */
  public static short readShort(Map<String, AttributeValue> item, String attribute) {
    return Readers.shortValue(require(item, attribute, "short"), attribute);
  }

  /** Reads a required N as int. */
  public static int readInt(Map<String, AttributeValue> item, String attribute) {
    return Readers.intValue(require(item, attribute, "int"), attribute);
  }

  /** Reads a required N as long. */
  public static long readLong(Map<String, AttributeValue> item, String attribute) {
    return Readers.longValue(require(item, attribute, "long"), attribute);
  }

  /** Reads a required N as float. */
  public static float readFloat(Map<String, AttributeValue> item, String attribute) {
    return Readers.floatValue(require(item, attribute, "float"), attribute);
  }

  /** Reads a required N as double. */
  public static double readDouble(Map<String, AttributeValue> item, String attribute) {
    return Readers.doubleValue(require(item, attribute, "double"), attribute);
  }

  /** Reads a BOOL, or null. */
  public static Boolean readBooleanOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.bool(value, attribute);
  }

  /** Reads an N as Byte, or null. */
  public static Byte readByteOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.byteValue(value, attribute);
  }

  /** Reads an N as Short, or null. */
  public static Short readShortOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.shortValue(value, attribute);
  }

  /** Reads an N as Integer, or null. */
  public static Integer readIntOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.intValue(value, attribute);
  }

  /** Reads an N as Long, or null. */
  public static Long readLongOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.longValue(value, attribute);
  }

  /** Reads an N as Float, or null. */
  public static Float readFloatOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.floatValue(value, attribute);
  }

  /** Reads an N as Double, or null. */
  public static Double readDoubleOrNull(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.doubleValue(value, attribute);
  }

  /** Reads an S, or null. */
  public static String readString(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : text(value, S, attribute, "String");
  }

  /** Reads an S, or null; see {@link #decimal}. */
  public static BigDecimal readBigDecimal(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.bigDecimal(value, attribute);
  }

  /** Reads an N as BigInteger, or null. */
  public static BigInteger readBigInteger(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.bigInteger(value, attribute);
  }

  /** Reads an S as Instant, or null. */
  public static Instant readInstant(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : InstantText.parse(text(value, S, attribute, "Instant"), attribute);
  }

  /** Reads an S as LocalDate, or null. */
  public static LocalDate readDate(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.date(value, attribute);
  }

  /** Reads an S as UUID, or null. */
  public static UUID readUuid(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.uuid(value, attribute);
  }

  /** Reads an S as a constant of {@code type}, or null. */
  public static <E extends Enum<E>> E readEnum(
      Map<String, AttributeValue> item, String attribute, Class<E> type) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.enumConstant(value, attribute, type);
  }

  /** Reads a B, or null. */
  public static byte[] readBytes(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.bytes(value, attribute);
  }

  /** Reads an L of S and NUL, or null; unmodifiable. */
  public static List<String> readStringList(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.stringList(value, attribute);
  }

  /** Reads an SS, or an empty L for the empty set, or null; unmodifiable, in stored order. */
  public static Set<String> readStringSet(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.stringSet(value, attribute);
  }

  /** Reads an M of S and NUL, or null; unmodifiable. */
  public static Map<String, String> readStringMap(
      Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = find(item, attribute);
    return value == null ? null : Readers.stringMap(value, attribute);
  }

  /** Reads a required S, such as a key attribute. */
  public static String requireString(Map<String, AttributeValue> item, String attribute) {
    return text(require(item, attribute, "String"), S, attribute, "String");
  }

  /**
   * Checks that {@code SK} is {@code sortKey}, the fixed sort key of every item of a node
   * ({@code #User}): an item of the node's type under another sort key (another string, a number,
   * none) was not written by its mapper.
   */
  public static void checkSortKey(Map<String, AttributeValue> item, String sortKey) {
    AttributeValue value = find(item, Layout.SK);
    if (value == null) {
      throw new MalformedItemException(Layout.SK, "Attribute " + Layout.SK + " is missing, but every item of"
          + " this record has the sort key '" + sortKey + "'. " + Attributes.FIX);
    }
    String found = text(value, S, Layout.SK, "the sort key '" + sortKey + "'");
    if (!found.equals(sortKey)) {
      throw new MalformedItemException(Layout.SK, "Attribute " + Layout.SK + " is " + Attributes.quote(found)
          + ", but every item of this record has the sort key '" + sortKey + "'. " + Attributes.FIX);
    }
  }

  /** Checks that {@code _type} is {@code expectedType}. */
  public static void checkType(Map<String, AttributeValue> item, String expectedType) {
    String found = requireString(item, Layout.TYPE);
    if (!found.equals(expectedType)) {
      throw new MalformedItemException(Layout.TYPE, "Attribute " + Layout.TYPE + " is "
          + Attributes.quote(found) + ", but the record expects '" + expectedType + "'. The key"
          + " holds another entity's item: check that no two entities share key prefixes.");
    }
  }
}
