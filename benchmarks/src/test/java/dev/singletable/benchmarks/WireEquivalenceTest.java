package dev.singletable.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.benchmarks.wire.CountedFollow;
import dev.singletable.benchmarks.wire.CountedFollowMapper;
import dev.singletable.benchmarks.wire.HandWrittenWire;
import dev.singletable.benchmarks.wire.RecordingDynamoDb;
import dev.singletable.benchmarks.wire.WireScenarios;
import dev.singletable.benchmarks.wire.WireTable;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The hand-written requests that {@code WireCost} compares with the generated ones ask DynamoDB for
 * the same thing: the same tables, items, keys, conditions and updates, once the expressions' name
 * and value placeholders are replaced by what they stand for.
 */
class WireEquivalenceTest {
  private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");
  private static final RecordingDynamoDb FAKE = new RecordingDynamoDb();
  private static final DynamoDbClient CLIENT = FAKE.client();

  /** One write of a request, with its expressions spelled out. */
  private record Action(String kind, String table, Map<String, AttributeValue> itemOrKey, String update,
      String condition) {}

  @AfterAll
  static void close() {
    CLIENT.close();
    FAKE.close();
  }

  @Test
  void handWrittenCreateIsTheGeneratedPutItem() {
    PutItemRequest generated = (PutItemRequest) only(() ->
        new BenchTable(CLIENT, HandWrittenMapper.TABLE).follows().create(Canned.FOLLOW));
    PutItemRequest byHand = (PutItemRequest) only(() -> CLIENT.putItem(HandWrittenWire.create(Canned.FOLLOW)));

    Action expected = new Action("Put", "Bench", FollowMapper.INSTANCE.toItem(Canned.FOLLOW), null,
        "attribute_not_exists(PK)");
    assertEquals(expected, action(generated));
    assertEquals(expected, action(byHand));
    assertEquals(Map.of("#pk", "PK"), generated.expressionAttributeNames());
    assertTrue(byHand.expressionAttributeNames().isEmpty());
  }

  @Test
  void handWrittenCountedFollowIsTheGeneratedTransaction() {
    CountedFollow follow = WireScenarios.COUNTED;
    TransactWriteItemsRequest generated = (TransactWriteItemsRequest) only(() ->
        new WireTable(CLIENT, HandWrittenWire.TABLE).countedFollows().create(follow));
    TransactWriteItemsRequest byHand =
        (TransactWriteItemsRequest) only(() -> CLIENT.transactWriteItems(HandWrittenWire.countedFollow(follow)));

    List<Action> expected = List.of(
        new Action("Put", "Wire", CountedFollowMapper.INSTANCE.toItem(follow), null, "attribute_not_exists(PK)"),
        new Action("Update", "Wire", memberKey("ACTOR#alice"), "ADD following N=1", "attribute_exists(PK)"),
        new Action("Update", "Wire", memberKey("ACTOR#bob"), "ADD followers N=1", "attribute_exists(PK)"));
    assertEquals(expected, actions(generated));
    assertEquals(expected, actions(byHand));
    assertEquals(36, generated.clientRequestToken().length(), generated.clientRequestToken());
    assertNull(byHand.clientRequestToken(), "the SDK fills it in when it marshals the request");
  }

  /** The one request that {@code call} sent, as the SDK's model object. */
  private static SdkRequest only(Runnable call) {
    FAKE.clear();
    call.run();
    List<SdkRequest> requests = FAKE.requests();
    assertEquals(1, requests.size(), requests::toString);
    assertEquals(1, FAKE.exchanges().size());
    return requests.get(0);
  }

  private static List<Action> actions(TransactWriteItemsRequest request) {
    return request.transactItems().stream().map(WireEquivalenceTest::action).collect(Collectors.toList());
  }

  private static Action action(PutItemRequest put) {
    return new Action("Put", put.tableName(), put.item(), null,
        spelledOut(put.conditionExpression(), put.expressionAttributeNames(), put.expressionAttributeValues()));
  }

  private static Action action(TransactWriteItem item) {
    if (item.put() != null) {
      return new Action("Put", item.put().tableName(), item.put().item(), null, spelledOut(
          item.put().conditionExpression(), item.put().expressionAttributeNames(),
          item.put().expressionAttributeValues()));
    }
    Map<String, String> names = item.update().expressionAttributeNames();
    Map<String, AttributeValue> values = item.update().expressionAttributeValues();
    return new Action("Update", item.update().tableName(), item.update().key(),
        spelledOut(item.update().updateExpression(), names, values),
        spelledOut(item.update().conditionExpression(), names, values));
  }

  /** {@code expression} with {@code #name} replaced by the attribute name, {@code :value} by {@code N=1} etc. */
  private static String spelledOut(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    Matcher matcher = PLACEHOLDER.matcher(expression);
    StringBuilder out = new StringBuilder();
    while (matcher.find()) {
      String placeholder = matcher.group();
      String meaning = placeholder.startsWith("#") ? names.get(placeholder) : value(values.get(placeholder));
      assertTrue(meaning != null, () -> placeholder + " is not defined in " + names + " " + values);
      matcher.appendReplacement(out, Matcher.quoteReplacement(meaning));
    }
    return matcher.appendTail(out).toString();
  }

  private static String value(AttributeValue value) {
    return value == null ? null : value.s() != null ? "S=" + value.s() : "N=" + value.n();
  }

  private static Map<String, AttributeValue> memberKey(String partition) {
    return Map.of("PK", AttributeValue.fromS(partition), "SK", AttributeValue.fromS("#Member"));
  }
}
