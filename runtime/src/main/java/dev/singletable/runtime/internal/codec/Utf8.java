package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.InvalidItemException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Strings in UTF-8, the only form DynamoDB stores: their size, and the unpaired surrogates that have
 * no UTF-8 form. The SDK sends such a string, and DynamoDB may accept it, but the item can then fail
 * every read ("Broken surrogate pair"), so writes refuse it.
 */
public final class Utf8 {

  private Utf8() {}

  /**
   * The number of bytes of {@code text} in UTF-8, or {@code ~i} (a negative number) when the char
   * at {@code i} is the first unpaired surrogate. One pass, no allocation.
   */
  public static long length(String text) {
    long bytes = 0;
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (!Character.isSurrogate(c)) {
        bytes += 3;
      } else if (Character.isHighSurrogate(c) && i + 1 < length
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        return ~i;
      }
    }
    return bytes;
  }

  /**
   * The exception for the first string of {@code item} that {@link #length} refuses: an attribute
   * name, an S, an element of an SS or L, a key or a value of an M. Only called once one is known to
   * exist, so it may allocate.
   */
  static InvalidItemException refuse(Map<String, AttributeValue> item, String entity) {
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      String name = attribute.getKey();
      String problem = problem(entity, "the attribute name ", name);
      if (problem == null) {
        problem = find(attribute.getValue(), entity + "." + name);
      }
      if (problem != null) {
        return new InvalidItemException(visible(name), problem + " Pass well-formed Unicode text:"
            + " every high surrogate (U+D800 to U+DBFF) followed by a low one (U+DC00 to U+DFFF).");
      }
    }
    throw new IllegalArgumentException("every string of the item is well-formed Unicode");
  }

  private static String find(AttributeValue value, String where) {
    switch (value.type()) {
      case S:
        return problem(where, "", value.s());
      case SS:
        List<String> strings = value.ss();
        for (int i = 0; i < strings.size(); i++) {
          String problem = problem(where + " element " + i, "", strings.get(i));
          if (problem != null) {
            return problem;
          }
        }
        return null;
      case L:
        List<AttributeValue> list = value.l();
        for (int i = 0; i < list.size(); i++) {
          String problem = find(list.get(i), where + " element " + i);
          if (problem != null) {
            return problem;
          }
        }
        return null;
      case M:
        for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
          String problem = problem(where, "the key ", entry.getKey());
          if (problem == null) {
            problem = find(entry.getValue(), where + " value at key " + Attributes.quote(entry.getKey()));
          }
          if (problem != null) {
            return problem;
          }
        }
        return null;
      default:
        return null;
    }
  }

  /** "Follow.tags element 2 holds 'a...', which has ...", or null when {@code text} is well formed. */
  private static String problem(String where, String what, String text) {
    long length = length(text);
    if (length >= 0) {
      return null;
    }
    return where + " holds " + what + Attributes.quote(visible(text)) + ", which has an unpaired surrogate"
        + " at char " + ~length + " and so no UTF-8 form; DynamoDB cannot store it.";
  }

  /** {@code text} with each unpaired surrogate written as a backslash, 'u' and four hex digits. */
  static String visible(String text) {
    StringBuilder shown = new StringBuilder(text.length() + 12);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        shown.append(c).append(text.charAt(++i));
      } else if (Character.isSurrogate(c)) {
        shown.append(String.format("\\u%04X", (int) c));
      } else {
        shown.append(c);
      }
    }
    return shown.toString();
  }
}
