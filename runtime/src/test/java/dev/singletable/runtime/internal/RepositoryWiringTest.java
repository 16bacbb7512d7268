package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.CollectionPage;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.exec.TableContext;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A {@link Wiring} goes only where it was made for: anything else is refused with a typed error that says why. */
class RepositoryWiringTest {
  private static final Wiring FOREIGN = new Wiring() {};

  @Test
  void aRepositoryTakesTheWiringOfATableAndHandsItsBaseItsOwn() {
    try (DynamoDbClient client = DynamoDbClient.builder().region(Region.US_EAST_1).build()) {
      TableContext table = TableContext.of(client, "t", "new Table");
      RepositoryWiring<?, ?> wiring = RepositoryWiring.edge(table, BatchFixtures.MAPPER, "Edges", "Edge", "edge",
          "edges", null);
      assertSame(table, wiring.context());
      assertSame(wiring, RepositoryWiring.of(wiring));
      InvalidRequestException notATable = assertThrows(InvalidRequestException.class,
          () -> RepositoryWiring.edge(wiring, BatchFixtures.MAPPER, "Edges", "Edge", "edge", "edges", null));
      assertEquals("new Edges takes a Wiring made by a generated table, or one of the constructors taking a client;"
          + " got dev.singletable.runtime.internal.RepositoryWiring. Wiring is the contract between generated code"
          + " and the runtime: do not implement it.", notATable.getMessage());
    }
  }

  @Test
  void aWiringMadeElsewhereIsRefused() {
    InvalidRequestException base = assertThrows(InvalidRequestException.class, () -> RepositoryWiring.of(FOREIGN));
    assertEquals(true, base.getMessage().startsWith("a repository's base class takes a Wiring made by"
        + " RepositoryWiring.edge or RepositoryWiring.node; got "), base.getMessage());
    assertThrows(InvalidRequestException.class, () -> RepositoryWiring.node(null, null, "Users", "User", "user",
        "users", null));
    InvalidRequestException page = assertThrows(InvalidRequestException.class, () -> new CollectionPage(FOREIGN) {});
    assertEquals(true, page.getMessage().contains("takes a Wiring made by a collection's read"), page.getMessage());
  }
}
