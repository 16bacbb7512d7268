package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.processor.model.Layout;
import org.junit.jupiter.api.Test;

/** The processor's copy of the table layout matches the runtime's, which generated code uses. */
class LayoutTest {

  @Test
  void layoutConstantsMatchTheRuntime() {
    assertEquals(dev.singletable.runtime.internal.Layout.PK, Layout.PK);
    assertEquals(dev.singletable.runtime.internal.Layout.SK, Layout.SK);
    assertEquals(dev.singletable.runtime.internal.Layout.TYPE, Layout.TYPE);
    assertEquals(dev.singletable.runtime.internal.Layout.DELIMITER, Layout.DELIMITER);
    assertEquals(dev.singletable.runtime.internal.Layout.MAX_PARTITION_KEY_BYTES, Layout.MAX_PARTITION_KEY_BYTES);
    assertEquals(dev.singletable.runtime.internal.Layout.MAX_SORT_KEY_BYTES, Layout.MAX_SORT_KEY_BYTES);
    assertEquals(dev.singletable.runtime.internal.Layout.MAX_ITEM_BYTES, Layout.MAX_ITEM_BYTES);
    assertEquals(dev.singletable.runtime.internal.Layout.indexPartitionKey("GSI7"), Layout.indexPartitionKey("GSI7"));
    assertEquals(dev.singletable.runtime.internal.Layout.indexSortKey("GSI7"), Layout.indexSortKey("GSI7"));
  }
}
