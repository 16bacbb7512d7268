package dev.singletable.runtime;

import dev.singletable.runtime.internal.codec.Values;
import dev.singletable.runtime.internal.expr.ConditionJudge;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.codec.Encoding;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One attribute of a record, as the generated {@code …Condition} class hands it out to make a {@link
 * Condition}: {@code UserCondition.name()} is the {@link Text} of {@code name}. Every attribute has
 * {@link #eq}, {@link #ne}, {@link #in}, {@link #exists}, {@link #notExists} and {@link #type}; an attribute that
 * DynamoDB orders (a number, a string, a binary, an {@code Instant} or a {@code LocalDate}, which are
 * stored as text that sorts as they do) is {@link Ordered}, with {@code lt}, {@code le}, {@code gt},
 * {@code ge} and {@code between}; a {@code String} is {@link Text}, with {@code beginsWith}, {@code
 * contains} and {@code size}; a {@code byte[]} is {@link Bytes}; a list or a set of strings is {@link
 * Elements}, with {@code contains} of an element and {@code size}; a map is {@link Sized}. A {@code
 * UUID}, an enum, a {@code BigDecimal} (stored as text, so that its order would not be its value's)
 * and a boolean have only the comparisons every attribute has.
 *
 * <p>Values are encoded as the mapper stores them, so a condition compares what is stored: {@code
 * followedAt().lt(t)} is a time comparison. A null value is refused with {@link
 * InvalidRequestException} ({@link #notExists} is how to require a missing attribute), and so is a
 * value the mapper would not store (a {@code NaN}, an {@code Instant} or {@code LocalDate} outside
 * the years 0000 to 9999, whose text would not sort as time), a {@code between} whose bounds are
 * the wrong way round and an {@code in} of no value or of more than {@value #MAX_IN_VALUES}, which
 * DynamoDB would refuse.
 *
 * @param <T> the record
 * @param <V> the component's type, boxed
 */
public class ConditionAttribute<T, V> {
  /** DynamoDB's limit on the values of one {@code IN}. */
  public static final int MAX_IN_VALUES = 100;

  final String method;
  final String attribute;
  private final BiFunction<? super V, String, AttributeValue> encoder;

  ConditionAttribute(String method, String attribute, BiFunction<? super V, String, AttributeValue> encoder) {
    this.method = method;
    this.attribute = attribute;
    this.encoder = encoder;
  }

  /**
   * An attribute with the comparisons every attribute has. For generated code only.
   *
   * @param method the generated entry point, for messages ({@code UserCondition.active()})
   * @param attribute the stored attribute
   * @param encoder the mapper's encoding of a value (given the value and the attribute)
   */
  public static <T, V> ConditionAttribute<T, V> of(String method, String attribute,
      BiFunction<? super V, String, AttributeValue> encoder) {
    return new ConditionAttribute<>(method, attribute, encoder);
  }

  /** An attribute DynamoDB orders. For generated code only; see {@link #of}. */
  public static <T, V> Ordered<T, V> ordered(String method, String attribute,
      BiFunction<? super V, String, AttributeValue> encoder) {
    return new Ordered<>(method, attribute, encoder);
  }

  /** A {@code String} attribute. For generated code only; see {@link #of}. */
  public static <T> Text<T> text(String method, String attribute) {
    return new Text<>(method, attribute);
  }

  /** A {@code byte[]} attribute. For generated code only; see {@link #of}. */
  public static <T> Bytes<T> bytes(String method, String attribute) {
    return new Bytes<>(method, attribute);
  }

  /** A list or set of strings. For generated code only; see {@link #of}. */
  public static <T, V> Elements<T, V> elements(String method, String attribute,
      BiFunction<? super V, String, AttributeValue> encoder) {
    return new Elements<>(method, attribute, encoder);
  }

  /** A map. For generated code only; see {@link #of}. */
  public static <T, V> Sized<T, V> sized(String method, String attribute, BiFunction<? super V, String, AttributeValue> encoder) {
    return new Sized<>(method, attribute, encoder);
  }

  /** The stored attribute equals {@code value} (a number by value, a set whatever its order). */
  public final Condition<T> eq(V value) {
    return new Condition<>(new Expr.Compare(attribute, Expr.Op.EQ, encode(value, "eq")));
  }

  /** The stored attribute does not equal {@code value}; a missing attribute does not. */
  public final Condition<T> ne(V value) {
    return new Condition<>(new Expr.Compare(attribute, Expr.Op.NE, encode(value, "ne")));
  }

  /**
   * The stored attribute equals one of {@code values} (DynamoDB's {@code IN}), each compared as {@link
   * #eq} compares; a missing attribute equals none.
   *
   * @throws InvalidRequestException if {@code values} is null, empty, holds more than {@value
   *     #MAX_IN_VALUES} (DynamoDB's limit: join several {@code in} with {@link Condition#or}), or a null
   *     or a value the mapper would not store
   */
  public final Condition<T> in(Collection<? extends V> values) {
    if (values == null || values.isEmpty()) {
      throw new InvalidRequestException(method + ".in(" + values + "): an IN needs 1 to " + MAX_IN_VALUES
          + " values to compare " + attribute + " with, and DynamoDB refuses one of none. Give at least one value.");
    }
    if (values.size() > MAX_IN_VALUES) {
      throw new InvalidRequestException(method + ".in(...): " + values.size() + " values to compare " + attribute
          + " with, but DynamoDB's IN takes at most " + MAX_IN_VALUES + ". Split them into several in(...) of at"
          + " most " + MAX_IN_VALUES + " each, joined with or().");
    }
    List<AttributeValue> encoded = new ArrayList<>(values.size());
    for (V value : values) {
      encoded.add(encode(value, "in"));
    }
    return new Condition<>(new Expr.In(attribute, encoded));
  }

  /** The item has the attribute (a null component is stored as no attribute). */
  public final Condition<T> exists() {
    return new Condition<>(new Expr.Exists(attribute, true));
  }

  /** The item does not have the attribute (none is stored, or the component was null). */
  public final Condition<T> notExists() {
    return new Condition<>(new Expr.Exists(attribute, false));
  }

  /** The attribute is stored as {@code type}; a missing one is of no type. */
  public final Condition<T> type(AttributeType type) {
    if (type == null) {
      throw new InvalidRequestException(method + ".type(null): give one of AttributeType's types.");
    }
    return new Condition<>(new Expr.Type(attribute, type.name()));
  }

  final AttributeValue encode(V value, String operator) {
    if (value == null) {
      throw new InvalidRequestException(method + "." + operator + "(null): a condition compares with a value. To"
          + " require that " + attribute + " is missing, use " + method + ".notExists().");
    }
    try {
      return encoder.apply(value, attribute);
    } catch (InvalidItemException e) {
      throw new InvalidRequestException(method + "." + operator + "(" + value + "): " + e.getMessage(), e);
    }
  }

  /** The condition {@code size(attribute)} of a string, binary, set, list or map. */
  final Size<T> sizeOf() {
    return new Size<>(method + ".size()", attribute);
  }

  /**
   * An attribute DynamoDB orders: a number by value, a string or an {@code Instant} by its UTF-8
   * bytes, a binary by its unsigned bytes. A stored attribute of another type, or none, satisfies no
   * ordering.
   *
   * @param <T> the record
   * @param <V> the component's type, boxed
   */
  public static class Ordered<T, V> extends ConditionAttribute<T, V> {
    Ordered(String method, String attribute, BiFunction<? super V, String, AttributeValue> encoder) {
      super(method, attribute, encoder);
    }

    /** The stored attribute is below {@code value}. */
    public final Condition<T> lt(V value) {
      return new Condition<>(new Expr.Compare(attribute, Expr.Op.LT, encode(value, "lt")));
    }

    /** The stored attribute is {@code value} or below. */
    public final Condition<T> le(V value) {
      return new Condition<>(new Expr.Compare(attribute, Expr.Op.LE, encode(value, "le")));
    }

    /** The stored attribute is above {@code value}. */
    public final Condition<T> gt(V value) {
      return new Condition<>(new Expr.Compare(attribute, Expr.Op.GT, encode(value, "gt")));
    }

    /** The stored attribute is {@code value} or above. */
    public final Condition<T> ge(V value) {
      return new Condition<>(new Expr.Compare(attribute, Expr.Op.GE, encode(value, "ge")));
    }

    /**
     * The stored attribute is from {@code low} to {@code high}, both included.
     *
     * @throws InvalidRequestException if a bound is null or {@code low} sorts after {@code high}
     */
    public final Condition<T> between(V low, V high) {
      AttributeValue from = encode(low, "between");
      AttributeValue to = encode(high, "between");
      if (ConditionJudge.compare(from, to) > 0) {
        throw new InvalidRequestException(method + ".between(low, high): low is above high, which DynamoDB refuses."
            + " Give the lower bound first.");
      }
      return new Condition<>(new Expr.Between(attribute, from, to));
    }
  }

  /**
   * A {@code String} attribute: ordered by UTF-8 bytes, with a prefix, a substring and a size.
   *
   * @param <T> the record
   */
  public static final class Text<T> extends Ordered<T, String> {
    Text(String method, String attribute) {
      super(method, attribute, Encoding.STRING);
    }

    /** The stored string starts with {@code prefix}. */
    public Condition<T> beginsWith(String prefix) {
      return new Condition<>(new Expr.BeginsWith(attribute, encode(prefix, "beginsWith")));
    }

    /** The stored string contains {@code substring}. */
    public Condition<T> contains(String substring) {
      return new Condition<>(new Expr.Contains(attribute, encode(substring, "contains")));
    }

    /** Conditions on the string's size (DynamoDB's {@code size}: its length; see the conditions guide). */
    public Size<T> size() {
      return sizeOf();
    }
  }

  /**
   * A {@code byte[]} attribute: ordered by unsigned bytes, with a prefix and a size in bytes.
   *
   * @param <T> the record
   */
  public static final class Bytes<T> extends Ordered<T, byte[]> {
    Bytes(String method, String attribute) {
      super(method, attribute, Encoding.BYTES);
    }

    /** The stored binary starts with {@code prefix}. */
    public Condition<T> beginsWith(byte[] prefix) {
      return new Condition<>(new Expr.BeginsWith(attribute, encode(prefix, "beginsWith")));
    }

    /** Conditions on the binary's size in bytes. */
    public Size<T> size() {
      return sizeOf();
    }
  }

  /**
   * An attribute with a size: a map's is its number of entries.
   *
   * @param <T> the record
   * @param <V> the component's type
   */
  public static class Sized<T, V> extends ConditionAttribute<T, V> {
    Sized(String method, String attribute, BiFunction<? super V, String, AttributeValue> encoder) {
      super(method, attribute, encoder);
    }

    /** Conditions on the attribute's size: its number of elements or entries. */
    public final Size<T> size() {
      return sizeOf();
    }
  }

  /**
   * A list or a set of strings: whether it holds an element, and its size. An empty set is stored
   * as an empty list, which holds nothing and has size 0.
   *
   * @param <T> the record
   * @param <V> the component's type
   */
  public static final class Elements<T, V> extends Sized<T, V> {
    Elements(String method, String attribute, BiFunction<? super V, String, AttributeValue> encoder) {
      super(method, attribute, encoder);
    }

    /** The stored list or set holds {@code element}. */
    public Condition<T> contains(String element) {
      if (element == null) {
        throw new InvalidRequestException(method + ".contains(null): a condition compares with a value; give the"
            + " element to look for.");
      }
      return new Condition<>(new Expr.Contains(attribute, Values.string(element)));
    }
  }

  /**
   * DynamoDB's {@code size(attribute)}, compared with a number. A missing attribute satisfies no
   * size comparison.
   *
   * @param <T> the record
   */
  public static final class Size<T> {
    private final String method;
    private final String attribute;

    Size(String method, String attribute) {
      this.method = method;
      this.attribute = attribute;
    }

    /** The size is {@code size}. */
    public Condition<T> eq(long size) {
      return compare(Expr.Op.EQ, size);
    }

    /** The size is not {@code size}. */
    public Condition<T> ne(long size) {
      return compare(Expr.Op.NE, size);
    }

    /** The size is below {@code size}. */
    public Condition<T> lt(long size) {
      return compare(Expr.Op.LT, size);
    }

    /** The size is {@code size} or below. */
    public Condition<T> le(long size) {
      return compare(Expr.Op.LE, size);
    }

    /** The size is above {@code size}. */
    public Condition<T> gt(long size) {
      return compare(Expr.Op.GT, size);
    }

    /** The size is {@code size} or above. */
    public Condition<T> ge(long size) {
      return compare(Expr.Op.GE, size);
    }

    /**
     * The size is from {@code low} to {@code high}, both included.
     *
     * @throws InvalidRequestException if {@code low} is above {@code high}
     */
    public Condition<T> between(long low, long high) {
      if (low > high) {
        throw new InvalidRequestException(method + ".between(" + low + ", " + high + "): low is above high, which"
            + " DynamoDB refuses. Give the lower bound first.");
      }
      return new Condition<>(new Expr.SizeBetween(attribute, low, high));
    }

    private Condition<T> compare(Expr.Op op, long size) {
      return new Condition<>(new Expr.Size(attribute, op, size));
    }
  }
}
