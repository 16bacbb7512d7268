package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.AsyncReadTransaction;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.ReadTransaction;
import dev.singletable.runtime.SingleTableException;
import dev.singletable.runtime.Transaction;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.UUID;
import java.util.concurrent.CompletionException;
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
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final ReadConsistency STRONG = ReadConsistency.STRONG;
  private static final ListOptions DEFAULTS = ListOptions.defaults();
  private static final PlainFollow EDGE = new PlainFollow("alice", "bob", null);

  private PlainMuteRepository mutes;

  @BeforeEach
  void setUp() {
    GraphTable social = new GraphTable(dynamo.client(), dynamo.tableName());
    mutes = social.plainMutes();
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
    refusedRequest("new GraphTable" + client, () -> new GraphTable(null, "t"));
    refusedRequest("new GraphTable" + name, () -> new GraphTable(dynamo.client(), null));
    refusedRequest("new GraphTable" + blank, () -> new GraphTable(dynamo.client(), " "));
    refusedRequest("new PlainFollowRepository" + client, () -> new PlainFollowRepository(null, "t"));
    refusedRequest("new GraphAsyncTable: client is null. Pass the DynamoDbAsyncClient to send requests with.",
        () -> new GraphAsyncTable(null, "t"));
    refusedRequest("new GraphAsyncTable" + blank, () -> new GraphAsyncTable(dynamo.asyncClient(), " "));
    refusedRequest("new PlainFollowAsyncRepository" + name, () -> new PlainFollowAsyncRepository(dynamo.asyncClient(), null));
    refusedRequest("new PlainFollowRepository" + name, () -> new PlainFollowRepository(dynamo.client(), null));
    refusedRequest("new PlainMuteRepository" + blank, () -> new PlainMuteRepository(dynamo.client(), " "));
    refusedRequest("GraphTable.definition" + name, () -> GraphTable.definition(null));
    refusedRequest("GraphTable.definition: tableName is blank (''). Pass the physical table name.",
        () -> GraphTable.definition(""));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullRecordsToWriteAreInvalidItems(Mode mode) {
    Follows follows = mode.follows(dynamo);
    assertEquals("PlainFollow", refused(InvalidItemException.class,
        follows.name() + ".create: plainFollow is null. Pass the PlainFollow to write.", () -> follows.create(null)).attribute());
    refused(InvalidItemException.class, follows.name() + ".put: plainFollow is null. Pass the PlainFollow to write.",
        () -> follows.put(null));
    refused(InvalidItemException.class, "PlainMuteRepository.create: plainMute is null. Pass the PlainMute to write.",
        () -> mutes.create(null));
    refused(InvalidItemException.class, "PlainFollowMapper.toItem: plainFollow is null. Pass the PlainFollow to write.",
        () -> PlainFollowMapper.INSTANCE.toItem(null));
    assertEquals("PlainFollow", refused(MalformedItemException.class, "PlainFollowMapper.fromItem: item is null."
        + " Pass an item read from the table, such as GetItemResponse.item().",
        () -> PlainFollowMapper.INSTANCE.fromItem(null)).attribute());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullRecordsThatNameAKeyAreInvalidKeys(Mode mode) {
    Follows follows = mode.follows(dynamo);
    String get = follows.name() + ".get: plainFollow is null. Pass the PlainFollow whose key you mean, or its ids.";
    String exists = follows.name() + ".exists: plainFollow is null. Pass the PlainFollow whose key you mean, or its ids.";
    assertEquals("PlainFollow", refused(InvalidKeyException.class, get, () -> follows.get((PlainFollow) null)).component());
    refused(InvalidKeyException.class, get, () -> follows.get(null, STRONG));
    refused(InvalidKeyException.class, exists, () -> follows.exists((PlainFollow) null));
    refused(InvalidKeyException.class, exists, () -> follows.exists(null, STRONG));
    refused(InvalidKeyException.class,
        follows.name() + ".delete: plainFollow is null. Pass the PlainFollow whose key you mean, or its ids.",
        () -> follows.delete(null));
    refused(InvalidKeyException.class,
        "PlainMuteRepository.delete: plainMute is null. Pass the PlainMute whose key you mean, or its ids.",
        () -> mutes.delete(null));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void nullIdsAreInvalidKeysNamingTheComponent(Mode mode) {
    Follows follows = mode.follows(dynamo);
    String follower = "PlainFollow.follower is null, but it is part of the key. Pass a non-null value.";
    String followee = "PlainFollow.followee is null, but it is part of the key. Pass a non-null value.";
    refusedKey(follower, () -> follows.get(null, "bob"));
    refusedKey(followee, () -> follows.get("alice", null, STRONG));
    refusedKey(follower, () -> follows.get(new PlainFollow(null, "bob", null)));
    refusedKey(followee, () -> follows.get(new PlainFollow("alice", null, null), STRONG));
    refusedKey(follower, () -> follows.exists(null, "bob"));
    refusedKey(followee, () -> follows.exists("alice", null, STRONG));
    refusedKey(follower, () -> follows.exists(new PlainFollow(null, "bob", null)));
    refusedKey(followee, () -> follows.exists(new PlainFollow("alice", null, null), STRONG));
    refusedKey(follower, () -> follows.delete(null, "bob"));
    refusedKey(followee, () -> follows.delete(new PlainFollow("alice", null, null)));
    refusedKey(followee, () -> follows.create(new PlainFollow("alice", null, null)));
    refusedKey(follower, () -> follows.put(new PlainFollow(null, "bob", null)));
    refusedKey(follower, () -> follows.following(null));
    refusedKey(follower, () -> follows.following(null, DEFAULTS));
    refusedKey(follower, () -> follows.streamFollowing(null));
    refusedKey(follower, () -> follows.streamFollowing(null, DEFAULTS));
    refusedKey(followee, () -> follows.followers(null));
    refusedKey(followee, () -> follows.followers(null, DEFAULTS));
    refusedKey(followee, () -> follows.streamFollowers(null));
    refusedKey(followee, () -> follows.streamFollowers(null, DEFAULTS));
    refusedKey(follower, () -> PlainFollowKeys.sourceKey(null));
    refusedKey(followee, () -> PlainFollowKeys.targetKey(null));
    refusedKey(follower, () -> PlainFollowKeys.primaryKey(null, "bob"));
    refusedKey(followee, () -> PlainFollowKeys.primaryKey("alice", null));
    refusedKey("PlainMute.muted is null, but it is part of the key. Pass a non-null value.",
        () -> mutes.exists(new PlainMute("alice", null, null)));
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
    refusedRequest(follows.name() + ".following.page" + fix, () -> follows.following("alice", null));
    refusedRequest(follows.name() + ".following.stream" + fix,
        () -> follows.streamFollowing("alice", null));
    refusedRequest(follows.name() + ".followers.page" + fix, () -> follows.followers("bob", null));
    refusedRequest(follows.name() + ".followers.stream" + fix,
        () -> follows.streamFollowers("bob", null));
    refusedRequest("PlainMuteRepository.plainMutesOfMuter.page" + fix, () -> mutes.plainMutesOfMuter("alice").page(null));
    refusedRequest("PlainMuteRepository.plainMutesOfMuter.stream" + fix,
        () -> mutes.plainMutesOfMuter("alice").stream(null));
    refusedRequest("PlainMuteRepository.plainMutesOfMuter.count" + fix,
        () -> mutes.plainMutesOfMuter("alice").count(null));
    refusedRequest("ListOptions.order: order is null. Pass SortOrder.ASCENDING or SortOrder.DESCENDING.",
        () -> DEFAULTS.order(null));
  }

  /**
   * In a composed transaction and a read transaction a null is refused by the same rule, the message
   * naming the action's or the get's position; a bad id of a record is refused as the repository
   * refuses it, at that position too.
   */
  @Test
  void nullsInTransactionsAreRefusedByTheSameRuleNamingThePosition() {
    GraphTable graph = new GraphTable(dynamo.client(), dynamo.tableName());
    PlainFollowRepository follows = graph.plainFollows();
    Transaction tx = graph.transaction().create(follows, EDGE);
    String write = "Pass the PlainFollow to write.";
    String key = "Pass the PlainFollow whose key you mean, or its ids.";
    assertEquals("PlainFollow", refused(InvalidItemException.class,
        "GraphTable.transaction.put: action 1 (put PlainFollow): plainFollow is null. " + write,
        () -> tx.put(follows, null)).attribute());
    assertEquals("PlainFollow", refused(InvalidKeyException.class,
        "GraphTable.transaction.delete: action 1 (delete PlainFollow): plainFollow is null. " + key,
        () -> tx.delete(follows, null)).component());
    assertEquals("PlainFollow.follower", refused(InvalidKeyException.class, "GraphTable.transaction.create: action 1"
        + " (create PlainFollow): PlainFollow.follower is null, but it is part of the key. Pass a non-null value.",
        () -> tx.create(follows, new PlainFollow(null, "bob", null))).component());
    refusedRequest("GraphTable.transaction.put: action 1 (put PlainFollow): the condition is null. Build one with"
        + " the record's generated …Condition class, or call the overload without a condition.",
        () -> tx.put(follows, EDGE, null));
    refusedRequest("GraphTable.transaction.create: action 1: the repository is null. Pass one of this table's"
        + " repositories, as social.follows().", () -> tx.create((PlainFollowRepository) null, EDGE));
    String settings = ": settings is null. Pass BatchSettings.defaults(), or call the overload without settings.";
    refusedRequest("GraphTable.transaction.commit" + settings, () -> tx.commit(null));
    refusedRequest("GraphTable.BatchWrite.execute" + settings, () -> graph.batchWrite().put(EDGE).execute(null));

    ReadTransaction read = graph.read();
    read.get(follows.key("alice", "bob"));
    refused(InvalidKeyException.class, "GraphTable.read.get: get 1 (PlainFollow): plainFollow is null. " + key,
        () -> read.get(follows, null));
    refusedRequest("GraphTable.read.get: get 1: the key is null. Make one with the repository's key(...), as"
        + " social.users().key(\"alice\").", () -> read.get((ItemKey<PlainFollow>) null));
    refusedKey("PlainFollow.followee is null, but it is part of the key. Pass a non-null value.",
        () -> follows.key("alice", null));
    refusedRequest("GraphTable.read.execute" + settings, () -> read.execute(null));

    GraphAsyncTable async = new GraphAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    refused(InvalidItemException.class, "GraphAsyncTable.transaction.create: action 0 (create PlainFollow):"
        + " plainFollow is null. " + write, () -> async.transaction().create(async.plainFollows(), null));
    refused(InvalidKeyException.class, "GraphAsyncTable.read.get: get 0 (PlainFollow): plainFollow is null. " + key,
        () -> async.read().get(async.plainFollows(), null));
    AsyncReadTransaction asyncRead = async.read();
    asyncRead.get(async.plainFollows().key("alice", "bob"));
    CompletionException failed = assertThrows(CompletionException.class, () -> asyncRead.execute(null).join());
    assertEquals("GraphAsyncTable.read.execute" + settings, failed.getCause().getMessage());
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
