package dev.singletable.runtime;

import java.util.List;

/**
 * A counted edge was not written, or not deleted, because a node whose counter it changes does not
 * exist. Counted edges never create node items: a counter update is conditioned on the node item
 * existing, so that no item holding only counters (which the node's mapper could not read) appears.
 * The transaction was cancelled as a whole: neither the edge nor any counter changed. Create the
 * node first, then write the edge again.
 */
public final class MissingNodeException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /**
   * One missing node.
   *
   * @param type the node record's simple name, e.g. {@code User}
   * @param id the node's id as its key holds it, e.g. {@code alice}
   */
  public record Node(String type, String id) {
    @Override
    public String toString() {
      return type + " '" + id + "'";
    }
  }

  /** @serial the missing nodes, in the order of the transaction's actions */
  private final List<Node> missing;

  /**
   * @param message what was not written and what to do
   * @param missing the missing nodes; at least one
   */
  public MissingNodeException(String message, List<Node> missing) {
    super(message);
    this.missing = List.copyOf(missing);
  }

  /** The missing nodes, at least one, in the order of the transaction's actions. */
  public List<Node> missing() {
    return missing;
  }

  /** The record name of the first missing node, e.g. {@code User}. */
  public String nodeType() {
    return missing.get(0).type();
  }

  /** The id of the first missing node, e.g. {@code bob}. */
  public String nodeId() {
    return missing.get(0).id();
  }
}
