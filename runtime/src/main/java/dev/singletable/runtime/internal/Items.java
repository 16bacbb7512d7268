package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidItemException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Whole-item checks made before a write. Sizes follow DynamoDB's documented rules: UTF-8 attribute
 * names plus values; S in UTF-8 bytes; N about one byte per two significant digits plus one; B in raw
 * bytes; BOOL and NUL one byte; L and M three bytes plus their elements, one byte per element, and
 * for M the element names; sets the sum of their elements.
 */
public final class Items {
  private static final int CONTAINER_OVERHEAD = 3;
  private static final int ELEMENT_OVERHEAD = 1;

  private Items() {}

  /**
   * Refuses an item larger than {@link Layout#MAX_ITEM_BYTES}.
   *
   * @param entity the record name, used in the message
   * @throws InvalidItemException naming the entity, the size and the limit
   */
  public static void checkSize(Map<String, AttributeValue> item, String entity) {
    long size = size(item);
    if (size > Layout.MAX_ITEM_BYTES) {
      throw new InvalidItemException(entity, "The " + entity + " item is " + size
          + " bytes, over DynamoDB's limit of " + Layout.MAX_ITEM_BYTES + " bytes (400 KB) per item."
          + " Store large values elsewhere, for example in S3, and keep a reference in the item.");
    }
  }

  /** The size of a whole item as DynamoDB counts it: UTF-8 attribute names plus values. */
  public static long size(Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      size += Keys.utf8Length(attribute.getKey()) + size(attribute.getValue());
    }
    return size;
  }

  /** The size of one value as DynamoDB counts it. */
  static long size(AttributeValue value) {
    switch (value.type()) {
      case S:
        return Keys.utf8Length(value.s());
      case N:
        return numberSize(value.n());
      case B:
        return value.b().asByteArrayUnsafe().length;
      case BOOL:
      case NUL:
        return 1;
      case SS:
        return stringsSize(value.ss());
      case NS:
        return numbersSize(value.ns());
      case BS:
        return bytesSize(value.bs());
      case L:
        return listSize(value.l());
      case M:
        return mapSize(value.m());
      default:
        throw new IllegalArgumentException("Attribute value of a type this SDK does not know: " + value);
    }
  }

  /** One byte per two significant digits, plus one; leading and trailing zeros do not count. */
  static int numberSize(String number) {
    int first = -1;
    int last = -1;
    int digits = 0;
    for (int i = 0; i < number.length(); i++) {
      char c = number.charAt(i);
      if (c == 'e' || c == 'E') {
        break;
      }
      if (c >= '0' && c <= '9') {
        if (c != '0') {
          if (first < 0) {
            first = digits;
          }
          last = digits;
        }
        digits++;
      }
    }
    int significant = first < 0 ? 0 : last - first + 1;
    return (significant + 1) / 2 + 1;
  }

  private static long stringsSize(List<String> strings) {
    long size = 0;
    for (String string : strings) {
      size += Keys.utf8Length(string);
    }
    return size;
  }

  private static long numbersSize(List<String> numbers) {
    long size = 0;
    for (String number : numbers) {
      size += numberSize(number);
    }
    return size;
  }

  private static long bytesSize(List<SdkBytes> values) {
    long size = 0;
    for (SdkBytes bytes : values) {
      size += bytes.asByteArrayUnsafe().length;
    }
    return size;
  }

  private static long listSize(List<AttributeValue> list) {
    long size = CONTAINER_OVERHEAD;
    for (AttributeValue element : list) {
      size += ELEMENT_OVERHEAD + size(element);
    }
    return size;
  }

  private static long mapSize(Map<String, AttributeValue> map) {
    long size = CONTAINER_OVERHEAD;
    for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
      size += ELEMENT_OVERHEAD + Keys.utf8Length(entry.getKey()) + size(entry.getValue());
    }
    return size;
  }
}
