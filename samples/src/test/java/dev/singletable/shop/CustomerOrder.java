package dev.singletable.shop;

import dev.singletable.annotations.Edge;
import dev.singletable.annotations.Index;
import java.time.Instant;

/**
 * A customer's order as an edge in the customer's partition, beside the Online Shop's records: the
 * customer's orders in time order (newest first descending) over the local index LSI1, and those
 * shipped, by shipping time, over the sparse local index LSI2 (an order not yet shipped is not in it).
 */
@Edge(source = "CUSTOMER", target = "ORDER", table = "Shop", listFromSource = "ordersOfCustomerById")
@Index(name = "LSI1", local = true, sort = "o#{placedAt}#{order}", listing = "ordersByTime")
@Index(name = "LSI2", local = true, sort = "s#{shippedAt}", listing = "shippedOrders")
public record CustomerOrder(@Edge.Source String customer, @Edge.Target String order, Instant placedAt,
    Instant shippedAt, long totalCents) {}
