package dev.singletable.shop;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.codec.Values;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Maps {@link Shipment} to its DynamoDB item and back: {@code PK = SHIPMENT#<shipmentId>}, {@code SK = #Shipment}.
 * On index GSI3, {@code GSI3PK = o#<order>}, {@code GSI3SK = s#<shipmentId>}, when none of them is null.
 * On index GSI4, {@code GSI4PK = w#<warehouse>}, {@code GSI4SK = s#<shippedAt>}, when none of them is null.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class ShipmentMapper implements NodeMapper<Shipment> {
  /**
   * The mapper; it holds no state.
   */
  public static final ShipmentMapper INSTANCE = new ShipmentMapper();

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ShipmentKeys.TYPE);

  private static final List<String> ATTRIBUTES = List.of("order", "warehouse", "shippedAt",
      "address", "GSI3PK", "GSI3SK", "GSI4PK", "GSI4SK");

  private static final List<String> COUNTERS = List.of();

  private ShipmentMapper() {
  }

  /**
   * The item of {@code shipment}: keys, {@code _type} and every non-null component, in a new mutable map.
   * An index's keys are there when none of their components is null.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if the id, or a component of an index key,
   *     cannot be a key
   */
  @Override
  public Map<String, AttributeValue> toItem(Shipment shipment) {
    Arguments.requireItem(shipment, "ShipmentMapper.toItem", "shipment", "Shipment");
    Map<String, AttributeValue> item = new HashMap<>(15);
    item.put(Layout.PK, AttributeValue.createS(ShipmentKeys.key(shipment.shipmentId())));
    item.put(Layout.SK, ShipmentKeys.SORT_KEY_VALUE);
    if (shipment.order() != null) {
      item.put("GSI3PK", AttributeValue.createS(ShipmentKeys.gsi3Partition(shipment.order())));
      item.put("GSI3SK", AttributeValue.createS(ShipmentKeys.gsi3Sort(shipment.shipmentId())));
    }
    if (shipment.warehouse() != null && shipment.shippedAt() != null) {
      item.put("GSI4PK", AttributeValue.createS(ShipmentKeys.gsi4Partition(shipment.warehouse())));
      item.put("GSI4SK", AttributeValue.createS(ShipmentKeys.gsi4Sort(shipment.shippedAt())));
    }
    item.put(Layout.TYPE, TYPE_VALUE);
    if (shipment.order() != null) {
      item.put("order", Values.string(shipment.order()));
    }
    if (shipment.warehouse() != null) {
      item.put("warehouse", Values.string(shipment.warehouse()));
    }
    if (shipment.shippedAt() != null) {
      item.put("shippedAt", Values.instant(shipment.shippedAt(), "shippedAt"));
    }
    if (shipment.address() != null) {
      item.put("address", Values.string(shipment.address()));
    }
    Items.checkWritable(item, ShipmentKeys.TYPE);
    return item;
  }

  /**
   * The record stored in {@code item}; the id is decoded from {@code PK}, and {@code SK} must be
   * {@code #Shipment}, the sort key of every item of the node.
   */
  @Override
  public Shipment fromItem(Map<String, AttributeValue> item) {
    Arguments.requireStoredItem(item, "ShipmentMapper.fromItem", "item", "Shipment");
    Values.checkType(item, ShipmentKeys.TYPE);
    Values.checkSortKey(item, ShipmentKeys.SORT_KEY);
    String shipmentId = Keys.decodeString(Values.requireString(item, Layout.PK),
        ShipmentKeys.PREFIX, "PK");
    String order = Values.readString(item, "order");
    String warehouse = Values.readString(item, "warehouse");
    Instant shippedAt = Values.readInstant(item, "shippedAt");
    String address = Values.readString(item, "address");
    return new Shipment(shipmentId, order, warehouse, shippedAt, address);
  }

  /**
   * The key of {@code shipment}'s item: {@code PK} and {@code SK}.
   */
  @Override
  public Map<String, AttributeValue> primaryKey(Shipment shipment) {
    Arguments.requireKey(shipment, "ShipmentMapper.primaryKey", "shipment", "Shipment");
    return ShipmentKeys.primaryKey(shipment.shipmentId());
  }

  /**
   * The ordinary attributes, which put sets or removes, and the indexes' keys.
   */
  @Override
  public List<String> attributes() {
    return ATTRIBUTES;
  }

  /**
   * The counter attributes, which only counted edges change.
   */
  @Override
  public List<String> counters() {
    return COUNTERS;
  }

  /**
   * The version attribute: none.
   */
  @Override
  public String versionAttribute() {
    return null;
  }

  /**
   * The id of {@code shipment}.
   */
  @Override
  public Object id(Shipment shipment) {
    return shipment.shipmentId();
  }

  /**
   * The version of {@code shipment}: 0, it has none.
   */
  @Override
  public long version(Shipment shipment) {
    return 0;
  }
}
