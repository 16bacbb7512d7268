package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import java.util.Objects;

/**
 * The type of an id in a key: of the id in a listing's sort key, which decides how a starting point,
 * given as text ({@code ListOptions.startingAt("5")}), becomes a key, and of the ids at the ends of a
 * counted edge, which name a missing node as its caller knows it ({@link #text}). A starting point is
 * read as an id of that type and written as the mapper writes one, so {@code "5"} on a {@code long} id
 * is {@code 0000000000000000005} and {@code "-5"} the offset form that sorts below it. Text that is no
 * id of the type, or that no key can hold, is refused before anything is sent: for {@code int} and
 * {@code long}, a decimal number in range ({@code Integer.parseInt}, {@code Long.parseLong}); for a
 * UUID, its 36-character form in either case; for an enum, a constant's name; for a String, well-formed
 * Unicode short enough for a sort key. Generated code passes its constant; {@link #enumOf} names the enum.
 */
public final class SortId {
  /** A String id: the text itself, escaped. */
  public static final SortId STRING = new SortId(Kind.STRING, "String", null);
  /** A UUID id. */
  public static final SortId UUID = new SortId(Kind.UUID, "UUID", null);
  /** An int or Integer id, stored fixed width. */
  public static final SortId INT = new SortId(Kind.INT, "int", null);
  /** A long or Long id, stored fixed width. */
  public static final SortId LONG = new SortId(Kind.LONG, "long", null);
  /** An Instant component, stored as its fixed-width text (the years 0000 to 9999). */
  public static final SortId INSTANT = new SortId(Kind.INSTANT, "Instant", null);
  /** A LocalDate component, stored as {@code yyyy-MM-dd} (the years 0000 to 9999). */
  public static final SortId DATE = new SortId(Kind.DATE, "LocalDate", null);

  private enum Kind { STRING, UUID, INT, LONG, ENUM, INSTANT, DATE }

  private final Kind kind;
  private final String type;
  private final Class<? extends Enum<?>> enumType;

  private SortId(Kind kind, String type, Class<? extends Enum<?>> enumType) {
    this.kind = kind;
    this.type = type;
    this.enumType = enumType;
  }

  /** An id of the enum {@code type}, stored as the constant's name. */
  public static <E extends Enum<E>> SortId enumOf(Class<E> type) {
    return new SortId(Kind.ENUM, Objects.requireNonNull(type, "type").getSimpleName(), type);
  }

  /** The Java type, as messages name it: {@code long}, {@code UUID}, the enum's simple name. */
  public String type() {
    return type;
  }

  /**
   * The sort key of the starting point {@code id}: {@code keyPrefix} and the id as stored.
   *
   * @param option {@code ListOptions.startingAt} or {@code ListOptions.startingAfter}, for messages
   * @param entity the listing's record, for messages
   * @throws InvalidRequestException if {@code id} is not an id of this type, or no sort key can hold it
   *     (an unpaired surrogate, or a key over {@link Layout#MAX_SORT_KEY_BYTES} UTF-8 bytes)
   */
  public String key(String keyPrefix, String id, String option, String entity) {
    int limit = Layout.MAX_SORT_KEY_BYTES;
    try {
      switch (kind) {
        case UUID:
          java.util.UUID uuid = java.util.UUID.fromString(id);
          if (id.length() != 36 || !uuid.toString().equalsIgnoreCase(id)) {
            throw notAnId(id, option, entity, "a UUID in its 36-character form");
          }
          return Keys.uuid(keyPrefix, uuid, option, limit);
        case INT:
          return Keys.ofInt(keyPrefix, Integer.parseInt(id), option, limit);
        case LONG:
          return Keys.ofLong(keyPrefix, Long.parseLong(id), option, limit);
        case ENUM:
          return Keys.enumName(keyPrefix, constant(id), option, limit);
        case INSTANT:
          return Keys.instant(keyPrefix, java.time.Instant.parse(id), option, limit);
        case DATE:
          return Keys.date(keyPrefix, java.time.LocalDate.parse(id), option, limit);
        default:
          return Keys.string(keyPrefix, id, option, limit);
      }
    } catch (InvalidKeyException e) {
      throw noKey(keyPrefix, id, option, entity, limit);
    } catch (IllegalArgumentException | java.time.format.DateTimeParseException e) {
      throw notAnId(id, option, entity, expected());
    }
  }

