package dev.singletable.runtime.internal.codec;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidItemException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Whole-item checks made before a write: every string has a UTF-8 form, and the item fits in 400 KB.
 * Both come from one walk over the item: the UTF-8 size count also finds unpaired surrogates (see
 * {@link Utf8#length}), and a negative size stands for "a string here has no UTF-8 form".
 *
 * <p>Sizes follow DynamoDB's documented rules: UTF-8 attribute names plus values; S in UTF-8 bytes;
 * N about one byte per two significant digits plus one; B in raw bytes; BOOL and NUL one byte; L and
 * M three bytes plus their elements, one byte per element, and for M the element names; sets the sum
 * of their elements.
 */
public final class Items {
  private static final int CONTAINER_OVERHEAD = 3;
  private static final int ELEMENT_OVERHEAD = 1;

  private Items() {}

  /**
   * Refuses an item with a string that is not well-formed Unicode (in an attribute name, an S, an
   * element of an SS or L, a key or value of an M), or larger than {@link Layout#MAX_ITEM_BYTES}.
   *
   * @param entity the record name, used in the message
   * @throws InvalidItemException naming the attribute and the position of the bad string, or the
   *     entity, the size and the limit
   */
  public static void checkWritable(Map<String, AttributeValue> item, String entity) {
    long size = size(item);
    if (size < 0) {
      throw Utf8.refuse(item, entity);
    }
    if (size > Layout.MAX_ITEM_BYTES) {
      throw new InvalidItemException(entity, "The " + entity + " item is " + size
          + " bytes, over DynamoDB's limit of " + Layout.MAX_ITEM_BYTES + " bytes (400 KB) per item."
          + " Store large values elsewhere, for example in S3, and keep a reference in the item.");
    }
  }

  /**
   * The size of a whole item as DynamoDB counts it (UTF-8 attribute names plus values), or a negative
   * number if a string in it has no UTF-8 form.
   */
  public static long size(Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      long name = Utf8.length(attribute.getKey());
      long value = size(attribute.getValue());
      if (name < 0 || value < 0) {
        return -1;
      }
      size += name + value;
    }
    return size;
  }

  /** The size of one value as DynamoDB counts it; negative if a string in it has no UTF-8 form. */
  static long size(AttributeValue value) {
    switch (value.type()) {
      case S:
        return Utf8.length(value.s());
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
      long length = Utf8.length(string);
      if (length < 0) {
        return length;
      }
      size += length;
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
      long elementSize = size(element);
      if (elementSize < 0) {
        return elementSize;
      }
      size += ELEMENT_OVERHEAD + elementSize;
    }
    return size;
  }

  private static long mapSize(Map<String, AttributeValue> map) {
    long size = CONTAINER_OVERHEAD;
    for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
      long name = Utf8.length(entry.getKey());
      long value = size(entry.getValue());
      if (name < 0 || value < 0) {
        return -1;
      }
      size += ELEMENT_OVERHEAD + name + value;
    }
    return size;
  }
}
