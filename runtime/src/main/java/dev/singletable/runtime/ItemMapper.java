package dev.singletable.runtime;

import dev.singletable.layout.Layout;
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

  /**
   * The primary key ({@code PK} and {@code SK}) of the item that {@link #toItem} builds, without
   * building the rest: what GetItem, DeleteItem and batches send. Generated mappers build only
   * the key; this default builds the whole item and keeps its key.
   *
   * @throws InvalidKeyException if a key component cannot become a key
   * @throws InvalidItemException if this default's {@link #toItem} refuses a value
   */
  default Map<String, AttributeValue> primaryKey(T value) {
    Map<String, AttributeValue> item = toItem(value);
    return Map.of(Layout.PK, item.get(Layout.PK), Layout.SK, item.get(Layout.SK));
  }
}
