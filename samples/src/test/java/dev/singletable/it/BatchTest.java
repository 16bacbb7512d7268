package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Batch reads and writes of the generated repositories and table, and of their asynchronous twins,
 * on dynalite: call sizes around the 25-write and 100-key limits, duplicates, puts and deletes of two
 * records in one batch, and refusals before any request. (Unprocessed items and throttling, which
 * dynalite produces only when a fault switch asks, are in {@link BatchResendTest} and, over a fake
 * HTTP client, in the runtime's BatchFaultTest.)
 */
class BatchTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");
  private static final Instant T2 = Instant.parse("2025-06-07T08:09:10Z");

  private static List<PlainFollow> fansOfBob(int count) {
    return IntStream.range(0, count).mapToObj(i -> new PlainFollow("fan" + i, "bob", T1)).toList();
  }

  /** How many calls {@code items} take at {@code perCall} a call. */
  static int calls(int items, int perCall) {
    return (items + perCall - 1) / perCall;
  }

  private static PlainMuteRepository mutes() {
    return new GraphTable(dynamo.client(), dynamo.tableName()).plainMutes();
  }

  static Stream<Arguments> modesAndSizes() {
    return Arrays.stream(Mode.values())
        .flatMap(mode -> IntStream.of(1, 25, 26, 100, 101).mapToObj(count -> Arguments.of(mode, count)));
  }

  @ParameterizedTest
  @MethodSource("modesAndSizes")
  void writesReadsAndDeletesInAsFewCallsAsTheLimitsAllow(Mode mode, int count) {
    Follows follows = mode.follows(dynamo);
    List<PlainFollow> fans = fansOfBob(count);
    follows.putAll(fans);
    assertEquals(calls(count, 25), dynamo.requests().count("BatchWriteItem"));

    List<PlainFollow> asked = new ArrayList<>(fans);
    Collections.reverse(asked);
    asked.add(new PlainFollow("nobody", "bob", null));
    List<Optional<PlainFollow>> got = follows.getAll(asked, ReadConsistency.STRONG);
    List<Optional<PlainFollow>> expected = new ArrayList<>(asked.stream().map(Optional::of).toList());
    expected.set(count, Optional.empty());
    assertEquals(expected, got);
    assertEquals(calls(count + 1, 100), dynamo.requests().count("BatchGetItem"));

    follows.deleteAll(fans);
    assertEquals(2 * calls(count, 25), dynamo.requests().count("BatchWriteItem"));
    assertTrue(follows.getAll(fans, ReadConsistency.STRONG).stream().allMatch(Optional::isEmpty));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void twoThousandFiveHundredEdgesIn100WritesAnd25Reads(Mode mode) {
    Follows follows = mode.follows(dynamo);
    List<PlainFollow> fans = fansOfBob(2_500);
    follows.putAll(fans);
    assertEquals(fans.stream().map(Optional::of).toList(), follows.getAll(fans));
    assertEquals(100, dynamo.requests().count("BatchWriteItem"));
    assertEquals(25, dynamo.requests().count("BatchGetItem"));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRepeatedEdgeIsWrittenInOrderSoTheLaterWins(Mode mode) {
    Follows follows = mode.follows(dynamo);
    follows.putAll(List.of(new PlainFollow("alice", "bob", T1), new PlainFollow("alice", "carol", T1),
        new PlainFollow("alice", "bob", T2)));
    assertEquals(2, dynamo.requests().count("BatchWriteItem"));
    assertEquals(Optional.of(new PlainFollow("alice", "bob", T2)), follows.get("alice", "bob", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aRepeatedKeyIsReadOnceAndAnsweredAtEachPosition(Mode mode) {
    Follows follows = mode.follows(dynamo);
    follows.put(new PlainFollow("alice", "bob", T1));
    PlainFollow alice = new PlainFollow("alice", "bob", null);
    PlainFollow missing = new PlainFollow("bob", "alice", null);
    dynamo.requests().reset();
    assertEquals(List.of(Optional.of(new PlainFollow("alice", "bob", T1)), Optional.empty(),
        Optional.of(new PlainFollow("alice", "bob", T1))), follows.getAll(List.of(alice, missing, alice)));
    assertEquals(1, dynamo.requests().count());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void oneBatchMixesPutsAndDeletesOfFollowsAndMutes(Mode mode) {
    Follows follows = mode.follows(dynamo);
    PlainMuteRepository mutes = mutes();
    follows.put(new PlainFollow("alice", "dave", T1));
    mutes.put(new PlainMute("alice", "erin", T1));
    dynamo.requests().reset();

    mode.batchWrite(dynamo)
        .put(new PlainFollow("alice", "bob", T1))
        .put(new PlainMute("alice", "carol", T1))
        .delete(new PlainFollow("alice", "dave", null))
        .delete(new PlainMute("alice", "erin", null))
        .put(new PlainMute("alice", "frank", T1))
        .delete(new PlainMute("alice", "frank", null))
        .delete(new PlainFollow("alice", "gina", null))
        .put(new PlainFollow("alice", "gina", T2))
        .execute();

    // A new call starts at the second write of frank, and at the second of gina.
    assertEquals(3, dynamo.requests().count("BatchWriteItem"));
    assertEquals(List.of(Optional.of(new PlainFollow("alice", "bob", T1)), Optional.empty(),
        Optional.of(new PlainFollow("alice", "gina", T2))), follows.getAll(List.of(new PlainFollow("alice", "bob", null),
        new PlainFollow("alice", "dave", null), new PlainFollow("alice", "gina", null)), ReadConsistency.STRONG));
    assertEquals(List.of(Optional.of(new PlainMute("alice", "carol", T1)), Optional.empty(), Optional.empty()),
        mutes.getAll(List.of(new PlainMute("alice", "carol", null), new PlainMute("alice", "erin", null),
            new PlainMute("alice", "frank", null)), ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aBadEdgeAnywhereRefusesTheWholeBatchBeforeAnyRequest(Mode mode) {
    Follows follows = mode.follows(dynamo);
    List<PlainFollow> fans = new ArrayList<>(fansOfBob(100));
    fans.set(80, new PlainFollow("fan80", "", T1));
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> follows.putAll(fans));
    assertTrue(e.getMessage().startsWith(follows.name() + ".putAll: plainFollows[80]: "), e.getMessage());
    e = assertThrows(InvalidKeyException.class, () -> follows.getAll(fans));
    assertTrue(e.getMessage().startsWith(follows.name() + ".getAll: plainFollows[80]: "), e.getMessage());
    e = assertThrows(InvalidKeyException.class, () -> follows.deleteAll(fans));
    assertTrue(e.getMessage().startsWith(follows.name() + ".deleteAll: plainFollows[80]: "), e.getMessage());

    fans.set(80, null);
    InvalidItemException nullRecord = assertThrows(InvalidItemException.class, () -> follows.putAll(fans));
    assertTrue(nullRecord.getMessage().startsWith(follows.name() + ".putAll: plainFollows[80]"), nullRecord.getMessage());
    assertThrows(InvalidRequestException.class, () -> follows.putAll(null));
    assertThrows(InvalidRequestException.class, () -> follows.getAll(List.of(), null));

    BatchWrites batch = mode.batchWrite(dynamo).put(new PlainFollow("alice", "bob", T1));
    assertThrows(InvalidKeyException.class, () -> batch.delete(new PlainMute(null, "bob", null)));
    assertThrows(InvalidItemException.class, () -> batch.put((PlainFollow) null));
    assertThrows(InvalidRequestException.class, () -> batch.execute(null));
    assertEquals(0, dynamo.requests().count());
    assertEquals(Optional.empty(), follows.get("fan0", "bob"));
  }
}
