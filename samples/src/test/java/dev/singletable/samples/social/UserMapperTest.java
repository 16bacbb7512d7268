package dev.singletable.samples.social;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.MalformedItemException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sample's generated {@code UserMapper} reads only items of alice's node layout: {@code PK =
 * ACTOR#alice}, {@code _type = User} and the fixed {@code SK = #User}. Under any other sort key the
 * item was not written by it, and decoding it as alice would hand back a user from an edge's (or a
 * stranger's) item, so each is a {@link MalformedItemException} naming {@code SK}. No server needed.
 */
class UserMapperTest {

  private static final User ALICE = new User("alice", "Alice", 3, 5, 2);

  /** Alice's item as her mapper writes it, with {@code SK} replaced by {@code sortKey} (null: removed). */
  private static Map<String, AttributeValue> aliceWithSortKey(AttributeValue sortKey) {
    Map<String, AttributeValue> item = new HashMap<>(UserMapper.INSTANCE.toItem(ALICE));
    if (sortKey == null) {
      item.remove(Layout.SK);
    } else {
      item.put(Layout.SK, sortKey);
    }
    return item;
  }

  @Test
  void theItemItWroteDecodes() {
    Map<String, AttributeValue> item = UserMapper.INSTANCE.toItem(ALICE);

    assertEquals(AttributeValue.fromS("#User"), item.get(Layout.SK));
    assertEquals(ALICE, UserMapper.INSTANCE.fromItem(item));
  }

  static Stream<Arguments> otherSortKeys() {
    return Stream.of(
        Arguments.of("an edge's sort key", AttributeValue.fromS("TARGET#bob"), "'TARGET#bob'"),
        Arguments.of("another node's", AttributeValue.fromS("#Profile"), "'#Profile'"),
        Arguments.of("another case", AttributeValue.fromS("#user"), "'#user'"),
        Arguments.of("a longer string", AttributeValue.fromS("#User#2"), "'#User#2'"),
        Arguments.of("a trailing space", AttributeValue.fromS("#User "), "'#User '"),
        Arguments.of("the empty string", AttributeValue.fromS(""), "''"),
        Arguments.of("a number", AttributeValue.fromN("1"), "a number (N) '1'"),
        Arguments.of("a binary", AttributeValue.fromB(SdkBytes.fromUtf8String("#User")), "binary (B)"),
        Arguments.of("a list", AttributeValue.fromL(List.of(AttributeValue.fromS("#User"))), "a list (L) of 1"),
        Arguments.of("a map", AttributeValue.fromM(Map.of("SK", AttributeValue.fromS("#User"))), "a map (M) of 1"),
        Arguments.of("a string set", AttributeValue.fromSs(List.of("#User")), "a string set (SS)"),
        Arguments.of("a boolean", AttributeValue.fromBool(true), "a boolean (BOOL) true"),
        Arguments.of("null", AttributeValue.fromNul(true), "missing"),
        Arguments.of("no SK at all", null, "missing"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("otherSortKeys")
  void anyOtherSortKeyIsMalformed(String title, AttributeValue sortKey, String found) {
    Map<String, AttributeValue> item = aliceWithSortKey(sortKey);

    MalformedItemException e = assertThrows(MalformedItemException.class, () -> UserMapper.INSTANCE.fromItem(item));

    assertEquals(Layout.SK, e.attribute());
    assertTrue(e.getMessage().startsWith("Attribute SK is " + found), e.getMessage());
    assertTrue(e.getMessage().contains("'#User'"), e.getMessage());
  }
}
