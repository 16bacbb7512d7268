package dev.singletable.shop;

import dev.singletable.annotations.Edge;
import dev.singletable.shop.TicketEvent.Status;
import java.time.Instant;

/**
 * One step of a support ticket's history: an edge with a composite sort key, the step's status then its
 * time ({@code PK = TICKET#<ticket>}, {@code SK = EVENT#<status>#<at>}), so that a ticket's history lists
 * by status and in time within one status, from the ticket's partition, where the {@link Ticket} is too.
 */
@Edge(source = "TICKET", target = "EVENT", table = "Shop", listFromSource = "historyOfTicket")
public record TicketStep(@Edge.Source String ticket, @Edge.Target Status status, @Edge.Target Instant at,
    String note) {}
