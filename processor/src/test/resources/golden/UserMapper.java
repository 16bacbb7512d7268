package dev.singletable.samples.social;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.codec.Values;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Maps {@link User} to its DynamoDB item and back: {@code PK = ACTOR#<id>}, {@code SK = #User}.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class UserMapper implements NodeMapper<User> {
  /**
   * The mapper; it holds no state.
   */
  public static final UserMapper INSTANCE = new UserMapper();

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(UserKeys.TYPE);

  private static final List<String> ATTRIBUTES = List.of("name");

  private static final List<String> COUNTERS = List.of("following", "followers");

  private UserMapper() {
  }

  /**
   * The item of {@code user}: keys, {@code _type} and every non-null component, in a new mutable map.
   */
  @Override
  public Map<String, AttributeValue> toItem(User user) {
    Arguments.requireItem(user, "UserMapper.toItem", "user", "User");
    Map<String, AttributeValue> item = new HashMap<>(10);
    item.put(Layout.PK, AttributeValue.createS(UserKeys.key(user.id())));
    item.put(Layout.SK, UserKeys.SORT_KEY_VALUE);
    item.put(Layout.TYPE, TYPE_VALUE);
    if (user.name() != null) {
      item.put("name", Values.string(user.name()));
    }
    item.put("following", Values.number(user.following()));
    item.put("followers", Values.number(user.followers()));
    item.put("version", Values.number(user.version()));
    Items.checkWritable(item, UserKeys.TYPE);
    return item;
  }

  /**
   * The record stored in {@code item}; the id is decoded from {@code PK}, and {@code SK} must be
   * {@code #User}, the sort key of every item of the node.
   */
  @Override
  public User fromItem(Map<String, AttributeValue> item) {
    Arguments.requireStoredItem(item, "UserMapper.fromItem", "item", "User");
    Values.checkType(item, UserKeys.TYPE);
    Values.checkSortKey(item, UserKeys.SORT_KEY);
    String id = Keys.decodeString(Values.requireString(item, Layout.PK), UserKeys.PREFIX, "PK");
    String name = Values.readString(item, "name");
    long following = Values.readLong(item, "following");
    long followers = Values.readLong(item, "followers");
    long version = Values.readLong(item, "version");
    return new User(id, name, following, followers, version);
  }

  /**
   * The key of {@code user}'s item: {@code PK} and {@code SK}.
   */
  @Override
  public Map<String, AttributeValue> primaryKey(User user) {
    Arguments.requireKey(user, "UserMapper.primaryKey", "user", "User");
    return UserKeys.primaryKey(user.id());
  }

  /**
   * The ordinary attributes, which put sets or removes.
   */
  @Override
  public List<String> attributes() {
    return ATTRIBUTES;
  }

  /**
   * The counter attributes, which only counted edges change.
   */
  @Override
  public List<String> counters() {
    return COUNTERS;
  }

  /**
   * The version attribute.
   */
  @Override
  public String versionAttribute() {
    return "version";
  }

  /**
   * The id of {@code user}.
   */
  @Override
  public Object id(User user) {
    return user.id();
  }

  /**
   * The version of {@code user}.
   */
  @Override
  public long version(User user) {
    return user.version();
  }
}
