package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.MalformedItemException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Finding attributes in an item read from the table, and describing what was found when it is wrong. */
final class Attributes {
  /** The fix named by every {@link MalformedItemException}. */
  static final String FIX = "The item was not written by this mapping: correct or delete it, and check"
      + " that no other code writes items with these keys.";

  private static final int QUOTE_LIMIT = 80;

  private Attributes() {}

  /** The attribute, or null when it is absent or NUL. */
  static AttributeValue find(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null || value.type() == AttributeValue.Type.NUL ? null : value;
  }

  /** The attribute; absent or NUL is a {@link MalformedItemException}. */
  static AttributeValue require(
      Map<String, AttributeValue> item, String attribute, String javaType) {
    AttributeValue value = find(item, attribute);
    if (value == null) {
      throw new MalformedItemException(attribute, "Attribute " + attribute
          + " is missing, but it maps to a non-null " + javaType + ". " + FIX);
    }
    return value;
  }

  /** The S or N text of {@code value}, which must have the {@code expected} type. */
  static String text(AttributeValue value, AttributeValue.Type expected, String attribute,
      String javaType) {
    if (value.type() != expected) {
      throw wrongType(attribute, value, (expected == AttributeValue.Type.N ? "a number (N)"
          : "a string (S)") + " for " + javaType);
    }
    return expected == AttributeValue.Type.N ? value.n() : value.s();
  }

  static MalformedItemException wrongType(String attribute, AttributeValue found, String expected) {
    return new MalformedItemException(attribute, "Attribute " + attribute + " is "
        + describe(found) + ", but the record expects " + expected + ". " + FIX);
  }

  static MalformedItemException unparsable(String attribute, String text, String javaType) {
    return new MalformedItemException(attribute, "Attribute " + attribute + " is " + quote(text)
        + ", which is not a valid " + javaType + ". " + FIX);
  }

  /** {@code 'text'}, shortened when long. */
  static String quote(String text) {
    if (text.length() <= QUOTE_LIMIT) {
      return "'" + text + "'";
    }
    return "'" + text.substring(0, QUOTE_LIMIT) + "...' (" + text.length() + " chars)";
  }

  private static String describe(AttributeValue value) {
    switch (value.type()) {
      case S:
        return "a string (S) " + quote(value.s());
      case N:
        return "a number (N) " + quote(value.n());
      case B:
        return "binary (B)";
      case BOOL:
        return "a boolean (BOOL) " + value.bool();
      case NUL:
        return "null (NUL)";
      case L:
        return "a list (L) of " + value.l().size();
      case M:
        return "a map (M) of " + value.m().size();
      case SS:
        return "a string set (SS)";
      case NS:
        return "a number set (NS)";
      case BS:
        return "a binary set (BS)";
      default:
        return "of a type this SDK does not know";
    }
  }
}
