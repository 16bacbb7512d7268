package dev.singletable.shop;

import dev.singletable.annotations.Index;
import dev.singletable.annotations.Node;
import java.time.Instant;

/**
 * An event of a support ticket, beside the shop's records: a composite index sort key, the event's
 * status then its time, so that a ticket's events list by status and in time within one status.
 */
@Node(prefix = "EVENT", table = "Shop")
@Index(name = "GSI4", partition = "t#{ticket}", sort = "e#{status}#{at}", listing = "eventsOfTicket")
public record TicketEvent(@Node.Id String eventId, String ticket, Status status, Instant at) {

  /** Where a ticket stands. */
  public enum Status { CLOSED, OPEN, WAITING }
}
