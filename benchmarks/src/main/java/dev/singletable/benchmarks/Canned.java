package dev.singletable.benchmarks;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The benchmark's data: one Follow, a page of 100, and the DynamoDB JSON that returns them. */
public final class Canned {
  /** The record mapped by every variant. */
  public static final Follow FOLLOW =
      new Follow("alice", "bob", Instant.parse("2024-05-06T07:08:09.123456789Z"), 7);
  /** The follower whose page the Query returns. */
  public static final String FOLLOWER = FOLLOW.follower();
  /** Items in the Query response. */
  public static final int PAGE = 100;

  private Canned() {}

  /** {@code PAGE} follows of {@link #FOLLOWER}, in followee order. */
  public static List<Follow> page() {
    List<Follow> page = new ArrayList<>(PAGE);
    for (int i = 0; i < PAGE; i++) {
      page.add(new Follow(FOLLOWER, String.format("user-%03d", i),
          FOLLOW.followedAt().plusSeconds(i * 3607L).plusNanos(i), i));
    }
    return page;
  }

  /** A Query response holding the items of {@link #page()}, without LastEvaluatedKey. */
  public static String queryResponse() {
    StringBuilder json = new StringBuilder("{\"Count\":").append(PAGE)
        .append(",\"ScannedCount\":").append(PAGE).append(",\"Items\":[");
    List<Follow> page = page();
    for (int i = 0; i < page.size(); i++) {
      json.append(i == 0 ? "" : ",");
      appendItem(json, HandWrittenMapper.toItem(page.get(i)));
    }
    return json.append("]}").toString();
  }

  /** A GetItem response holding the item of {@link #FOLLOW}. */
  public static String getItemResponse() {
    StringBuilder json = new StringBuilder("{\"Item\":");
    appendItem(json, HandWrittenMapper.toItem(FOLLOW));
    return json.append('}').toString();
  }

  /** {@code item} as DynamoDB JSON, for canned responses (string and number attributes only). */
  public static String itemJson(Map<String, AttributeValue> item) {
    StringBuilder json = new StringBuilder();
    appendItem(json, item);
    return json.toString();
  }

  private static void appendItem(StringBuilder json, Map<String, AttributeValue> item) {
    json.append('{');
    String separator = "";
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      AttributeValue value = attribute.getValue();
      json.append(separator);
      appendString(json, attribute.getKey());
      json.append(value.s() != null ? ":{\"S\":" : ":{\"N\":");
      appendString(json, value.s() != null ? value.s() : value.n());
      json.append('}');
      separator = ",";
    }
    json.append('}');
  }

  private static void appendString(StringBuilder json, String text) {
    json.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        json.append('\\').append(c);
      } else if (c < 0x20) {
        json.append(String.format("\\u%04x", (int) c));
      } else {
        json.append(c);
      }
    }
    json.append('"');
  }
}
