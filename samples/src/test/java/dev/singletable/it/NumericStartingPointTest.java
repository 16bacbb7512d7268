package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AsyncListing;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.Page;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Starting points on listings sorted by int, long, UUID and enum ids, on dynalite, sync and async: the
 * text is read as an id of the listing's type and placed where such ids are stored, so the range is
 * numeric (negative numbers included) and never the string range of the text; text of another type is
 * refused with no request sent. {@code Placement} lists a device's Integer slots; {@code Everything}
 * lists a tier's long accounts over its inverted index.
 */
class NumericStartingPointTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final List<Integer> SLOTS = List.of(Integer.MIN_VALUE, -100, -7, -2, -1, 0, 1, 2, 5, 9, 10, 99,
      100, 1000, Integer.MAX_VALUE);
  private static final List<Long> ACCOUNTS = List.of(Long.MIN_VALUE, -5_000_000_000L, -100L, -5L, -1L, 0L, 5L, 6L,
      50L, 10_000_000_000L, Long.MAX_VALUE);
  private static final List<String> INT_STARTS = List.of("5", "3", "-2", "-3", "0", "-2147483648", "2147483647",
      "+10", "0010");
  private static final List<String> LONG_STARTS = List.of("5", "-5", "-6", "0", "60", "-9223372036854775808",
      "9223372036854775807");

  /** A listing from the options, every page read, sync or async. */
  private interface Paged<T> {
    Page<T> page(ListOptions options);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void intIdsListTheirNumericRangeFromAStartingPoint(Mode mode) {
    UUID device = UUID.nameUUIDFromBytes(mode.name().getBytes());
    MainTable table = new MainTable(dynamo.client(), dynamo.tableName());
    SLOTS.forEach(slot -> table.placements().create(new Placement(device, slot)));
    Paged<Placement> slots = mode == Mode.SYNC
        ? options -> table.placements().placementsOfDevice(device).page(options)
        : options -> Mode.join(() -> new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).placements()
            .placementsOfDevice(device).page(options));
    for (String start : INT_STARTS) {
      int at = Integer.parseInt(start);
      assertRange(slots, Placement::slot, SLOTS, start, at, Comparator.<Integer>naturalOrder());
    }
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void longIdsOfAnInvertedListingListTheirNumericRange(Mode mode) {
    Everything.Tier tier = mode == Mode.SYNC ? Everything.Tier.FREE : Everything.Tier.PRO;
    MainTable table = new MainTable(dynamo.client(), dynamo.tableName());
    ACCOUNTS.forEach(account -> table.everythings().create(RoundTripTest.sparse(account, tier)));
    Paged<Everything> accounts = mode == Mode.SYNC
        ? options -> table.everythings().everythingsOfTier(tier).page(options)
        : options -> Mode.join(() -> new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).everythings()
            .everythingsOfTier(tier).page(options));
    for (String start : LONG_STARTS) {
      long at = Long.parseLong(start);
      assertRange(accounts, Everything::account, ACCOUNTS, start, at, Comparator.<Long>naturalOrder());
    }
  }

  /** Each of the four starts (at or after, either order) lists exactly the stored ids on that side of {@code at}. */
  private static <T, I> void assertRange(Paged<T> listing, Function<T, I> id, List<I> stored, String start, I at,
      Comparator<I> order) {
    ListOptions options = ListOptions.defaults().pageSize(4);
    assertEquals(select(stored, i -> order.compare(i, at) >= 0, order),
        all(listing, options.startingAt(start), id), "at " + start);
    assertEquals(select(stored, i -> order.compare(i, at) > 0, order),
        all(listing, options.startingAfter(start), id), "after " + start);
    assertEquals(select(stored, i -> order.compare(i, at) <= 0, order.reversed()),
        all(listing, options.descending().startingAt(start), id), "descending at " + start);
    assertEquals(select(stored, i -> order.compare(i, at) < 0, order.reversed()),
        all(listing, options.descending().startingAfter(start), id), "descending after " + start);
  }

  private static <I> List<I> select(List<I> stored, Predicate<I> side, Comparator<I> order) {
    return stored.stream().filter(side).sorted(order).toList();
  }

  private static <T, I> List<I> all(Paged<T> listing, ListOptions options, Function<T, I> id) {
    List<I> ids = new ArrayList<>();
    Page<T> page = listing.page(options);
    page.items().forEach(item -> ids.add(id.apply(item)));
    while (page.nextCursor().isPresent()) {
      page = listing.page(options.after(page.nextCursor().get()));
      page.items().forEach(item -> ids.add(id.apply(item)));
    }
    return ids;
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void uuidAndEnumIdsAreReadAsTheirTypes(Mode mode) {
    MainTable table = new MainTable(dynamo.client(), dynamo.tableName());
    int slot = mode == Mode.SYNC ? 7 : 8;
    List<UUID> devices = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      devices.add(UUID.nameUUIDFromBytes((mode + "-" + i).getBytes()));
      table.placements().create(new Placement(devices.get(i), slot));
    }
    devices.sort(Comparator.comparing(UUID::toString));
    String third = devices.get(2).toString().toUpperCase();
    List<UUID> listed = (mode == Mode.SYNC ? table.placements().placementsOfSlot(slot).page(
        ListOptions.defaults().startingAt(third))
        : Mode.join(() -> new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName()).placements()
            .placementsOfSlot(slot).page(ListOptions.defaults().startingAt(third)))).items().stream()
        .map(Placement::device).toList();
    assertEquals(devices.subList(2, 6), listed, "an upper-case UUID starts where its stored lower-case form is");

    long account = mode == Mode.SYNC ? 71 : 72;
    table.everythings().create(RoundTripTest.sparse(account, Everything.Tier.FREE));
    table.everythings().create(RoundTripTest.sparse(account, Everything.Tier.PRO));
    assertEquals(List.of(Everything.Tier.PRO), table.everythings().everythingsOfAccount(account).page(
        ListOptions.defaults().startingAfter("FREE")).items().stream().map(Everything::tier).toList());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void textThatIsNoIdOfTheListingsTypeIsRefusedBeforeAnyRequest(Mode mode) {
    MainTable sync = new MainTable(dynamo.client(), dynamo.tableName());
    MainAsyncTable async = new MainAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    UUID device = UUID.randomUUID();
    dynamo.requests().reset();
    refused(mode, "'abc'", "long", () -> list(mode, sync.everythings()::everythingsOfTier,
        async.everythings()::everythingsOfTier, Everything.Tier.FREE, ListOptions.defaults().startingAt("abc")));
    refused(mode, "'5.0'", "long", () -> list(mode, sync.everythings()::everythingsOfTier,
        async.everythings()::everythingsOfTier, Everything.Tier.FREE, ListOptions.defaults().startingAfter("5.0")));
    refused(mode, "'2147483648'", "int", () -> list(mode, sync.placements()::placementsOfDevice,
        async.placements()::placementsOfDevice, device, ListOptions.defaults().startingAt("2147483648")));
    refused(mode, "'5'", "UUID", () -> list(mode, sync.placements()::placementsOfSlot,
        async.placements()::placementsOfSlot, 5, ListOptions.defaults().startingAt("5")));
    refused(mode, "'free'", "Tier", () -> list(mode, sync.everythings()::everythingsOfAccount,
        async.everythings()::everythingsOfAccount, 1L, ListOptions.defaults().startingAt("free")));
    assertEquals(0, dynamo.requests().count(), "requests sent for refused starting points: " + dynamo.requests());
  }

  private static void refused(Mode mode, String text, String type, Executable listing) {
    InvalidRequestException refused = assertThrows(InvalidRequestException.class, listing);
    for (String part : List.of("ListOptions.starting", text, "of type " + type)) {
      assertTrue(refused.getMessage().contains(part), mode + ": " + part + " missing from " + refused.getMessage());
    }
  }

  private static <K, T> Page<T> list(Mode mode, Function<K, Listing<T>> sync, Function<K, AsyncListing<T>> async,
      K key, ListOptions options) {
    return mode == Mode.SYNC ? sync.apply(key).page(options) : Mode.join(() -> async.apply(key).page(options));
  }
}
