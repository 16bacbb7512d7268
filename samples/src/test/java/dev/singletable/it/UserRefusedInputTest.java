package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserAsyncRepository;
import dev.singletable.samples.social.UserRepository;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import dev.singletable.testing.LocalDynamoDbExtension;

/**
 * Refused input to the node repositories is a typed exception (the async twin fails its future with
 * it), and nothing is sent.
 */
class UserRefusedInputTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final User NO_ID = new User(null, "x", 0, 0, 1);
  private static final User EMPTY_ID = new User("", "x", 0, 0, 1);

  private UserRepository users;
  private UserAsyncRepository asyncUsers;

  @BeforeEach
  void setUp() {
    users = new SocialTable(dynamo.client(), dynamo.tableName()).users();
    asyncUsers = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName()).users();
    dynamo.requests().reset();
  }

  @AfterEach
  void nothingWasSent() {
    assertEquals(0, dynamo.requests().count(), "requests sent for refused input");
  }

  @Test
  void aNullOrBadRecordToWrite() {
    assertThrows(InvalidItemException.class, () -> users.create(null));
    assertThrows(InvalidItemException.class, () -> users.put(null));
    assertThrows(InvalidKeyException.class, () -> users.create(NO_ID));
    assertThrows(InvalidKeyException.class, () -> users.put(EMPTY_ID));
    assertThrows(InvalidItemException.class, () -> Mode.join(() -> asyncUsers.create(null)));
    assertThrows(InvalidItemException.class, () -> Mode.join(() -> asyncUsers.put(null)));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.create(NO_ID)));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.put(EMPTY_ID)));
  }

  @Test
  void aNullRecordOrIdToRead() {
    assertThrows(InvalidKeyException.class, () -> users.get((User) null));
    assertThrows(InvalidKeyException.class, () -> users.get((String) null));
    assertThrows(InvalidKeyException.class, () -> users.exists(""));
    assertThrows(InvalidKeyException.class, () -> users.delete((User) null));
    assertThrows(InvalidKeyException.class, () -> users.delete(null, 1));
    assertThrows(InvalidKeyException.class, () -> users.delete(NO_ID));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.get((User) null)));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.get((String) null)));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.exists("")));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.delete((User) null)));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.delete(null, 1)));
    assertThrows(InvalidKeyException.class, () -> Mode.join(() -> asyncUsers.delete(NO_ID)));
  }

  @Test
  void aNullConsistency() {
    assertThrows(InvalidRequestException.class, () -> users.get("alice", null));
    assertThrows(InvalidRequestException.class, () -> users.exists(new User("alice", null, 0, 0, 0), null));
    assertThrows(InvalidRequestException.class, () -> Mode.join(() -> asyncUsers.get("alice", null)));
    assertThrows(InvalidRequestException.class,
        () -> Mode.join(() -> asyncUsers.exists(new User("alice", null, 0, 0, 0), null)));
  }
}
