package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.request.Operations;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A follow as a counted-edge transaction, and DynamoDB's answers to TransactWriteItems as it sends them. */
final class TransactionFixtures {
  static final String TABLE = "t";
  private static final String DYNAMODB = "com.amazonaws.dynamodb.v20120810#";

  private TransactionFixtures() {}

  static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of(Layout.PK, AttributeValue.fromS(pk), Layout.SK, AttributeValue.fromS(sk));
  }

  static Map<String, AttributeValue> userKey(String id) {
    return key("USER#" + id, "USER#" + id);
  }

  /** {@code from} follows {@code to}: the edge if absent, and +1 on both users, which must exist. */
  static WriteTransaction follow(String from, String to) {
    WriteTransaction.Builder builder = WriteTransaction.builder("Social.follow").add(
        Operations.createAction(TABLE, key("ACTOR#" + from, "TARGET#" + to)),
        FailedCondition.ALREADY_EXISTS, "Follow " + from + " -> " + to);
    CounterUpdate following = CounterUpdate.of(TABLE, userKey(from), "following", 1, true);
    CounterUpdate followers = CounterUpdate.of(TABLE, userKey(to), "followers", 1, true);
    if (following.sameItem(followers)) {
      return builder.add(following.plus(followers).action(), FailedCondition.MISSING_NODE, "User " + from).build();
    }
    return builder.add(following.action(), FailedCondition.MISSING_NODE, "User " + from)
        .add(followers.action(), FailedCondition.MISSING_NODE, "User " + to).build();
  }

  /** A TransactionCanceledException with these reason codes, one per action; {@code item} at each failed condition. */
  static String cancelled(List<String> codes, String item) {
    String reasons = codes.stream().map(code -> switch (code) {
      case "None" -> "{\"Code\":\"None\"}";
      case "ConditionalCheckFailed" -> "{\"Code\":\"ConditionalCheckFailed\"" + (item == null ? "" : ",\"Item\":" + item)
          + ",\"Message\":\"The conditional request failed\"}";
      case "TransactionConflict" -> "{\"Code\":\"TransactionConflict\",\"Message\":\"Transaction is ongoing for the item\"}";
      default -> "{\"Code\":\"" + code + "\",\"Message\":\"recorded " + code + "\"}";
    }).collect(Collectors.joining(","));
    return "{\"__type\":\"" + DYNAMODB + "TransactionCanceledException\",\"CancellationReasons\":[" + reasons
        + "],\"Message\":\"Transaction cancelled, please refer cancellation reasons for specific reasons "
        + codes + "\"}";
  }

  static String inProgress() {
    return "{\"__type\":\"" + DYNAMODB + "TransactionInProgressException\",\"Message\":\"Transaction is in progress\"}";
  }

  static String validation(String message) {
    return "{\"__type\":\"com.amazon.coral.validate#ValidationException\",\"message\":\"" + message + "\"}";
  }

  static String throttling() {
    return "{\"__type\":\"com.amazon.coral.availability#ThrottlingException\",\"message\":\"Rate of requests exceeds"
        + " the allowed throughput.\"}";
  }
}
