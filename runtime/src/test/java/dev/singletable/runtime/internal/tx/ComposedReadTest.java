package dev.singletable.runtime.internal.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AsyncReadTransaction;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.ReadResult;
import dev.singletable.runtime.ReadTransaction;
import dev.singletable.runtime.TransactionGet;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.tx.ComposedFixtures.AsyncFollows;
import dev.singletable.runtime.internal.tx.ComposedFixtures.AsyncUsers;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Follow;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Follows;
import dev.singletable.runtime.internal.tx.ComposedFixtures.User;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Users;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Composed read transactions against DynamoDB's recorded answer to TransactGetItems (one response per
 * get, in order, {@code {}} where no item is stored), sync and async: each get typed by its record,
 * and the refusals that send nothing.
 */
class ComposedReadTest {
  private static final String ANSWER = "{\"Responses\":[{\"Item\":{\"PK\":{\"S\":\"USER#alice\"},\"SK\":{\"S\":\"#User\"},"
      + "\"name\":{\"S\":\"Alice\"},\"followers\":{\"N\":\"3\"},\"version\":{\"N\":\"2\"}}},{},"
      + "{\"Item\":{\"PK\":{\"S\":\"USER#bob\"},\"SK\":{\"S\":\"USER#alice\"}}}]}";

  private final FakeHttp http = new FakeHttp(body -> Answer.ok(ANSWER));

  @AfterEach
  void close() {
    http.close();
  }

  @Test
  void eachGetIsReadAsItsRecordInOrder() {
    TableContext context = TableContext.of(http.client(), "t", "new T");
    Users users = new Users(context);
    ReadTransaction read = ReadTransaction.of(context, "T.read");
    TransactionGet<User> alice = read.get(users, new User("alice", null, 0, 0));
    TransactionGet<User> ghost = read.get(users, new User("ghost", null, 0, 0));
    TransactionGet<Follow> follow = read.get(new Follows(context), new Follow("bob", "alice"));

    ReadResult result = read.execute();

    assertEquals(Optional.of(new User("alice", "Alice", 3, 2)), result.get(alice));
    assertEquals(Optional.empty(), result.get(ghost));
    assertEquals(Optional.of(new Follow("bob", "alice")), result.get(follow));
    assertEquals(3, result.items().size());
    assertEquals(1, http.bodies.size());
    assertTrue(http.bodies.get(0).startsWith("{\"TransactItems\":[{\"Get\":{\"Key\":"), http.bodies.get(0));
    InvalidRequestException other = assertThrows(InvalidRequestException.class,
        () -> result.get(ReadTransaction.of(context, "T.read").get(users, new User("alice", null, 0, 0))));
    assertEquals("ReadResult.get: get 0 is of another read. Pass a handle that this result's read returned.",
        other.getMessage());
  }

  @Test
  void theAsyncReadIsTheSame() {
    http.asyncAnswers.complete(null);
    TableContext context = TableContext.of(http.asyncClient(), "t", "new T");
    AsyncReadTransaction read = AsyncReadTransaction.of(context, "T.read");
    TransactionGet<User> alice = read.get(new AsyncUsers(context), new User("alice", null, 0, 0));
    read.get(new AsyncUsers(context), new User("ghost", null, 0, 0));
    TransactionGet<Follow> follow = read.get(new AsyncFollows(context), new Follow("bob", "alice"));

    ReadResult result = BatchFixtures.join(read.execute());

    assertEquals("Alice", result.get(alice).orElseThrow().name());
    assertEquals(Optional.of(new Follow("bob", "alice")), result.get(follow));
  }

  /** A get by ids, through the key the repository makes of them, is the get of a record with those ids. */
  @Test
  void aGetByTheKeyOfItsIdsReadsAsAGetOfItsRecord() {
    TableContext context = TableContext.of(http.client(), "t", "new T");
    Users users = new Users(context);
    ReadTransaction read = ReadTransaction.of(context, "T.read");
    TransactionGet<User> alice = read.get(users.key("alice"));
    read.get(users.key("ghost"));
    TransactionGet<Follow> follow = read.get(new Follows(context).key("bob", "alice"));

    ReadResult result = read.execute();

    assertEquals(Optional.of(new User("alice", "Alice", 3, 2)), result.get(alice));
    assertEquals(Optional.of(new Follow("bob", "alice")), result.get(follow));
    assertEquals("User PK=USER#alice SK=#User", users.key("alice").toString());
    ReadTransaction byRecords = ReadTransaction.of(context, "T.read");
    byRecords.get(users, new User("alice", null, 0, 0));
    byRecords.get(users, new User("ghost", null, 0, 0));
    byRecords.get(new Follows(context), new Follow("bob", "alice"));
    byRecords.execute();
    assertEquals(http.bodies.get(0), http.bodies.get(1), "the same request");

    http.asyncAnswers.complete(null);
    TableContext asyncContext = TableContext.of(http.asyncClient(), "t", "new T");
    AsyncReadTransaction async = AsyncReadTransaction.of(asyncContext, "T.read");
    TransactionGet<User> asyncAlice = async.get(new AsyncUsers(asyncContext).key("alice"));
    assertEquals("Alice", BatchFixtures.join(async.execute()).get(asyncAlice).orElseThrow().name());
  }

