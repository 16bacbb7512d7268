package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.codec.SortId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A local secondary index's listing: the base partition key, its own sort key, cursors that resume
 * from its sort key and the base sort key, and strongly consistent reads, which a global index refuses.
 */
class LocalIndexSpecTest {
  private static final ListingSpec BY_TIME = ListingSpec.localLeading("CustomerOrder", "LSI1", "o#", SortId.INSTANT);
  private static final ListingSpec BY_STATUS = ListingSpec.index("CustomerOrder", "GSI2", "o#", SortId.INSTANT);
  private static final ListingSpec STRONG_OK = ListingSpec.base("CustomerOrder", "ORDER#", SortId.STRING);
  private static final ListOptions STRONG = ListOptions.defaults().consistency(ReadConsistency.STRONG);

  @Test
  void aLocalIndexIsKeyedByThePartitionKeyAndItsOwnSortKey() {
    assertEquals(new ListingSpec("CustomerOrder", "LSI1", "PK", "LSI1SK", "o#", SortId.INSTANT, true), BY_TIME);
    assertEquals(new ListingSpec("CustomerOrder", "LSI1", "PK", "LSI1SK", "o#", SortId.INSTANT, false),
        ListingSpec.local("CustomerOrder", "LSI1", "o", SortId.INSTANT));
    assertTrue(BY_TIME.local());
    assertTrue(BY_TIME.withSortPrefix("o#2026#").local());
    assertFalse(BY_STATUS.local());
    assertFalse(STRONG_OK.local(), "the base table is no index");
  }

  /** DynamoDB's LastEvaluatedKey of a local index: the table's key and the index sort key; PK is the call's. */
  @Test
  void aCursorHoldsTheIndexSortKeyAndTheBaseSortKey() {
    assertEquals(List.of("LSI1SK", "SK"), BY_TIME.position());
    assertEquals(List.of(1024, 1024), java.util.Arrays.stream(BY_TIME.positionLimits()).boxed().toList());
    assertEquals(Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"), "LSI1SK", AttributeValue.fromS("o#t1#o1"),
            "SK", AttributeValue.fromS("ORDER#o1")),
        PageQuery.startKey(BY_TIME, "CUSTOMER#c1", List.of("o#t1#o1", "ORDER#o1")));
    assertEquals(List.of("GSI2SK", "PK", "SK"), BY_STATUS.position());
  }

  @Test
  void aStrongReadIsTakenOnALocalIndexAndRefusedOnAGlobalOne() {
    assertTrue(PageQuery.checkConsistency(BY_TIME, STRONG));
    assertFalse(PageQuery.checkConsistency(BY_TIME, ListOptions.defaults()));
    assertTrue(PageQuery.checkConsistency(STRONG_OK, STRONG));
    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> PageQuery.checkConsistency(BY_STATUS, STRONG));
    assertEquals("ReadConsistency.STRONG is not possible when listing CustomerOrder by index GSI2: global"
        + " secondary indexes only support eventually consistent reads. Pass ReadConsistency.EVENTUAL for this"
        + " listing.", refused.getMessage());
  }
}
