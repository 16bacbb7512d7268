package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A starting point that no sort key can hold is the same refusal as any other bad starting point, on
 * dynalite, sync and async: an {@code InvalidRequestException} naming the option, from pages, streams
 * and counts, of the sharded listing ({@code fans}, 16 index shards, sorted by {@code FAN#<fan>}) and
 * of the unsharded one ({@code stars}, the base table, sorted by {@code STAR#<star>}), with nothing
 * sent. Text of the wrong type is tested beside it in {@link NumericStartingPointTest}.
 */
class BadStartingPointTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(CelebrityTable::definition);

  /** Unpaired surrogates, and ids over 1,024 UTF-8 bytes with either prefix as stored ('#' is 3 bytes). */
  private static final List<String> NO_KEY = List.of("fan\uD83D", "\uDE00fan", "f".repeat(1021),
      "\u00e9".repeat(511), "#".repeat(341));

  @ParameterizedTest
  @EnumSource(Mode.class)
  void startingPointsNoSortKeyCanHoldAreRefusedByEveryListingWithNothingSent(Mode mode) {
    FandomRepository sync = new FandomRepository(dynamo.client(), dynamo.tableName());
    FandomAsyncRepository async = new FandomAsyncRepository(dynamo.asyncClient(), dynamo.tableName());
    dynamo.requests().reset();
    for (String text : NO_KEY) {
      for (ListOptions options : List.of(ListOptions.defaults().startingAt(text),
          ListOptions.defaults().descending().startingAfter(text))) {
        String option = options.startingPoint().orElseThrow().inclusive() ? "ListOptions.startingAt: "
            : "ListOptions.startingAfter: ";
        List<Executable> readings = mode == Mode.SYNC
            ? List.of(() -> sync.fans("star").page(options), () -> sync.fans("star").stream(options).count(),
                () -> sync.fans("star").count(options), () -> sync.stars("fan").page(options),
                () -> sync.stars("fan").stream(options).count(), () -> sync.stars("fan").count(options))
            : List.of(() -> Mode.join(() -> async.fans("star").page(options)),
                () -> Mode.collect(() -> async.fans("star").stream(options)),
                () -> Mode.join(() -> async.fans("star").count(options)),
                () -> Mode.join(() -> async.stars("fan").page(options)),
                () -> Mode.collect(() -> async.stars("fan").stream(options)),
                () -> Mode.join(() -> async.stars("fan").count(options)));
        for (Executable reading : readings) {
          InvalidRequestException refused = assertThrows(InvalidRequestException.class, reading);
          assertTrue(refused.getMessage().startsWith(option + "a starting point of a listing of Fandom edges must"
              + " be an id that a sort key can hold; "), refused.getMessage());
        }
      }
    }
    assertThrows(InvalidRequestException.class, () -> ListOptions.defaults().startingAt(""));
    assertThrows(InvalidRequestException.class, () -> ListOptions.defaults().startingAfter(null));
    assertEquals(0, dynamo.requests().count(), "requests sent for refused starting points: " + dynamo.requests());
  }

  /** Right at the limit a start is read: 1,020 bytes after {@code FAN#}, 1,019 after {@code STAR#}. */
  @ParameterizedTest
  @EnumSource(Mode.class)
  void aStartAtTheKeyLimitIsRead(Mode mode) {
    FandomRepository sync = new FandomRepository(dynamo.client(), dynamo.tableName());
    sync.putAll(List.of(new Fandom("a", "star", null), new Fandom("fan", "a", null), new Fandom("fan", "g", null)));
    FandomAsyncRepository async = new FandomAsyncRepository(dynamo.asyncClient(), dynamo.tableName());
    ListOptions atFanLimit = ListOptions.defaults().descending().startingAt("f".repeat(1020));
    ListOptions atStarLimit = ListOptions.defaults().descending().startingAt("f".repeat(1019));
    if (mode == Mode.SYNC) {
      assertEquals(List.of("a"), sync.fans("star").stream(atFanLimit).map(Fandom::fan).collect(Collectors.toList()));
      assertEquals(1, sync.stars("fan").count(atStarLimit));
    } else {
      assertEquals(List.of("a"), Mode.collect(() -> async.fans("star").stream(atFanLimit)).stream().map(Fandom::fan)
          .collect(Collectors.toList()));
      assertEquals(1, Mode.join(() -> async.stars("fan").count(atStarLimit)));
    }
  }
}
