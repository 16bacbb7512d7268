package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A node without {@code @Version}: put and delete are unconditional, as an edge's are. */
class UnversionedNodeTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05Z");

  @Test
  void putCreatesAndOverwritesAndDeleteNeedsNoVersion() {
    TagRepository tags = new MainTable(dynamo.client(), dynamo.tableName()).tags();
    assertEquals(new Tag(7, "red", T1), tags.put(new Tag(7, "red", T1)));
    assertFalse(tags.create(new Tag(7, "blue", null)));
    assertEquals(new Tag(7, "green", null), tags.put(new Tag(7, "green", null)));
    assertEquals(Optional.of(new Tag(7, "green", null)), tags.get(7, ReadConsistency.STRONG));
    assertTrue(tags.delete(7));
    assertFalse(tags.delete(new Tag(7, null, null)));
  }

  @Test
  void theAsyncTwinBehavesAlike() {
    TagAsyncRepository tags = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).tags();
    assertTrue(Mode.join(() -> tags.create(new Tag(-1, "red", T1))));
    assertEquals(new Tag(-1, null, null), Mode.join(() -> tags.put(new Tag(-1, null, null))));
    assertTrue(Mode.join(() -> tags.delete(new Tag(-1, "ignored", null))));
    assertEquals(Optional.empty(), Mode.join(() -> tags.get(-1)));
  }
}
