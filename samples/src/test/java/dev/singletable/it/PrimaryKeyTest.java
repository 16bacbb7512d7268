package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ItemMapper;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The generated mapper's {@code primaryKey}: the key GetItem, DeleteItem and batches send. */
class PrimaryKeyTest {
  private static final PlainFollow FOLLOW = new PlainFollow("alice", "bob#1", Instant.parse("2026-11-30T10:00:00Z"));

  @Test
  void isThePrimaryKeyOfTheItemTheMapperWrites() {
    Map<String, AttributeValue> item = PlainFollowMapper.INSTANCE.toItem(FOLLOW);
    Map<String, AttributeValue> key = PlainFollowMapper.INSTANCE.primaryKey(FOLLOW);
    assertEquals(Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK)), key);
    assertEquals("TARGET#bob%231", key.get(Layout.SK).s());
  }

  @Test
  void equalsWhatTheInterfacesDefaultDerivesFromTheWholeItem() {
    ItemMapper<PlainFollow> wholeItem = new ItemMapper<>() {
      @Override
      public Map<String, AttributeValue> toItem(PlainFollow value) {
        return PlainFollowMapper.INSTANCE.toItem(value);
      }

      @Override
      public PlainFollow fromItem(Map<String, AttributeValue> item) {
        return PlainFollowMapper.INSTANCE.fromItem(item);
      }
    };
    assertEquals(wholeItem.primaryKey(FOLLOW), PlainFollowMapper.INSTANCE.primaryKey(FOLLOW));
  }

  @Test
  void refusesANullRecordOrIdWithATypedError() {
    InvalidKeyException nullRecord = assertThrows(InvalidKeyException.class,
        () -> PlainFollowMapper.INSTANCE.primaryKey(null));
    assertEquals("PlainFollowMapper.primaryKey: plainFollow is null. Pass the PlainFollow whose key you mean, or its ids.",
        nullRecord.getMessage());
    assertThrows(InvalidKeyException.class,
        () -> PlainFollowMapper.INSTANCE.primaryKey(new PlainFollow("alice", null, null)));
  }
}