  /**
   * A null record is refused as the repository's get refuses it (InvalidKeyException), a null
   * repository or key as an InvalidRequestException, each naming the get's position; null settings
   * name the call. A key of another table's repository is refused as its repository would be.
   */
  @Test
  void nullsAndKeysOfAnotherTableAreRefusedNamingTheGet() {
    TableContext context = TableContext.of(http.client(), "t", "new T");
    Users users = new Users(context);
    ReadTransaction read = ReadTransaction.of(context, "T.read");
    read.get(users.key("alice"));
    InvalidKeyException record = assertThrows(InvalidKeyException.class, () -> read.get(users, null));
    assertEquals("User", record.component());
    assertEquals("T.read.get: get 1 (User): user is null. Pass the User whose key you mean, or its ids.",
        record.getMessage());
    assertEquals("T.read.get: get 1: the repository is null. Pass one of this table's repositories, as"
        + " social.users().", assertThrows(InvalidRequestException.class,
            () -> read.get((Users) null, new User("a", null, 0, 0))).getMessage());
    assertEquals("T.read.get: get 1: the key is null. Make one with the repository's key(...), as"
        + " social.users().key(\"alice\").", assertThrows(InvalidRequestException.class,
            () -> read.get((ItemKey<User>) null)).getMessage());
    assertEquals("T.read.execute: settings is null. Pass BatchSettings.defaults(), or call the overload without"
        + " settings.", assertThrows(InvalidRequestException.class, () -> read.execute(null)).getMessage());
    Users elsewhere = new Users(TableContext.of(http.client(), "other", "new Users"));
    assertThrows(InvalidRequestException.class, () -> read.get(elsewhere.key("alice")));

    http.asyncAnswers.complete(null);
    TableContext asyncContext = TableContext.of(http.asyncClient(), "t", "new T");
    AsyncReadTransaction async = AsyncReadTransaction.of(asyncContext, "T.read");
    assertThrows(InvalidKeyException.class, () -> async.get(new AsyncUsers(asyncContext), null));
    async.get(new AsyncUsers(asyncContext).key("alice"));
    CompletionException failed = assertThrows(CompletionException.class, () -> async.execute(null).join());
    assertTrue(failed.getCause() instanceof InvalidRequestException, String.valueOf(failed.getCause()));
    assertEquals(List.of(), http.bodies);
  }

  @Test
  void tooManyGetsOneItemTwiceOrAnotherTableAreRefusedBeforeAnyRequest() {
    TableContext context = TableContext.of(http.client(), "t", "new T");
    Users users = new Users(context);
    ReadTransaction many = ReadTransaction.of(context, "T.read");
    for (int i = 0; i < 101; i++) {
      many.get(users, new User("u" + i, null, 0, 0));
    }
    ReadTransaction twice = ReadTransaction.of(context, "T.read");
    twice.get(users, new User("alice", null, 0, 0));
    twice.get(users, new User("alice", "other components are ignored", 1, 1));

    assertEquals("T.read.execute: the read has 101 gets, but DynamoDB takes 1 to 100; get 100 (User PK=USER#u100"
        + " SK=#User) is the first over the limit. Split the gets into reads of at most 100.",
        assertThrows(InvalidRequestException.class, many::execute).getMessage());
    assertEquals("T.read.execute: get 0 (User PK=USER#alice SK=#User) and get 1 (User PK=USER#alice SK=#User) read"
        + " one item, but DynamoDB refuses two reads of one item in a transaction. Read it once.",
        assertThrows(InvalidRequestException.class, twice::execute).getMessage());
    assertThrows(InvalidRequestException.class, () -> ReadTransaction.of(context, "T.read")
        .get(new Users(TableContext.of(http.client(), "other", "new Users")), new User("a", null, 0, 0)));
    assertThrows(InvalidRequestException.class, ReadTransaction.of(context, "T.read")::execute);
    assertEquals(List.of(), http.bodies);
  }
}
