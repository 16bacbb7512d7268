package dev.singletable.runtime.internal.request;

import dev.singletable.runtime.ItemMapper;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** For tests that send and read items as they are: a mapper whose records are the items themselves. */
final class RawMapper implements ItemMapper<Map<String, AttributeValue>> {
  static final RawMapper INSTANCE = new RawMapper();

  private RawMapper() {}

  @Override
  public Map<String, AttributeValue> toItem(Map<String, AttributeValue> value) {
    return value;
  }

  @Override
  public Map<String, AttributeValue> fromItem(Map<String, AttributeValue> item) {
    return item;
  }
}
