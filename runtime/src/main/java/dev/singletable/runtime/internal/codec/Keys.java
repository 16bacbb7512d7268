package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.MalformedItemException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * Key values: {@code prefix + '#' + id}. Encoders take the key prefix with its delimiter
 * ({@code "ACTOR#"}, a constant in generated code), so that a key is one {@link String#concat}: one
 * array and one string, the least a key can cost. Decoders take the prefix without it. String ids are escaped ({@code %} to {@code %25}, {@code #}
 * to {@code %23}) so that every id round-trips and no two ids encode alike; numbers are fixed width
 * so that string order equals numeric order. Encoders refuse null and empty ids and keys longer than
 * {@code maxBytes} UTF-8 bytes with an {@link InvalidKeyException}; decoders refuse keys they did not
 * produce with a {@link MalformedItemException}.
 */
public final class Keys {
  private Keys() {}

  /**
   * The key for a string id, escaped. One pass over the id checks its Unicode, measures the key's
   * UTF-8 length (escapes included) and finds whether it needs escaping at all.
   */
  public static String string(String keyPrefix, String id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    if (id.isEmpty()) {
      throw isEmpty(component);
    }
    int bytes = (int) Utf8.length(keyPrefix);
    boolean escape = false;
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      if (c < 0x80) {
        boolean escaped = c == '%' || c == Layout.DELIMITER;
        escape |= escaped;
        bytes += escaped ? 3 : 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (!Character.isSurrogate(c)) {
        bytes += 3;
      } else if (Character.isHighSurrogate(c) && i + 1 < id.length()
          && Character.isLowSurrogate(id.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        throw KeyIds.unpairedSurrogate(component, i);
      }
    }
    if (bytes > maxBytes) {
      throw tooLong(component, bytes, maxBytes);
    }
    return keyPrefix.concat(escape ? KeyIds.escape(id) : id);
  }

  /** The key for a UUID id, in lower case. */
  public static String uuid(String keyPrefix, UUID id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    return checkLength(keyPrefix.concat(id.toString()), component, maxBytes);
  }

  /** The key for an int id, fixed width. */
  public static String ofInt(String keyPrefix, int id, String component, int maxBytes) {
    return checkLength(keyPrefix.concat(KeyIds.ofInt(id)), component, maxBytes);
  }

  /** The key for an Integer id, fixed width; null is refused. */
  public static String ofIntBoxed(String keyPrefix, Integer id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    return ofInt(keyPrefix, id.intValue(), component, maxBytes);
  }

  /** The key for a long id, fixed width. */
  public static String ofLong(String keyPrefix, long id, String component, int maxBytes) {
    return checkLength(keyPrefix.concat(KeyIds.ofLong(id)), component, maxBytes);
  }

  /** The key for a Long id, fixed width; null is refused. */
  public static String ofLongBoxed(String keyPrefix, Long id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    return ofLong(keyPrefix, id.longValue(), component, maxBytes);
  }

  /** The key for an enum id: its name. */
  public static String enumName(String keyPrefix, Enum<?> id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    return string(keyPrefix, id.name(), component, maxBytes);
  }

  /**
   * The key for an Instant component: its fixed-width text ({@link InstantText}), so that text order
   * is time order; only the years 0000 to 9999 have that form, and others are refused.
   */
  public static String instant(String keyPrefix, Instant id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    if (!InstantText.fixedWidth(id)) {
      throw new InvalidKeyException(component, component + " is " + id + ", outside the years 0000 to 9999"
          + " that a key can hold in time order. Pass an instant in those years.");
    }
    return checkLength(keyPrefix.concat(InstantText.format(id)), component, maxBytes);
  }

  /**
   * The key for a LocalDate component: {@code yyyy-MM-dd}, so that text order is date order; only the
   * years 0000 to 9999 have that form, and others are refused.
   */
  public static String date(String keyPrefix, LocalDate id, String component, int maxBytes) {
    if (id == null) {
      throw isNull(component);
    }
    if (id.getYear() < 0 || id.getYear() > 9999) {
      throw new InvalidKeyException(component, component + " is " + id + ", outside the years 0000 to 9999"
          + " that a key can hold in date order. Pass a date in those years.");
    }
    return checkLength(keyPrefix.concat(id.toString()), component, maxBytes);
  }

  /**
   * {@code keyPrefix} followed by {@code key}, a key made already: an inverted index's sort key that
   * leads with other components and ends with the source key ({@code at#<followedAt>#ACTOR#alice}).
   *
   * @param component the component of {@code key}, named if the whole is too long
   */
  public static String followedBy(String keyPrefix, String key, String component, int maxBytes) {
    return checkLength(keyPrefix.concat(key), component, maxBytes);
  }

  /** The string id of a key made by {@link #string}. */
  public static String decodeString(String key, String prefix, String attribute) {
    return stringText(idText(key, prefix, attribute), key, attribute);
  }

  /** The UUID id of a key made by {@link #uuid}. */
  public static UUID decodeUuid(String key, String prefix, String attribute) {
    return uuidText(idText(key, prefix, attribute), key, attribute);
  }

  /** The int id of a key made by {@link #ofInt}. */
  public static int decodeInt(String key, String prefix, String attribute) {
    return intText(idText(key, prefix, attribute), key, attribute);
  }

  /** The long id of a key made by {@link #ofLong}. */
  public static long decodeLong(String key, String prefix, String attribute) {
    return longText(idText(key, prefix, attribute), key, attribute);
  }

  /** The enum id of a key made by {@link #enumName}. */
  public static <E extends Enum<E>> E decodeEnum(
      String key, String prefix, Class<E> type, String attribute) {
    return enumText(idText(key, prefix, attribute), key, type, attribute);
  }

  // The decoders of one id text, {@code text}, taken from {@code key} (which messages quote).

  static String stringText(String text, String key, String attribute) {
    String id = KeyIds.unescape(text);
    if (id == null) {
      throw unparsable(key, attribute, "an escaped string id");
    }
    return id;
  }

  static UUID uuidText(String text, String key, String attribute) {
    try {
      UUID id = UUID.fromString(text);
      if (id.toString().equals(text)) {
        return id;
      }
    } catch (IllegalArgumentException e) {
      // reported below, like any other non-canonical text
    }
    throw unparsable(key, attribute, "a lower-case UUID");
  }

  static int intText(String text, String key, String attribute) {
    try {
      return KeyIds.parseInt(text);
    } catch (NumberFormatException e) {
      throw unparsable(key, attribute, "a fixed-width int");
    }
  }

  static long longText(String text, String key, String attribute) {
    try {
      return KeyIds.parseLong(text);
    } catch (NumberFormatException e) {
      throw unparsable(key, attribute, "a fixed-width long");
    }
  }

  static <E extends Enum<E>> E enumText(String text, String key, Class<E> type, String attribute) {
    String name = stringText(text, key, attribute);
    try {
      return Enum.valueOf(type, name);
    } catch (IllegalArgumentException e) {
      throw unparsable(key, attribute, "a constant of " + type.getSimpleName());
    }
  }

  /** {@code key} unless it is longer than {@code maxBytes} in UTF-8; it is well-formed (a prefix and a fixed id text). */
  private static String checkLength(String key, String component, int maxBytes) {
    long bytes = Utf8.length(key);
    if (bytes > maxBytes) {
      throw tooLong(component, bytes, maxBytes);
    }
    return key;
  }

  // The refusals are built out of line: a small Keys.string is inlined into the mapper by the JIT,
  // as careful hand-written code would be (measured: about 15% of toItem).
  private static InvalidKeyException isEmpty(String component) {
    return new InvalidKeyException(component, component
        + " is empty, but DynamoDB refuses empty key values. Pass a non-empty id.");
  }

  private static InvalidKeyException tooLong(String component, long bytes, int maxBytes) {
    return new InvalidKeyException(component, component + " makes the key " + bytes
        + " bytes long in UTF-8, over DynamoDB's limit of " + maxBytes
        + " bytes for this key. Shorten the id.");
  }

  private static String idText(String key, String prefix, String attribute) {
    if (key == null) {
      throw new MalformedItemException(attribute, "Attribute " + attribute
          + " is missing, but it holds the item's key. " + Attributes.FIX);
    }
    int idStart = prefix.length() + 1;
    if (key.length() <= idStart || !key.startsWith(prefix)
        || key.charAt(prefix.length()) != Layout.DELIMITER) {
      throw new MalformedItemException(attribute, "Attribute " + attribute + " is "
          + Attributes.quote(key) + ", which is not '" + prefix + Layout.DELIMITER
          + "' followed by an id. " + Attributes.FIX);
    }
    return key.substring(idStart);
  }

  static MalformedItemException unparsable(String key, String attribute, String expected) {
    return new MalformedItemException(attribute, "Attribute " + attribute + " is "
        + Attributes.quote(key) + ", whose id is not " + expected + ". " + Attributes.FIX);
  }

  private static InvalidKeyException isNull(String component) {
    return new InvalidKeyException(component,
        component + " is null, but it is part of the key. Pass a non-null value.");
  }
}
