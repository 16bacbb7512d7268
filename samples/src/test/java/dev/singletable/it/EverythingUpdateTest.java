package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Typed updates of the edge with every attribute type: the values as the mapper encodes them. */
class EverythingUpdateTest {
  @RegisterExtension
  static final LocalDynamoDbExtension main = LocalDynamoDbExtension.withTable(MainTable::definition);

  /** ADD on every number kind, SET of reserved-word attributes ({@code item}, {@code client}). */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void addsToEveryNumberKindAndSetsReservedWords(Mode mode) {
    long account = mode == Mode.SYNC ? 41 : 42;
    MainTable table = new MainTable(main.client(), main.tableName());
    table.everythings().create(RoundTripTest.sparse(account, Everything.Tier.FREE, "t", 1.5, Set.of("a")));
    EverythingUpdate update = EverythingUpdate.of().addCount(3).addBoxedCount(-4).addBig(Long.MAX_VALUE)
        .addAmount(0.25).price(new BigDecimal("0.10")).addHuge(BigInteger.TEN.pow(30)).addTiny((byte) -1)
        .item("an item").client("a client").labels(Set.of("b", "c")).ifTextEquals("t");
    Everything updated = mode == Mode.SYNC ? table.everythings().update(account, Everything.Tier.FREE, update)
        : Mode.join(() -> new MainAsyncTable(main.asyncClient(), main.tableName()).everythings()
            .update(account, Everything.Tier.FREE, update));
    assertEquals(3, updated.count());
    assertEquals(-4, updated.boxedCount());
    assertEquals(Long.MAX_VALUE, updated.big());
    assertEquals(1.75, updated.amount());
    assertEquals(0, new BigDecimal("0.10").compareTo(updated.price()));
    assertEquals(BigInteger.TEN.pow(30), updated.huge());
    assertEquals((byte) -1, updated.tiny());
    assertEquals("an item", updated.item());
    assertEquals("a client", updated.client());
    assertEquals(Set.of("b", "c"), updated.labels());
    assertEquals(Optional.of(updated), table.everythings().get(account, Everything.Tier.FREE, ReadConsistency.STRONG));
  }

}
