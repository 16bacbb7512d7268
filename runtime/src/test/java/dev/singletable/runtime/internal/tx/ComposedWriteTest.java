package dev.singletable.runtime.internal.tx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AsyncTransaction;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ConditionAttribute;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Transaction;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionCancelledException.Outcome;
import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.codec.Encoding;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.tx.ComposedFixtures.AsyncUsers;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Follow;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Tx;
import dev.singletable.runtime.internal.tx.ComposedFixtures.User;
import dev.singletable.runtime.internal.tx.ComposedFixtures.UserUpdate;
import dev.singletable.runtime.internal.tx.ComposedFixtures.Users;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Composed write transactions against DynamoDB's answers to TransactWriteItems, replayed by a fake
 * HTTP endpoint to a real client, sync and async (the answers built from their codes and items, and one,
 * {@link #WIRE_CANCELLATION}, written out byte for byte as DynamoDB sends it): the request they send, a
 * cancellation read per action in request order (a failed condition with the item as stored, a missing
 * node, a version conflict, a missing item, a failed typed check), a conflict resent with the same
 * token, a reused token explained, and the refusals that send nothing (two of the caller's own actions
 * on one item among them).
 */
class ComposedWriteTest {
  private static final String DYNAMODB = "com.amazonaws.dynamodb.v20120810#";
  private static final Pattern TOKEN = Pattern.compile("\"ClientRequestToken\":\"([^\"]*)\"");
  private static final Pattern ACTION = Pattern.compile("\\{\"(Put|Update|Delete|ConditionCheck)\":");
  private static final TableSettings FAST = TableSettings.defaults().batches(BatchSettings.defaults()
      .baseDelay(Duration.ofMillis(1)).maxAttempts(5));

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  /** Answers the n-th request (from 1) with a status 400 body, or 200 {} when {@code answers} gives null. */
  private Tx transaction(Mode mode, Function<Integer, String> answers) {
    List<Integer> seen = new ArrayList<>();
    http = new FakeHttp(body -> {
      seen.add(seen.size() + 1);
      String error = answers.apply(seen.size());
      return error == null ? Answer.ok("{}") : new Answer(400, error);
    });
    return ComposedFixtures.transaction(mode, http, FAST);
  }

  /** A TransactionCanceledException with one reason per action: a code, or a code and the item it carried. */
  private static String cancelled(String... reasons) {
    String json = java.util.Arrays.stream(reasons).map(reason -> {
      int item = reason.indexOf(' ');
      String code = item < 0 ? reason : reason.substring(0, item);
      return "{\"Code\":\"" + code + "\"" + (item < 0 ? "" : ",\"Item\":" + reason.substring(item + 1))
          + (code.equals("None") ? "" : ",\"Message\":\"recorded " + code + "\"") + "}";
    }).collect(Collectors.joining(","));
    return "{\"__type\":\"" + DYNAMODB + "TransactionCanceledException\",\"CancellationReasons\":[" + json
        + "],\"Message\":\"Transaction cancelled, please refer cancellation reasons for specific reasons\"}";
  }

  private static String userJson(String id, String name, long version) {
    return "{\"PK\":{\"S\":\"USER#" + id + "\"},\"SK\":{\"S\":\"#User\"},\"name\":{\"S\":\"" + name + "\"},"
        + "\"followers\":{\"N\":\"0\"},\"version\":{\"N\":\"" + version + "\"}}";
  }

  private static List<String> all(Pattern pattern, String body) {
    List<String> found = new ArrayList<>();
    Matcher matcher = pattern.matcher(body);
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCancellationIsReadPerActionInRequestOrderWithTheItemsAsStored(Mode mode) {
    Tx tx = transaction(mode, n -> cancelled("ConditionalCheckFailed " + userJson("alice", "Alice", 4), "None",
        "ConditionalCheckFailed", "ConditionalCheckFailed", "ConditionalCheckFailed " + userJson("bob", "Robert", 1)))
        .update(new User("alice", "Alice", 0, 3), new UserUpdate().name("Alice A."))
        .follow(new Follow("carol", "ghost"))
        .checkExists(new User("dave", null, 0, 0))
        .update(new User("bob", "Bob", 0, 1), new UserUpdate().ifNameEquals("Bob").name("B."));

    TransactionCancelledException e = assertThrows(TransactionCancelledException.class, tx::commit);

    assertEquals(List.of(Reason.VERSION_CONFLICT, Reason.NONE, Reason.MISSING_NODE, Reason.NOT_FOUND,
        Reason.CONDITION_FAILED), e.outcomes().stream().map(Outcome::reason).toList());
    assertEquals(List.of(0, 2, 3, 4), e.failures().stream().map(failure -> failure.action().position()).toList());
    assertEquals(new User("alice", "Alice", 0, 4), e.outcomes().get(0).stored(User.class).orElseThrow());
    assertEquals(new User("bob", "Robert", 0, 1), e.outcomes().get(4).stored(User.class).orElseThrow());
    assertTrue(e.outcomes().get(2).stored().isEmpty());
    assertEquals(1, e.outcomes().get(2).action().addedFor());
    assertEquals("count", e.outcomes().get(2).action().operation());
    assertEquals(List.of("name"), e.outcomes().get(4).failedAttributes(), "the ifNameEquals, judged on Robert");
    assertTrue(e.outcomes().get(4).failedAttributesKnown());
    assertEquals(List.of(), e.outcomes().get(0).failedAttributes(), "a version conflict names no attribute");
    assertEquals("T.transaction.commit: DynamoDB cancelled the transaction of 5 actions and wrote nothing of it:"
        + " action 0 (update User PK=USER#alice SK=#User): the User item PK=USER#alice SK=#User is at another"
        + " version (VERSION_CONFLICT): expected version 3; action 2 (count User PK=USER#ghost SK=#User, for action"
        + " 1): the User node PK=USER#ghost SK=#User, whose counter counts the edge of action 1, does not"
        + " exist (MISSING_NODE); a counted edge never creates a node: create it first; action 3 (check User"
        + " PK=USER#dave SK=#User): the User item PK=USER#dave SK=#User is not stored (NOT_FOUND); action 4"
        + " (update User PK=USER#bob SK=#User): a condition on the User item PK=USER#bob SK=#User did not hold"
        + " (CONDITION_FAILED): failed on name. The outcomes() say, action by action in request order, why; read"
        + " the items again and decide whether the transaction still applies (token " + e.token() + ").",
        e.getMessage());
    assertEquals(1, http.bodies.size());
  }

  /**
   * DynamoDB's answer to a TransactWriteItems whose second action, a ConditionCheck asking for {@code
   * ReturnValuesOnConditionCheckFailure ALL_OLD}, failed, byte for byte as it comes over the wire (AWS
   * JSON 1.0): {@code __type} with the service's shape id; {@code CancellationReasons}, one per action in
   * request order; then {@code Message} listing the codes. The members are those the API reference
   * gives TransactionCanceledException and CancellationReason ({@code Code}, {@code Item}, {@code
   * Message}); the member order, a {@code None} reason with its code alone and the texts are those of a
   * cancellation captured from DynamoDB and quoted in PynamoDB pull request #1144; the {@code Item} is
   * the stored item in AttributeValue JSON, placed where the reference lists it, between {@code Code}
   * and {@code Message}.
   */
  private static final String WIRE_CANCELLATION = """
      {"__type":"com.amazonaws.dynamodb.v20120810#TransactionCanceledException","CancellationReasons":[\
      {"Code":"None"},{"Code":"ConditionalCheckFailed","Item":{"PK":{"S":"USER#bob"},"SK":{"S":"#User"},\
      "name":{"S":"Bob"},"followers":{"N":"12000"},"version":{"N":"3"}},"Message":"The conditional request\
       failed"}],"Message":"Transaction cancelled, please refer cancellation reasons for specific reasons\
       [None, ConditionalCheckFailed]"}""";

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCancellationAsDynamoDbSendsItIsReadWithTheItemItCarried(Mode mode) {
    Condition<User> few = ConditionAttribute.<User, Long>ordered("UserCondition.followers()", "followers",
        Encoding.LONG).lt(10_000L);
    Tx tx = transaction(mode, n -> WIRE_CANCELLATION).createUser(new User("carol", "Carol", 0, 0))
        .check(new User("bob", null, 0, 0), few);

    TransactionCancelledException e = assertThrows(TransactionCancelledException.class, tx::commit);

    assertEquals(List.of(Reason.NONE, Reason.CONDITION_FAILED), e.outcomes().stream().map(Outcome::reason).toList());
    Outcome check = e.outcomes().get(1);
    assertEquals("check", check.action().operation());
    assertEquals(new User("bob", "Bob", 12000, 3), check.stored(User.class).orElseThrow());
    assertEquals("a condition on the User item PK=USER#bob SK=#User did not hold (CONDITION_FAILED): failed on"
        + " followers", check.explanation());
    assertEquals(List.of("followers"), check.failedAttributes());
    assertTrue(check.failedAttributesKnown());
    assertTrue(e.getMessage().contains("wrote nothing of it: action 1 (check User PK=USER#bob SK=#User): a condition"
        + " on the User item PK=USER#bob SK=#User did not hold (CONDITION_FAILED): failed on followers."),
        e.getMessage());
    assertEquals(List.of("Put", "ConditionCheck"), all(ACTION, http.bodies.get(0)));
    assertEquals(2, http.bodies.get(0).split("\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\"", -1).length - 1);
    assertEquals(1, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void twoOfTheCallersOwnActionsOnOneItemAreRefusedNamingBothBeforeAnyRequest(Mode mode) {
    Tx tx = transaction(mode, n -> null).putUser(new User("alice", "Alice", 0, 2))
        .deleteUser(new User("alice", null, 0, 2));

    InvalidRequestException e = assertThrows(InvalidRequestException.class, tx::commit);

    assertEquals("T.transaction.commit: action 0 (put User PK=USER#alice SK=#User) and action 1 (delete User"
        + " PK=USER#alice SK=#User) act on one item, but DynamoDB refuses two actions on one item in a transaction."
        + " Keep one of them, or send them in two transactions.", e.getMessage());
    assertEquals(0, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void theRequestHasTheCounterUpdateAfterTheEdgeAndAsksForTheItemOfEachCondition(Mode mode) {
    TransactionResult result = transaction(mode, n -> null)
        .follow(new Follow("alice", "bob"))
        .createUser(new User("carol", "Carol", 7, 9))
        .putUser(new User("dave", "Dave", 0, 2))
        .deleteUser(new User("erin", null, 0, 5))
        .checkVersion(new User("frank", null, 0, 3))
        .commit();

    String body = http.bodies.get(0);
    assertEquals(List.of("Put", "Update", "Put", "Update", "Delete", "ConditionCheck"), all(ACTION, body));
    assertEquals(List.of("create", "count", "create", "put", "delete", "check"),
        result.actions().stream().map(action -> action.operation()).toList());
    assertTrue(body.contains("\"UpdateExpression\":\"ADD #n0 :n0\""), body);
    assertTrue(body.contains("\"followers\":{\"N\":\"0\"},\"version\":{\"N\":\"1\"}")
        || body.contains("\"version\":{\"N\":\"1\"},\"followers\":{\"N\":\"0\"}"), "a create stores counters 0, version 1: "
        + body);
    // every conditioned action but the counter update, whose only failure is a missing node (no item)
    assertEquals(5, body.split("\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\"", -1).length - 1, body);
    assertEquals(List.of(result.token()), all(TOKEN, body));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aConflictIsResentWithTheGivenToken(Mode mode) {
    TransactionResult result = transaction(mode, n -> n == 1 ? cancelled("None", "TransactionConflict") : null)
        .follow(new Follow("alice", "bob")).token("order-17").commit();

    assertEquals("order-17", result.token());
    assertEquals(2, http.bodies.size());
    assertEquals(List.of("order-17"), all(TOKEN, http.bodies.get(0)));
    assertEquals(List.of("order-17"), all(TOKEN, http.bodies.get(1)));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aTokenUsedWithOtherActionsIsExplained(Mode mode) {
    Tx tx = transaction(mode, n -> "{\"__type\":\"" + DYNAMODB + "IdempotentParameterMismatchException\","
        + "\"message\":\"The request uses the same client token as a previous, but non-identical request.\"}")
        .follow(new Follow("alice", "bob")).token("order-17");

    InvalidRequestException e = assertThrows(InvalidRequestException.class, tx::commit);

    assertEquals("T.transaction.commit: DynamoDB refused ClientRequestToken order-17 (IdempotentParameterMismatch):"
        + " a transaction with other actions used it in the last 10 minutes, so DynamoDB will not apply this one"
        + " under it; nothing of this one was written. A token names one set of actions: give these actions a new"
        + " token (or none, and one is generated), and resend the earlier actions, if that is what you meant, with"
        + " the same token.", e.getMessage());
    assertEquals(1, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void moreThanOneHundredActionsCountingTheAddedOnesAreRefusedBeforeAnyRequest(Mode mode) {
    Tx tx = transaction(mode, n -> null);
    for (int i = 0; i < 51; i++) {
      tx.follow(new Follow("a" + i, "b" + i));
    }

    InvalidRequestException e = assertThrows(InvalidRequestException.class, tx::commit);

    assertEquals("T.transaction.commit: the transaction has 102 actions (51 of yours and 51 counter updates of"
        + " counted edges), but DynamoDB takes at most 100; action 100 (create Follow PK=USER#a50 SK=USER#b50) is"
        + " the first over the limit. Split the actions into transactions of at most 100, each counted edge with"
        + " its counter updates.", e.getMessage());
    assertEquals(0, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void anActionOnTheItemOfAnAddedCounterUpdateIsRefusedNamingBoth(Mode mode) {
    Tx tx = transaction(mode, n -> null).update(new User("bob", "Bob", 0, 1), new UserUpdate().name("B."))
        .follow(new Follow("alice", "bob"));

    InvalidRequestException e = assertThrows(InvalidRequestException.class, tx::commit);

    assertEquals("T.transaction.commit: action 0 (update User PK=USER#bob SK=#User) and action 2 (count User"
        + " PK=USER#bob SK=#User, for action 1) act on one item, but DynamoDB refuses two actions on one item in a"
        + " transaction (a counted edge's create or delete updates the counting nodes' items too). Keep one of"
        + " them, or send them in two transactions.", e.getMessage());
    assertEquals(0, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRequestOverFourMegabytesIsRefusedBeforeAnyRequest(Mode mode) {
    Tx tx = transaction(mode, n -> null);
    String name = "x".repeat(390_000);
    for (int i = 0; i < 11; i++) {
      tx.putUser(new User("u" + i, name, 0, 0));
    }

    InvalidRequestException e = assertThrows(InvalidRequestException.class, tx::commit);

    assertTrue(e.getMessage().startsWith("T.transaction.commit: the transaction's request is about 429"), e.getMessage());
    assertTrue(e.getMessage().contains(" bytes, over DynamoDB's limit of 4194304 bytes (4 MB); the largest is action "),
        e.getMessage());
    assertEquals(0, http.bodies.size());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void noActionsOrABadTokenAreRefusedBeforeAnyRequest(Mode mode) {
    Tx empty = transaction(mode, n -> null);
    assertEquals("T.transaction.commit: the transaction has no actions, but DynamoDB takes 1 to 100. Add an action,"
        + " or send nothing.", assertThrows(InvalidRequestException.class, empty::commit).getMessage());
    assertEquals("T.transaction.token: the token is 37 characters long, but DynamoDB takes a ClientRequestToken of"
        + " 1 to 36 characters. Pass a shorter one (a UUID is 36), or none, and one is generated.",
        assertThrows(InvalidRequestException.class, () -> empty.token("t".repeat(37))).getMessage());
    assertEquals(0, http.bodies.size());
  }

  /**
   * A null record is refused as its repository's write refuses it (to write: InvalidItemException; to
   * name an item: InvalidKeyException), and every other null argument is an InvalidRequestException;
   * each names the action's position. Null settings name the commit.
   */
  @Test
  void nullArgumentsAreRefusedNamingTheActionsPosition() {
    http = new FakeHttp(body -> Answer.ok("{}"));
    TableContext context = TableContext.of(http.client(), "t", "new T");
    Users users = new Users(context);
    Transaction tx = Transaction.of(context, "T.transaction").create(users, new User("alice", "Alice", 0, 0));

    InvalidItemException put = assertThrows(InvalidItemException.class, () -> tx.put(users, null));
    assertEquals("User", put.attribute());
    assertEquals("T.transaction.put: action 1 (put User): user is null. Pass the User to write.", put.getMessage());
    InvalidKeyException check = assertThrows(InvalidKeyException.class, () -> tx.checkExists(users, null));
    assertEquals("User", check.component());
    assertEquals("T.transaction.checkExists: action 1 (checkExists User): user is null. Pass the User whose key you"
        + " mean, or its ids.", check.getMessage());
    assertEquals("T.transaction.check: action 1 (check User): the condition is null. Build one with the record's"
        + " generated …Condition class, or call the overload without a condition.", assertThrows(
            InvalidRequestException.class, () -> tx.check(users, new User("bob", null, 0, 0), null)).getMessage());
    assertEquals("T.transaction.update: action 1 (update User): the update is null. Build one with UserUpdate.of()"
        + " and its setters.", assertThrows(InvalidRequestException.class,
            () -> tx.update(users, new User("bob", null, 0, 1), null)).getMessage());
    assertEquals("T.transaction.delete: action 1: the repository is null. Pass one of this table's repositories, as"
        + " social.follows().", assertThrows(InvalidRequestException.class,
            () -> tx.delete((Users) null, new User("bob", null, 0, 1))).getMessage());
    assertEquals("T.transaction.commit: settings is null. Pass BatchSettings.defaults(), or call the overload"
        + " without settings.", assertThrows(InvalidRequestException.class, () -> tx.commit(null)).getMessage());

    http.asyncAnswers.complete(null);
    TableContext asyncContext = TableContext.of(http.asyncClient(), "t", "new T");
    AsyncTransaction async = AsyncTransaction.of(asyncContext, "T.transaction");
    assertEquals("T.transaction.create: action 0 (create User): user is null. Pass the User to write.",
        assertThrows(InvalidItemException.class, () -> async.create(new AsyncUsers(asyncContext), null)).getMessage());
    assertEquals(0, http.bodies.size());
  }

  @Test
  void anActionOfAnotherTablesRepositoryIsRefusedWhenAdded() {
    http = new FakeHttp(body -> Answer.ok("{}"));
    Transaction tx = Transaction.of(TableContext.of(http.client(), "t", "new T"), "T.transaction");
    Users others = new Users(TableContext.of(http.client(), "other", "new Users"));
    Users sameName = new Users(TableContext.of(http.client(), "t", "new Users"));

    InvalidRequestException other = assertThrows(InvalidRequestException.class,
        () -> tx.create(others, new User("alice", "Alice", 0, 0)));
    InvalidRequestException own = assertThrows(InvalidRequestException.class,
        () -> tx.checkExists(sameName, new User("alice", "Alice", 0, 0)));

    assertEquals("T.transaction.create: action 0 (create User) is of a User repository of table other built on its"
        + " own, another table than t. A transaction takes the actions of its own table's repositories: pass the"
        + " repository its table class returns (as social.follows()), or compose the transaction on that"
        + " repository's table.", other.getMessage());
    assertTrue(own.getMessage().startsWith("T.transaction.check: action 0 (check User) is of a User repository of"
        + " table t built on its own. "), own.getMessage());
    assertEquals(0, http.bodies.size());
  }
}
