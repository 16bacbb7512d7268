package dev.singletable.shop;

import dev.singletable.annotations.Node;

/** A support ticket, whose partition also holds its history ({@link TicketStep}). */
@Node(prefix = "TICKET", table = "Shop")
public record Ticket(@Node.Id String ticketId, String subject) {}
