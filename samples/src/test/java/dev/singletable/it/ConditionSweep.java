package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionCancelledException.Outcome;
import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The operator sweep's three stored items and the three ways it sends each condition: a single write
 * (the repository's conditional update), and in a composed transaction a ConditionCheck and a
 * conditioned update. Each way's answer is recorded against DynamoDB's ({@link #check}); a failure
 * must name the case's attribute, the single write in its {@link ConditionFailedException}, the
 * transactions in the action's {@code CONDITION_FAILED} outcome. The writes leave the items as they
 * were: the updates set {@code item} to the {@code "i"} every item holds, and on the item of other
 * types, whose stored record no mapper can read back, the single write is a put of a record, after
 * which the item is put back.
 */
final class ConditionSweep {
  static final BigInteger BIG = new BigInteger("12345678901234567890123456789012345678");
  static final Instant AT = Instant.parse("2026-12-02T10:15:30.123456789Z");
  static final LocalDate DAY = LocalDate.of(2026, 12, 2);

  /** How a case's condition is sent. */
  enum Way {
    /** The repository's conditional update; on the item of other types, its conditional put. */
    WRITE,
    /** A ConditionCheck of a composed transaction. */
    CHECK,
    /** A conditioned update in a composed transaction. */
    TRANSACTION_WRITE
  }

  /**
   * A stored item: the record that keys it, and for the item of other types the item itself, which
   * the single write's put replaces and the sweep puts back.
   */
  record Stored(String name, Everything record, Map<String, AttributeValue> otherTypesOrNull) {
    boolean mapsToRecord() {
      return otherTypesOrNull == null;
    }
  }

  private final DynamoDbClient client;
  private final String tableName;
  private final MainTable table;
  private final EverythingRepository everythings;
  private final List<String> pinned;
  private final Map<Way, List<String>> ran = new EnumMap<>(Way.class);
  private final Map<Way, List<String>> wrong = new EnumMap<>(Way.class);
  private final Map<String, Map<String, AttributeValue>> before = new HashMap<>();
  /** Every attribute present: {@code text} is {@code a} and a character outside the BMP. */
  final Stored full;
  /** Most attributes missing; {@code tags} an empty list, {@code labels} an empty set, {@code client} "". */
  final Stored empty;
  /** {@code huge}, {@code count}, {@code blob} as strings, {@code text}, {@code client}, {@code labels}, {@code flag} as numbers, {@code tags} a map, {@code boxedFlag} NULL. */
  final Stored otherTypes;

  private ConditionSweep(LocalDynamoDbExtension main, List<String> pinned) {
    this.client = main.client();
    this.tableName = main.tableName();
    this.table = new MainTable(client, tableName);
    this.everythings = table.everythings();
    this.pinned = pinned;
    for (Way way : Way.values()) {
      ran.put(way, new ArrayList<>());
      wrong.put(way, new ArrayList<>());
    }
    everythings.put(record(500, Everything.Tier.PRO));
    everythings.put(RoundTripTest.sparse(500, Everything.Tier.FREE, null, 0, Set.of()));
    everythings.update(500, Everything.Tier.FREE, EverythingUpdate.of().tags(List.of()).client("").item("i"));
    Map<String, AttributeValue> other = new HashMap<>(EverythingMapper.INSTANCE.toItem(record(501,
        Everything.Tier.PRO)));
    other.put("text", AttributeValue.fromN("5"));
    other.put("huge", AttributeValue.fromS(BIG.toString()));
    other.put("count", AttributeValue.fromS("5"));
    other.put("blob", AttributeValue.fromS("blob"));
    other.put("client", AttributeValue.fromN("1"));
    other.put("labels", AttributeValue.fromN("2"));
    other.put("tags", AttributeValue.fromM(Map.of("x", AttributeValue.fromS("x"))));
    other.put("flag", AttributeValue.fromN("1"));
    other.put("boxedFlag", AttributeValue.fromNul(true));
    client.putItem(request -> request.tableName(tableName).item(other));
    this.full = new Stored("full", record(500, Everything.Tier.PRO), null);
    this.empty = new Stored("empty", RoundTripTest.sparse(500, Everything.Tier.FREE), null);
    this.otherTypes = new Stored("other types", record(501, Everything.Tier.PRO), Map.copyOf(other));
    for (Stored item : List.of(full, empty, otherTypes)) {
      before.put(item.name(), raw(item));
    }
  }

  /** Stores the three items on the current test's table. */
  static ConditionSweep store(LocalDynamoDbExtension main, List<String> pinned) {
    return new ConditionSweep(main, pinned);
  }

  /** The record of every attribute: {@code text} {@code a😀}, {@code huge} 38 digits, {@code blob} 0x80 0x01. */
  static Everything record(long account, Everything.Tier tier) {
    return new Everything(account, tier, "a" + new String(Character.toChars(0x1F600)), true, null, (byte) -128, null,
        (short) 0, null, 5, null, Long.MAX_VALUE, null, 0.5f, null, 1.5, null, new BigDecimal("1.50"), BIG, AT, DAY,
        UUID.fromString("00000000-0000-0000-0000-000000000001"), Everything.Tier.FREE, new byte[] {(byte) 0x80, 1},
        List.of("x"), Set.of("a", "b"), Map.of("k", "v"), "i", "c");
  }

  /**
   * Sends {@code condition} on {@code item} every way and records each answer that is not DynamoDB's
   * ({@code holds}). A failure the server and DynamoDB agree on, or one not pinned as the server's
   * deviation, must name {@code attribute}, as the item it failed on tells.
   */
  void check(String label, Stored item, Condition<Everything> condition, boolean holds, String attribute) {
    for (Way way : Way.values()) {
      assertFalse(ran.get(way).contains(label), "two cases named " + label);
      ran.get(way).add(label);
      boolean named = !holds || !pinned.contains(label);
      boolean held = send(way, item, condition, named, label + " (" + way + ")", attribute);
      if (held && way == Way.WRITE && !item.mapsToRecord()) {
        client.putItem(request -> request.tableName(tableName).item(item.otherTypesOrNull()));
      }
      if (held != holds) {
        wrong.get(way).add(label);
      }
    }
  }

  private boolean send(Way way, Stored item, Condition<Everything> condition, boolean named, String at,
      String attribute) {
    Everything record = item.record();
    try {
      switch (way) {
        case WRITE -> {
          if (item.mapsToRecord()) {
            everythings.update(record.account(), record.tier(), EverythingUpdate.of().item("i"), condition);
          } else {
            everythings.put(record, condition);
          }
        }
        case CHECK -> table.transaction().check(everythings, record, condition).commit();
        case TRANSACTION_WRITE -> table.transaction().update(everythings, record, EverythingUpdate.of().item("i"),
            condition).commit();
      }
      return true;
    } catch (ConditionFailedException e) {
      if (named) {
        assertEquals(List.of(attribute), e.failedAttributes(), at + ": " + e.getMessage());
        assertTrue(e.failedAttributesKnown(), at + ": " + e.getMessage());
      }
      return false;
    } catch (TransactionCancelledException e) {
      if (named) {
        assertEquals(1, e.outcomes().size(), at + ": " + e.getMessage());
        Outcome outcome = e.outcomes().get(0);
        assertEquals(Reason.CONDITION_FAILED, outcome.reason(), at + ": " + e.getMessage());
        assertTrue(outcome.explanation().endsWith("did not hold (CONDITION_FAILED): failed on " + attribute),
            at + ": " + outcome.explanation());
        assertEquals(item.mapsToRecord(), outcome.stored(Everything.class).isPresent(),
            at + ": the item as DynamoDB judged it, as its record");
      }
      return false;
    }
  }

  /**
   * Every way got DynamoDB's answer but for the cases pinned as the server's deviations, and those it
   * got wrong; {@code why} says which deviations the test's cases meet.
   */
  void assertDeviations(String why) {
    for (Way way : Way.values()) {
      List<String> expected = ran.get(way).stream().filter(pinned::contains).toList();
      assertEquals(expected, wrong.get(way), way + ": " + why);
    }
  }

  /** The labels of the cases run. */
  List<String> labels() {
    return ran.get(Way.WRITE);
  }

  /** The writes changed no item (a set compared whatever its order). */
  void assertItemsUnchanged() {
    for (Stored item : List.of(full, empty, otherTypes)) {
      assertEquals(normalized(before.get(item.name())), normalized(raw(item)), item.name() + " item");
    }
  }

  private Map<String, AttributeValue> raw(Stored item) {
    return client.getItem(request -> request.tableName(tableName).consistentRead(true)
        .key(EverythingMapper.INSTANCE.primaryKey(item.record()))).item();
  }

  private static Map<String, AttributeValue> normalized(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> sorted = new TreeMap<>(item);
    sorted.replaceAll((name, value) -> value.hasSs() ? AttributeValue.fromSs(value.ss().stream().sorted().toList())
        : value);
    return sorted;
  }
}
