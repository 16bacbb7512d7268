package dev.singletable.shop;

import dev.singletable.annotations.Edge;
import dev.singletable.annotations.Index;
import java.time.Instant;

/**
 * A product in an order, in the order's partition; listed by product in time order over GSI3, and by
 * customer in time order over GSI2 (beside the customer's orders and invoices, told apart by prefix).
 */
@Edge(source = "ORDER", target = "PRODUCT", table = "Shop", listFromSource = "itemsOfOrder")
@Index(name = "GSI3", partition = "p#{product}", sort = "o#{orderedAt}", listing = "ordersOfProduct")
@Index(name = "GSI2", partition = "c#{customer}", sort = "p#{orderedAt}", listing = "productsOfCustomer")
public record OrderItem(@Edge.Source String order, @Edge.Target String product, String customer,
    Instant orderedAt, int quantity) {}
