package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The batches of node repositories on dynalite, sync and async: Tag (a long id, no version or
 * counters) written, read by id and deleted by id around the 25-write and 100-key limits; Profile (a
 * version) refused putAll and given no deleteAll, but imported as given. Users are in CountedImportTest.
 */
class NodeBatchesTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");

  /** TagRepository or TagAsyncRepository, with the futures joined. */
  private interface Tags {
    void putAll(Collection<Tag> tags);

    List<Optional<Tag>> getAll(List<Long> ids);

    void deleteAll(Collection<Long> ids);
  }

  private static Tags tags(Mode mode) {
    if (mode == Mode.SYNC) {
      TagRepository r = new MainTable(dynamo.client(), dynamo.tableName()).tags();
      return new Tags() {
        public void putAll(Collection<Tag> tags) { r.putAll(tags); }
        public List<Optional<Tag>> getAll(List<Long> ids) { return r.getAll(ids, ReadConsistency.STRONG); }
        public void deleteAll(Collection<Long> ids) { r.deleteAll(ids); }
      };
    }
    TagAsyncRepository r = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).tags();
    return new Tags() {
      public void putAll(Collection<Tag> tags) { Mode.join(() -> r.putAll(tags)); }
      public List<Optional<Tag>> getAll(List<Long> ids) {
        return Mode.join(() -> r.getAll(ids, ReadConsistency.STRONG));
      }
      public void deleteAll(Collection<Long> ids) { Mode.join(() -> r.deleteAll(ids)); }
    };
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.it.BatchTest#modesAndSizes")
  void tagsAreWrittenReadByIdAndDeletedByIdInAsFewCallsAsTheLimitsAllow(Mode mode, int count) {
    Tags tags = tags(mode);
    List<Tag> written = IntStream.range(0, count).mapToObj(i -> new Tag(i, "t" + i, T1)).toList();
    tags.putAll(written);
    assertEquals(BatchTest.calls(count, 25), dynamo.requests().count("BatchWriteItem"));

    List<Long> ids = new ArrayList<>(IntStream.range(0, count).mapToObj(i -> (long) i).toList());
    Collections.reverse(ids);
    ids.add(-5L);
    ids.add(0L);
    List<Optional<Tag>> expected = new ArrayList<>(written.stream().map(Optional::of).toList());
    Collections.reverse(expected);
    expected.add(Optional.empty());
    expected.add(Optional.of(written.get(0)));
    assertEquals(expected, tags.getAll(ids));
    assertEquals(BatchTest.calls(count + 1, 100), dynamo.requests().count("BatchGetItem"),
        "id 0 asked twice is read once");

    tags.deleteAll(ids.subList(0, count + 1));
    assertEquals(BatchTest.calls(count, 25) + BatchTest.calls(count + 1, 25), dynamo.requests().count("BatchWriteItem"),
        "deleting the one that does not exist is no error");
    assertTrue(tags.getAll(ids).stream().allMatch(Optional::isEmpty));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aNullIdIsRefusedWithItsPositionBeforeAnyRequest(Mode mode) {
    Tags tags = tags(mode);
    String owner = mode == Mode.SYNC ? "TagRepository" : "TagAsyncRepository";
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> tags.getAll(Arrays.asList(1L, null)));
    assertEquals(owner + ".getAll: ids[1] is null. Pass the id of the Tag you mean.", e.getMessage());
    e = assertThrows(InvalidKeyException.class, () -> tags.deleteAll(Arrays.asList(null, 1L)));
    assertTrue(e.getMessage().startsWith(owner + ".deleteAll: ids[0] is null."), e.getMessage());
    assertEquals(0, dynamo.requests().count());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aVersionedProfileIsImportedAsGivenButNeverBlindlyPut(Mode mode) {
    Profile profile = new Profile("p1", "Pat", "active", 3, 7L, T1, 4);
    String owner = mode == Mode.SYNC ? "ProfileRepository" : "ProfileAsyncRepository";
    InvalidRequestException e;
    if (mode == Mode.SYNC) {
      ProfileRepository profiles = new MainTable(dynamo.client(), dynamo.tableName()).profiles();
      e = assertThrows(InvalidRequestException.class, () -> profiles.putAll(List.of(profile)));
      profiles.importAll(List.of(profile));
    } else {
      ProfileAsyncRepository profiles = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).profiles();
      e = assertThrows(InvalidRequestException.class, () -> Mode.join(() -> profiles.putAll(List.of(profile))));
      Mode.join(() -> profiles.importAll(List.of(profile)));
    }
    assertTrue(e.getMessage().startsWith(owner + ".putAll: Profile nodes have a version (version), and a batch"
        + " write has no condition: it would skip the version check. Call put for each node"), e.getMessage());
    assertEquals(1, dynamo.requests().count(), "the refused putAll sent nothing");
    ProfileRepository profiles = new MainTable(dynamo.client(), dynamo.tableName()).profiles();
    assertEquals(Optional.of(profile), profiles.get("p1", ReadConsistency.STRONG), "the version as given: 4");
  }

  @Test
  void onlyAnUnversionedNodeGetsDeleteAll() throws NoSuchMethodException {
    TagRepository.class.getMethod("deleteAll", Collection.class);
    MemberAsyncRepository.class.getMethod("deleteAll", Collection.class);
    assertThrows(NoSuchMethodException.class, () -> ProfileRepository.class.getMethod("deleteAll", Collection.class));
    assertThrows(NoSuchMethodException.class,
        () -> ProfileAsyncRepository.class.getMethod("deleteAll", Collection.class));
  }
}
