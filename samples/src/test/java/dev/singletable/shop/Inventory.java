package dev.singletable.shop;

import dev.singletable.annotations.Edge;

/** How many of a product a warehouse holds: listed by product, and by warehouse over GSI1. */
@Edge(source = "PRODUCT", target = "WAREHOUSE", invertedIndex = "GSI1", table = "Shop",
    listFromSource = "stockOfProduct", listFromTarget = "stockOfWarehouse")
public record Inventory(@Edge.Source String product, @Edge.Target String warehouse, int quantity) {}
