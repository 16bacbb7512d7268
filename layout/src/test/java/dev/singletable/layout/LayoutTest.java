package dev.singletable.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The layout every generated item, table definition and listing follows, asserted in one place. */
class LayoutTest {

  @Test
  void namesAndLimits() {
    assertEquals("PK", Layout.PK);
    assertEquals("SK", Layout.SK);
    assertEquals("_type", Layout.TYPE);
    assertEquals('#', Layout.DELIMITER);
    assertEquals("GSI7PK", Layout.indexPartitionKey("GSI7"));
    assertEquals("GSI7SK", Layout.indexSortKey("GSI7"));
    assertEquals(2048, Layout.MAX_PARTITION_KEY_BYTES);
    assertEquals(1024, Layout.MAX_SORT_KEY_BYTES);
    assertEquals(409_600, Layout.MAX_ITEM_BYTES);
    assertEquals(20, Layout.DEFAULT_INDEX_QUOTA);
    assertEquals(5, Layout.MAX_LOCAL_INDEXES);
  }

  @Test
  void anEdgeWithoutIndexIsKeyedFromItsSource() {
    assertEquals(List.of(
            new KeySlot("PK", Optional.empty(), true, End.SOURCE),
            new KeySlot("SK", Optional.empty(), false, End.TARGET)),
        Layout.edgeKeys(Optional.empty()));
  }

  @Test
  void anInvertedIndexFlipsTheKeys() {
    Optional<String> gsi1 = Optional.of("GSI1");
    assertEquals(List.of(
            new KeySlot("PK", Optional.empty(), true, End.SOURCE),
            new KeySlot("SK", Optional.empty(), false, End.TARGET),
            new KeySlot("GSI1PK", gsi1, true, End.TARGET),
            new KeySlot("GSI1SK", gsi1, false, End.SOURCE)),
        Layout.edgeKeys(gsi1));
  }

  @Test
  void aKeyIsLimitedByWhereItGoes() {
    List<KeySlot> slots = Layout.edgeKeys(Optional.of("GSI1"));
    assertEquals(List.of(2048, 1024, 2048, 1024), slots.stream().map(KeySlot::maxBytes).toList());
  }

  @Test
  void aNodeIsKeyedByItsOwnKeyInThePartitionOfItsOutgoingEdges() {
    KeySlot nodeKey = Layout.nodeKeys().get(0);
    assertEquals(List.of(new KeySlot("PK", Optional.empty(), true, End.NODE)), Layout.nodeKeys());
    assertEquals(Layout.edgeKeys(Optional.of("GSI1")).get(0).attribute(), nodeKey.attribute());
    assertEquals(2048, nodeKey.maxBytes());
    assertEquals("#User", Layout.nodeSortKey("User"));
  }

  /** An edge's sort key is {@code <prefix>#<id>}, its prefix non-empty and without a delimiter. */
  @Test
  void aNodeSortKeyNeverEqualsOrBeginsWithAnEdgeSortPrefix() {
    String node = Layout.nodeSortKey("TARGET");
    for (String prefix : List.of("TARGET", "T", "USER", "_", "-", ".", "0", "!")) {
      String edgeSortPrefix = prefix + Layout.DELIMITER;
      assertFalse(node.startsWith(edgeSortPrefix), edgeSortPrefix);
      assertFalse((edgeSortPrefix + "alice").startsWith(node), edgeSortPrefix);
    }
    assertTrue(node.compareTo("-") < 0 && node.compareTo("0") < 0 && node.compareTo("A") < 0,
        "a node sorts before edges of the documented prefixes");
  }
}
