package dev.singletable.shop;

import dev.singletable.annotations.Node;

/** A product of the catalogue. */
@Node(prefix = "PRODUCT", table = "Shop")
public record Product(@Node.Id String productId, String name, long priceCents) {}
