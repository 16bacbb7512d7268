package dev.singletable.samples.social;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.codec.Keys;
import java.util.HashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link User} items: {@code PK = ACTOR#<id>}, {@code SK = #User}.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class UserKeys {
  /**
   * The {@code _type} attribute of every User item.
   */
  public static final String TYPE = "User";

  /**
   * The prefix of the partition key.
   */
  public static final String PREFIX = "ACTOR";

  /**
   * The sort key of every User item.
   */
  public static final String SORT_KEY = "#User";

  static final AttributeValue SORT_KEY_VALUE = AttributeValue.createS(SORT_KEY);

  private UserKeys() {
  }

  /**
   * The partition key {@code ACTOR#<id>}, refused if null, empty or over 2048 UTF-8 bytes.
   */
  public static String key(String id) {
    return Keys.string(PREFIX + Layout.DELIMITER, id, "User.id", 2048);
  }

  /**
   * The primary key of one node, for GetItem and DeleteItem.
   */
  public static Map<String, AttributeValue> primaryKey(String id) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put(Layout.PK, AttributeValue.createS(key(id)));
    key.put(Layout.SK, SORT_KEY_VALUE);
    return key;
  }
}
