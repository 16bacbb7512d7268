package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.MuteUpdate;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Typed updates of edges on dynalite, sync and async: ids never change, a missing edge is not created,
 * a counted edge's counters are left alone.
 */
class EdgeUpdateTest {
  @RegisterExtension
  static final LocalDynamoDbExtension social = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");
  private static final Instant T2 = Instant.parse("2025-06-07T08:09:10.5Z");

  @ParameterizedTest
  @EnumSource(Mode.class)
  void setRemoveAndConditionsOfAnEdge(Mode mode) {
    String muter = mode + "-muter";
    new SocialTable(social.client(), social.tableName()).mutes().create(new Mute(muter, "bob", T1));

    assertEquals(new Mute(muter, "bob", T2),
        update(mode, muter, "bob", MuteUpdate.of().mutedAt(T2).ifMutedAtEquals(T1)));
    ConditionFailedException failed = FailedUpdate.costsOneRequest(social, ConditionFailedException.class,
        () -> update(mode, muter, "bob", MuteUpdate.of().removeMutedAt().ifMutedAtEquals(T1)));
    assertEquals("Mute", failed.entity());
    assertEquals(List.of("mutedAt"), failed.failedAttributes());
    assertEquals(new Mute(muter, "bob", null), update(mode, muter, "bob", MuteUpdate.of().removeMutedAt()));
    assertEquals(Optional.of(new Mute(muter, "bob", null)),
        new SocialTable(social.client(), social.tableName()).mutes().get(muter, "bob", ReadConsistency.STRONG));
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aMissingEdgeIsNotFoundAndNeverCreated(Mode mode) {
    String muter = mode + "-nobody";
    ItemNotFoundException missing = FailedUpdate.costsOneRequest(social, ItemNotFoundException.class,
        () -> update(mode, muter, "bob", MuteUpdate.of().mutedAt(T1)));
    assertEquals("ACTOR#" + muter, missing.partitionKey());
    assertEquals("MUTED#bob", missing.sortKey());
    assertFalse(new SocialTable(social.client(), social.tableName()).mutes().exists(muter, "bob",
        ReadConsistency.STRONG));
  }

  private static Mute update(Mode mode, String muter, String muted, MuteUpdate update) {
    return mode == Mode.SYNC
        ? new SocialTable(social.client(), social.tableName()).mutes().update(muter, muted, update)
        : Mode.join(() -> new SocialAsyncTable(social.asyncClient(), social.tableName()).mutes()
            .update(muter, muted, update));
  }
}
