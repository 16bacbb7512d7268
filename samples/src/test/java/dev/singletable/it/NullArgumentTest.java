package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SingleTableException;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowAsyncRepository;
import dev.singletable.samples.social.FollowItemMapper;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.FollowRepository;
import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.MuteRepository;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every null argument of every public method of the generated classes, the async twins' included,
 * gets the typed error that fits its role and a message naming the parameter, and the request
 * counter shows that nothing was sent.
 */
class NullArgumentTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final ReadConsistency STRONG = ReadConsistency.STRONG;
  private static final ListOptions DEFAULTS = ListOptions.defaults();
  private static final Follow EDGE = new Follow("alice", "bob", null);

  private MuteRepository mutes;

  @BeforeEach
  void setUp() {
    SocialTable social = new SocialTable(dynamo.client(), dynamo.tableName());
    mutes = social.mutes();
  }

  @AfterEach
  void nothingWasSent() {
    assertEquals(0, dynamo.requests().count(), "requests sent for a null argument");
  }

  @Test
  void nullClientsAndTableNamesAreInvalidRequests() {
    String client = ": client is null. Pass the DynamoDbClient to send requests with.";
    String name = ": tableName is null. Pass the physical table name.";
    String blank = ": tableName is blank (' '). Pass the physical table name.";
    refusedRequest("new SocialTable" + client, () -> new SocialTable(null, "t"));
    refusedRequest("new SocialTable" + name, () -> new SocialTable(dynamo.client(), null));
    refusedRequest("new SocialTable" + blank, () -> new SocialTable(dynamo.client(), " "));
    refusedRequest("new FollowRepository" + client, () -> new FollowRepository(null, "t"));
    refusedRequest("new SocialAsyncTable: client is null. Pass the DynamoDbAsyncClient to send requests with.",
        () -> new SocialAsyncTable(null, "t"));
    refusedRequest("new SocialAsyncTable" + blank, () -> new SocialAsyncTable(dynamo.asyncClient(), " "));
    refusedRequest("new FollowAsyncRepository" + name, () -> new FollowAsyncRepository(dynamo.asyncClient(), null));
    refusedRequest("new FollowRepository" + name, () -> new FollowRepository(dynamo.client(), null));
    refusedRequest("new MuteRepository" + blank, () -> new MuteRepository(dynamo.client(), " "));
    refusedRequest("SocialTable.definition" + name, () -> SocialTable.definition(null));
    refusedRequest("SocialTable.definition: tableName is blank (''). Pass the physical table name.",
        () -> SocialTable.definition(""));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullRecordsToWriteAreInvalidItems(Mode mode) {
    Follows follows = mode.follows(dynamo);
    assertEquals("Follow", refused(InvalidItemException.class,
        follows.name() + ".create: follow is null. Pass the Follow to write.", () -> follows.create(null)).attribute());
    refused(InvalidItemException.class, follows.name() + ".put: follow is null. Pass the Follow to write.",
        () -> follows.put(null));
    refused(InvalidItemException.class, "MuteRepository.create: mute is null. Pass the Mute to write.",
        () -> mutes.create(null));
    refused(InvalidItemException.class, "FollowItemMapper.toItem: follow is null. Pass the Follow to write.",
        () -> FollowItemMapper.INSTANCE.toItem(null));
    assertEquals("Follow", refused(MalformedItemException.class, "FollowItemMapper.fromItem: item is null."
        + " Pass an item read from the table, such as GetItemResponse.item().",
        () -> FollowItemMapper.INSTANCE.fromItem(null)).attribute());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullRecordsThatNameAKeyAreInvalidKeys(Mode mode) {
    Follows follows = mode.follows(dynamo);
    String get = follows.name() + ".get: follow is null. Pass the Follow whose key you mean, or its ids.";
    String exists = follows.name() + ".exists: follow is null. Pass the Follow whose key you mean, or its ids.";
    assertEquals("Follow", refused(InvalidKeyException.class, get, () -> follows.get((Follow) null)).component());
    refused(InvalidKeyException.class, get, () -> follows.get(null, STRONG));
    refused(InvalidKeyException.class, exists, () -> follows.exists((Follow) null));
    refused(InvalidKeyException.class, exists, () -> follows.exists(null, STRONG));
    refused(InvalidKeyException.class,
        follows.name() + ".delete: follow is null. Pass the Follow whose key you mean, or its ids.",
        () -> follows.delete(null));
    refused(InvalidKeyException.class,
        "MuteRepository.delete: mute is null. Pass the Mute whose key you mean, or its ids.",
        () -> mutes.delete(null));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullIdsAreInvalidKeysNamingTheComponent(Mode mode) {
    Follows follows = mode.follows(dynamo);
    String follower = "Follow.follower is null, but it is part of the key. Pass a non-null value.";
    String followee = "Follow.followee is null, but it is part of the key. Pass a non-null value.";
    refusedKey(follower, () -> follows.get(null, "bob"));
    refusedKey(followee, () -> follows.get("alice", null, STRONG));
    refusedKey(follower, () -> follows.get(new Follow(null, "bob", null)));
    refusedKey(followee, () -> follows.get(new Follow("alice", null, null), STRONG));
    refusedKey(follower, () -> follows.exists(null, "bob"));
    refusedKey(followee, () -> follows.exists("alice", null, STRONG));
    refusedKey(follower, () -> follows.exists(new Follow(null, "bob", null)));
    refusedKey(followee, () -> follows.exists(new Follow("alice", null, null), STRONG));
    refusedKey(follower, () -> follows.delete(null, "bob"));
    refusedKey(followee, () -> follows.delete(new Follow("alice", null, null)));
    refusedKey(followee, () -> follows.create(new Follow("alice", null, null)));
    refusedKey(follower, () -> follows.put(new Follow(null, "bob", null)));
    refusedKey(follower, () -> follows.following(null));
    refusedKey(follower, () -> follows.following(null, DEFAULTS));
    refusedKey(follower, () -> follows.streamFollowing(null));
    refusedKey(follower, () -> follows.streamFollowing(null, DEFAULTS));
    refusedKey(followee, () -> follows.followers(null));
    refusedKey(followee, () -> follows.followers(null, DEFAULTS));
    refusedKey(followee, () -> follows.streamFollowers(null));
    refusedKey(followee, () -> follows.streamFollowers(null, DEFAULTS));
    refusedKey(follower, () -> FollowKeys.sourceKey(null));
    refusedKey(followee, () -> FollowKeys.targetKey(null));
    refusedKey(follower, () -> FollowKeys.primaryKey(null, "bob"));
    refusedKey(followee, () -> FollowKeys.primaryKey("alice", null));
    refusedKey("Mute.muted is null, but it is part of the key. Pass a non-null value.",
        () -> mutes.exists(new Mute("alice", null, null)));
    refusedKey("Placement.slot is null, but it is part of the key. Pass a non-null value.",
        () -> new MainTable(dynamo.client(), dynamo.tableName()).placements().get(new Placement(UUID.randomUUID(), null)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullConsistenciesAreInvalidRequests(Mode mode) {
    Follows follows = mode.follows(dynamo);
    String get = follows.name() + ".get: consistency is null. Pass ReadConsistency.EVENTUAL or"
        + " ReadConsistency.STRONG, or call the overload without it.";
    String exists = get.replace(".get:", ".exists:");
    refusedRequest(get, () -> follows.get("alice", "bob", null));
    refusedRequest(get, () -> follows.get(EDGE, null));
    refusedRequest(exists, () -> follows.exists("alice", "bob", null));
    refusedRequest(exists, () -> follows.exists(EDGE, null));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullListOptionsAreInvalidRequests(Mode mode) {
    Follows follows = mode.follows(dynamo);
    String fix = ": options is null. Pass ListOptions.defaults(), or call the overload without options.";
    refusedRequest(follows.name() + ".following" + fix, () -> follows.following("alice", null));
    refusedRequest(follows.name() + ".streamFollowing" + fix,
        () -> follows.streamFollowing("alice", null));
    refusedRequest(follows.name() + ".followers" + fix, () -> follows.followers("bob", null));
    refusedRequest(follows.name() + ".streamFollowers" + fix,
        () -> follows.streamFollowers("bob", null));
    refusedRequest("MuteRepository.mutesOfMuter" + fix, () -> mutes.mutesOfMuter("alice", null));
    refusedRequest("MuteRepository.streamMutesOfMuter" + fix, () -> mutes.streamMutesOfMuter("alice", null));
    refusedRequest("ListOptions.order: order is null. Pass SortOrder.ASCENDING or SortOrder.DESCENDING.",
        () -> DEFAULTS.order(null));
  }

  @Test
  void recordsWithOtherIdTypesAreRefusedAlike() {
    EverythingRepository everythings = new MainTable(dynamo.client(), dynamo.tableName()).everythings();
    refused(InvalidKeyException.class, "EverythingRepository.get: everything is null."
        + " Pass the Everything whose key you mean, or its ids.", () -> everythings.get((Everything) null));
  }

  private static void refusedKey(String message, Executable call) {
    refused(InvalidKeyException.class, message, call);
  }

  private static void refusedRequest(String message, Executable call) {
    refused(InvalidRequestException.class, message, call);
  }

  private static <E extends SingleTableException> E refused(Class<E> type, String message, Executable call) {
    E e = assertThrows(type, call);
    assertEquals(message, e.getMessage());
    return e;
  }
}
