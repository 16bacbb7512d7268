package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Strings with no UTF-8 form (an unpaired surrogate) are refused in every string position before
 * any request; stored, one in a map key would make the item unreadable ("Broken surrogate pair").
 * Well-formed supplementary characters in the same positions round-trip.
 */
class UnicodeTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(MainTable::definition);

  private static final String HIGH = "\uD83D";
  private static final String LOW = "\uDE00";
  private static final String EMOJI = HIGH + LOW;
  /** Lone high, lone low and reversed pairs, at the start, in the middle and at the end. */
  private static final List<String> BROKEN = List.of(
      HIGH + "ab", "a" + HIGH + "b", "ab" + HIGH,
      LOW + "ab", "a" + LOW + "b", "ab" + LOW,
      LOW + HIGH + "ab", "a" + LOW + HIGH + "b", "ab" + LOW + HIGH);

  private EverythingRepository everythings;

  @BeforeEach
  void setUp() {
    everythings = new MainTable(dynamo.client(), dynamo.tableName()).everythings();
  }

  @Test
  void brokenStringsAreRefusedInEveryPositionWithoutARequest() {
    for (String broken : BROKEN) {
      refused(broken, "text", "Everything.text holds '", s -> with(s, EMOJI, List.of(), Set.of(), Map.of()));
      refused(broken, "item", "Everything.item holds '", s -> with(EMOJI, s, List.of(), Set.of(), Map.of()));
      refused(broken, "tags", "Everything.tags element 1 holds '",
          s -> with(EMOJI, EMOJI, Arrays.asList(EMOJI, s, null), Set.of(), Map.of()));
      refused(broken, "labels", "Everything.labels element 1 holds '",
          s -> with(EMOJI, EMOJI, List.of(), new LinkedHashSet<>(List.of(EMOJI, s)), Map.of()));
      refused(broken, "properties", "Everything.properties holds the key '",
          s -> with(EMOJI, EMOJI, List.of(), Set.of(), ordered(EMOJI, EMOJI, s, "v")));
      refused(broken, "properties", "Everything.properties value at key '" + EMOJI + "' holds '",
          s -> with(EMOJI, EMOJI, List.of(), Set.of(), ordered("a", "b", EMOJI, s)));
    }
  }

  @Test
  void supplementaryCharactersRoundTripInTheSamePositions() {
    Everything written = with("a" + EMOJI, EMOJI, List.of(EMOJI, "b" + EMOJI + "c"), Set.of(EMOJI, EMOJI + EMOJI),
        ordered(EMOJI, EMOJI + "x", "k" + EMOJI, EMOJI));
    everythings.put(written);
    Everything read = everythings.get(written.account(), written.tier()).orElseThrow();
    assertEquals(Arrays.asList(written.text(), written.item(), written.tags(), written.labels(), written.properties()),
        Arrays.asList(read.text(), read.item(), read.tags(), Set.copyOf(read.labels()), read.properties()));
    assertEquals(1, everythings.everythingsOfTier(Everything.Tier.PRO).page().items().size());
  }

  private void refused(String broken, String attribute, String where, Function<String, Everything> record) {
    dynamo.requests().reset();
    Everything everything = record.apply(broken);
    InvalidItemException e = assertThrows(InvalidItemException.class, () -> everythings.put(everything));
    assertEquals(attribute, e.attribute());
    assertTrue(e.getMessage().startsWith(where), e.getMessage());
    int at = Math.min(index(broken, HIGH), index(broken, LOW));
    assertTrue(e.getMessage().contains("', which has an unpaired surrogate at char " + at + " and so no UTF-8 form;"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("Pass well-formed Unicode text: every high surrogate (U+D800 to U+DBFF)"
        + " followed by a low one (U+DC00 to U+DFFF)."), e.getMessage());
    assertThrows(InvalidItemException.class, () -> everythings.create(everything));
    assertEquals(0, dynamo.requests().count(), "requests sent for " + where + " " + dynamo.requests());
  }

  private static int index(String text, String surrogate) {
    int index = text.indexOf(surrogate);
    return index < 0 ? Integer.MAX_VALUE : index;
  }

  /** The String, List, Set and Map components set; every other one null or zero. */
  private static Everything with(String text, String item, List<String> tags, Set<String> labels,
      Map<String, String> properties) {
    return new Everything(1, Everything.Tier.PRO, text, false, null, (byte) 0, null, (short) 0, null, 0, null, 0L,
        null, 0f, null, 0d, null, null, null, null, null, null, null, null, tags, labels, properties, item, null);
  }

  private static Map<String, String> ordered(String key1, String value1, String key2, String value2) {
    Map<String, String> map = new LinkedHashMap<>();
    map.put(key1, value1);
    map.put(key2, value2);
    return map;
  }
}
