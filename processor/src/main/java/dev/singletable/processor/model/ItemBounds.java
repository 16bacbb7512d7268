package dev.singletable.processor.model;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.processor.read.ValueKind;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The largest item a record can produce, known at build time when every attribute is of a kind with a
 * bounded size. Such a record's mapper needs no item check before a write: its keys are checked
 * against their own limits (and for valid Unicode), and the rest can never reach DynamoDB's 400 KB.
 */
public final class ItemBounds {
  /** DynamoDB stores a number of up to 38 significant digits in at most 21 bytes. */
  static final int MAX_NUMBER_BYTES = 21;
  /** An instant's fixed-width text, {@code 9999-12-31T23:59:59.999999999Z}: the runtime refuses other years. */
  static final int MAX_INSTANT_BYTES = 30;
  /** A date's {@code yyyy-MM-dd}: the runtime refuses years outside 0000 to 9999. */
  static final int MAX_LOCAL_DATE_BYTES = 10;
  static final int UUID_BYTES = 36;
  /** A constant's name is a class-file constant: at most 65535 bytes of modified UTF-8, never fewer than UTF-8. */
  static final int MAX_ENUM_NAME_BYTES = 65_535;

  private ItemBounds() {}

  /** The most bytes the item of {@code item} can take, or empty if an attribute is unbounded. */
  public static OptionalLong maxItemBytes(ItemTypeModel item) {
    long bytes = utf8(Layout.TYPE) + utf8(item.entity());
    for (KeyLayout.KeyField key : item.keys().fields()) {
      bytes += utf8(key.attribute()) + item.keys().maxKeyBytes(key.end())
          + (key.sharded() ? Shards.suffixBytes(key.shards()) : 0);
    }
    if (item.keys().sortKey().isPresent()) {
      bytes += utf8(Layout.SK) + utf8(item.keys().sortKey().get());
    }
    for (IndexModel index : item.indexes()) {
      for (IndexKeyModel key : index.writtenKeys()) {
        bytes += utf8(key.attribute()) + key.maxBytes();
      }
    }
    for (ComponentModel attribute : item.stored()) {
      OptionalInt value = maxValueBytes(attribute.kind());
      if (value.isEmpty()) {
        return OptionalLong.empty();
      }
      bytes += utf8(attribute.attributeName()) + value.getAsInt();
    }
    return OptionalLong.of(bytes);
  }

  /**
   * Whether a write of {@code item} must check its item: it can exceed DynamoDB's item limit, or holds
   * text that may not be valid Unicode. Bounded kinds hold no user text (an enum constant's name is a
   * Java identifier), and ids are checked by their keys; an attribute name is a constant, but one with
   * an unpaired surrogate needs the check to be refused.
   */
  public static boolean needsWriteCheck(ItemTypeModel item) {
    OptionalLong max = maxItemBytes(item);
    return max.isEmpty() || max.getAsLong() > Layout.MAX_ITEM_BYTES
        || item.stored().stream().anyMatch(a -> !wellFormed(a.attributeName()));
  }

  /** The most bytes one value of {@code kind} takes, or empty if it has no bound. */
  static OptionalInt maxValueBytes(ValueKind kind) {
    switch (kind) {
      case BOOLEAN:
        return OptionalInt.of(1);
      case BYTE:
      case SHORT:
      case INT:
      case LONG:
      case FLOAT:
      case DOUBLE:
      case BIG_INTEGER:
        return OptionalInt.of(MAX_NUMBER_BYTES);
      case INSTANT:
        return OptionalInt.of(MAX_INSTANT_BYTES);
      case LOCAL_DATE:
        return OptionalInt.of(MAX_LOCAL_DATE_BYTES);
      case UUID:
        return OptionalInt.of(UUID_BYTES);
      case ENUM:
        return OptionalInt.of(MAX_ENUM_NAME_BYTES);
      default:
        return OptionalInt.empty();
    }
  }

  private static boolean wellFormed(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return false;
      }
    }
    return true;
  }

  private static int utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
  }
}
