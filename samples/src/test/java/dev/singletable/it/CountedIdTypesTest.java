package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.it.Shelving.Genre;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Counted edges whose nodes have long and UUID ids ({@link Loan}) and int and enum ids ({@link
 * Shelving}), on dynalite, sync and async: a missing node is named by its id as the caller wrote it
 * ({@code 99}, not the stored {@code 0000000000000000099}) in {@code nodeId()}, {@code missing()} and
 * the message, and apart from it by its item's key as stored ({@code partitionKey()}, {@code sortKey()}).
 */
class CountedIdTypesTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(LibraryTable::definition);

  private static final UUID DUNE = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
  private static final UUID GHOST = UUID.fromString("7c9e6679-7425-40de-944b-e07fc1f90ae7");
  private static final LocalDate DUE = LocalDate.parse("2026-12-15");

  private static LibraryTable table() {
    return new LibraryTable(dynamo.client(), dynamo.tableName());
  }

  private static LibraryAsyncTable asyncTable() {
    return new LibraryAsyncTable(dynamo.asyncClient(), dynamo.tableName());
  }

  private static <R> R call(Mode mode, Supplier<R> sync, Supplier<CompletableFuture<R>> async) {
    return mode == Mode.SYNC ? sync.get() : Mode.join(async);
  }

  private static boolean lend(Mode mode, Loan loan) {
    return call(mode, () -> table().loans().create(loan), () -> asyncTable().loans().create(loan));
  }

  private static boolean shelve(Mode mode, Shelving shelving) {
    return call(mode, () -> table().shelvings().create(shelving), () -> asyncTable().shelvings().create(shelving));
  }

  private static List<String> named(MissingNodeException e) {
    return List.of(e.nodeType(), e.nodeId(), e.partitionKey(), e.sortKey());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aMissingNodeWithALongOrUuidIdIsNamedByTheIdItsCallerGave(Mode mode) {
    assertTrue(table().books().create(new Book(DUNE, "Dune", 0)));
    MissingNodeException reader = assertThrows(MissingNodeException.class, () -> lend(mode, new Loan(99, DUNE, null)));
    assertEquals(List.of("Reader", "99", "READER#0000000000000000099", "#Reader"), named(reader));
    assertTrue(reader.getMessage().contains("the node Reader '99' whose counters count this edge does not"
        + " exist"), reader.getMessage());
    assertFalse(reader.getMessage().contains("0000000000000000099"), reader.getMessage());

    MissingNodeException both = assertThrows(MissingNodeException.class, () -> lend(mode, new Loan(-5, GHOST, null)));
    assertEquals(List.of(
        new MissingNodeException.Node("Book", GHOST.toString(), "BOOK#" + GHOST, "#Book"),
        new MissingNodeException.Node("Reader", "-5", "READER#-9223372036854775803", "#Reader")), both.missing(),
        "in the order of the transaction's actions");
    assertTrue(both.getMessage().contains("nodes Book '" + GHOST + "', Reader '-5' whose"), both.getMessage());

    MissingNodeException recount = assertThrows(MissingNodeException.class, () -> call(mode,
        () -> table().loans().recountReaderLoans(99), () -> asyncTable().loans().recountReaderLoans(99)));
    assertEquals(List.of("Reader", "99", "READER#0000000000000000099", "#Reader"), named(recount));
    assertTrue(recount.getMessage().contains("the node Reader '99' does not exist"), recount.getMessage());
    MissingNodeException book = assertThrows(MissingNodeException.class, () -> call(mode,
        () -> table().loans().recountBookLoans(GHOST), () -> asyncTable().loans().recountBookLoans(GHOST)));
    assertEquals(List.of("Book", GHOST.toString(), "BOOK#" + GHOST, "#Book"), named(book));

    assertTrue(table().readers().create(new Reader(99, "Ann", 0)));
    assertTrue(lend(mode, new Loan(99, DUNE, null)));
    assertEquals(1, table().readers().get(99, ReadConsistency.STRONG).orElseThrow().loans());
    assertEquals(1, table().books().get(DUNE, ReadConsistency.STRONG).orElseThrow().loans());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aMissingNodeWithAnIntOrEnumIdIsNamedByTheIdItsCallerGave(Mode mode) {
    assertTrue(table().sections().create(new Section(Genre.POETRY, 0)));
    MissingNodeException rack = assertThrows(MissingNodeException.class,
        () -> shelve(mode, new Shelving(7, Genre.POETRY)));
    assertEquals(List.of("Rack", "7", "RACK#0000000007", "#Rack"), named(rack));
    assertTrue(rack.getMessage().contains("node Rack '7' whose"), rack.getMessage());

    assertTrue(table().racks().create(new Rack(-7, 0)));
    MissingNodeException section = assertThrows(MissingNodeException.class,
        () -> shelve(mode, new Shelving(-7, Genre.FICTION)));
    assertEquals(List.of("Section", "FICTION", "GENRE#FICTION", "#Section"), named(section));

    MissingNodeException recount = assertThrows(MissingNodeException.class, () -> call(mode,
        () -> table().shelvings().recountRackGenres(7), () -> asyncTable().shelvings().recountRackGenres(7)));
    assertEquals(List.of("Rack", "7", "RACK#0000000007", "#Rack"), named(recount));
    assertTrue(shelve(mode, new Shelving(-7, Genre.POETRY)));
    assertEquals(1, table().racks().get(-7, ReadConsistency.STRONG).orElseThrow().genres());
  }

  /**
   * The edge's own condition decides first: a create of an edge that exists, or a delete of one that
   * does not, is false even when a node is missing too. Only an edge write that would apply meets the
   * missing node: so an edge whose node was deleted cannot be deleted until the node exists again.
   */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void theEdgesOwnConditionWinsOverAMissingNode(Mode mode) {
    assertTrue(table().readers().create(new Reader(1, "Ann", 0)));
    assertTrue(table().books().create(new Book(DUNE, "Dune", 0)));
    assertTrue(lend(mode, new Loan(1, DUNE, null)));
    assertTrue(table().readers().delete(1));

    assertFalse(lend(mode, new Loan(1, DUNE, null)), "the loan exists: false, though reader 1 is gone");
    assertFalse(call(mode, () -> table().loans().delete(2, GHOST), () -> asyncTable().loans().delete(2, GHOST)),
        "no such loan: false, though reader 2 and the book are missing too");
    MissingNodeException gone = assertThrows(MissingNodeException.class,
        () -> call(mode, () -> table().loans().delete(1, DUNE), () -> asyncTable().loans().delete(1, DUNE)));
    assertEquals("1", gone.nodeId());
    assertTrue(table().loans().exists(1, DUNE, ReadConsistency.STRONG), "nothing was deleted");
    assertEquals(1, table().books().get(DUNE, ReadConsistency.STRONG).orElseThrow().loans());
  }

  /** The refusal of a write that would bypass the counters holds even for an empty batch; an empty import sends nothing. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anEmptyBatchOfACountedEdgeIsRefusedWhereAFullOneWouldBe(Mode mode) {
    dynamo.requests().reset();
    assertThrows(InvalidRequestException.class, () -> call(mode, () -> {
      table().loans().putAll(List.of());
      return null;
    }, () -> asyncTable().loans().putAll(List.of())));
    assertThrows(InvalidRequestException.class, () -> call(mode, () -> {
      table().loans().deleteAll(List.of());
      return null;
    }, () -> asyncTable().loans().deleteAll(List.of())));
    call(mode, () -> {
      table().loans().importAll(List.of());
      return null;
    }, () -> asyncTable().loans().importAll(List.of()));
    assertEquals(0, dynamo.requests().count(), dynamo.requests().toString());
  }

  /** An update of an ordinary attribute of a counted edge is allowed and leaves the counters alone. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void anUpdateOfACountedEdgeLeavesItsCountersAlone(Mode mode) {
    long reader = mode == Mode.SYNC ? 7 : 8;
    UUID book = mode == Mode.SYNC ? DUNE : GHOST;
    assertTrue(table().readers().create(new Reader(reader, "Ann", 0)));
    assertTrue(table().books().create(new Book(book, "Dune", 0)));
    assertTrue(lend(mode, new Loan(reader, book, DUE)));
    LocalDate later = DUE.plusDays(14);
    Loan updated = call(mode, () -> table().loans().update(reader, book, LoanUpdate.of().due(later)),
        () -> asyncTable().loans().update(reader, book, LoanUpdate.of().due(later)));
    assertEquals(new Loan(reader, book, later), updated);
    assertEquals(new Reader(reader, "Ann", 1), table().readers().get(reader, ReadConsistency.STRONG).orElseThrow());
    assertEquals(new Book(book, "Dune", 1), table().books().get(book, ReadConsistency.STRONG).orElseThrow());
    assertEquals(1, table().books().recountLoans(book), "still one edge");
  }
}
