package dev.singletable.shop;

import dev.singletable.annotations.Node;

/** A warehouse. */
@Node(prefix = "WAREHOUSE", table = "Shop")
public record Warehouse(@Node.Id String warehouseId, String city) {}
