package dev.singletable.shop;

import dev.singletable.annotations.Index;
import dev.singletable.annotations.Node;
import java.time.Instant;

/**
 * A shipment of an order from a warehouse: listed by order over GSI3, and by warehouse in time order
 * over GSI4 once shipped (a shipment without {@code shippedAt} is not in GSI4).
 */
@Node(prefix = "SHIPMENT", table = "Shop")
@Index(name = "GSI3", partition = "o#{order}", sort = "s#{shipmentId}", listing = "shipmentsOfOrder")
@Index(name = "GSI4", partition = "w#{warehouse}", sort = "s#{shippedAt}", listing = "shipmentsOfWarehouse")
public record Shipment(@Node.Id String shipmentId, String order, String warehouse, Instant shippedAt,
    String address) {}
