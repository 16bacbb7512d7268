package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowItemMapper;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The generated mapper's {@code primaryKey}: the key GetItem, DeleteItem and batches send. */
class PrimaryKeyTest {
  private static final Follow FOLLOW = new Follow("alice", "bob#1", Instant.parse("2026-11-30T10:00:00Z"));

  @Test
  void isThePrimaryKeyOfTheItemTheMapperWrites() {
    Map<String, AttributeValue> item = FollowItemMapper.INSTANCE.toItem(FOLLOW);
    Map<String, AttributeValue> key = FollowItemMapper.INSTANCE.primaryKey(FOLLOW);
    assertEquals(Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK)), key);
    assertEquals("TARGET#bob%231", key.get(Layout.SK).s());
  }

  @Test
  void equalsWhatTheInterfacesDefaultDerivesFromTheWholeItem() {
    ItemMapper<Follow> wholeItem = new ItemMapper<>() {
      @Override
      public Map<String, AttributeValue> toItem(Follow value) {
        return FollowItemMapper.INSTANCE.toItem(value);
      }

      @Override
      public Follow fromItem(Map<String, AttributeValue> item) {
        return FollowItemMapper.INSTANCE.fromItem(item);
      }
    };
    assertEquals(wholeItem.primaryKey(FOLLOW), FollowItemMapper.INSTANCE.primaryKey(FOLLOW));
  }

  @Test
  void refusesANullRecordOrIdWithATypedError() {
    InvalidKeyException nullRecord = assertThrows(InvalidKeyException.class,
        () -> FollowItemMapper.INSTANCE.primaryKey(null));
    assertEquals("FollowItemMapper.primaryKey: follow is null. Pass the Follow whose key you mean, or its ids.",
        nullRecord.getMessage());
    assertThrows(InvalidKeyException.class,
        () -> FollowItemMapper.INSTANCE.primaryKey(new Follow("alice", null, null)));
  }
}
