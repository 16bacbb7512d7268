package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.ReadConsistency;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Each check returns a present argument and refuses null with its own typed error and message. */
class ArgumentsTest {

  @Test
  void presentArgumentsAreReturned() {
    Object record = new Object();
    assertSame(record, Arguments.requireItem(record, "R.create", "r", "R"));
    assertSame(record, Arguments.requireKey(record, "R.get", "r", "R"));
    Map<String, AttributeValue> item = Map.of();
    assertSame(item, Arguments.requireStoredItem(item, "RMapper.fromItem", "item", "R"));
    assertSame(ReadConsistency.STRONG, Arguments.requireConsistency(ReadConsistency.STRONG, "R.get", "c"));
    assertSame(ListOptions.defaults(), Arguments.requireOptions(ListOptions.defaults(), "R.list", "o"));
    assertEquals("t", Arguments.requireTableName("t", "new T", "tableName"));
  }

  @Test
  void nullRecordsNameTheEntity() {
    InvalidItemException item = assertThrows(InvalidItemException.class,
        () -> Arguments.requireItem(null, "FollowRepository.create", "follow", "Follow"));
    assertEquals("Follow", item.attribute());
    assertEquals("FollowRepository.create: follow is null. Pass the Follow to write.", item.getMessage());
    InvalidKeyException key = assertThrows(InvalidKeyException.class,
        () -> Arguments.requireKey(null, "FollowRepository.get", "follow", "Follow"));
    assertEquals("Follow", key.component());
    assertEquals("FollowRepository.get: follow is null. Pass the Follow whose key you mean, or its ids.",
        key.getMessage());
    MalformedItemException stored = assertThrows(MalformedItemException.class,
        () -> Arguments.requireStoredItem(null, "FollowMapper.fromItem", "item", "Follow"));
    assertEquals("Follow", stored.attribute());
    assertEquals("FollowMapper.fromItem: item is null. Pass an item read from the table, such as"
        + " GetItemResponse.item().", stored.getMessage());
  }

  @Test
  void nullOrBlankOptionsAreInvalidRequests() {
    assertEquals("R.get: c is null. Pass ReadConsistency.EVENTUAL or ReadConsistency.STRONG, or call the"
        + " overload without it.", refused(() -> Arguments.requireConsistency(null, "R.get", "c")));
    assertEquals("R.list: o is null. Pass ListOptions.defaults(), or call the overload without options.",
        refused(() -> Arguments.requireOptions(null, "R.list", "o")));
    assertEquals("new T: client is null. Pass the DynamoDbClient to send requests with.",
        refused(() -> Arguments.requireClient((DynamoDbClient) null, "new T", "client")));
    assertEquals("new T: client is null. Pass the DynamoDbAsyncClient to send requests with.",
        refused(() -> Arguments.requireClient((DynamoDbAsyncClient) null, "new T", "client")));
    assertEquals("new T: tableName is null. Pass the physical table name.",
        refused(() -> Arguments.requireTableName(null, "new T", "tableName")));
    assertEquals("new T: tableName is blank (''). Pass the physical table name.",
        refused(() -> Arguments.requireTableName("", "new T", "tableName")));
    assertEquals("new T: tableName is blank (' \t'). Pass the physical table name.",
        refused(() -> Arguments.requireTableName(" \t", "new T", "tableName")));
  }

  private static String refused(Executable call) {
    return assertThrows(InvalidRequestException.class, call).getMessage();
  }
}
