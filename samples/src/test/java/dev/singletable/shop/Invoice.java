package dev.singletable.shop;

import dev.singletable.annotations.Index;
import dev.singletable.annotations.Node;
import java.time.Instant;

/** An invoice of an order: listed by customer in time order over GSI2; an order's one invoice over GSI3. */
@Node(prefix = "INVOICE", table = "Shop")
@Index(name = "GSI2", partition = "c#{customer}", sort = "i#{issuedAt}", listing = "invoicesOfCustomer")
@Index(name = "GSI3", partition = "o#{order}", sort = "i#{invoiceId}", listing = "invoiceOfOrder", unique = true)
public record Invoice(@Node.Id String invoiceId, String order, String customer, Instant issuedAt,
    long amountCents) {}
