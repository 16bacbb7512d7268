package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AsyncReadTransaction;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ReadResult;
import dev.singletable.runtime.ReadTransaction;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionCancelledException.Outcome;
import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.TransactionGet;
import dev.singletable.runtime.TransactionRetriesExhaustedException;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserCondition;
import dev.singletable.samples.social.UserKeys;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What composed transactions offer besides their actions, on the local server, sync and async: a read
 * transaction's get by ids ({@code social.users().key("alice")}), which reads what a get by a record
 * reads; {@code execute(settings)}, whose resends follow the call's settings rather than the
 * table's; and a cancelled action's failed attributes, typed as a single write's {@code
 * ConditionFailedException} has them.
 */
class TransactionKeysAndSettingsTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final BatchSettings ONE_ATTEMPT = BatchSettings.defaults().maxAttempts(1);
  private static final BatchSettings THREE_QUICK = BatchSettings.defaults().maxAttempts(3)
      .baseDelay(Duration.ofMillis(1)).maxDelay(Duration.ofMillis(5));

  private SocialTable social;
  private SocialAsyncTable async;

  @BeforeEach
  void store() {
    social = new SocialTable(dynamo.client(), dynamo.tableName());
    async = new SocialAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    social.users().create(new User("alice", "Alice", 0, 0, 0));
    social.users().create(new User("bob", "Bob", 0, 0, 0));
    social.follows().create(new Follow("alice", "bob", Instant.EPOCH));
  }

  /** The gets of {@code mode}'s read: alice and carol by key, the follow by key; then how it reads. */
  private static final class Read {
    TransactionGet<User> alice;
    TransactionGet<User> carol;
    TransactionGet<Follow> follow;
    java.util.function.Function<BatchSettings, ReadResult> execute;
  }

  private Read read(Mode mode) {
    Read read = new Read();
    if (mode == Mode.SYNC) {
      ReadTransaction tx = social.read();
      read.alice = tx.get(social.users().key("alice"));
      read.carol = tx.get(social.users().key("carol"));
      read.follow = tx.get(social.follows().key("alice", "bob"));
      read.execute = tx::execute;
    } else {
      AsyncReadTransaction tx = async.read();
      read.alice = tx.get(async.users().key("alice"));
      read.carol = tx.get(async.users().key("carol"));
      read.follow = tx.get(async.follows().key("alice", "bob"));
      read.execute = settings -> Mode.join(() -> tx.execute(settings));
    }
    return read;
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aGetByIdsReadsWhatAGetByARecordReads(Mode mode) {
    Read read = read(mode);
    ReadResult result = read.execute.apply(THREE_QUICK);
    assertEquals(1, result.get(read.alice).orElseThrow().following());
    assertEquals(Optional.empty(), result.get(read.carol));
    assertEquals("bob", result.get(read.follow).orElseThrow().followee());
    ReadTransaction byRecords = social.read();
    TransactionGet<User> alice = byRecords.get(social.users(), new User("alice", null, 0, 0, 0));
    assertEquals(result.get(read.alice), byRecords.execute().get(alice));
    assertEquals("User PK=ACTOR#alice SK=#User", social.users().key("alice").toString());
  }

  /** A read's resends follow the settings given to execute, not the table's (50 attempts would outlast 2 conflicts). */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aReadResendsAsTheCallsSettingsSay(Mode mode) {
    dynamo.faults().failTransactionsOn(dynamo.tableName(), UserKeys.primaryKey("alice"), 2);
    Read read = read(mode);
    TransactionRetriesExhaustedException once = assertThrows(TransactionRetriesExhaustedException.class,
        () -> read.execute.apply(ONE_ATTEMPT));
    assertEquals(1, once.attempts());
    Read again = read(mode);
    assertEquals("Alice", again.execute.apply(THREE_QUICK).get(again.alice).orElseThrow().name(),
        "the second conflict, then the items");
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aCancelledActionNamesItsFailedAttributesTyped(Mode mode) {
    Condition<User> condition = UserCondition.followers().lt(10L).and(UserCondition.name().beginsWith("B"));
    User alice = new User("alice", null, 0, 0, 0);
    Supplier<Object> commit = mode == Mode.SYNC
        ? () -> social.transaction().check(social.users(), alice, condition).commit()
        : () -> Mode.join(() -> async.transaction().check(async.users(), alice, condition).commit());
    TransactionCancelledException e = assertThrows(TransactionCancelledException.class, commit::get);
    Outcome check = e.outcomes().get(0);
    assertEquals(Reason.CONDITION_FAILED, check.reason());
    assertEquals(List.of("name"), check.failedAttributes());
    assertTrue(check.failedAttributesKnown());

    Supplier<Object> conflict = mode == Mode.SYNC
        ? () -> social.transaction().create(social.users(), alice).commit()
        : () -> Mode.join(() -> async.transaction().create(async.users(), alice).commit());
    Outcome exists = assertThrows(TransactionCancelledException.class, conflict::get).outcomes().get(0);
    assertEquals(Reason.ALREADY_EXISTS, exists.reason());
    assertEquals(List.of(), exists.failedAttributes(), "only a failed condition names attributes");
  }
}
