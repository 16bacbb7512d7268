package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

class TableSettingsTest {
  private static final byte[] KEY = new byte[CursorKeys.MIN_KEY_BYTES];

  @Test
  void defaultsAreDefaultBatchesAndUnsignedCursors() {
    assertEquals(BatchSettings.defaults().maxAttempts(), TableSettings.defaults().batches().maxAttempts());
    assertFalse(TableSettings.defaults().cursorKeys().signed());
    assertEquals(Optional.empty(), TableSettings.defaults().shardReadExecutor());
  }

  @Test
  void eachSettingIsReplacedAloneAndTheOriginalIsUnchanged() {
    Arrays.fill(KEY, (byte) 7);
    BatchSettings three = BatchSettings.defaults().maxAttempts(3);
    TableSettings settings = TableSettings.defaults().batches(three).cursorKeys(CursorKeys.of(KEY));
    assertSame(three, settings.batches());
    assertTrue(settings.cursorKeys().signed());
    assertFalse(TableSettings.defaults().cursorKeys().signed());
    assertSame(three, settings.cursorKeys(CursorKeys.none()).batches());
    Executor executor = Runnable::run;
    TableSettings parallel = settings.shardReadExecutor(executor);
    assertSame(executor, parallel.shardReadExecutor().orElseThrow());
    assertSame(three, parallel.batches());
    assertEquals(Optional.empty(), settings.shardReadExecutor());
    assertSame(executor, parallel.batches(BatchSettings.defaults()).cursorKeys(CursorKeys.none())
        .shardReadExecutor().orElseThrow());
  }

  @Test
  void nullIsRefusedWithTheDefaultToPass() {
    assertEquals("TableSettings.batches: batches is null. Pass BatchSettings.defaults() for the default.",
        assertThrows(InvalidRequestException.class, () -> TableSettings.defaults().batches(null)).getMessage());
    assertEquals("TableSettings.cursorKeys: cursorKeys is null. Pass CursorKeys.none() for the default.",
        assertThrows(InvalidRequestException.class, () -> TableSettings.defaults().cursorKeys(null)).getMessage());
    assertEquals("TableSettings.shardReadExecutor: executor is null. Pass an Executor such as"
        + " Executors.newFixedThreadPool(16), or leave the setting out to query the shards one after another.",
        assertThrows(InvalidRequestException.class, () -> TableSettings.defaults().shardReadExecutor(null))
            .getMessage());
  }
}
