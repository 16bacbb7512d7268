package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.KeyModel;

/** The runtime call that converts one component to and from its attribute or key. */
final class ValueCodecs {

  private ValueCodecs() {}

  /** {@code Values.instant(follow.followedAt(), "followedAt")} */
  static CodeBlock write(ComponentModel component, CodeBlock value) {
    String attribute = component.attributeName();
    switch (component.kind()) {
      case STRING: return call("string", value);
      case BOOLEAN: return call("bool", value);
      case BYTE: case SHORT: case INT: case LONG: return call("number", value);
      case FLOAT: case DOUBLE: case BIG_INTEGER:
        return CodeBlock.of("$T.number($L, $S)", RuntimeTypes.VALUES, value, attribute);
      case BIG_DECIMAL: return call("decimal", value);
      case INSTANT: return CodeBlock.of("$T.instant($L, $S)", RuntimeTypes.VALUES, value, attribute);
      case LOCAL_DATE: return CodeBlock.of("$T.date($L, $S)", RuntimeTypes.VALUES, value, attribute);
      case UUID: return call("uuid", value);
      case ENUM: return call("enumName", value);
      case BYTES: return call("bytes", value);
      case STRING_LIST: return call("stringList", value);
      case STRING_SET: return CodeBlock.of("$T.stringSet($L, $S)", RuntimeTypes.VALUES, value, attribute);
      case STRING_MAP: return call("stringMap", value);
      default: throw new IllegalArgumentException("no writer for " + component);
    }
  }

  /** {@code Values.readInstant(item, "followedAt")} */
  static CodeBlock read(ComponentModel component, String item) {
    String attribute = component.attributeName();
    String orNull = component.primitive() ? "" : "OrNull";
    switch (component.kind()) {
      case BOOLEAN: return read("readBoolean" + orNull, item, attribute);
      case BYTE: return read("readByte" + orNull, item, attribute);
      case SHORT: return read("readShort" + orNull, item, attribute);
      case INT: return read("readInt" + orNull, item, attribute);
      case LONG: return read("readLong" + orNull, item, attribute);
      case FLOAT: return read("readFloat" + orNull, item, attribute);
      case DOUBLE: return read("readDouble" + orNull, item, attribute);
      case STRING: return read("readString", item, attribute);
      case BIG_DECIMAL: return read("readBigDecimal", item, attribute);
      case BIG_INTEGER: return read("readBigInteger", item, attribute);
      case INSTANT: return read("readInstant", item, attribute);
      case LOCAL_DATE: return read("readDate", item, attribute);
      case UUID: return read("readUuid", item, attribute);
      case ENUM:
        return CodeBlock.of("$T.readEnum($N, $S, $T.class)", RuntimeTypes.VALUES, item, attribute, component.type());
      case BYTES: return read("readBytes", item, attribute);
      case STRING_LIST: return read("readStringList", item, attribute);
      case STRING_SET: return read("readStringSet", item, attribute);
      case STRING_MAP: return read("readStringMap", item, attribute);
      default: throw new IllegalArgumentException("no reader for " + component);
    }
  }

  /**
   * {@code Keys.string(SOURCE_PREFIX + Layout.DELIMITER, follower, "Follow.follower", 1024)}: the
   * key prefix is a constant expression, which javac folds into {@code "ACTOR#"}.
   */
  static CodeBlock encodeKey(KeyModel key, String entity, CodeBlock prefix, String id) {
    return encodeKeyPart(key.component(), entity, CodeBlock.of("$L + $T.DELIMITER", prefix, RuntimeTypes.LAYOUT),
        CodeBlock.of("$N", id), key.maxKeyBytes());
  }

  /**
   * {@code Keys.instant(keyPrefix, at, "Order.at", 1024)}: {@code keyPrefix} followed by the key text of
   * {@code value}, a component of an id kind, an Instant or a LocalDate; refused (InvalidKeyException)
   * when null, empty, or longer than {@code maxBytes} with the prefix.
   */
  static CodeBlock encodeKeyPart(ComponentModel component, String entity, CodeBlock keyPrefix, CodeBlock value,
      int maxBytes) {
    String method;
    switch (component.kind()) {
      case STRING: method = "string"; break;
      case UUID: method = "uuid"; break;
      case INT: method = component.primitive() ? "ofInt" : "ofIntBoxed"; break;
      case LONG: method = component.primitive() ? "ofLong" : "ofLongBoxed"; break;
      case ENUM: method = "enumName"; break;
      case INSTANT: method = "instant"; break;
      case LOCAL_DATE: method = "date"; break;
      default: throw new IllegalArgumentException("not a key part: " + component);
    }
    return CodeBlock.of("$T.$L($L, $L, $S, $L)", RuntimeTypes.KEYS, method, keyPrefix, value,
        entity + "." + component.name(), maxBytes);
  }

