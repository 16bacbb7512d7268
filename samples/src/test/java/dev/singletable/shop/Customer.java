package dev.singletable.shop;

import dev.singletable.annotations.Node;

/** A customer. */
@Node(prefix = "CUSTOMER", table = "Shop")
public record Customer(@Node.Id String customerId, String name, String email) {}
