package dev.singletable.shop;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.codec.Keys;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Shipment} items: {@code PK = SHIPMENT#<shipmentId>}, {@code SK = #Shipment}.
 * On index GSI3, {@code GSI3PK = o#<order>}, {@code GSI3SK = s#<shipmentId>}, when none of them is null.
 * On index GSI4, {@code GSI4PK = w#<warehouse>}, {@code GSI4SK = s#<shippedAt>}, when none of them is null.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class ShipmentKeys {
  /**
   * The {@code _type} attribute of every Shipment item.
   */
  public static final String TYPE = "Shipment";

  /**
   * The prefix of the partition key.
   */
  public static final String PREFIX = "SHIPMENT";

  /**
   * The sort key of every Shipment item.
   */
  public static final String SORT_KEY = "#Shipment";

  static final AttributeValue SORT_KEY_VALUE = AttributeValue.createS(SORT_KEY);

  private ShipmentKeys() {
  }

  /**
   * The partition key {@code SHIPMENT#<shipmentId>}, refused if null, empty or over 2048 UTF-8 bytes.
   */
  public static String key(String shipmentId) {
    return Keys.string(PREFIX + Layout.DELIMITER, shipmentId, "Shipment.shipmentId", 2048);
  }

  /**
   * The primary key of one node, for GetItem and DeleteItem.
   */
  public static Map<String, AttributeValue> primaryKey(String shipmentId) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put(Layout.PK, AttributeValue.createS(key(shipmentId)));
    key.put(Layout.SK, SORT_KEY_VALUE);
    return key;
  }

  /**
   * The partition key {@code o#<order>} of index GSI3.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code order} is null or empty, or the
   *     key is longer than 2048 UTF-8 bytes
   */
  public static String gsi3Partition(String order) {
    return Keys.string("o" + Layout.DELIMITER, order, "Shipment.order", 2048);
  }

  /**
   * The sort key {@code s#<shipmentId>} of index GSI3.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code shipmentId} is null or empty, or
   *     the key is longer than 1024 UTF-8 bytes
   */
  public static String gsi3Sort(String shipmentId) {
    return Keys.string("s" + Layout.DELIMITER, shipmentId, "Shipment.shipmentId", 1024);
  }

  /**
   * The partition key {@code w#<warehouse>} of index GSI4.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code warehouse} is null or empty, or
   *     the key is longer than 2048 UTF-8 bytes
   */
  public static String gsi4Partition(String warehouse) {
    return Keys.string("w" + Layout.DELIMITER, warehouse, "Shipment.warehouse", 2048);
  }

  /**
   * The sort key {@code s#<shippedAt>} of index GSI4.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if {@code shippedAt} is null or outside the
   *     years 0000 to 9999, or the key is longer than 1024 UTF-8 bytes
   */
  public static String gsi4Sort(Instant shippedAt) {
    return Keys.instant("s" + Layout.DELIMITER, shippedAt, "Shipment.shippedAt", 1024);
  }
}
