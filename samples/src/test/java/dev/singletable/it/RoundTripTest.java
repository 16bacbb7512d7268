package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.SortOrder;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every supported type survives a write and a read on dynalite, and number ids list in numeric order,
 * through the sync repositories and their async twins.
 */
class RoundTripTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  static Everything full(long account, Everything.Tier tier) {
    Map<String, String> properties = new LinkedHashMap<>();
    properties.put("colour", "blue");
    properties.put("nothing", null);
    properties.put("", "empty key");
    return new Everything(account, tier, "text ü 😀", true, Boolean.FALSE, (byte) -128, (byte) 127,
        Short.MIN_VALUE, Short.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE,
        0.1f, -3.4e38f, Math.PI, -1.0e-100, new BigDecimal("1.50"), new BigInteger("-12345678901234567890123456789012345678"),
        Instant.parse("1970-01-01T00:00:00.000000001Z"), LocalDate.of(0, 2, 29), UUID.randomUUID(),
        Everything.Tier.PRO, new byte[] {0, 1, -1}, Arrays.asList("a", null, ""), Set.of("x", "y"), properties,
        "stored as item", "client");
  }

  static Everything sparse(long account, Everything.Tier tier) {
    return sparse(account, tier, null, 0d, Set.of());
  }

  /** Nulls and zeros but for the given text, amount and labels. */
  static Everything sparse(long account, Everything.Tier tier, String text, double amount, Set<String> labels) {
    return new Everything(account, tier, text, false, null, (byte) 0, null, (short) 0, null, 0, null, 0L, null,
        0f, null, amount, null, null, null, null, null, null, null, null, null, labels, null, null, null);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void everyTypeRoundTrips(Mode mode) {
    EverythingRepository repository = new MainTable(dynamo.client(), dynamo.tableName()).everythings();
    EverythingAsyncRepository async = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).everythings();
    for (Everything written : List.of(full(-7, Everything.Tier.FREE), sparse(7, Everything.Tier.PRO))) {
      Everything read;
      if (mode == Mode.SYNC) {
        repository.put(written);
        read = repository.get(written.account(), written.tier()).orElseThrow();
      } else {
        Mode.join(() -> async.put(written));
        read = Mode.join(() -> async.get(written.account(), written.tier())).orElseThrow();
      }
      assertArrayEquals(written.blob(), read.blob());
      assertEquals(withoutBlob(written), withoutBlob(read));
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void numberIdsListInNumericOrder(Mode mode) {
    MainTable table = new MainTable(dynamo.client(), dynamo.tableName());
    List<Long> accounts = List.of(Long.MIN_VALUE, -100_000L, -99L, -1L, 0L, 1L, 9L, 10L, 99_999L, Long.MAX_VALUE);
    for (long account : accounts) {
      table.everythings().create(sparse(account, Everything.Tier.PRO));
    }
    MainAsyncTable async = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    List<Everything> pros = mode == Mode.SYNC
        ? table.everythings().everythingsOfTier(Everything.Tier.PRO).page().items()
        : Mode.join(() -> async.everythings().everythingsOfTier(Everything.Tier.PRO).page()).items();
    assertEquals(accounts, pros.stream().map(Everything::account).collect(Collectors.toList()));

    UUID device = UUID.randomUUID();
    List<Integer> slots = List.of(Integer.MIN_VALUE, -10, -9, -1, 0, 1, 2, 10, 100, Integer.MAX_VALUE);
    for (int slot : slots) {
      table.placements().create(new Placement(device, slot));
    }
    List<Integer> descending = new ArrayList<>(slots);
    java.util.Collections.reverse(descending);
    ListOptions newestFirst = ListOptions.defaults().order(SortOrder.DESCENDING);
    List<Placement> placed = mode == Mode.SYNC
        ? table.placements().placementsOfDevice(device).page(newestFirst).items()
        : Mode.collect(() -> async.placements().placementsOfDevice(device).stream(newestFirst));
    assertEquals(descending, placed.stream().map(Placement::slot).collect(Collectors.toList()));
    assertEquals(List.of(new Placement(device, -10)), table.placements().placementsOfSlot(-10).page().items());
  }

  /** Records compare byte[] by identity, so compare everything else. */
  private static List<Object> withoutBlob(Everything e) {
    return Arrays.asList(e.account(), e.tier(), e.text(), e.flag(), e.boxedFlag(), e.tiny(), e.boxedTiny(), e.small(),
        e.boxedSmall(), e.count(), e.boxedCount(), e.big(), e.boxedBig(), e.ratio(), e.boxedRatio(), e.amount(),
        e.boxedAmount(), e.price(), e.huge(), e.at(), e.day(), e.id(), e.otherTier(), e.tags(),
        e.labels() == null ? null : new HashSet<>(e.labels()), e.properties(), e.item(), e.client());
  }
}
