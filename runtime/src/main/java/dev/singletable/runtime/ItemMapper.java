package dev.singletable.runtime;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts one record type to and from a DynamoDB item. The annotation processor generates one
 * mapper per {@code @Edge} or {@code @Node} record; implementations are stateless and thread-safe.
 *
 * @param <T> the record type
 */
public interface ItemMapper<T> {

  /**
   * Builds the whole item, keys included.
   *
   * @throws InvalidKeyException if a key component cannot become a key
   * @throws InvalidItemException if a value cannot be stored
   */
  Map<String, AttributeValue> toItem(T value);

  /**
   * Reads a record back from an item.
   *
   * @throws MalformedItemException if the item does not fit the record
   */
  T fromItem(Map<String, AttributeValue> item);
}
