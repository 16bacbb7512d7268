package dev.singletable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.testing.Tx.Action;
import dev.singletable.testing.Tx.Outcome;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * Requests DynamoDB refuses before running anything, with its error codes and messages (as
 * captured from DynamoDB; where its regions word a message two ways, either is accepted).
 *
 * <p>Where the local server is known to answer otherwise, the case names that answer as well
 * ({@link #LOCAL_SYNTAX}), so the difference is on record and any other answer still fails.
 */
class TransactValidationTest {

  private static final String VALIDATION = "ValidationException";
  private static final String NOT_FOUND = "ResourceNotFoundException";
  private static final String ONE_ITEM =
      "Transaction request cannot include multiple operations on one item";
  private static final String TOO_MANY = "^1 validation error detected: (Value '\\[.+\\]' at"
      + " 'transactItems'|Value at 'TransactItems') failed to satisfy constraint: Member must have"
      + " length less than or equal to 100$";
  private static final String EMPTY = "^1 validation error detected: (Value '\\[\\]' at"
      + " 'transactItems'|Value at 'TransactItems') failed to satisfy constraint: Member must have"
      + " length greater than or equal to 1$";
  private static final String SYNTAX =
      "Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \"(\"";
  /** dynalite's expression parser words a syntax error its own way after the first clause. */
  private static final String LOCAL_SYNTAX = "Syntax error; Expected .+ but .+ found\\.";

  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(TestTables::keyValue);

  /** The actions of a TransactWriteItems request on the current table. */
  interface Writes {
    List<TransactWriteItem> on(String table);
  }

  static Stream<Arguments> refusedWrites() {
    return Stream.of(
        refused("101 actions", VALIDATION, TOO_MANY, table -> IntStream.range(0, 101)
            .mapToObj(i -> Tx.put(table, Tx.item("i" + i, "new"))).toList()),
        refused("no actions", VALIDATION, EMPTY, table -> List.of()),
        refused("two Puts on one item", VALIDATION, exactly(ONE_ITEM), table -> List.of(
            Tx.put(table, Tx.item("a", "1")), Tx.put(table, Tx.item("a", "2")))),
        refused("a Put and a Delete on one item", VALIDATION, exactly(ONE_ITEM), table -> List.of(
            Tx.put(table, Tx.item("a", "1")),
            Tx.action(table, Action.DELETE, "a", Outcome.FAILS))),
        refused("an Update and a ConditionCheck on one item", VALIDATION, exactly(ONE_ITEM),
            table -> List.of(Tx.put(table, Tx.item("b", "1")),
                Tx.action(table, Action.UPDATE, "a", Outcome.FAILS),
                Tx.action(table, Action.CONDITION_CHECK, "a", Outcome.FAILS))),
        refused("a Put of an item over 400 KB", VALIDATION,
            exactly("Item size has exceeded the maximum allowed size"), table -> List.of(
                Tx.put(table, Tx.item("a", "1")), Tx.put(table, Tx.sized("big", 410_000)))),
        // DynamoDB's wording for this one is not on record: only the error code is checked.
        refused("11 items of 390 KB, over 4 MB in total", VALIDATION, ".*", table ->
            IntStream.range(0, 11).mapToObj(i -> Tx.put(table, Tx.sized("i" + i, 390_000)))
                .toList()),
        refused("a missing table", NOT_FOUND, exactly("Requested resource not found"),
            table -> List.of(Tx.put(table, Tx.item("a", "1")),
                Tx.put(table + "-missing", Tx.item("a", "1")))),
        refused("a malformed ConditionExpression", VALIDATION, syntax(SYNTAX), table -> List.of(
            Tx.put(table, Tx.item("a", "1")), malformedCheck(table))),
        refused("a malformed condition after a missing table", VALIDATION, syntax(SYNTAX),
            table -> List.of(Tx.put(table + "-missing", Tx.item("a", "1")),
                malformedCheck(table))),
        refused("a malformed UpdateExpression", VALIDATION,
            syntax("Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"SET\""),
            table -> List.of(TransactWriteItem.builder().update(update -> update.tableName(table)
                .key(Tx.key("a")).updateExpression("SET")).build())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusedWrites")
  void transactWriteItemsRefuses(String what, String code, String message, Writes writes) {
    String table = dynamo.tableName();
    List<TransactWriteItem> actions = writes.on(table);

    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> dynamo.client().transactWriteItems(request -> request.transactItems(actions)));

    assertRefused(code, message, e);
    assertEquals(0, dynamo.client().scan(request -> request.tableName(table)).count(),
        "nothing is written");
  }

  static Stream<Arguments> refusedGets() {
    return Stream.of(
        Arguments.of("101 gets", VALIDATION, TOO_MANY, (Gets) table -> IntStream.range(0, 101)
            .mapToObj(i -> get(table, "i" + i, null)).toList()),
        Arguments.of("no gets", VALIDATION, EMPTY, (Gets) table -> List.of()),
        Arguments.of("two gets of one item", VALIDATION, exactly(ONE_ITEM),
            (Gets) table -> List.of(get(table, "a", null), get(table, "a", null))),
        Arguments.of("a missing table", NOT_FOUND, exactly("Requested resource not found"),
            (Gets) table -> List.of(get(table, "a", null), get(table + "-missing", "a", null))),
        Arguments.of("a malformed ProjectionExpression", VALIDATION,
            syntax("Invalid ProjectionExpression: Syntax error; token: \"!\", near: \"!!\""),
            (Gets) table -> List.of(get(table, "a", "!!!"))));
  }

  /** The gets of a TransactGetItems request on the current table. */
  interface Gets {
    List<TransactGetItem> on(String table);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusedGets")
  void transactGetItemsRefuses(String what, String code, String message, Gets gets) {
    List<TransactGetItem> items = gets.on(dynamo.tableName());

    DynamoDbException e = assertThrows(DynamoDbException.class,
        () -> dynamo.client().transactGetItems(request -> request.transactItems(items)));

    assertRefused(code, message, e);
  }

  private static void assertRefused(String code, String message, DynamoDbException e) {
    assertEquals(code, e.awsErrorDetails().errorCode(), e.toString());
    if (code.equals(NOT_FOUND)) {
      assertInstanceOf(ResourceNotFoundException.class, e);
    }
    String actual = e.awsErrorDetails().errorMessage();
    assertTrue(actual != null && Pattern.compile(message, Pattern.DOTALL).matcher(actual).matches(),
        "message: " + actual);
    assertEquals(400, e.statusCode());
  }

  private static Arguments refused(String what, String code, String message, Writes writes) {
    return Arguments.of(what, code, message, writes);
  }

  private static String exactly(String message) {
    return Pattern.quote(message);
  }

  /** DynamoDB's syntax error, or the local server's wording of it (same expression kind). */
  private static String syntax(String dynamoDb) {
    String kind = dynamoDb.substring(0, dynamoDb.indexOf("Syntax error; "));
    return exactly(dynamoDb) + "|" + Pattern.quote(kind) + LOCAL_SYNTAX;
  }

  private static TransactWriteItem malformedCheck(String table) {
    return TransactWriteItem.builder().conditionCheck(check -> check.tableName(table)
        .key(Tx.key("c")).conditionExpression("attribute_not_exists(")).build();
  }

  private static TransactGetItem get(String table, String id, String projection) {
    return TransactGetItem.builder()
        .get(Get.builder().tableName(table).key(Tx.key(id)).projectionExpression(projection).build())
        .build();
  }
}
