package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.MalformedItemException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A composite key read back: {@code prefix#<part 0>#<part 1>...}, as an edge with several
 * {@code @Edge.Target} components stores its sort key ({@code EVENT#OPEN#2026-12-01T09:00:00.000000000Z}).
 * No part's key text holds the delimiter (strings and enum names are escaped, the other kinds have none
 * in their text), so the key splits into its parts at each {@code #}; each part is then decoded as the
 * encoder of its kind wrote it. A key that is not the prefix and exactly the expected number of
 * non-empty parts, or a part that no value of its kind writes, is a {@link MalformedItemException}
 * naming the attribute and quoting the key. Generated mappers make one per item read.
 */
public final class KeyParts {
  private final String key;
  private final String attribute;
  private final String[] parts;

  private KeyParts(String key, String attribute, String[] parts) {
    this.key = key;
    this.attribute = attribute;
    this.parts = parts;
  }

  /**
   * The {@code count} parts of {@code key}, which starts with {@code prefix} and the delimiter.
   *
   * @param attribute the key attribute, for messages ({@code SK})
   * @throws MalformedItemException if {@code key} is null, has another prefix, or not {@code count}
   *     non-empty parts
   */
  public static KeyParts of(String key, String prefix, int count, String attribute) {
    if (key == null) {
      throw new MalformedItemException(attribute, "Attribute " + attribute
          + " is missing, but it holds the item's key. " + Attributes.FIX);
    }
    String[] parts = new String[count];
    int at = prefix.length();
    boolean wellFormed = key.startsWith(prefix);
    for (int i = 0; wellFormed && i < count; i++) {
      if (at >= key.length() || key.charAt(at) != Layout.DELIMITER) {
        wellFormed = false;
        break;
      }
      int next = key.indexOf(Layout.DELIMITER, at + 1);
      int end = i == count - 1 || next < 0 ? key.length() : next;
      if (i == count - 1 && next >= 0 || end == at + 1) {
        wellFormed = false;
        break;
      }
      parts[i] = key.substring(at + 1, end);
      at = end;
    }
    if (!wellFormed || at != key.length()) {
      throw new MalformedItemException(attribute, "Attribute " + attribute + " is " + Attributes.quote(key)
          + ", which is not '" + prefix + Layout.DELIMITER + "' followed by " + count + " key parts separated by '"
          + Layout.DELIMITER + "'. " + Attributes.FIX);
    }
    return new KeyParts(key, attribute, parts);
  }

  /** Part {@code part}, a string escaped by {@link Keys#string}. */
  public String string(int part) {
    return Keys.stringText(parts[part], key, attribute);
  }

  /** Part {@code part}, a UUID. */
  public UUID uuid(int part) {
    return Keys.uuidText(parts[part], key, attribute);
  }

  /** Part {@code part}, a fixed-width int. */
  public int ofInt(int part) {
    return Keys.intText(parts[part], key, attribute);
  }

  /** Part {@code part}, a fixed-width long. */
  public long ofLong(int part) {
    return Keys.longText(parts[part], key, attribute);
  }

  /** Part {@code part}, the name of a constant of {@code type}. */
  public <E extends Enum<E>> E enumOf(int part, Class<E> type) {
    return Keys.enumText(parts[part], key, type, attribute);
  }

  /** Part {@code part}, an instant in its fixed-width text ({@link InstantText}). */
  public Instant instant(int part) {
    Instant instant = InstantText.parseFixedWidth(parts[part]);
    if (instant == null) {
      throw Keys.unparsable(key, attribute, "a fixed-width instant");
    }
    return instant;
  }

  /** Part {@code part}, a date as {@code yyyy-MM-dd}. */
  public LocalDate date(int part) {
    String text = parts[part];
    try {
      LocalDate date = LocalDate.parse(text);
      if (date.toString().equals(text)) {
        return date;
      }
    } catch (java.time.format.DateTimeParseException e) {
      // reported below, like any other text that no date writes
    }
    throw Keys.unparsable(key, attribute, "a yyyy-MM-dd date");
  }
}
