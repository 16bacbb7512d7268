package dev.singletable.benchmarks;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Follow} to its item and back as a careful engineer would write it with the low-level client,
 * in the generated code's layout: {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>},
 * {@code GSI1PK = SK}, {@code GSI1SK = PK}, {@code _type = Follow}, {@code followedAt} (fixed-width S,
 * left out when null) and {@code weight} (N). Ids are escaped ({@code %} to {@code %25}, {@code #} to
 * {@code %23}) and checked (not null or empty, no unpaired surrogate, key at most 1024 UTF-8 bytes).
 * Each key is wrapped once and shared by its two attributes, {@code _type} is a constant, and there is
 * no whole-item size check: four keys of at most 1024 bytes and two short values cannot reach 400 KB.
 */
public final class HandWrittenMapper {
  public static final String TABLE = "Bench";
  public static final String SOURCE_PREFIX = "ACTOR#";
  public static final String TARGET_PREFIX = "TARGET#";
  private static final int MAX_KEY_BYTES = 1024;
  private static final AttributeValue TYPE = AttributeValue.createS("Follow");

  private HandWrittenMapper() {}

  /** The item of {@code follow}. */
  public static Map<String, AttributeValue> toItem(Follow follow) {
    AttributeValue source = AttributeValue.createS(sourceKey(follow.follower()));
    AttributeValue target = AttributeValue.createS(targetKey(follow.followee()));
    Map<String, AttributeValue> item = new HashMap<>(10);
    item.put("PK", source);
    item.put("SK", target);
    item.put("GSI1PK", target);
    item.put("GSI1SK", source);
    item.put("_type", TYPE);
    if (follow.followedAt() != null) {
      item.put("followedAt", AttributeValue.createS(FixedInstant.format(follow.followedAt())));
    }
    item.put("weight", AttributeValue.createN(Integer.toString(follow.weight())));
    return item;
  }

  /** The record stored in {@code item}. */
  public static Follow fromItem(Map<String, AttributeValue> item) {
    String type = string(item, "_type");
    if (!"Follow".equals(type)) {
      throw new IllegalArgumentException("_type is " + type + ", not Follow");
    }
    String follower = decode(string(item, "PK"), SOURCE_PREFIX);
    String followee = decode(string(item, "SK"), TARGET_PREFIX);
    String followedAt = string(item, "followedAt");
    AttributeValue weight = item.get("weight");
    if (weight == null || weight.n() == null) {
      throw new IllegalArgumentException("weight is missing or not a number");
    }
    return new Follow(follower, followee,
        followedAt == null ? null : FixedInstant.parse(followedAt), Integer.parseInt(weight.n()));
  }

  /** {@code ACTOR#<escaped follower>}. */
  public static String sourceKey(String follower) {
    return key(SOURCE_PREFIX, follower, "follower");
  }

  /** {@code TARGET#<escaped followee>}. */
  public static String targetKey(String followee) {
    return key(TARGET_PREFIX, followee, "followee");
  }

  /** The follower of a source key. */
  public static String decodeSource(String key) {
    return decode(key, SOURCE_PREFIX);
  }

  /** The followee of a target key. */
  public static String decodeTarget(String key) {
    return decode(key, TARGET_PREFIX);
  }

  /** One pass over the id: checks it, measures its UTF-8 length and finds what needs escaping. */
  private static String key(String prefix, String id, String name) {
    if (id == null || id.isEmpty()) {
      throw new IllegalArgumentException(name + " is null or empty");
    }
    int bytes = prefix.length();
    boolean escape = false;
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      if (c < 0x80) {
        bytes += c == '%' || c == '#' ? 3 : 1;
        escape |= c == '%' || c == '#';
      } else if (c < 0x800) {
        bytes += 2;
      } else if (!Character.isSurrogate(c)) {
        bytes += 3;
      } else if (Character.isHighSurrogate(c) && i + 1 < id.length()
          && Character.isLowSurrogate(id.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        throw new IllegalArgumentException(name + " has an unpaired surrogate at " + i);
      }
    }
    if (bytes > MAX_KEY_BYTES) {
      throw new IllegalArgumentException(name + " makes a key of " + bytes + " bytes");
    }
    return prefix.concat(escape ? escape(id) : id);
  }

  private static String escape(String id) {
    StringBuilder escaped = new StringBuilder(id.length() + 8);
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      if (c == '%') {
        escaped.append("%25");
      } else if (c == '#') {
        escaped.append("%23");
      } else {
        escaped.append(c);
      }
    }
    return escaped.toString();
  }

  private static String decode(String key, String prefix) {
    if (key == null || key.length() <= prefix.length() || !key.startsWith(prefix)) {
      throw new IllegalArgumentException("not a " + prefix + " key: " + key);
    }
    if (key.indexOf('%', prefix.length()) < 0 && key.indexOf('#', prefix.length()) < 0) {
      return key.substring(prefix.length());
    }
    StringBuilder id = new StringBuilder(key.length() - prefix.length());
    for (int i = prefix.length(); i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '%' && key.startsWith("25", i + 1)) {
        id.append('%');
        i += 2;
      } else if (c == '%' && key.startsWith("23", i + 1)) {
        id.append('#');
        i += 2;
      } else if (c == '%' || c == '#') {
        throw new IllegalArgumentException("badly escaped key: " + key);
      } else {
        id.append(c);
      }
    }
    return id.toString();
  }

  private static String string(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null ? null : value.s();
  }
}