  /**
   * The sort key of a range's bound {@code value}: {@code keyPrefix} and the value as stored; null when
   * the value lies outside what a key of this type holds (an instant or date outside the years 0000 to
   * 9999), see {@link #below}.
   *
   * @param option the range's method, for messages
   * @throws InvalidRequestException if {@code value} is not of this type, or no sort key can hold it
   */
  public String boundKey(String keyPrefix, Object value, String option, String entity) {
    int limit = Layout.MAX_SORT_KEY_BYTES;
    try {
      switch (kind) {
        case UUID:
          return Keys.uuid(keyPrefix, (java.util.UUID) value, option, limit);
        case INT:
          return Keys.ofInt(keyPrefix, (Integer) value, option, limit);
        case LONG:
          return Keys.ofLong(keyPrefix, (Long) value, option, limit);
        case ENUM:
          return Keys.enumName(keyPrefix, (Enum<?>) enumType.cast(value), option, limit);
        case INSTANT:
          java.time.Instant instant = (java.time.Instant) value;
          return InstantText.fixedWidth(instant) ? Keys.instant(keyPrefix, instant, option, limit) : null;
        case DATE:
          java.time.LocalDate date = (java.time.LocalDate) value;
          return date.getYear() >= 0 && date.getYear() <= 9999 ? Keys.date(keyPrefix, date, option, limit) : null;
        default:
          return Keys.string(keyPrefix, (String) value, option, limit);
      }
    } catch (ClassCastException e) {
      throw new InvalidRequestException(option + ": a bound of a range of " + entity + " must be a " + type
          + ", not a " + value.getClass().getSimpleName() + ". Pass a Range of the listing's component type.");
    } catch (InvalidKeyException e) {
      throw noKey(keyPrefix, String.valueOf(value), option, entity, limit);
    }
  }

  /** For a value {@link #boundKey} has no key for: whether it lies below every key (else above). */
  public static boolean below(Object value) {
    return value instanceof java.time.Instant instant ? instant.getEpochSecond() < -62_167_219_200L
        : ((java.time.LocalDate) value).getYear() < 0;
  }

  /**
   * The id as its caller writes it, from {@code stored}, the id part of a key that an id of this type
   * made: {@code 99} from {@code 0000000000000000099}, a UUID's canonical text, an enum constant's name,
   * a string unescaped. Text that no id of this type makes is returned as it is.
   */
  public String text(String stored) {
    try {
      switch (kind) {
        case INT:
          return Integer.toString(KeyIds.parseInt(stored));
        case LONG:
          return Long.toString(KeyIds.parseLong(stored));
        case UUID:
          return stored;
        default:
          String id = KeyIds.unescape(stored);
          return id != null ? id : stored;
      }
    } catch (NumberFormatException e) {
      return stored;
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Enum<?> constant(String name) {
    return Enum.valueOf((Class) enumType, name);
  }

  private String expected() {
    switch (kind) {
      case INT: return "a decimal int from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE;
      case LONG: return "a decimal long from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;
      case ENUM: return "the name of a constant of " + type;
      case INSTANT: return "an ISO-8601 instant in the years 0000 to 9999, such as 2026-12-01T10:00:00Z";
      case DATE: return "an ISO-8601 date in the years 0000 to 9999, such as 2026-12-01";
      default: return "a UUID in its 36-character form";
    }
  }

  private InvalidRequestException notAnId(String id, String option, String entity, String expected) {
    return new InvalidRequestException(option + ": " + Attributes.quote(Utf8.visible(id)) + " is not an id of this listing of "
        + entity + " edges, whose sort ids are of type " + type + ": expected " + expected
        + ". Pass the id as its toString() writes it" + (kind == Kind.ENUM ? " (name())." : "."));
  }

  /**
   * Text that no sort key can hold: DynamoDB could not store such an id, and would refuse a key
   * condition holding it rather than list nothing, so it is refused as a bad option like any other.
   */
  private InvalidRequestException noKey(String keyPrefix, String id, String option, String entity, int limit) {
    long length = Utf8.length(id);
    String problem = length < 0
        ? " has an unpaired surrogate at char " + ~length + ", which has no UTF-8 form. Pass well-formed Unicode text."
        : " makes a sort key of " + (Utf8.length(keyPrefix) + Utf8.length(KeyIds.escape(id)))
            + " UTF-8 bytes, over DynamoDB's limit of " + limit + ". Pass a shorter id.";
    return new InvalidRequestException(option + ": a starting point of a listing of " + entity
        + " edges must be an id that a sort key can hold; " + Attributes.quote(Utf8.visible(id)) + problem);
  }

  @Override
  public String toString() {
    return type;
  }
}
