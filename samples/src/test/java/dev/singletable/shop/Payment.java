package dev.singletable.shop;

import dev.singletable.annotations.Edge;
import java.time.Instant;

/** A payment of an invoice, in the invoice's partition. */
@Edge(source = "INVOICE", target = "PAYMENT", table = "Shop", listFromSource = "paymentsOfInvoice")
public record Payment(@Edge.Source String invoice, @Edge.Target String paymentId, long amountCents,
    Instant paidAt) {}
