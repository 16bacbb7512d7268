package dev.singletable.shop;

import dev.singletable.runtime.ItemUpdate;
import dev.singletable.runtime.internal.codec.Values;
import javax.annotation.processing.Generated;

/**
 * A change to a stored {@link Shipment}, sent without reading it first by
 * {@link ShipmentRepository}'s {@code update}: one UpdateItem, which returns the record as stored
 * afterwards. The rules are {@link ItemUpdate}'s.
 *
 * <p>It has no setters for {@code order}, {@code warehouse}, {@code shippedAt}, of which index
 * keys are made: an update would leave the index keys as they were. Change them with put.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class ShipmentUpdate extends ItemUpdate {
  private ShipmentUpdate() {
    super("ShipmentUpdate");
  }

  /**
   * An update that changes nothing yet.
   */
  public static ShipmentUpdate of() {
    return new ShipmentUpdate();
  }

  /**
   * Sets {@code address}.
   */
  public ShipmentUpdate address(String address) {
    setAttribute("address", "address", address == null ? null : Values.string(address));
    return this;
  }

  /**
   * Removes {@code address}: the record then reads it as null.
   */
  public ShipmentUpdate removeAddress() {
    removeAttribute("address", "address");
    return this;
  }

  /**
   * Applies the update only if the stored {@code address} equals the given value.
   */
  public ShipmentUpdate ifAddressEquals(String address) {
    requireAttribute("address", "address", address == null ? null : Values.string(address));
    return this;
  }
}
