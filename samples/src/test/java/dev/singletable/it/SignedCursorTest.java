package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.CursorKeys;
import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.TableSettings;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Cursor keys given once to a generated table sign the cursors of all its listings, sync and async. */
class SignedCursorTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final byte[] OLD = key(1);
  private static final byte[] NEW = key(2);
  private static final ListOptions THREE = ListOptions.defaults().pageSize(3);

  @BeforeEach
  void setUp() {
    PlainFollowRepository follows = new GraphTable(dynamo.client(), dynamo.tableName()).plainFollows();
    for (int i = 0; i < 7; i++) {
      follows.create(new PlainFollow("fan" + i, "star", null));
    }
  }

  @Test
  void aSignedCursorResumesUnderRotatedKeysAndIsRefusedWithoutThemBeforeAnyRequest() {
    String cursor = sync(CursorKeys.of(OLD)).followers("star").page(THREE).nextCursor().orElseThrow();

    Page<PlainFollow> rest = sync(CursorKeys.of(NEW, OLD)).followers("star").page(THREE.after(cursor));
    assertEquals(List.of("fan3", "fan4", "fan5"), followers(rest));

    dynamo.requests().reset();
    PlainFollowRepository unkeyed = new GraphTable(dynamo.client(), dynamo.tableName()).plainFollows();
    assertEquals(InvalidCursorException.Reason.NOT_VERIFIED, assertThrows(InvalidCursorException.class,
        () -> unkeyed.followers("star").page(THREE.after(cursor))).reason());
    PlainFollowRepository otherKey = new GraphTable(dynamo.client(), dynamo.tableName(),
        TableSettings.defaults().cursorKeys(CursorKeys.of(NEW))).plainFollows();
    assertEquals(InvalidCursorException.Reason.NOT_VERIFIED, assertThrows(InvalidCursorException.class,
        () -> otherKey.followers("star").page(THREE.after(cursor))).reason());
    assertEquals(0, dynamo.requests().count(), "refused before any request");
  }

  @Test
  void theAsyncTableSignsAndChecksWithTheSameKeys() {
    TableSettings settings = TableSettings.defaults().cursorKeys(CursorKeys.of(NEW).hidingPositions());
    PlainFollowAsyncRepository follows =
        new GraphAsyncTable(dynamo.asyncClient(), dynamo.tableName(), settings).plainFollows();
    String cursor = follows.followers("star").page(THREE).join().nextCursor().orElseThrow();
    assertEquals(List.of("fan3", "fan4", "fan5"), followers(sync(CursorKeys.of(NEW)).followers("star").page(THREE.after(cursor))));
    assertEquals(InvalidCursorException.Reason.NOT_VERIFIED, assertThrows(InvalidCursorException.class,
        () -> sync(CursorKeys.none()).followers("star").page(THREE.after(cursor))).reason());
  }

  private static PlainFollowRepository sync(CursorKeys keys) {
    return new GraphTable(dynamo.client(), dynamo.tableName(), TableSettings.defaults().cursorKeys(keys)).plainFollows();
  }

  private static List<String> followers(Page<PlainFollow> page) {
    return page.items().stream().map(PlainFollow::follower).collect(Collectors.toList());
  }

  private static byte[] key(int fill) {
    byte[] key = new byte[CursorKeys.MIN_KEY_BYTES];
    Arrays.fill(key, (byte) fill);
    return key;
  }
}
