package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Nodes in the table's batchWrite() on dynalite, sync and async: puts and deletes of Tag and Member
 * nodes beside Membership edges in one batch, bad nodes refused before any request, and no put or
 * delete for the nodes whose rules a condition-free batch would break (Profile's version, User's
 * version and counters).
 */
class NodeTableBatchTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");

  /** MainTable.BatchWrite or MainAsyncTable.BatchWrite, its execute joined. */
  private interface Batch {
    Batch put(Tag tag);

    Batch delete(Tag tag);

    Batch put(Member member);

    Batch delete(Member member);

    Batch put(Membership membership);

    Batch delete(Membership membership);

    void execute();
  }

  private static Batch batch(Mode mode) {
    if (mode == Mode.SYNC) {
      MainTable.BatchWrite b = new MainTable(dynamo.client(), dynamo.tableName()).batchWrite();
      return new Batch() {
        public Batch put(Tag t) { b.put(t); return this; }
        public Batch delete(Tag t) { b.delete(t); return this; }
        public Batch put(Member m) { b.put(m); return this; }
        public Batch delete(Member m) { b.delete(m); return this; }
        public Batch put(Membership m) { b.put(m); return this; }
        public Batch delete(Membership m) { b.delete(m); return this; }
        public void execute() { b.execute(); }
      };
    }
    MainAsyncTable.BatchWrite b = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).batchWrite();
    return new Batch() {
      public Batch put(Tag t) { b.put(t); return this; }
      public Batch delete(Tag t) { b.delete(t); return this; }
      public Batch put(Member m) { b.put(m); return this; }
      public Batch delete(Member m) { b.delete(m); return this; }
      public Batch put(Membership m) { b.put(m); return this; }
      public Batch delete(Membership m) { b.delete(m); return this; }
      public void execute() { Mode.join(b::execute); }
    };
  }

  private static MainTable main() {
    return new MainTable(dynamo.client(), dynamo.tableName());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void oneBatchMixesPutsAndDeletesOfNodesAndEdges(Mode mode) {
    MainTable main = main();
    main.tags().create(new Tag(1, "old", T1));
    main.members().create(new Member("bob", "Bob"));
    main.memberships().put(new Membership("bob", "chess", T1));
    dynamo.requests().reset();

    List<Tag> tags = LongStream.range(10, 40).mapToObj(i -> new Tag(i, "t" + i, T1)).toList();
    Batch batch = batch(mode)
        .put(new Member("alice", "Alice"))
        .put(new Membership("alice", "chess", T1))
        .delete(new Tag(1, null, null))
        .delete(new Member("bob", null))
        .delete(new Membership("bob", "chess", null))
        .put(new Tag(7, "first", T1))
        .put(new Tag(7, "second", T1));
    tags.forEach(batch::put);
    batch.execute();

    // 37 writes: a new call at the second write of tag 7 (after 6), then 25, then 6.
    assertEquals(3, dynamo.requests().count("BatchWriteItem"));
    assertEquals(3, dynamo.requests().count());
    assertEquals(List.of(Optional.of(new Member("alice", "Alice")), Optional.empty()),
        main.members().getAll(List.of("alice", "bob"), ReadConsistency.STRONG));
    assertEquals(List.of(Optional.of(new Membership("alice", "chess", T1)), Optional.empty()),
        main.memberships().getAll(List.of(new Membership("alice", "chess", null),
            new Membership("bob", "chess", null)), ReadConsistency.STRONG));
    List<Optional<Tag>> expected = new ArrayList<>(List.of(Optional.empty(), Optional.of(new Tag(7, "second", T1))));
    tags.forEach(tag -> expected.add(Optional.of(tag)));
    List<Long> ids = new ArrayList<>(List.of(1L, 7L));
    LongStream.range(10, 40).forEach(ids::add);
    assertEquals(expected, main.tags().getAll(ids, ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aBadNodeIsRefusedWhenAddedAndTheBatchSendsNothing(Mode mode) {
    String table = mode == Mode.SYNC ? "MainTable" : "MainAsyncTable";
    Batch batch = batch(mode).put(new Tag(3, "fine", T1)).put(new Member("carol", "Carol"));

    InvalidItemException nullTag = assertThrows(InvalidItemException.class, () -> batch.put((Tag) null));
    assertEquals(table + ".BatchWrite.put: tag is null. Pass the Tag to write.", nullTag.getMessage());
    InvalidKeyException nullMember = assertThrows(InvalidKeyException.class, () -> batch.delete((Member) null));
    assertTrue(nullMember.getMessage().startsWith(table + ".BatchWrite.delete: member is null."),
        nullMember.getMessage());
    InvalidKeyException emptyId = assertThrows(InvalidKeyException.class, () -> batch.put(new Member("", "Nobody")));
    assertTrue(emptyId.getMessage().startsWith(table + ".BatchWrite.put: member: "), emptyId.getMessage());
    assertEquals(0, dynamo.requests().count(), "nothing is sent when a node is refused");
    assertEquals(Optional.empty(), main().tags().get(3L, ReadConsistency.STRONG));
  }

  @Test
  void aNodeWithAVersionOrCountersHasNoPutAndAVersionedOneNoDelete() throws NoSuchMethodException {
    for (Class<?> batch : List.of(MainTable.BatchWrite.class, MainAsyncTable.BatchWrite.class)) {
      for (Class<?> node : List.of(Tag.class, Member.class)) {
        batch.getMethod("put", node);
        batch.getMethod("delete", node);
      }
      assertThrows(NoSuchMethodException.class, () -> batch.getMethod("put", Profile.class));
      assertThrows(NoSuchMethodException.class, () -> batch.getMethod("delete", Profile.class));
    }
    for (Class<?> batch : List.of(SocialTable.BatchWrite.class, SocialAsyncTable.BatchWrite.class)) {
      assertThrows(NoSuchMethodException.class, () -> batch.getMethod("put", User.class));
      assertThrows(NoSuchMethodException.class, () -> batch.getMethod("delete", User.class));
    }
  }
}