  /**
   * {@code Keys.instant(Keys.enumName("e" + Layout.DELIMITER, status, "T.status", 1024) + Layout.DELIMITER, at,
   * "T.at", 1024)}: the key {@code prefix#<c1>#<c2>...} of {@code components} (each a parameter of its
   * name), made by nesting their encoders, each of which checks the whole key so far against {@code maxBytes}.
   */
  static CodeBlock encodeKeyParts(String entity, CodeBlock prefix, java.util.List<ComponentModel> components,
      int maxBytes) {
    CodeBlock value = prefix;
    for (ComponentModel component : components) {
      value = encodeKeyPart(component, entity, CodeBlock.of("$L +$W$T.DELIMITER", value, RuntimeTypes.LAYOUT),
          CodeBlock.of("$N", component.name()), maxBytes);
    }
    return value;
  }

  /** {@code sortKey.instant(1)}: part {@code index} of a composite key read into the {@code KeyParts} {@code parts}. */
  static CodeBlock decodePart(ComponentModel component, String parts, int index) {
    switch (component.kind()) {
      case STRING: return CodeBlock.of("$N.string($L)", parts, index);
      case UUID: return CodeBlock.of("$N.uuid($L)", parts, index);
      case INT: return CodeBlock.of("$N.ofInt($L)", parts, index);
      case LONG: return CodeBlock.of("$N.ofLong($L)", parts, index);
      case ENUM: return CodeBlock.of("$N.enumOf($L, $T.class)", parts, index, component.type());
      case INSTANT: return CodeBlock.of("$N.instant($L)", parts, index);
      case LOCAL_DATE: return CodeBlock.of("$N.date($L)", parts, index);
      default: throw new IllegalArgumentException("not a key part: " + component);
    }
  }

  /**
   * {@code SortId.STRING}, {@code SortId.LONG} ... or {@code SortId.enumOf(Color.class)}: how a listing
   * sorted by this key's id reads a starting point.
   */
  static CodeBlock sortId(KeyModel key) {
    return sortId(key.component());
  }

  /** {@code SortId.INSTANT}: how a listing sorted by {@code component} reads a starting point or a range. */
  static CodeBlock sortId(ComponentModel component) {
    switch (component.kind()) {
      case STRING: return CodeBlock.of("$T.STRING", RuntimeTypes.SORT_ID);
      case UUID: return CodeBlock.of("$T.UUID", RuntimeTypes.SORT_ID);
      case INT: return CodeBlock.of("$T.INT", RuntimeTypes.SORT_ID);
      case LONG: return CodeBlock.of("$T.LONG", RuntimeTypes.SORT_ID);
      case ENUM: return CodeBlock.of("$T.enumOf($T.class)", RuntimeTypes.SORT_ID, component.type());
      case INSTANT: return CodeBlock.of("$T.INSTANT", RuntimeTypes.SORT_ID);
      case LOCAL_DATE: return CodeBlock.of("$T.DATE", RuntimeTypes.SORT_ID);
      default: throw new IllegalArgumentException("not a sort id: " + component);
    }
  }

  /** {@code Keys.decodeString(sourceKey, FollowKeys.SOURCE_PREFIX, "PK")} */
  static CodeBlock decodeKey(KeyModel key, CodeBlock keyValue, CodeBlock prefix, String attribute) {
    ComponentModel component = key.component();
    switch (component.kind()) {
      case STRING: return decode("decodeString", keyValue, prefix, attribute);
      case UUID: return decode("decodeUuid", keyValue, prefix, attribute);
      case INT: return decode("decodeInt", keyValue, prefix, attribute);
      case LONG: return decode("decodeLong", keyValue, prefix, attribute);
      case ENUM:
        return CodeBlock.of("$T.decodeEnum($L,$W$L,$W$T.class,$W$S)",
            RuntimeTypes.KEYS, keyValue, prefix, component.type(), attribute);
      default: throw new IllegalArgumentException("not an id: " + component);
    }
  }

  private static CodeBlock call(String method, CodeBlock value) {
    return CodeBlock.of("$T.$L($L)", RuntimeTypes.VALUES, method, value);
  }

  private static CodeBlock read(String method, String item, String attribute) {
    return CodeBlock.of("$T.$L($N, $S)", RuntimeTypes.VALUES, method, item, attribute);
  }

  private static CodeBlock decode(String method, CodeBlock keyValue, CodeBlock prefix, String attribute) {
    return CodeBlock.of("$T.$L($L,$W$L,$W$S)", RuntimeTypes.KEYS, method, keyValue, prefix, attribute);
  }
}
