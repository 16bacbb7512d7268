package dev.singletable.shop;

import dev.singletable.annotations.Index;
import dev.singletable.annotations.Node;
import java.time.Instant;

/** An order of a customer, listed by customer in time order over GSI2. */
@Node(prefix = "ORDER", table = "Shop")
@Index(name = "GSI2", partition = "c#{customer}", sort = "o#{orderedAt}", listing = "ordersOfCustomer")
public record Order(@Node.Id String orderId, String customer, Instant orderedAt, String status) {}
