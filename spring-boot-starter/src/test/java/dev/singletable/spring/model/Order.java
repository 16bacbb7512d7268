package dev.singletable.spring.model;

import dev.singletable.annotations.Node;

/** An order, in the table Shop. */
@Node(prefix = "ORDER", table = "Shop")
public record Order(@Node.Id String id, long total) {}
